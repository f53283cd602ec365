import { describe, expect, it } from 'vitest';
import { resolveReportRange } from '../claims/reports';
import { REPORT_MESSAGES } from './messages';
import { resolveChosenRange } from './range';

const TODAY = '2026-12-07';

describe('a period chosen in a report’s form', () => {
  it('needs both dates: a cleared one is refused on its field, not filled from the default', () => {
    expect(resolveChosenRange({ startdate: '', enddate: TODAY }, TODAY)).toEqual({
      ok: false,
      field: 'startdate',
      message: REPORT_MESSAGES.startDateRequired,
    });
    expect(resolveChosenRange({ startdate: '2026-11-07', enddate: ' ' }, TODAY)).toEqual({
      ok: false,
      field: 'enddate',
      message: REPORT_MESSAGES.endDateRequired,
    });
    expect(resolveChosenRange({ startdate: '', enddate: '' }, TODAY)).toMatchObject({ field: 'startdate' });
    // The API's rule, for a call without dates, still fills them in.
    expect(resolveReportRange({ startdate: '', enddate: TODAY }, TODAY)).toEqual({
      ok: true,
      range: { startdate: '2026-11-07', enddate: TODAY },
    });
  });

  it('otherwise answers as the reports’ rule: a start after the end, a later end where the report refuses it', () => {
    expect(resolveChosenRange({ startdate: '2026-01-01', enddate: '2027-06-01' }, TODAY)).toEqual({
      ok: true,
      range: { startdate: '2026-01-01', enddate: '2027-06-01' },
    });
    expect(resolveChosenRange({ startdate: '2026-12-08', enddate: TODAY }, TODAY)).toMatchObject({
      ok: false,
      message: REPORT_MESSAGES.startAfterEnd,
    });
    expect(
      resolveChosenRange({ startdate: '2026-01-01', enddate: '2027-06-01' }, TODAY, { latestEnd: 'today' }),
    ).toMatchObject({ ok: false, field: 'enddate', message: REPORT_MESSAGES.endAfterToday });
  });
});
