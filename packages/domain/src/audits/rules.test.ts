import { describe, expect, it } from 'vitest';
import { EMPLOYEE_AUDIT_STATE, canChangeClaimStatus } from '../claims/status';
import {
  AUDIT_REASON_MAX_LENGTH,
  auditedClaimStatus,
  auditReasonProblem,
  reversalEntries,
  settledAuditState,
} from './rules';

describe('settling an audit', () => {
  it('passes a claim back to submitted and fails it to F, both allowed from A', () => {
    expect(auditedClaimStatus('PASS')).toBe('N');
    expect(auditedClaimStatus('FAIL')).toBe('F');
    expect(canChangeClaimStatus('A', auditedClaimStatus('PASS'))).toBe(true);
    expect(canChangeClaimStatus('A', auditedClaimStatus('FAIL'))).toBe(true);
  });

  it('requires a reason to fail, never to pass, and caps its length', () => {
    expect(auditReasonProblem('FAIL', '')).toBe('reasonRequired');
    expect(auditReasonProblem('FAIL', '   ')).toBe('reasonRequired');
    expect(auditReasonProblem('FAIL', 'Receipt is not itemised')).toBeNull();
    expect(auditReasonProblem('PASS', undefined)).toBeNull();
    expect(auditReasonProblem('PASS', 'x'.repeat(AUDIT_REASON_MAX_LENGTH + 1))).toBe('reasonTooLong');
    expect(auditReasonProblem('FAIL', 'x'.repeat(AUDIT_REASON_MAX_LENGTH))).toBeNull();
  });

  it('settles the employee’s audit state only when no other claim is in audit', () => {
    expect(settledAuditState(0)).toBe(EMPLOYEE_AUDIT_STATE.NONE);
    expect(settledAuditState(2)).toBe(EMPLOYEE_AUDIT_STATE.IN_AUDIT);
  });

  it('reverses each ledger row to the cent (current and previous plan year)', () => {
    const rows = [
      { account: 'HSA', planYear: 2025, amountCents: -12_345 },
      { account: 'HSA', planYear: 2026, amountCents: -100_001 },
      { account: 'HSA', planYear: 2026, amountCents: 0 },
    ];
    const back = reversalEntries(rows);
    expect(back).toEqual([
      { account: 'HSA', planYear: 2025, amountCents: 12_345 },
      { account: 'HSA', planYear: 2026, amountCents: 100_001 },
    ]);
    expect([...rows, ...back].reduce((s, r) => s + r.amountCents, 0)).toBe(0);
  });
});
