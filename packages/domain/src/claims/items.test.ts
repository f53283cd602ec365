import { describe, expect, it } from 'vitest';
import { MAX_CLAIM_ITEM_CENTS, patientDependantId, SELF_PATIENT } from './items';

describe('claim item patients', () => {
  it("reads '0' as the employee and digits as a dependant", () => {
    expect(patientDependantId(SELF_PATIENT)).toBeNull();
    expect(patientDependantId('12')).toBe(12);
    expect(patientDependantId('012')).toBeUndefined();
    expect(patientDependantId('x')).toBeUndefined();
    expect(patientDependantId('99999999999')).toBeUndefined();
    expect(MAX_CLAIM_ITEM_CENTS).toBe(100_000_000);
  });
});
