/**
 * Calendar dates as ISO `YYYY-MM-DD` strings (docs/architecture.md "Data rules").
 *
 * All arithmetic is plain integer arithmetic on year, month and day (days are counted with the
 * proleptic Gregorian "days from civil" algorithm), so there is no time zone and no `Date` pitfall.
 * A `Date` is read through its UTC parts, except where "today" is the user's (decision 0056:
 * readTodayOnDevice, dateInZone).
 */
import { dateTimeFormat } from './text/intl';

/** A calendar date as `YYYY-MM-DD`, or a `Date` (read in UTC). */
export type DateInput = string | Date;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses a real calendar date written `YYYY-MM-DD`; `null` for anything else (e.g. 2023-02-30). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True when `value` is a string holding a real calendar date `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Reads a date-like value: an ISO date, an ISO date-time (its UTC calendar date), or a valid `Date`
 * (its UTC calendar date). Answers the ISO date, or `null` when it cannot be read.
 */
export function parseDateLike(value: unknown): string | null {
  if (value instanceof Date) {
    const time = value.getTime();
    if (Number.isNaN(time)) return null;
    return formatIsoDate({
      year: value.getUTCFullYear(),
      month: value.getUTCMonth() + 1,
      day: value.getUTCDate(),
    });
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (parseIsoDate(text)) return text;
  const match = ISO_DATE_TIME.exec(text);
  if (!match || !match[1] || !parseIsoDate(match[1])) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : parseDateLike(new Date(time));
}

/** The ISO date of a `DateInput`; throws `RangeError` when it is not a date. */
export function toIsoDate(value: DateInput): string {
  const iso = parseDateLike(value);
  if (iso === null) throw new RangeError(`Not a date: ${String(value)}`);
  return iso;
}

/** The calendar date of a `Date` on the device's own clock (its local time zone). */
function deviceDate(now: Date): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** How `todayIso` reads a moment: its UTC date (the server), or the device's (the web; decision 0056). */
let readToday: (now: Date) => string = toIsoDate;

/**
 * The web's today is the user's calendar day (decision 0056): after this call `todayIso` (and so
 * every rule's default `today`) reads the device's local date instead of UTC's, which in a Canadian
 * evening is already tomorrow. The web calls it once as it starts; the server never does.
 */
export function readTodayOnDevice(): void {
  readToday = deviceDate;
}

/**
 * Today's date: UTC's on the server, the device's on the web (readTodayOnDevice, decision 0056).
 * Every date rule takes `today` as a parameter defaulting to this, so callers that care about
 * another day (or tests) pass it explicitly.
 */
export function todayIso(now: Date = new Date()): string {
  return readToday(now);
}

/** `today` as an ISO date, defaulting to todayIso(). */
export function resolveToday(today?: DateInput): string {
  return today === undefined ? todayIso() : toIsoDate(today);
}

/** Canada's time zone furthest west: no Canadian user's calendar is behind its date. */
export const CANADA_WESTMOST_ZONE = 'America/Vancouver';

/** An IANA time zone a request names, as Intl spells it; `undefined` when it is none Intl knows. */
export function knownTimeZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return undefined;
  try {
    return dateTimeFormat('en-CA', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The calendar date of `now` in an IANA time zone. */
export function dateInZone(zone: string, now: Date = new Date()): string {
  const format = dateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = format.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: part('year'), month: part('month'), day: part('day') });
}

/**
 * The earliest calendar day it can be for a user in Canada (British Columbia's). The server, which
 * does not know the user's time zone, checks "today or later" against it: a date the user's own
 * calendar calls today is never refused as past (decision 0056). "Not after today" is checked
 * against UTC's date, which is never behind any Canadian one.
 */
export function earliestCanadianToday(now: Date = new Date()): string {
  return dateInZone(CANADA_WESTMOST_ZONE, now);
}

/**
 * Today as the server sees it (decision 0056): any day from British Columbia's to UTC's. A rule of
 * "today or later" reads `earliest`; a bound ahead of today ("within a year") reads `latest`.
 */
export interface TodaySpan {
  earliest: string;
  latest: string;
}

/** The server's TodaySpan at `now`. */
export function canadianToday(now: Date = new Date()): TodaySpan {
  return { earliest: earliestCanadianToday(now), latest: toIsoDate(now) };
}

/** A rule's `today`, one day (the web's) or a span (the server's), as a span. */
export function todaySpan(today: string | TodaySpan): TodaySpan {
  return typeof today === 'string' ? { earliest: today, latest: today } : today;
}

function mustParse(iso: string): CalendarDate {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not an ISO date: ${iso}`);
  return date;
}

/** Days since 1970-01-01 (negative before), by Howard Hinnant's days-from-civil algorithm. */
export function daysFromCivil({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The calendar date `days` days after 1970-01-01. */
export function civilFromDays(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function addDays(iso: string, days: number): string {
  return formatIsoDate(civilFromDays(daysFromCivil(mustParse(iso)) + days));
}

/** Adds calendar months; a day past the end of the target month becomes its last day (03-31 - 1 month = 02-28/29). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = mustParse(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Adds calendar years; 29 February becomes 28 February in a common year. */
export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

/** -1, 0 or 1 as `a` is before, the same as, or after `b`. */
export function compareIsoDates(a: string, b: string): -1 | 0 | 1 {
  const diff = daysFromCivil(mustParse(a)) - daysFromCivil(mustParse(b));
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return daysFromCivil(mustParse(to)) - daysFromCivil(mustParse(from));
}

/** Completed years of age on `today` (someone born on 29 February turns a year older on 1 March in a common year). */
export function ageInYears(birthDate: string, today: DateInput = todayIso()): number {
  const birth = mustParse(birthDate);
  const now = mustParse(toIsoDate(today));
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  return now.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** The date `years` years before `today`: the latest birth date of someone at least `years` old. */
export function yearsBefore(years: number, today: DateInput = todayIso()): string {
  return addYears(toIsoDate(today), -years);
}
