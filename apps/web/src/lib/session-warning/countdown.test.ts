import { describe, expect, it } from 'vitest';
import { formatCountdown, isWarningTime, nextCheckDelay, secondsLeft } from './countdown';

const expiry = 1_800_000_000; // Unix seconds
const at = (secondsBefore: number) => expiry * 1000 - secondsBefore * 1000;

describe('session countdown', () => {
  it('counts whole seconds left, rounded up, never below zero', () => {
    expect(secondsLeft(expiry, at(300))).toBe(300);
    expect(secondsLeft(expiry, at(299.2))).toBe(300);
    expect(secondsLeft(expiry, at(0.5))).toBe(1);
    expect(secondsLeft(expiry, at(-10))).toBe(0);
  });

  it('warns from 300 seconds before expiry until it', () => {
    expect(isWarningTime(301)).toBe(false);
    expect(isWarningTime(300)).toBe(true);
    expect(isWarningTime(1)).toBe(true);
    expect(isWarningTime(0)).toBe(false);
  });

  it('shows minutes:seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('looks again when the warning opens, then on every whole second', () => {
    expect(nextCheckDelay(expiry, at(1800))).toBe(1_500_000);
    expect(nextCheckDelay(expiry, at(300))).toBe(1000);
    expect(nextCheckDelay(expiry, at(299.25))).toBe(250);
    expect(nextCheckDelay(expiry, at(-1))).toBe(0);
  });
});
