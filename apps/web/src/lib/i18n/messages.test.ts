import { API_MESSAGES, MESSAGES, keyedMessage } from '@benefits/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { i18n } from './index';
import { translateMessage } from './messages';

describe('messages by key', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows English unchanged and French by key; text without a key passes through', async () => {
    expect(translateMessage(MESSAGES.passwordRequired, i18n.t)).toBe('Please fill out your password');
    await i18n.changeLanguage('fr');
    expect(translateMessage(MESSAGES.passwordRequired, i18n.t)).toBe('Veuillez entrer votre mot de passe');
    expect(translateMessage(MESSAGES.employeeIdRequired, i18n.t)).toBe(
      'Veuillez entrer votre numéro d’employé',
    );
    expect(translateMessage(API_MESSAGES.invalidCredentials, i18n.t)).toBe(
      'Le numéro ou le mot de passe que vous avez saisi est incorrect.',
    );
    expect(translateMessage('Some server text', i18n.t)).toBe('Some server text');
  });

  it('translates a message with parameters by the key and values its failure carried', async () => {
    const text = 'Too many failed sign-in attempts for this ID. Please wait 12 minutes and try again.';
    const failure = ApiError.of(5, {
      error: { GENERAL: text },
      errorKeys: { GENERAL: { key: 'api.tooManyAttemptsForId', params: { minutes: 12 } } },
    });
    await i18n.changeLanguage('fr');
    expect(translateMessage(failure.general ?? '', i18n.t)).toBe(
      'Trop de tentatives de connexion échouées pour ce numéro. Veuillez attendre 12 minutes et réessayer.',
    );
  });

  it('translates a message the domain filled in, and parameter values that are spec words', async () => {
    await i18n.changeLanguage('fr');
    expect(translateMessage(keyedMessage('validation.idRequired', { type: 'Partner' }), i18n.t)).toBe(
      'Veuillez entrer votre numéro de partenaire',
    );
  });

  it('falls back to the text as it came for a key the web does not know', async () => {
    const failure = ApiError.of(1, {
      error: { GENERAL: 'A message from a newer server: 3 things.' },
      errorKeys: { GENERAL: { key: 'api.somethingNew', params: { count: 3 } } },
    });
    await i18n.changeLanguage('fr');
    expect(translateMessage(failure.general ?? '', i18n.t)).toBe('A message from a newer server: 3 things.');
  });
});
