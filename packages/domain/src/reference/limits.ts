import type { Language } from '../text/language';
import { lookupCode } from './codes';

/** Limit (classification) period types, numeric form (docs/product §3 "Reference data"). */
export const LIMIT_PERIODS: Readonly<Record<number, string>> = {
  1: 'Reset',
  2: 'Roll-over',
};

/** Limit period options as offered in forms: text -> value. */
export const LIMIT_PERIOD_OPTIONS = [
  { value: 1, label: 'Reset on plan year end' },
  { value: 2, label: 'Roll over on plan year end' },
  { value: 3, label: 'Reset every 12 months on Jan 1' },
] as const;

export type LimitPeriodValue = (typeof LIMIT_PERIOD_OPTIONS)[number]['value'];

/** 'Reset' or 'Roll-over'; the spec gives no fallback, so an unknown code answers ''. */
export function limitPeriodName(code: unknown): string {
  return lookupCode(LIMIT_PERIODS, code, '');
}

/** The option text of a limit period value (1, 2 or 3), or '' when unknown. */
export function limitPeriodLabel(value: unknown): string {
  const table: Record<number, string> = Object.fromEntries(
    LIMIT_PERIOD_OPTIONS.map((o) => [o.value, o.label]),
  );
  return lookupCode(table, value, '');
}

/** The value of a limit period option text, or `undefined` when the text is not an option. */
export function limitPeriodFromText(text: string): LimitPeriodValue | undefined {
  return LIMIT_PERIOD_OPTIONS.find((o) => o.label === text.trim())?.value;
}

/** The French of LIMIT_PERIOD_OPTIONS' labels, value for value. */
export const LIMIT_PERIOD_LABELS_FR: Readonly<Record<LimitPeriodValue, string>> = {
  1: 'Remis à zéro à la fin de l’année du régime',
  2: 'Reporté à la fin de l’année du régime',
  3: 'Remis à zéro tous les 12 mois, le 1er janvier',
};

/** The option text of a limit period value in a language, or '' when unknown. */
export function limitPeriodLabelIn(value: unknown, language: Language): string {
  return language === 'fr' ? lookupCode(LIMIT_PERIOD_LABELS_FR, value, '') : limitPeriodLabel(value);
}
