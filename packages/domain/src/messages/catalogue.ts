import type { ACCOUNT_MESSAGES } from '../account/messages';
import type { CLAIM_MESSAGES } from '../claims/messages';
import type { EMPLOYER_MESSAGES } from '../employer/messages';
import type { CLASSIFICATION_MESSAGES } from '../company/classifications';
import type { PAYMENT_MESSAGES } from '../payments/card';
import type { WELLNESS_MESSAGES } from '../wellness/wellness';
import type { ENROLMENT_MESSAGES } from '../enrolment/messages';
import type { PLAN_MESSAGES } from '../plan/messages';
import type { DIRECTORY_MESSAGES } from '../directory/messages';
import type { AUDIT_MESSAGES } from '../audits/messages';
import type { CONTENT_MESSAGES } from '../content/content';
import type { RECEIPT_MESSAGES } from '../receipts/messages';
import type { COMMISSION_MESSAGES } from '../commissions/messages';
import type { DEMO_MESSAGES } from '../demo/demo';
import type { CLIENT_SIGNUP_MESSAGES } from '../signup/client-signup';
import type { PARTNER_SIGNUP_MESSAGES } from '../signup/partner-signup';
import type { REPORT_MESSAGES } from '../reports/messages';
import { MESSAGES, formatMessage } from '../validation/messages';
import { API_MESSAGES } from './api';

/**
 * The one message catalogue (decision 0018): every message the domain's schemas, the contract and the
 * server can give, keyed `<section>.<name>` (`validation.invalidEmail`, `api.invalidCredentials`),
 * with its English wire text. The sections are the spec's and field rules (MESSAGES), the account's
 * (ACCOUNT_MESSAGES), the claims' (CLAIM_MESSAGES), the reports' periods and pages (REPORT_MESSAGES), the company's details and banking
 * (EMPLOYER_MESSAGES), divisions and classifications (CLASSIFICATION_MESSAGES) and the API's own
 * (API_MESSAGES). `{{name}}` marks a parameter. The English texts are the wire's and never change;
 * clients translate by key.
 *
 * Only `validation` and `api` are here from the start. Each other section registers itself when its
 * module is loaded (`registerMessageSection` at the end of its file), so a web page carries only the
 * sections its code uses (/login carries none of the areas'); the server registers them all at start
 * (`registerAllMessageSections`, messages/sections.ts). The full catalogue is MESSAGE_CATALOGUE there.
 */
type Catalogue = {
  validation: typeof MESSAGES;
  account: typeof ACCOUNT_MESSAGES;
  claims: typeof CLAIM_MESSAGES;
  reports: typeof REPORT_MESSAGES;
  employer: typeof EMPLOYER_MESSAGES;
  classifications: typeof CLASSIFICATION_MESSAGES;
  payments: typeof PAYMENT_MESSAGES;
  wellness: typeof WELLNESS_MESSAGES;
  enrolment: typeof ENROLMENT_MESSAGES;
  plan: typeof PLAN_MESSAGES;
  directory: typeof DIRECTORY_MESSAGES;
  audits: typeof AUDIT_MESSAGES;
  content: typeof CONTENT_MESSAGES;
  receipts: typeof RECEIPT_MESSAGES;
  commissions: typeof COMMISSION_MESSAGES;
  demo: typeof DEMO_MESSAGES;
  clientSignup: typeof CLIENT_SIGNUP_MESSAGES;
  partnerSignup: typeof PARTNER_SIGNUP_MESSAGES;
  api: typeof API_MESSAGES;
};
export type MessageSection = keyof Catalogue;
/** A message's stable key: `<section>.<name>`. */
export type MessageId = { [S in MessageSection]: `${S}.${keyof Catalogue[S] & string}` }[MessageSection];
export type MessageParams = Readonly<Record<string, string | number>>;
/** A message by key, with the values of its `{{name}}` parameters when it has any. */
export interface KeyedMessage {
  key: MessageId;
  params?: MessageParams;
}

/** The sections loaded so far. */
const SECTIONS = new Map<MessageSection, Readonly<Record<string, string>>>();

/** The English template of a key (undefined for a key this catalogue does not know). */
export function messageTemplate(key: string): string | undefined {
  const dot = key.indexOf('.');
  const section = SECTIONS.get(key.slice(0, dot) as MessageSection);
  const name = key.slice(dot + 1);
  return section && Object.hasOwn(section, name) ? section[name] : undefined;
}

export const isMessageId = (key: string): key is MessageId => messageTemplate(key) !== undefined;

/** Texts without parameters, to their key; a text two keys share goes to the first (same wording). */
const LITERAL = new Map<string, MessageId>();

/** Adds a section to the catalogue (once; a section registered again is left as it was). */
export function registerMessageSection<S extends MessageSection>(section: S, messages: Catalogue[S]): void {
  if (SECTIONS.has(section)) return;
  SECTIONS.set(section, messages as Readonly<Record<string, string>>);
  for (const [name, text] of Object.entries(messages as Record<string, string>)) {
    if (!text.includes('{{') && !LITERAL.has(text)) LITERAL.set(text, `${section}.${name}` as MessageId);
  }
}
registerMessageSection('validation', MESSAGES);
registerMessageSection('api', API_MESSAGES);

/**
 * Every key, among the sections loaded here, whose English with `params` filled in is `text`, in the
 * order the sections were loaded. The same wording is kept under two sections' keys in a few places
 * ("This claim does not exist." is the claims' and the audits'), and a text is known by its first key,
 * so a reader that lacks the translation of the key it was given may have another's.
 */
export function messageKeysOfText(text: string, params?: MessageParams): MessageId[] {
  const keys: MessageId[] = [];
  for (const [section, messages] of SECTIONS) {
    for (const [name, template] of Object.entries(messages)) {
      if (formatMessage(template, params) === text) keys.push(`${section}.${name}` as MessageId);
    }
  }
  return keys;
}

/**
 * Texts with parameters as they were filled in (by keyedMessage, or as a server's answer said):
 * the most recent ones, so the same text can be turned back into its key and values.
 */
const FILLED = new Map<string, KeyedMessage>();
const MAX_FILLED = 500;

/** Remembers that a text is a keyed message (a message filled in here, or one a server sent with its key). */
export function rememberMessage(text: string, message: KeyedMessage): void {
  // A text without parameters is remembered too when its section is not loaded here (a server's
  // message of an area whose code this page has not loaded).
  if (LITERAL.has(text)) return;
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
