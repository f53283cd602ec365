import { describe, expect, it } from 'vitest';
import { CLAIM_ACTIVITY_REPORT } from '../reports/employee';
import { REPORT_MESSAGES } from '../reports/messages';
import { defaultReportRange, isBalanceReportDate, reportPage, resolveReportRange } from './reports';

describe('report inputs', () => {
  it('defaults to the last month', () => {
    expect(defaultReportRange('2026-03-31')).toEqual({ startdate: '2026-02-28', enddate: '2026-03-31' });
    expect(resolveReportRange({}, '2026-11-23')).toEqual({
      ok: true,
      range: { startdate: '2026-10-23', enddate: '2026-11-23' },
    });
    expect(resolveReportRange({ enddate: '2026-05-15', startdate: '' }, '2026-11-23')).toEqual({
      ok: true,
      range: { startdate: '2026-04-15', enddate: '2026-05-15' },
    });
  });

  it('refuses unreadable or reversed dates', () => {
    expect(resolveReportRange({ startdate: 'soon' }, '2026-11-23')).toEqual({
      ok: false,
      field: 'startdate',
      message: REPORT_MESSAGES.invalidStartDate,
    });
    expect(resolveReportRange({ enddate: '2026-02-30' })).toMatchObject({ ok: false, field: 'enddate' });
    expect(resolveReportRange({ startdate: '2026-05-02', enddate: '2026-05-01' })).toMatchObject({
      ok: false,
      message: REPORT_MESSAGES.startAfterEnd,
    });
  });

  it('refuses an end after today for a report whose period ends today at the latest', () => {
    const farFuture = { startdate: '2026-11-01', enddate: '2099-12-31' };
    expect(resolveReportRange(farFuture, '2026-11-23', CLAIM_ACTIVITY_REPORT)).toEqual({
      ok: false,
      field: 'enddate',
      message: REPORT_MESSAGES.endAfterToday,
    });
    expect(
      resolveReportRange(
        { startdate: '2026-11-01', enddate: '2026-11-24' },
        '2026-11-23',
        CLAIM_ACTIVITY_REPORT,
      ),
    ).toMatchObject({ ok: false, message: REPORT_MESSAGES.endAfterToday });
    expect(
      resolveReportRange(
        { startdate: '2026-11-01', enddate: '2026-11-23' },
        '2026-11-23',
        CLAIM_ACTIVITY_REPORT,
      ),
    ).toEqual({ ok: true, range: { startdate: '2026-11-01', enddate: '2026-11-23' } });
    // Other reports' periods are not bounded by today.
    expect(resolveReportRange(farFuture, '2026-11-23')).toMatchObject({ ok: true });
  });

  it('pages from 1', () => {
    expect(reportPage()).toEqual({ offset: 0, limit: 50 });
    expect(reportPage(3, 30)).toEqual({ offset: 60, limit: 30 });
  });

  it('takes balance-report dates from 2000-01-01', () => {
    expect(isBalanceReportDate('2000-01-01')).toBe(true);
    expect(isBalanceReportDate('1999-12-31')).toBe(false);
    expect(isBalanceReportDate('not a date')).toBe(false);
  });

  it('takes balance-report dates up to today when given today', () => {
    expect(isBalanceReportDate('2026-11-23', '2026-11-23')).toBe(true);
    expect(isBalanceReportDate('2026-11-24', '2026-11-23')).toBe(false);
    expect(isBalanceReportDate('2099-12-31', '2026-11-23')).toBe(false);
    expect(isBalanceReportDate('1999-12-31', '2026-11-23')).toBe(false);
    // The contract's schema has no clock: it checks the earliest date only.
    expect(isBalanceReportDate('2099-12-31')).toBe(true);
    // The message names both ends.
    expect(REPORT_MESSAGES.invalidBalanceDate).toBe('Please choose a date from January 1, 2000 to today.');
  });
});
