import { translateMessage, useTranslateMessage } from '../i18n/messages';

/*
 * The claim screens' messages (the spec's, CLAIM_MESSAGES and the API's own) are shown in the user's
 * language by key (lib/i18n/messages.ts); CLAIM_MESSAGES' French is under `claims.serverMessages` in
 * the claims feature's catalogue.
 */
export const translateClaimMessage = translateMessage;
export const useClaimMessage = useTranslateMessage;
