import { API_MESSAGES, MESSAGES, RECEIPT_MESSAGES, keyedMessage } from '@benefits/domain';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { i18n } from './index';
import { translateKeyed, translateMessage, withMoneyIn } from './messages';

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

  it('uses another key of the same English when the page lacks the catalogue of the key it was given', () => {
    // Send Partner Receipt loads the receipts' catalogue; the server names its unknown partner by the
    // content's key, whose English is the same. (The tests load every catalogue: a fake t has one.)
    const known: Record<string, string> = {
      'receipts.serverMessages.partnerNotFound': 'Aucun partenaire ne porte ce numéro.',
    };
    const t = ((key: string, options?: { defaultValue?: string }) =>
      known[key] ?? options?.defaultValue ?? key) as unknown as TFunction;
    expect(translateKeyed({ key: 'content.agentNotFound' }, t, RECEIPT_MESSAGES.partnerNotFound)).toBe(
      'Aucun partenaire ne porte ce numéro.',
    );
    expect(translateKeyed({ key: 'claims.claimNotFound' }, t, 'This claim does not exist.')).toBe(
      'This claim does not exist.',
    );
  });

  it('writes the amounts of money a message names as the reader writes them', async () => {
    const text = keyedMessage('plan.refundOverBalance', { balance: '$1,250.00' });
    expect(translateMessage(text, i18n.t, 'en')).toBe(
      'The refund cannot be more than the company balance of $1,250.00.',
    );
    await i18n.changeLanguage('fr');
    // fr-CA groups digits and sets the $ apart with no-break spaces.
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(translateMessage(text, i18n.t, 'fr'))).toBe(
      'Le remboursement ne peut dépasser le solde de l’entreprise de 1 250,00 $.',
    );
    const negative = withMoneyIn({ key: 'plan.refundOverBalance', params: { balance: '-$4,232.00' } }, 'fr');
    expect(plain(String(negative.params?.balance))).toBe('-4 232,00 $');
    // Other values (a count, a word) are left as they came.
    expect(withMoneyIn({ key: 'api.tooManyAttemptsForId', params: { minutes: 12 } }, 'fr').params).toEqual({
      minutes: 12,
    });
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
