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
