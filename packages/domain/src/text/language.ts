/*
 * The two languages of the product and the helpers every server-written text uses (decision 0021):
 * which language a request asks for, amounts and dates as a reader of that language writes them, and
 * `{{name}}` placeholders filled in. The web formats the same way (apps/web/src/lib/format.ts).
 */

import { dateTimeFormat, formatCalendarDate, MONEY_FORMAT, numberFormat } from './intl';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The header every web request carries with the language on screen (lowercase, as Node gives it). */
export const LANGUAGE_HEADER = 'accept-language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language an `Accept-Language` value asks for: the supported language with the highest weight
 * (`fr-CA,fr;q=0.9,en;q=0.8` -> `fr`), English when none is supported or the value is missing.
 */
export function languageOf(header: unknown): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  let best: { language: Language; weight: number } | undefined;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/**
 * A stored text kept in both languages (an ad's or an update note's `title_fr`/`body_fr`, '' when it
 * has no French; decision 0021) as a reader of `language` sees it: the French when French is asked for
 * and there is one, else the English. `language` is the one the text is in, so a French page can mark
 * an English fallback `lang="en"`.
 */
export function storedTextIn(
  english: string,
  french: string | undefined,
  language: Language,
): { text: string; language: Language } {
  return language === 'fr' && french ? { text: french, language: 'fr' } : { text: english, language: 'en' };
}

/** The Intl locale of a language: Canadian English or Canadian French. */
export const localeOfLanguage = (language: Language): 'en-CA' | 'fr-CA' =>
  language === 'fr' ? 'fr-CA' : 'en-CA';

/** Integer cents as an exact decimal string ('-1234.05'): no floating-point arithmetic on the amount. */
function decimalOf(cents: number): `${number}` {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** Cents as Canadian dollars: `$1,234.50` in English, `1 234,50 $` in French. */
export function formatMoneyIn(cents: number, language: Language): string {
  const format = numberFormat(localeOfLanguage(language), MONEY_FORMAT);
  // Intl reads a decimal string exactly (no binary fraction of the amount).
  return format.format(decimalOf(cents));
}

/** An ISO calendar date (YYYY-MM-DD) in words: `March 5, 2026` / `5 mars 2026`; other text as is. */
export function formatDateIn(isoDate: string, language: Language): string {
  return formatCalendarDate(isoDate, localeOfLanguage(language), 'long');
}

/** A moment as UTC date and time in words: `March 5, 2026, 14:05 UTC` / `5 mars 2026, 14 h 05 UTC`. */
export function formatDateTimeUtcIn(moment: Date, language: Language): string {
  const iso = moment.toISOString();
  const hours = iso.slice(11, 13);
  const minutes = iso.slice(14, 16);
  const time = language === 'fr' ? `${hours} h ${minutes}` : `${hours}:${minutes}`;
  return `${formatDateIn(iso.slice(0, 10), language)}, ${time} UTC`;
}

/**
 * A moment as date and time in an IANA time zone, the zone named in words as the reader's language
 * names it: `December 7, 2026, 16:48 (Eastern Standard Time)` / `7 décembre 2026, 16 h 48 (heure
 * normale de l’Est)`. For a document that must say when something happened (a signed agreement).
 */
export function formatDateTimeIn(moment: Date, language: Language, timeZone: string): string {
  const parts = dateTimeFormat(localeOfLanguage(language), {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'long',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hours = part('hour').padStart(2, '0');
  const minutes = part('minute').padStart(2, '0');
  const time = language === 'fr' ? `${hours} h ${minutes}` : `${hours}:${minutes}`;
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatDateIn(day, language)}, ${time} (${part('timeZoneName')})`;
}

export type TextParams = Readonly<Record<string, string | number>>;

/** Fills `{{name}}` placeholders; a placeholder without a value is an error, not an empty hole. */
export function fillIn(template: string, params: TextParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in "${template}"`);
    return String(value);
  });
}

/** The placeholders of a text, sorted: what a translation must keep. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

/** The same shape as a catalogue's English, every leaf a string (a missing French text fails to compile). */
export type TextShape<T> = { [K in keyof T]: T[K] extends string ? string : TextShape<T[K]> };

/**
 * What differs between two catalogues of the same text: keys in one only, empty texts, and texts
 * whose placeholders differ. Empty for a good translation; each module's parity test asserts it.
 */
export function catalogueDifferences(en: unknown, fr: unknown, at = ''): string[] {
  const problems: string[] = [];
  if (typeof en === 'string' || typeof fr === 'string') {
    if (typeof en !== 'string' || typeof fr !== 'string') return [`${at}: a text in one language only`];
    if (en.trim() === '' || fr.trim() === '') problems.push(`${at}: empty text`);
    if (placeholdersOf(en).join() !== placeholdersOf(fr).join()) {
      problems.push(`${at}: placeholders ${placeholdersOf(en).join()} / ${placeholdersOf(fr).join()}`);
    }
    return problems;
  }
  const a = (en ?? {}) as Record<string, unknown>;
  const b = (fr ?? {}) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const path = at ? `${at}.${key}` : key;
    if (!(key in a)) problems.push(`${path}: French only`);
    else if (!(key in b)) problems.push(`${path}: English only`);
    else problems.push(...catalogueDifferences(a[key], b[key], path));
  }
  return problems;
}
