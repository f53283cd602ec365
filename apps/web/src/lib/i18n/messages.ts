import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@benefits/domain';
import type { MessageKey } from './en';

/**
 * Domain validation messages (from the shared zod schemas on the client, or from the server's answers)
 * arrive as English text. They are mapped back to their MESSAGES key, with any `{{param}}` values
 * recovered, so they can be shown in the user's language.
 */
interface Template {
  key: MessageKey;
  params: string[];
  pattern: RegExp;
}

const PARAM = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const templates: Template[] = (Object.entries(MESSAGES) as [MessageKey, string][])
  .map(([key, text]) => {
    const params: string[] = [];
    const parts = text.split(PARAM);
    // split() with a capture group alternates literal, name, literal, name, ...
    const source = parts
      .map((part, i) => {
        if (i % 2 === 1) {
          params.push(part);
          return '(.+?)';
        }
        return escape(part);
      })
      .join('');
    return { key, params, pattern: new RegExp(`^${source}$`) };
  })
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
    return { key: template.key, params };
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
