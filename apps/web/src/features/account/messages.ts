import { API_MESSAGES } from '@benefits/contract';
import { ACCOUNT_MESSAGES, type AccountMessageKey } from '@benefits/domain';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n/messages';

/*
 * The account screens show three kinds of English text from the domain and the server: the spec's
 * messages (MESSAGES, translated by lib/i18n/messages), the account messages the spec does not give
 * (ACCOUNT_MESSAGES: 'Only one spouse can be listed…'), and the API's own (API_MESSAGES). This maps
 * the last two back to their key under `account.serverMessages` so they show in the user's language.
 */
interface Template {
  key: string;
  params: string[];
  pattern: RegExp;
}

const PARAM = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatesOf(messages: Record<string, string>, prefix: string): Template[] {
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

/** The API messages the account screens can receive. */
const API_KEYS = ['notAllowed', 'preferencesSaved'] as const satisfies readonly (keyof typeof API_MESSAGES)[];

const templates: Template[] = [
  ...templatesOf(ACCOUNT_MESSAGES, 'account.serverMessages'),
  ...templatesOf(Object.fromEntries(API_KEYS.map((k) => [k, API_MESSAGES[k]])), 'account.apiMessages'),
];

/** A message in the current language: spec messages, account messages and known API messages. */
export function translateAccountMessage(text: string, t: TFunction): string {
  for (const template of templates) {
    const m = template.pattern.exec(text);
    if (!m) continue;
    const params = Object.fromEntries(template.params.map((name, i) => [name, m[i + 1] ?? '']));
    return t(template.key as 'account.serverMessages.tooLong', { ...params, defaultValue: text });
  }
  return translateMessage(text, t);
}

export function useAccountMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((text) => (text ? translateAccountMessage(text, t) : text), [t]);
}

export type { AccountMessageKey };
