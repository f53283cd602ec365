import type { AccountMessageKey } from '@benefits/domain';
import { translateMessage, useTranslateMessage } from '../../lib/i18n/messages';

/*
 * The account screens' messages (the spec's, ACCOUNT_MESSAGES and the API's own) are shown in the
 * user's language by key (lib/i18n/messages.ts); ACCOUNT_MESSAGES' French is under
 * `account.serverMessages` in this feature's catalogue.
 */
export const translateAccountMessage = translateMessage;
export const useAccountMessage = useTranslateMessage;

export type { AccountMessageKey };
