import { describe, expect, it } from 'vitest';
import { REPORT_DEFINITIONS, REPORT_IDS } from '@benefits/domain';
import { api } from '../index';

describe('the generic report endpoints', () => {
  it('let each report be run by its definition’s audience only', () => {
    for (const e of [api.reportRun, api.reportExport]) {
      expect(e.access.kind).toBe('byField');
      expect(e.access.field).toBe('report');
      expect(Object.keys(e.access.scopes).sort()).toEqual([...REPORT_IDS].sort());
      for (const id of REPORT_IDS)
        expect(e.access.scopes[id]).toEqual(
          REPORT_DEFINITIONS[id].audience === 'staff'
            ? { kind: 'staff', permission: 'PERMIT_SALES_REPORT' }
            : { kind: REPORT_DEFINITIONS[id].audience },
        );
    }
    expect(api.reportRun.access.scopes.claimActivity).toEqual({ kind: 'employee' });
    expect(api.reportRun.access.scopes.balanceHistory).toEqual({ kind: 'employee' });
    // Decision 0038: the partner's book; the Agent List for managers only (docs/product §6).
    expect(api.reportRun.access.scopes.clientList).toEqual({ kind: 'partner' });
    expect(api.reportRun.access.scopes.agentList).toEqual({ kind: 'partnerManager' });
  });

  it('run a known report, a page at a time, with the spec’s defaults', () => {
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
    expect(messages(api.reportRun.request.safeParse({ report: 'noSuchReport' }))).toEqual(['Invalid report']);
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
