import { ACCOUNT_MESSAGES } from '../account/messages';
import { CLAIM_MESSAGES } from '../claims/messages';
import { EMPLOYER_MESSAGES } from '../employer/messages';
import { CLASSIFICATION_MESSAGES } from '../company/classifications';
import { MESSAGES, formatMessage } from '../validation/messages';
import { API_MESSAGES } from './api';

/**
 * The one message catalogue (decision 0018): every message the domain's schemas, the contract and the
 * server can give, keyed `<section>.<name>` (`validation.invalidEmail`, `api.invalidCredentials`),
 * with its English wire text. The sections are the spec's and field rules (MESSAGES), the account's
 * (ACCOUNT_MESSAGES), the claims' (CLAIM_MESSAGES), the company's divisions and classifications
 * (CLASSIFICATION_MESSAGES) and the API's own (API_MESSAGES). `{{name}}`
 * marks a parameter. The English texts are the wire's and never change; clients translate by key.
 */
export const MESSAGE_CATALOGUE = {
  validation: MESSAGES,
  account: ACCOUNT_MESSAGES,
  claims: CLAIM_MESSAGES,
  employer: EMPLOYER_MESSAGES,
  classifications: CLASSIFICATION_MESSAGES,
  api: API_MESSAGES,
} as const;

type Catalogue = typeof MESSAGE_CATALOGUE;
export type MessageSection = keyof Catalogue;
/** A message's stable key: `<section>.<name>`. */
export type MessageId = { [S in MessageSection]: `${S}.${keyof Catalogue[S] & string}` }[MessageSection];
export type MessageParams = Readonly<Record<string, string | number>>;
/** A message by key, with the values of its `{{name}}` parameters when it has any. */
export interface KeyedMessage {
  key: MessageId;
  params?: MessageParams;
}

/** The English template of a key (undefined for a key this catalogue does not know). */
export function messageTemplate(key: string): string | undefined {
  const dot = key.indexOf('.');
  const section = MESSAGE_CATALOGUE[key.slice(0, dot) as MessageSection] as
    Record<string, string> | undefined;
  const name = key.slice(dot + 1);
  return section && Object.hasOwn(section, name) ? section[name] : undefined;
}

export const isMessageId = (key: string): key is MessageId => messageTemplate(key) !== undefined;

/** Texts without parameters, to their key; a text two keys share goes to the first (same wording). */
const LITERAL = new Map<string, MessageId>();
for (const [section, messages] of Object.entries(MESSAGE_CATALOGUE)) {
  for (const [name, text] of Object.entries(messages as Record<string, string>)) {
    if (!text.includes('{{') && !LITERAL.has(text)) LITERAL.set(text, `${section}.${name}` as MessageId);
  }
}

/**
 * Texts with parameters as they were filled in (by keyedMessage, or as a server's answer said):
 * the most recent ones, so the same text can be turned back into its key and values.
 */
const FILLED = new Map<string, KeyedMessage>();
const MAX_FILLED = 500;

/** Remembers that a text is a keyed message (a message filled in here, or one a server sent with its key). */
export function rememberMessage(text: string, message: KeyedMessage): void {
  if (!message.params || Object.keys(message.params).length === 0 || LITERAL.has(text)) return;
  FILLED.delete(text);
  FILLED.set(text, message);
  if (FILLED.size > MAX_FILLED) FILLED.delete(FILLED.keys().next().value as string);
}

/** A keyed message's English wire text, its parameters filled in (and remembered, for messageKeyOf). */
export function keyedMessage(key: MessageId, params?: MessageParams): string {
  const text = formatMessage(messageTemplate(key) ?? key, params);
  if (params) rememberMessage(text, { key, params });
  return text;
}

/**
 * The key (and parameter values) of a message text the domain, the contract or the server wrote:
 * catalogue texts without parameters are known by their text; texts with parameters are known once
 * filled in by keyedMessage or remembered from a server's answer. Any other text has no key.
 */
export function messageKeyOf(text: string): KeyedMessage | undefined {
  const literal = LITERAL.get(text);
  if (literal) return { key: literal };
  return FILLED.get(text);
}

/** An API message's wire text with its parameters filled in (remembered with its key). */
export const formatApiMessage = (key: keyof typeof API_MESSAGES, params?: MessageParams): string =>
  keyedMessage(`api.${key}`, params);
