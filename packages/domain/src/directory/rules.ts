import { addYears, compareIsoDates, isIsoDate } from '../dates';
import { keyedMessage } from '../messages/catalogue';
import { dollarsToCents } from '../money';
import { dollarsText } from '../plan/funding';
// The directory's section registers itself as this import loads, so keyedMessage knows its texts.
import './messages';
import type { DirectoryMessageKey } from './messages';

/*
 * The employee directory's rules (/directory/employees; docs/product §3 "Other employer data", §4
 * "Employee / employer", decision 0024). Pure: the server and the screen use the same ones.
 */

/** How the directory may be sorted. */
export const DIRECTORY_SORTS = ['name', 'id', 'division', 'classification', 'status'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const isDirectorySort = (value: unknown): value is DirectorySort =>
  (DIRECTORY_SORTS as readonly unknown[]).includes(value);

/** Longest search text, and longest one-time change reason. */
export const DIRECTORY_SEARCH_MAX = 100;
export const ONE_TIME_REASON_MAX = 200;
/** A one-time change is at most $15,000 either way (the spec's largest amount, §5 "Date limits"). */
export const ONE_TIME_CHANGE_MAX_CENTS = 1_500_000;

/**
 * What the directory shows as an employee's status, and sorts on in this order: starting (their
 * effective date is after today: "Starts <date>"), active, active with changes waiting for their
 * date (a class change, a one-time change, a termination), terminated.
 */
export const STATUS_ORDER = ['starting', 'active', 'pending', 'terminated'] as const;
export type EmployeeStatus = (typeof STATUS_ORDER)[number];

/**
 * An employee's status on `today`: terminated; pending when a termination waits for its date (the
 * directory says its date); starting before the effective date (2026-12-07, QA lifecycle finding 9:
 * it said "Active"), whatever else waits; pending when a class or one-time change waits; else active.
 * The server's status sort (directory/queries.ts `statusRank`) ranks the same conditions.
 */
export function employeeStatus(
  e: {
    terminated: boolean;
    terminationDate: string | null;
    pendingChanges: number;
    effectiveDate: string;
  },
  today: string,
): EmployeeStatus {
  if (e.terminated) return 'terminated';
  if (e.terminationDate) return 'pending';
  if (isIsoDate(e.effectiveDate) && compareIsoDates(e.effectiveDate, today) > 0) return 'starting';
  if (e.pendingChanges > 0) return 'pending';
  return 'active';
}

/**
 * The first problem with an effective date of a class change, a one-time change or a termination,
 * or null: required, at most a year ago (a date today or earlier takes effect at once), and within
 * a year from today (until then it is pending).
 */
export function changeDateProblem(
  date: string | undefined | null,
  today: string,
  kind: 'change' | 'termination' = 'change',
): DirectoryMessageKey | null {
  const termination = kind === 'termination';
  if (!date || !isIsoDate(date)) return termination ? 'terminationDateRequired' : 'changeDateRequired';
  if (compareIsoDates(date, addYears(today, -1)) < 0)
    return termination ? 'terminationDateTooEarly' : 'changeDateTooEarly';
  if (compareIsoDates(date, addYears(today, 1)) > 0)
    return termination ? 'terminationDateTooLate' : 'changeDateTooLate';
  return null;
}

/**
 * A termination dated before the employee's effective date: their coverage would end before it began
 * (and the insurance reports would lose the employee's start).
 */
export function terminationDateProblem(termDate: string, effectiveDate: string): DirectoryMessageKey | null {
  return isIsoDate(effectiveDate) && compareIsoDates(termDate, effectiveDate) < 0
    ? 'terminationBeforeEffective'
    : null;
}

/** A change dated today or earlier takes effect now; a later one waits for its date. */
export const takesEffectNow = (date: string, today: string): boolean => compareIsoDates(date, today) <= 0;

/** A one-time change's amount: whole cents, not zero, at most $15,000 either way. */
export function isAllowedOneTimeCents(cents: unknown): cents is number {
  return (
    typeof cents === 'number' &&
    Number.isSafeInteger(cents) &&
    cents !== 0 &&
    Math.abs(cents) <= ONE_TIME_CHANGE_MAX_CENTS
  );
}

/**
 * Whether an employee holds an account of their own (an HSA, a WSA with the wellness account, the
 * limits of a classification): every employee but a non-member admin, who administers the company's
 * plan without being a member of it (docs/product glossary). Takes the server's row or the wire's flag.
 */
export function holdsAccount(
  employee: { nonMemberAdminOnly: boolean } | { NON_MEMBER_ADMIN_ONLY: string },
): boolean {
  return 'nonMemberAdminOnly' in employee
    ? !employee.nonMemberAdminOnly
    : employee.NON_MEMBER_ADMIN_ONLY !== 'Y';
}

/**
 * Why the directory takes no change of an employee's account (a class change, a one-time change),
 * or null: a non-member admin has no account, a terminated one takes no new change. The screen does
 * not offer these actions then, and the server refuses them with this message.
 */
export function accountChangeProblem(employee: {
  holdsAccount: boolean;
  terminated: boolean;
}): DirectoryMessageKey | null {
  if (!employee.holdsAccount) return 'noAccount';
  if (employee.terminated) return 'accountTerminated';
  return null;
}

/** What one-time reductions still waiting for their date will take, in cents (a positive sum). */
export function pendingReductionsCents(amountsCents: readonly number[]): number {
  return amountsCents.reduce((sum, cents) => (cents < 0 ? sum - cents : sum), 0);
}

/**
 * Whether a one-time change leaves the HSA balance it applies to at $0.00 or more: an administrator
 * taking money back cannot take more than the employee has. `balanceCents` is the ledger balance of
 * the plan year the change's date falls in; `pendingCents` what reductions already waiting for their
 * date in that plan year will take (pendingReductionsCents). An addition is always allowed; a
 * reduction down to exactly $0.00 is. Null when allowed, else the amount's message naming the balance
 * (a keyed message, its amounts as the domain writes money).
 */
export function oneTimeBalanceProblem(p: {
  amountCents: number;
  balanceCents: number;
  pendingCents: number;
}): string | null {
  if (p.amountCents >= 0 || p.balanceCents - p.pendingCents + p.amountCents >= 0) return null;
  const balance = dollarsText(p.balanceCents);
  if (p.pendingCents === 0) return keyedMessage('directory.oneTimeBelowZero', { balance });
  return keyedMessage('directory.oneTimeBelowZeroPending', { balance, pending: dollarsText(p.pendingCents) });
}

/**
 * Dollars as typed ('-150', '$1,250.50', '−20') to cents, keeping a leading minus sign (a
 * reduction); null when nothing readable is left.
 */
export function signedDollarsToCents(text: string): number | null {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  const negative = trimmed.startsWith('-') || /^\$\s*-/.test(trimmed);
  if (/\d.*-|-.*-/.test(trimmed)) return null;
  const cents = dollarsToCents(trimmed.replace('-', ''));
  if (cents === null) return null;
  return negative ? -cents : cents;
}

/**
 * Whether an administrator may be made a non-administrator: never oneself (you would lock yourself
 * out of the company area), and never the company's last active administrator (nobody could manage
 * the company). `otherAdmins` counts the company's other active (not terminated) administrators; the
 * screen asks with null (it does not count them: the server still refuses the last one).
 */
export function adminRemovalProblem(p: {
  actorId: number;
  employeeId: number;
  otherAdmins: number | null;
}): DirectoryMessageKey | null {
  if (p.actorId === p.employeeId) return 'ownAdminStatus';
  if (p.otherAdmins !== null && p.otherAdmins < 1) return 'lastAdmin';
  return null;
}

/**
 * Whether an employee may be terminated: not oneself, and not the company's last active
 * administrator (a terminated account is no longer an administrator, docs/product §6), and not one
 * already terminated or with a termination pending. The server decides with every fact under the
 * company's lock; the screen asks the same rule before offering the termination, with `otherAdmins`
 * null (it does not count the company's administrators: the server still refuses the last one).
 */
export function terminationProblem(p: {
  actorId: number;
  employeeId: number;
  isAdmin: boolean;
  /** The company's other active administrators; null where they are not counted (the screen). */
  otherAdmins: number | null;
  terminated: boolean;
  terminationDate: string | null;
}): DirectoryMessageKey | null {
  if (p.terminated || p.terminationDate) return 'alreadyTerminated';
  if (p.actorId === p.employeeId) return 'terminateSelf';
  if (p.isAdmin && p.otherAdmins !== null && p.otherAdmins < 1) return 'terminateLastAdmin';
  return null;
}
