/*
 * The API's own messages are the `api` section of the domain's one message catalogue
 * (@benefits/domain messages/catalogue.ts, decision 0018); exported here too for the endpoints' users.
 */
export { API_MESSAGES, formatApiMessage, type ApiMessageKey } from '@benefits/domain';
