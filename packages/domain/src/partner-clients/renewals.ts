/*
 * Plan renewals for the partner area (docs/decisions/0038-partner-clients-and-renewals.md; issue #13
 * "plans renew each year on their effective date"). Pure date rules: the web and the server read the
 * same window and the same anniversaries.
 */
import { addDays, addYears, compareIsoDates, isIsoDate } from '../dates';

/** The windows the Upcoming Renewals screen offers, in days from today; 90 by default. */
export const RENEWAL_WINDOWS_DAYS = [30, 60, 90, 180, 365] as const;
export type RenewalWindowDays = (typeof RENEWAL_WINDOWS_DAYS)[number];
export const DEFAULT_RENEWAL_WINDOW_DAYS: RenewalWindowDays = 90;

/** Whether a value is one of the offered windows. */
export const isRenewalWindow = (value: unknown): value is RenewalWindowDays =>
  RENEWAL_WINDOWS_DAYS.includes(Number(value) as RenewalWindowDays);

/** The range of the next `days` days: today to today + days (inclusive). */
export const renewalRange = (today: string, days: number = DEFAULT_RENEWAL_WINDOW_DAYS) => ({
  startdate: today,
  enddate: addDays(today, days),
});

/**
 * The renewal dates of a plan that took effect on `effectiveDate` within `from`–`to` (inclusive): each
 * anniversary after the effective date itself (the first renewal is one year on), counted from the
 * effective date so a 29 February plan renews on 28 February in other years and on 29 February again
 * in a leap year. A plan cancelled (`cancellationDate`, its last day) before an anniversary does not
 * renew on it; no effective date, no renewals.
 */
export function renewalDatesBetween(
  effectiveDate: string | null,
  cancellationDate: string | null,
  from: string,
  to: string,
): string[] {
  if (!effectiveDate || !isIsoDate(effectiveDate)) return [];
  const dates: string[] = [];
  const first = Math.max(1, Number(from.slice(0, 4)) - Number(effectiveDate.slice(0, 4)) - 1);
  for (let n = first; ; n++) {
    const date = addYears(effectiveDate, n);
    if (compareIsoDates(date, to) > 0) break;
    if (cancellationDate && compareIsoDates(date, cancellationDate) > 0) break;
    if (compareIsoDates(date, from) >= 0) dates.push(date);
  }
  return dates;
}

/** The next renewal on or after `today`, or null (no effective date, or cancelled before it). */
export function nextRenewalDate(
  effectiveDate: string | null,
  cancellationDate: string | null,
  today: string,
): string | null {
  if (!effectiveDate || !isIsoDate(effectiveDate)) return null;
  const [next] = renewalDatesBetween(effectiveDate, cancellationDate, today, addDays(today, 366));
  return next ?? null;
}
