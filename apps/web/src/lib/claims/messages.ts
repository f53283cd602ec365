import { API_MESSAGES } from '@benefits/contract';
import { CLAIM_MESSAGES } from '@benefits/domain';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/messages';

/*
 * The claim screens show English text from three places: the spec's messages (MESSAGES, translated
 * by lib/i18n/messages), the claim messages the spec does not give (CLAIM_MESSAGES: 'Your claim has
 * been submitted.' …) and a few of the API's own (API_MESSAGES). The last two are mapped back to
 * their key under `claims.serverMessages` / `claims.apiMessages` so they show in the user's language.
 */
interface Template {
  key: string;
  params: string[];
  pattern: RegExp;
}

const PARAM = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatesOf(messages: Readonly<Record<string, string>>, prefix: string): Template[] {
  return Object.entries(messages).map(([key, text]) => {
    const params: string[] = [];
    const source = text
      .split(PARAM)
      .map((part, i) => {
        if (i % 2 === 1) {
          params.push(part);
          return '(.+?)';
        }
        return escape(part);
      })
      .join('');
    return { key: `${prefix}.${key}`, params, pattern: new RegExp(`^${source}$`) };
  });
}

/** The API messages a claim screen can receive besides field rules. */
export const CLAIM_API_KEYS = [
  'notAllowed',
  'tooLarge',
  'tooManyRequests',
  'internal',
] as const satisfies readonly (keyof typeof API_MESSAGES)[];

const templates: Template[] = [
  ...templatesOf(CLAIM_MESSAGES, 'claims.serverMessages'),
  ...templatesOf(Object.fromEntries(CLAIM_API_KEYS.map((k) => [k, API_MESSAGES[k]])), 'claims.apiMessages'),
];

/** A message in the current language: spec messages, claim messages and known API messages. */
export function translateClaimMessage(text: string, t: TFunction): string {
  for (const template of templates) {
    const m = template.pattern.exec(text);
    if (!m) continue;
    const params = Object.fromEntries(template.params.map((name, i) => [name, m[i + 1] ?? '']));
    return t(template.key as 'claims.serverMessages.invalidClaim', { ...params, defaultValue: text });
  }
  return translateMessage(text, t);
}

export function useClaimMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((text) => (text ? translateClaimMessage(text, t) : text), [t]);
}
