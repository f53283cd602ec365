import { API_MESSAGES } from '@benefits/contract';
import { CLAIM_MESSAGES, keyedMessage } from '@benefits/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { en } from '../../features/claims/i18n/en';
import { translateClaimMessage } from './messages';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('claim messages', () => {
  it('keep the English of the domain exactly', () => {
    for (const [key, text] of Object.entries(CLAIM_MESSAGES))
      expect(en.claims.serverMessages[key as keyof typeof CLAIM_MESSAGES]).toBe(text);
  });

  it('translate claim, spec and API messages by key, with their parameters', async () => {
    await i18n.changeLanguage('fr');
    expect(translateClaimMessage(CLAIM_MESSAGES.claimSubmitted, i18n.t)).toBe(
      'Votre réclamation a été soumise.',
    );
    expect(translateClaimMessage(keyedMessage('claims.tooManyFiles', { max: 20 }), i18n.t)).toBe(
      'Une réclamation peut contenir au plus 20 fichiers de ce type.',
    );
    expect(translateClaimMessage('Duplicate receipt image', i18n.t)).toBe('Image de reçu en double');
    expect(translateClaimMessage(API_MESSAGES.notAllowed, i18n.t)).toBe('Vous n’avez pas accès à ceci.');
    expect(translateClaimMessage('Something unknown', i18n.t)).toBe('Something unknown');
  });
});
