import {
  centsOfDollarsText,
  messageKeyOf,
  messageKeysOfText,
  type KeyedMessage,
  type MessageSection,
} from '@benefits/domain';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format';

/*
 * Messages from the domain and the server, shown in the user's language by key (decision 0018). The
 * domain's one catalogue gives each message a key (`validation.invalidEmail`, `api.notAllowed`,
 * `account.tooLong`…): a text its schemas wrote is known by its key (messageKeyOf), and a server's
 * failure sends the key of each of its messages in `data.errorKeys`, which the API client remembers
 * (lib/api/client.ts), parameters included. The French is in the catalogue of the section's
 * namespace; a message without a key, or whose namespace is not loaded, shows as it came.
 */

/** Where a catalogue section's texts are in the web's catalogues. */
const SECTION_KEYS: Record<MessageSection, string> = {
  validation: 'validation', // common
  api: 'api', // common
  account: 'account.serverMessages', // features/account/i18n
  claims: 'claims.serverMessages', // features/claims/i18n
  reports: 'reportView.serverMessages', // lib/report-view/i18n
  employer: 'employer.serverMessages', // features/employer/i18n
  classifications: 'classifications.serverMessages', // features/classifications/i18n
  payments: 'card.serverMessages', // features/card/i18n
  wellness: 'wellness.serverMessages', // features/wellness/i18n
  enrolment: 'enrolment.serverMessages', // features/enrolment/i18n
  plan: 'plan.serverMessages', // features/plan/i18n
  directory: 'directory.serverMessages', // features/directory/i18n
  audits: 'audits.serverMessages', // features/audits/i18n
  content: 'content.serverMessages', // features/content/i18n
  receipts: 'receipts.serverMessages', // features/receipts/i18n
  commissions: 'commissions.serverMessages', // features/commissions/i18n
  demo: 'demo.serverMessages', // features/demo/i18n
  clientSignup: 'signup.serverMessages', // features/signup/i18n
  partnerSignup: 'partnerSignup.serverMessages', // features/partner-signup/i18n
};

/** What `t` answers for a key it does not have (no text of a catalogue is this). */
const MISSING = '\u0000';

/**
 * A keyed message whose amounts of money (parameters as the domain writes money into its messages,
 * plan/funding dollarsText: '$1,250.00', '-$4,232.00') are written as a reader of `language` writes
 * them ('1 250,00 $'); its other parameters as they came.
 */
export function withMoneyIn(message: KeyedMessage, language: string): KeyedMessage {
  if (!message.params) return message;
  const params = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => {
      const cents = typeof value === 'string' ? centsOfDollarsText(value) : null;
      return [name, cents === null ? value : formatMoney(cents, language)];
    }),
  );
  return { ...message, params };
}

/**
 * A keyed message in the current language; `fallback` (the text as it came) for a key the web lacks.
 * When this page has not loaded the catalogue of the key it was given, another key with the same
 * English whose catalogue it has serves (the server names a text by its first key: Send Partner Receipt
 * gets the content's "There is no partner with this ID.", which the receipts' catalogue has too).
 * Given the reader's `language`, the amounts of money it names are written in it (withMoneyIn).
 */
export function translateKeyed(
  message: KeyedMessage,
  t: TFunction,
  fallback: string,
  language?: string,
): string {
  const local = language === undefined ? message : withMoneyIn(message, language);
  // Parameter values that are words of the spec ('Employee', 'Partner') have their own translation.
  const params = Object.fromEntries(
    Object.entries(local.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' ? t(`params.${value}` as 'params.Employee', { defaultValue: value }) : value,
    ]),
  );
  const inLanguage = (key: string): string | undefined => {
    const dot = key.indexOf('.');
    const section = SECTION_KEYS[key.slice(0, dot) as MessageSection];
    if (!section) return undefined;
    const text = t(`${section}.${key.slice(dot + 1)}` as 'app.loading', {
      ...params,
      defaultValue: MISSING,
    }) as unknown as string;
    return text === MISSING ? undefined : text;
  };
  const found = inLanguage(message.key);
  if (found !== undefined) return found;
  for (const other of messageKeysOfText(fallback, message.params)) {
    const text = other === message.key ? undefined : inLanguage(other);
    if (text !== undefined) return text;
  }
  return fallback;
}

/**
 * A message in the current language: by its key when it has one, otherwise as it came; given the
 * reader's `language`, with its amounts of money written in it.
 */
export function translateMessage(text: string, t: TFunction, language?: string): string {
  const keyed = messageKeyOf(text);
  return keyed ? translateKeyed(keyed, t, text, language) : text;
}

/** Messages of the domain and the server in the reader's language, their amounts of money too. */
export function useTranslateMessage(): (text: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((text) => (text ? translateMessage(text, t, language) : text), [t, language]);
}
