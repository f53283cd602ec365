import { describe, expect, it } from 'vitest';
import { api } from '../index';

describe('the generic report endpoints', () => {
  it('run a known report for employees, a page at a time, with the spec’s defaults', () => {
    expect(api.reportRun.access).toEqual({ kind: 'employee' });
    expect(api.reportRun.request.parse({ report: 'claimActivity' })).toEqual({
      report: 'claimActivity',
      pageNumber: 1,
      pageLength: 50,
    });
    expect(
      api.reportRun.request.parse({ report: 'claimActivity', startdate: '2026-01-01', pageNumber: '2' }),
    ).toMatchObject({ startdate: '2026-01-01', pageNumber: 2 });
  });

  it('refuse an unknown report, a page past the fetch length and an unknown format or language', () => {
    const messages = (r: { error?: { issues: { message: string }[] } }) =>
      r.error?.issues.map((i) => i.message);
    expect(messages(api.reportRun.request.safeParse({ report: 'employees' }))).toEqual(['Invalid report']);
    expect(messages(api.reportRun.request.safeParse({ report: 'claimActivity', pageLength: 601 }))).toEqual([
      'Invalid page length',
    ]);
    expect(messages(api.reportExport.request.safeParse({ report: 'claimActivity', format: 'xlsx' }))).toEqual(
      ['Invalid export format'],
    );
    expect(
      messages(
        api.reportExport.request.safeParse({ report: 'claimActivity', format: 'pdf', language: 'de' }),
      ),
    ).toEqual(['Invalid language']);
    expect(api.reportExport.request.parse({ report: 'claimActivity', format: 'csv' }).language).toBe('en');
    expect(api.reportExport.binary).toBe(true);
  });
});
