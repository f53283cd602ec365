/**
 * The intro tour dialog (docs/product §2 "Other UI": three audiences, Previous, Next and Exit, one title,
 * text and image per step) as a pure reducer, and the relative-time text of docs/product §9 ('Just now' up
 * to centuries) as a key and a count the web translates.
 */

/** The tour's audiences: employees, benefit (company) contacts, partner agents. */
export const TOUR_AUDIENCES = ['EE', 'BC', 'AGENT'] as const;

export type TourAudience = (typeof TOUR_AUDIENCES)[number];

export interface TourState {
  /** How many steps the tour has (the content is the web's). */
  stepCount: number;
  /** The current step, 0-based. */
  step: number;
  open: boolean;
}

export type TourAction = { type: 'next' } | { type: 'previous' } | { type: 'exit' } | { type: 'start' };

/** A tour at its first step; open unless it has no steps. */
export function createTourState(stepCount: number): TourState {
  const count = Number.isInteger(stepCount) && stepCount > 0 ? stepCount : 0;
  return { stepCount: count, step: 0, open: count > 0 };
}

function clampStep(step: number, stepCount: number): number {
  return Math.min(Math.max(step, 0), Math.max(stepCount - 1, 0));
}

/**
 * next: one step on, staying on the last step (which shows Exit instead of Next); previous: one
 * step back, staying on the first; exit: closes the tour; start: reopens it at the first step.
 */
export function tourReducer(state: TourState, action: TourAction): TourState {
  switch (action.type) {
    case 'next':
      return { ...state, step: clampStep(state.step + 1, state.stepCount) };
    case 'previous':
      return { ...state, step: clampStep(state.step - 1, state.stepCount) };
    case 'exit':
      return { ...state, open: false };
    case 'start':
      return { ...state, step: 0, open: state.stepCount > 0 };
  }
}

/** True on the first step: Previous has nowhere to go. */
export function isFirstStep(state: TourState): boolean {
  return state.step <= 0;
}

/** True on the last step: the dialog shows Exit instead of Next. */
export function isLastStep(state: TourState): boolean {
  return state.step >= state.stepCount - 1;
}

export type RelativeTimeKey =
  'justNow' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years' | 'centuries';

export interface RelativeTime {
  key: RelativeTimeKey;
  /** Whole units elapsed (rounded down); 0 for 'justNow'. */
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toTime(value: string | Date): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(value)}`);
  return time;
}

/**
 * How long ago `from` was, as of `now`: under a minute (or in the future) 'justNow'; then minutes
 * (< 60), hours (< 24), days (< 7), weeks (< 30 days), months of 30 days (< 365 days, at most 11),
 * years of 365 days (< 100), centuries. Throws `RangeError` when either date cannot be read.
 */
export function relativeTime(from: string | Date, now: Date): RelativeTime {
  const elapsed = toTime(now) - toTime(from);
  if (elapsed < MINUTE) return { key: 'justNow', count: 0 };
  if (elapsed < HOUR) return { key: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { key: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return { key: 'days', count: days };
  if (days < 30) return { key: 'weeks', count: Math.floor(days / 7) };
  // Months of 30 days reach 12 before a year of 365 days does (360 to 364 days): those stay at
  // 11 months, so the units follow each other as 11 months, then 1 year, never "12 months".
  if (days < 365) return { key: 'months', count: Math.min(11, Math.floor(days / 30)) };
  const years = Math.floor(days / 365);
  if (years < 100) return { key: 'years', count: years };
  return { key: 'centuries', count: Math.floor(years / 100) };
}
