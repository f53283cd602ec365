import { describe, expect, it } from 'vitest';
import { api } from '../index';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0] ?? 'GENERAL'), i.message]));

describe('claim endpoints in the contract', () => {
  it('are all for employee sessions', () => {
    for (const name of [
      'claimsPending',
      'claimOpen',
      'claimsDetails',
      'claimItemAdd',
      'claimItemRemove',
      'claimSave',
      'claimSubmit',
      'claimUpload',
      'claimReceipt',
      'claimReceiptRemove',
      'claimCancel',
      'auditUpload',
      'employeeClaimReport',
      'employeeBalanceReport',
      'employeeSummaryOfBenefits',
      'employeeClaimDetails',
      'employeePrintForm',
    ] as const) {
      expect(api[name].access, name).toEqual({ kind: 'employee' });
    }
    expect(api.claimReceipt.binary).toBe(true);
    expect(api.employeePrintForm.binary).toBe(true);
    expect(api.claimUpload.maxBodyBytes).toBeGreaterThan(5 * 1024 * 1024 * 1.34);
  });

  it('checks a claim item with the spec messages', () => {
    const empty = api.claimItemAdd.request.safeParse({ claimId: 1 });
    expect(messages(empty)).toMatchObject({
      patient: 'Invalid patient',
      service_date: 'Invalid service date',
      service: 'Invalid service type',
      provider: 'Invalid provider',
      amount: 'Invalid amount',
    });
    expect(messages(api.claimItemAdd.request.safeParse({ claimId: 1, amount: '0.00' })).amount).toBe(
      'Invalid amount',
    );
    const ok = api.claimItemAdd.request.parse({
      claimId: '7',
      patient: 0,
      service_date: '2026-03-01',
      service: 2,
      provider: ' Harbord Dental Centre ',
      amount: '$1,234.5',
    });
    expect(ok).toMatchObject({
      claimId: 7,
      patient: '0',
      service: '2',
      provider: 'Harbord Dental Centre',
      amount: '1234.50',
    });
  });

  it('checks claim types, employee IDs, claim ids and report inputs', () => {
    expect(messages(api.claimOpen.request.safeParse({ type: 'X' })).type).toBe('Invalid claim type');
    expect(messages(api.claimOpen.request.safeParse({ type: 'HSA', employee: '12a' })).employee).toBe(
      'Invalid Employee ID',
    );
    expect(api.claimOpen.request.parse({ type: 'WSA' })).toEqual({ type: 'WSA' });
    expect(messages(api.claimSubmit.request.safeParse({ claimId: 'abc' })).claimId).toBe('Invalid claim');
    expect(messages(api.claimSubmit.request.safeParse({ claimId: 0 })).claimId).toBe('Invalid claim');
    expect(api.employeeClaimReport.request.parse({})).toEqual({ pageNumber: 1, pageLength: 50 });
    expect(messages(api.employeeBalanceReport.request.safeParse({ date: '1999-12-31' })).date).toBe(
      'Please choose a date from January 1, 2000 to today.',
    );
    expect(api.employeeBalanceReport.request.parse({ date: '2024-02-29' })).toEqual({ date: '2024-02-29' });
    expect(api.employeeBalanceReport.request.parse({})).toEqual({ date: null });
  });
});
