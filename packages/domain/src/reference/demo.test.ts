import { describe, expect, it } from 'vitest';
import { DEMO_BALANCE_CENTS, DEMO_PRODUCTS, DEMO_SERVICES, demoAccountCodes, isDemoProduct } from './demo';

describe('demo (docs/product §9)', () => {
  it('incorp gets funding code 5 and contract type 20, otherwise 4 and 13', () => {
    expect(demoAccountCodes('incorp')).toEqual({ fundingCode: 5, contractType: 20 });
    expect(demoAccountCodes('group')).toEqual({ fundingCode: 4, contractType: 13 });
    expect(demoAccountCodes(undefined)).toEqual({ fundingCode: 4, contractType: 13 });
  });

  it('balance 5000, services Dental and Prescription Drugs', () => {
    expect(DEMO_BALANCE_CENTS).toBe(500_000);
    expect(DEMO_SERVICES).toEqual(['Dental', 'Prescription Drugs']);
    expect(DEMO_PRODUCTS).toEqual(['incorp', 'group']);
    expect(isDemoProduct('incorp')).toBe(true);
    expect(isDemoProduct('other')).toBe(false);
  });
});
