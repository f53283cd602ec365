import { API_MESSAGES } from '@benefits/contract';
import { ACCOUNT_MESSAGES, type AccountMessageKey } from '@benefits/domain';
import { featureMessages, templatesOf } from '../../lib/i18n/messages';

/*
 * The account screens show three kinds of English text from the domain and the server: the spec's
 * messages (MESSAGES, translated by lib/i18n/messages), the account messages the spec does not give
 * (ACCOUNT_MESSAGES: 'Only one spouse can be listed…'), and the API's own (API_MESSAGES). This maps
 * the last two back to their key under `account.serverMessages` so they show in the user's language.
 */
/** The API messages the account screens can receive. */
const API_KEYS = ['notAllowed', 'preferencesSaved'] as const satisfies readonly (keyof typeof API_MESSAGES)[];

const account = featureMessages([
  ...templatesOf(ACCOUNT_MESSAGES, 'account.serverMessages'),
  ...templatesOf(Object.fromEntries(API_KEYS.map((k) => [k, API_MESSAGES[k]])), 'account.apiMessages'),
]);

/** A message in the current language: spec messages, account messages and known API messages. */
export const translateAccountMessage = account.translate;
export const useAccountMessage = account.useMessage;

export type { AccountMessageKey };
