import { API_MESSAGES } from '@benefits/contract';
import { ACCOUNT_MESSAGES, keyedMessage, MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { en } from './i18n/en';
import { translateAccountMessage } from './messages';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('account messages', () => {
  it('keep the English of the domain exactly', () => {
    expect(en.account.serverMessages).toEqual(ACCOUNT_MESSAGES);
  });

  it('translate by key: account messages with parameters, spec and API messages; unknown text as is', async () => {
    const tooMany = keyedMessage('account.tooManyDependants', { max: 20 });
    expect(translateAccountMessage(tooMany, i18n.t)).toBe(tooMany);
    await i18n.changeLanguage('fr');
    expect(translateAccountMessage(tooMany, i18n.t)).toBe(
      'Vous pouvez inscrire au plus 20 personnes à charge.',
    );
    expect(translateAccountMessage(ACCOUNT_MESSAGES.oneSpouseOnly, i18n.t)).toBe(
      'Un seul conjoint peut être inscrit. Retirez d’abord le conjoint actuel.',
    );
    expect(translateAccountMessage(ACCOUNT_MESSAGES.dependantAlreadyListed, i18n.t)).toBe(
      'Cette personne à charge est déjà inscrite (même prénom, même nom et même date de naissance).',
    );
    expect(translateAccountMessage(MESSAGES.dependantAdded, i18n.t)).toBe(
      'Nouvelle personne à charge ajoutée',
    );
    expect(translateAccountMessage(API_MESSAGES.preferencesSaved, i18n.t)).toBe(
      'Vos préférences ont été enregistrées.',
    );
    expect(translateAccountMessage('Something else', i18n.t)).toBe('Something else');
  });
});
