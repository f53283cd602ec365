import { API_MESSAGES } from '@benefits/contract';
import { CLAIM_MESSAGES } from '@benefits/domain';
import { featureMessages, templatesOf } from '../i18n/messages';

/*
 * The claim screens show English text from three places: the spec's messages (MESSAGES, translated
 * by lib/i18n/messages), the claim messages the spec does not give (CLAIM_MESSAGES: 'Your claim has
 * been submitted.' …) and a few of the API's own (API_MESSAGES). The last two are mapped back to
 * their key under `claims.serverMessages` / `claims.apiMessages` so they show in the user's language.
 */
/** The API messages a claim screen can receive besides field rules. */
export const CLAIM_API_KEYS = [
  'notAllowed',
  'tooLarge',
  'tooManyRequests',
  'internal',
] as const satisfies readonly (keyof typeof API_MESSAGES)[];

const claims = featureMessages([
  ...templatesOf(CLAIM_MESSAGES, 'claims.serverMessages'),
  ...templatesOf(Object.fromEntries(CLAIM_API_KEYS.map((k) => [k, API_MESSAGES[k]])), 'claims.apiMessages'),
]);

/** A message in the current language: spec messages, claim messages and known API messages. */
export const translateClaimMessage = claims.translate;
export const useClaimMessage = claims.useMessage;
