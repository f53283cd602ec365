import { COUNTDOWN_TICK_MS, SESSION_WARNING_SECONDS } from '@benefits/domain';

/** The longest a browser timer can wait (about 24.8 days); a later check is simply scheduled again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whole seconds left before `expiry` (Unix seconds) at `nowMs`, rounded up; 0 once it has passed. */
export function secondsLeft(expiry: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiry * 1000 - nowMs) / 1000));
}

/** docs/product §2 "Other UI": the warning shows from 300 seconds before expiry until expiry. */
export function isWarningTime(seconds: number): boolean {
  return seconds > 0 && seconds <= SESSION_WARNING_SECONDS;
}

/** The countdown's text: minutes:seconds, e.g. 300 -> '5:00', 59 -> '0:59'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * When to look again: before the warning, at the moment it opens; during it, at the next whole
 * second (the countdown ticks every 1000 ms, on the second, so it never skips or repeats a number).
 */
export function nextCheckDelay(expiry: number, nowMs: number): number {
  const msLeft = expiry * 1000 - nowMs;
  if (msLeft <= 0) return 0;
  const untilWarning = msLeft - SESSION_WARNING_SECONDS * 1000;
  if (untilWarning > 0) return Math.min(untilWarning, MAX_TIMER_MS);
  return msLeft % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
}
