import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitChangeDateProblem } from './company/classifications';
import { checkStudentExtension } from './account/dependants';
import {
  canadianToday,
  dateInZone,
  earliestCanadianToday,
  readTodayOnDevice,
  todayIso,
  todaySpan,
} from './dates';
import { wellnessDateProblem } from './wellness/wellness';

/*
 * Decision 0056: the web's today is the device's calendar day; the server, which does not know the
 * user's time zone, takes any day from British Columbia's to UTC's. (This file has a module of its
 * own: readTodayOnDevice changes todayIso for the rest of the file.)
 */

// 03:00 UTC on December 7: the evening of December 6 everywhere in Canada but Newfoundland (23:30).
const EVENING = new Date('2026-12-07T03:00:00Z');
// 09:00 UTC: the morning of December 7 across Canada.
const MORNING = new Date('2026-12-07T09:00:00Z');

describe('the day in a time zone', () => {
  it('is the calendar day there', () => {
    expect(dateInZone('America/Toronto', EVENING)).toBe('2026-12-06');
    expect(dateInZone('America/St_Johns', EVENING)).toBe('2026-12-06');
    expect(dateInZone('America/St_Johns', new Date('2026-12-07T03:30:00Z'))).toBe('2026-12-07');
    expect(dateInZone('UTC', EVENING)).toBe('2026-12-07');
    // Summer time: Vancouver is UTC−7, so 06:59 UTC is still the day before.
    expect(dateInZone('America/Vancouver', new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(dateInZone('America/Vancouver', new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('earliest in Canada is British Columbia’s; the server’s span reaches UTC’s', () => {
    expect(earliestCanadianToday(EVENING)).toBe('2026-12-06');
    expect(earliestCanadianToday(new Date('2026-12-07T07:59:00Z'))).toBe('2026-12-06');
    expect(earliestCanadianToday(new Date('2026-12-07T08:00:00Z'))).toBe('2026-12-07');
    expect(canadianToday(EVENING)).toEqual({ earliest: '2026-12-06', latest: '2026-12-07' });
    expect(canadianToday(MORNING)).toEqual({ earliest: '2026-12-07', latest: '2026-12-07' });
    expect(todaySpan('2026-12-06')).toEqual({ earliest: '2026-12-06', latest: '2026-12-06' });
  });
});

describe('"today or later" on the server, in a Canadian evening', () => {
  const span = canadianToday(EVENING);

  it('takes the user’s today (British Columbia’s day), refuses the day before', () => {
    expect(limitChangeDateProblem('2026-12-06', span)).toBe(null);
    expect(limitChangeDateProblem('2026-12-05', span)).toBe('effectiveDatePast');
    expect(wellnessDateProblem('2026-12-06', span)).toBe(null);
    expect(wellnessDateProblem('2026-12-05', span)).toBe('effectiveDatePast');
    // UTC's today alone refused it: what the server did before.
    expect(limitChangeDateProblem('2026-12-06', '2026-12-07')).toBe('effectiveDatePast');
  });

  it('reads "within a year" from the latest day, so an eastern user’s last day is not refused', () => {
    // At 06:00 UTC on December 7 it is December 7 in Newfoundland and the Maritimes, December 6 in BC.
    const early = canadianToday(new Date('2026-12-07T06:00:00Z'));
    expect(early).toEqual({ earliest: '2026-12-06', latest: '2026-12-07' });
    expect(limitChangeDateProblem('2027-12-07', early)).toBe(null);
    expect(wellnessDateProblem('2027-12-07', early)).toBe(null);
    expect(limitChangeDateProblem('2027-12-08', early)).toBe('effectiveDateTooLate');
  });

  it('takes a student extension to the user’s today', () => {
    const child = { relation: 1002, birthDate: '2004-01-15' };
    expect(checkStudentExtension(child, '2026-12-06', earliestCanadianToday(EVENING))).toBe(null);
    expect(checkStudentExtension(child, '2026-12-06', '2026-12-07')?.field).toBe('depExtDate');
  });
});

describe('the web’s today (readTodayOnDevice)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is UTC’s day until the web asks for the device’s, then the device’s', () => {
    vi.stubEnv('TZ', 'America/Toronto');
    expect(todayIso(EVENING)).toBe('2026-12-07');
    readTodayOnDevice();
    expect(todayIso(EVENING)).toBe('2026-12-06');
    expect(todayIso(MORNING)).toBe('2026-12-07');
    vi.stubEnv('TZ', 'America/Halifax');
    expect(todayIso(new Date('2026-12-07T03:59:00Z'))).toBe('2026-12-06');
    expect(todayIso(new Date('2026-12-07T04:00:00Z'))).toBe('2026-12-07');
  });
});
