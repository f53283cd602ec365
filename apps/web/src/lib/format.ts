import {
  dateTimeFormat,
  formatCalendarDate,
  formatMoneyIn,
  numberFormat,
  PERCENT_FORMAT,
} from '@benefits/domain';
import { localeOf } from './i18n/locale';

/**
 * Money is integer cents (docs/architecture.md "Data rules"); shown as Canadian dollars in en-CA or
 * fr-CA, from its exact decimal (the domain's formatMoneyIn: no floating-point division of the amount).
 */
export function formatMoney(cents: number, language: string): string {
  return formatMoneyIn(cents, localeOf(language) === 'fr-CA' ? 'fr' : 'en');
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(localeOf(language), options).format(value);
}

/** Basis points as a percentage: 1300 -> "13 %" (fr-CA) / "13%" (en-CA). */
export function formatRate(basisPoints: number, language: string): string {
  return numberFormat(localeOf(language), PERCENT_FORMAT).format(basisPoints / 10_000);
}

/** An ISO calendar date (YYYY-MM-DD) as text; calendar dates have no time zone, so format in UTC. */
export function formatDate(
  isoDate: string,
  language: string,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  return formatCalendarDate(isoDate, localeOf(language), style);
}

/** A UTC timestamp (ms since epoch, ISO text or Date) in the user's time zone. */
export function formatDateTime(value: number | string | Date, language: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
