/**
 * Intl formatters made once for each locale and set of options, then kept. Making one costs far more
 * than using it (about 0.2 ms each on a phone-class CPU, against microseconds to format), and a screen
 * or a report formats hundreds of amounts and dates: the employee dashboard spent about 200 ms of a
 * 4x-slowed main thread making formatters (docs/performance.md "Eighteenth session").
 *
 * A formatter made without `timeZone` keeps the time zone the runtime had when it was made.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  kept(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** Canadian dollars, as every amount on screen and in documents is shown. */
export const MONEY_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: 'CAD' };
/** A rate (basis points / 10,000) as a percentage, to two decimals at most: `13%`, `13 %`. */
export const PERCENT_FORMAT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };
/** An ISO calendar date (YYYY-MM-DD) as the Date of its midnight in UTC, or undefined for other text. */
export function calendarDateOf(isoDate: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
}

/** A calendar date (no time of day, so no time zone but UTC's) in one of Intl's date styles. */
export const calendarDateFormat = (dateStyle: 'short' | 'medium' | 'long'): Intl.DateTimeFormatOptions => ({
  dateStyle,
  timeZone: 'UTC',
});

/**
 * An ISO calendar date (YYYY-MM-DD) as text in `locale` and one of Intl's date styles; other text is
 * given back as it came. French writes the first of a month as an ordinal, « 1er janvier 2026 », where
 * Intl writes « 1 janvier 2026 ».
 */
export function formatCalendarDate(
  isoDate: string,
  locale: string,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  const date = calendarDateOf(isoDate);
  if (!date) return isoDate;
  const text = dateTimeFormat(locale, calendarDateFormat(style)).format(date);
  return locale.startsWith('fr') && style !== 'short' ? text.replace(/^1(?=\s)/, '1er') : text;
}

/**
 * The formatters a signed-in screen uses first (amounts and calendar dates), as steps a page can run
 * ahead of time, each in a task of its own. The first formatter of a locale loads its data: about
 * 15 ms on a phone-class CPU for the first amount, inside the first render of the screen that shows
 * it (the employee dashboard) unless it was made before.
 */
export const FORMAT_WARMERS: readonly ((locale: string) => void)[] = [
  (locale) => numberFormat(locale, MONEY_FORMAT),
  (locale) => {
    for (const style of ['medium', 'long'] as const) dateTimeFormat(locale, calendarDateFormat(style));
  },
];
