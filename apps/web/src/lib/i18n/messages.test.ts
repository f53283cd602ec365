import { MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './index';
import { matchMessage, translateMessage } from './messages';

describe('domain message translation', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('finds the key of a literal message before a template that also matches it', () => {
    expect(matchMessage(MESSAGES.employeeIdRequired)).toEqual({ key: 'employeeIdRequired', params: {} });
    expect(matchMessage('Please fill out your Partner ID')?.key).toBe('partnerIdRequired');
  });

  it('recovers template parameters', () => {
    expect(matchMessage('There was a problem connecting to the server, please contact Acme.')).toEqual({
      key: 'networkProblem',
      params: { provider: 'Acme' },
    });
  });

  it('shows English unchanged and French translated; unknown text passes through', async () => {
    expect(translateMessage(MESSAGES.passwordRequired, i18n.t)).toBe('Please fill out your password');
    await i18n.changeLanguage('fr');
    expect(translateMessage(MESSAGES.passwordRequired, i18n.t)).toBe('Veuillez entrer votre mot de passe');
    expect(translateMessage('Please fill out your Employee ID', i18n.t)).toBe(
      "Veuillez entrer votre numéro d'employé",
    );
    expect(translateMessage('Some server text', i18n.t)).toBe('Some server text');
  });
});
