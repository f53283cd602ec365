import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@benefits/domain';
import type { MessageKey } from './common/en';

/*
 * Domain validation messages (from the shared zod schemas on the client, or from the server's answers)
 * arrive as English text. They are mapped back to their MESSAGES key, with any `{{param}}` values
 * recovered, so they can be shown in the user's language.
 */

/** A message text turned into a pattern that recovers its `{{param}}` values. */
export interface MessageTemplate {
  key: string;
  params: string[];
  pattern: RegExp;
}

const PARAM = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The templates of a set of English messages, keyed `<prefix>.<key>` (or `<key>` without a prefix). */
export function templatesOf(messages: Readonly<Record<string, string>>, prefix = ''): MessageTemplate[] {
  return Object.entries(messages).map(([key, text]) => {
    const params: string[] = [];
    // split() with a capture group alternates literal, name, literal, name, ...
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
    return { key: prefix ? `${prefix}.${key}` : key, params, pattern: new RegExp(`^${source}$`) };
  });
}

const templates = templatesOf(MESSAGES)
  // Literal messages win over templates that could also match them.
  .sort((a, b) => a.params.length - b.params.length);

export interface MessageMatch {
  key: MessageKey;
  params: Record<string, string>;
}

export function matchMessage(text: string): MessageMatch | undefined {
  for (const template of templates) {
    const m = template.pattern.exec(text);
    if (!m) continue;
    const params: Record<string, string> = {};
    template.params.forEach((name, i) => (params[name] = m[i + 1] ?? ''));
    return { key: template.key as MessageKey, params };
  }
  return undefined;
}

/** A message in the current language; text that is not a domain message is shown as it came. */
export function translateMessage(text: string, t: TFunction): string {
  const match = matchMessage(text);
  if (!match) return text;
  const params = Object.fromEntries(
    Object.entries(match.params).map(([name, value]) => [
      name,
      t(`params.${value}` as 'params.Employee', { defaultValue: value }),
    ]),
  );
  return t(`validation.${match.key}` as 'validation', { ...params, defaultValue: text }) as unknown as string;
}

export function useTranslateMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((text) => (text ? translateMessage(text, t) : text), [t]);
}

/**
 * A feature's translator: its own English messages (the server's, keyed under the feature's
 * section of the catalogue by `templatesOf`), then the spec's messages, then the text as it came.
 */
export function featureMessages(featureTemplates: MessageTemplate[]) {
  const translate = (text: string, t: TFunction): string => {
    for (const template of featureTemplates) {
      const m = template.pattern.exec(text);
      if (!m) continue;
      const params = Object.fromEntries(template.params.map((name, i) => [name, m[i + 1] ?? '']));
      return t(template.key as 'validation', { ...params, defaultValue: text }) as unknown as string;
    }
    return translateMessage(text, t);
  };
  const useMessage = (): ((text: string | undefined) => string | undefined) => {
    const { t } = useTranslation();
    return useCallback((text) => (text ? translate(text, t) : text), [t]);
  };
  return { translate, useMessage };
}
