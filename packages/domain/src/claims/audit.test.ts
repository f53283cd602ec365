import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_AMOUNT_THRESHOLD_CENTS, AUDIT_SAMPLE_EVERY, auditSelection } from './audit';

describe('audit selection', () => {
  it('selects a claim above $1,000.00', () => {
    expect(AUDIT_AMOUNT_THRESHOLD_CENTS).toBe(100_000);
    expect(auditSelection({ claimedCents: 100_000, submissionNumber: 1 })).toBeNull();
    expect(auditSelection({ claimedCents: 100_001, submissionNumber: 1 })).toBe('AMOUNT');
  });

  it('selects every 8th submitted claim of an employee', () => {
    expect(AUDIT_SAMPLE_EVERY).toBe(8);
    const picked = Array.from({ length: 24 }, (_, i) => i + 1).filter(
      (n) => auditSelection({ claimedCents: 5_000, submissionNumber: n }) !== null,
    );
    expect(picked).toEqual([8, 16, 24]);
    expect(auditSelection({ claimedCents: 5_000, submissionNumber: 0 })).toBeNull();
  });

  it('property: the same claim always gets the same answer, and exactly 1 in 8 small claims is sampled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (claimedCents, n) => {
          const once = auditSelection({ claimedCents, submissionNumber: n });
          expect(auditSelection({ claimedCents, submissionNumber: n })).toBe(once);
          const run = Array.from({ length: 8 }, (_, i) =>
            auditSelection({ claimedCents: 1, submissionNumber: n + i }),
          );
          expect(run.filter((r) => r === 'SAMPLE')).toHaveLength(1);
        },
      ),
    );
  });
});
