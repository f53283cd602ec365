import { compareIsoDates, daysFromCivil, parseIsoDate } from '@benefits/domain';

/* Pure geometry of the balance chart: dates to day numbers, a rounded scale, step-line paths. */

export interface ChartPoint {
  /** ISO date. */
  date: string;
  /** Cents. */
  value: number;
}

export interface ChartSeries {
  key: string;
  label: string;
  points: ChartPoint[];
}

/** Days since 1970-01-01 of an ISO date. */
export function dayNumber(iso: string): number {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new RangeError(`not an ISO date: ${iso}`);
  return daysFromCivil(parsed);
}

/** The smallest "round" number (1, 2, 2.5 or 5 times a power of ten) at or above `value`. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * Evenly spaced ticks from 0 to a round top at or above `max` (cents), about `count` intervals,
 * each a round number of whole dollars.
 */
export function valueTicks(max: number, count = 4): number[] {
  const step = Math.max(1, niceCeiling(max / count / 100)) * 100;
  const intervals = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: intervals + 1 }, (_, i) => i * step);
}

/** `count` dates spread evenly from `from` to `to` (as day numbers), both ends included. */
export function dayTicks(from: number, to: number, count: number): number[] {
  if (to <= from || count < 2) return [from];
  return Array.from({ length: count }, (_, i) => Math.round(from + ((to - from) * i) / (count - 1)));
}

/**
 * The SVG path of a balance over time as steps: the balance holds until the next change, then
 * moves straight to its new value, so the line reads "what the balance was on each day".
 */
export function stepPath(
  points: readonly ChartPoint[],
  x: (day: number) => number,
  y: (value: number) => number,
): string {
  const sorted = [...points].sort((a, b) => compareIsoDates(a.date, b.date));
  return sorted
    .map((point, i) => {
      const px = x(dayNumber(point.date)).toFixed(1);
      const py = y(point.value).toFixed(1);
      return i === 0 ? `M${px},${py}` : `H${px}V${py}`;
    })
    .join('');
}
