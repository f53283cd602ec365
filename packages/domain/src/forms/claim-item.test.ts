import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messagesByPath } from '../test-support/issues';
import {
  checkClaimItems,
  checkNewClaimItem,
  claimItemSchema,
  claimItemsSchema,
  demoClaimItemSchema,
  isDuplicateClaimItem,
} from './claim-item';

const window = { minDate: '2025-01-01', maxDate: '2025-06-15' };
const item = {
  patient: 11,
  service_date: '2025-03-01',
  service: 4,
  provider: 'Dr. Tremblay',
  amount: '$120.00',
};

describe('claim item (docs/product §5)', () => {
  const schema = claimItemSchema({ window });

  it('accepts a valid item, normalising IDs and the amount', () => {
    expect(schema.parse({ ...item, provider_number: 'P-1', dateTime: '2025-03-01T10:00:00Z' })).toEqual({
      patient: '11',
      patient_name: '',
      service_date: '2025-03-01',
      service: '4',
      service_name: '',
      provider: 'Dr. Tremblay',
      provider_number: 'P-1',
      amount: '120.00',
      dateTime: '2025-03-01T10:00:00Z',
    });
  });

  it('missing fields get the spec messages', () => {
    expect(messagesByPath(schema.safeParse({}))).toEqual({
      patient: ['Invalid patient'],
      service_date: ['Invalid service date'],
      service: ['Invalid service type'],
      provider: ['Invalid provider'],
      amount: ['Invalid amount'],
    });
    expect(messagesByPath(schema.safeParse('x'))).toEqual({ '': ['Please correct the claim details above'] });
  });

  it('amount is stripped of non-numeric characters and must be above 0', () => {
    expect(schema.parse({ ...item, amount: 'CA$1,234.5' }).amount).toBe('1234.50');
    expect(schema.parse({ ...item, amount: 12.5 }).amount).toBe('12.50');
    // As a French reader writes it: not 100 times the amount.
    expect(schema.parse({ ...item, amount: '100,50' }).amount).toBe('100.50');
    expect(schema.parse({ ...item, amount: '1 234,50 $' }).amount).toBe('1234.50');
    for (const amount of ['0', '$0.00', 'abc', '', '1.2.3', -5, '-5', '-12,50']) {
      expect(messagesByPath(schema.safeParse({ ...item, amount }))).toEqual({ amount: ['Invalid amount'] });
    }
  });

  it('service date must be parsable and inside the window', () => {
    expect(schema.parse({ ...item, service_date: '2025-01-01' }).service_date).toBe('2025-01-01');
    expect(schema.parse({ ...item, service_date: '2025-06-15' }).service_date).toBe('2025-06-15');
    for (const service_date of ['2024-12-31', '2025-06-16', '2025-02-30', 'yesterday']) {
      expect(messagesByPath(schema.safeParse({ ...item, service_date }))).toEqual({
        service_date: ['Invalid service date'],
      });
    }
  });

  it("a dependant's service date is not before their effective date (decision 0058)", () => {
    const since: Record<string, string> = { '11': '2025-03-01' };
    const forPatients = claimItemSchema({ window, coveredSince: (patient) => since[patient] });
    expect(forPatients.parse({ ...item, service_date: '2025-03-01' }).service_date).toBe('2025-03-01');
    expect(messagesByPath(forPatients.safeParse({ ...item, service_date: '2025-02-28' }))).toEqual({
      service_date: ['Invalid service date'],
    });
    // Beside the other fields' messages, as a form shows them.
    expect(
      messagesByPath(forPatients.safeParse({ ...item, service_date: '2025-02-28', amount: '0' })),
    ).toEqual({
      service_date: ['Invalid service date'],
      amount: ['Invalid amount'],
    });
    expect(messagesByPath(forPatients.safeParse('x'))).toEqual({
      '': ['Please correct the claim details above'],
    });
    // The employee (no effective date given) keeps the whole window.
    expect(forPatients.parse({ ...item, patient: '0', service_date: '2025-01-01' }).patient).toBe('0');
  });

  it('any amount above 0 and up to a billion dollars is accepted (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), (cents) => {
        const dollars = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(schema.parse({ ...item, amount: dollars }).amount).toBe(dollars);
      }),
    );
  });
});

describe('demo claim item', () => {
  it("amount not above $15,000: 'Amount exceeds $15,000'", () => {
    const schema = demoClaimItemSchema(window);
    expect(schema.parse({ ...item, amount: '15,000.00' }).amount).toBe('15000.00');
    expect(messagesByPath(schema.safeParse({ ...item, amount: '15000.01' }))).toEqual({
      amount: ['Amount exceeds $15,000'],
    });
    expect(messagesByPath(schema.safeParse({ ...item, service_date: '2024-01-01' }))).toEqual({
      service_date: ['Invalid service date'],
    });
  });
});

describe('duplicates and the item limit', () => {
  it('same patient, service, date, provider and amount is a duplicate', () => {
    expect(
      isDuplicateClaimItem(item, { ...item, patient: '11', amount: '120', provider: ' dr. tremblay ' }),
    ).toBe(true);
    expect(isDuplicateClaimItem(item, { ...item, amount: '120.01' })).toBe(false);
    expect(isDuplicateClaimItem(item, { ...item, patient: 12 })).toBe(false);
    expect(isDuplicateClaimItem(item, { ...item, service_date: '2025-03-02' })).toBe(false);
    expect(isDuplicateClaimItem(item, { ...item, provider: 'Dr. Roy' })).toBe(false);
    expect(isDuplicateClaimItem(item, { ...item, service: 5 })).toBe(false);
  });

  it('service 1 is exempt', () => {
    expect(isDuplicateClaimItem({ ...item, service: 1 }, { ...item, service: '1' })).toBe(false);
  });

  it('checkNewClaimItem: at most 10 items, no duplicate', () => {
    expect(checkNewClaimItem([], item)).toBeNull();
    expect(checkNewClaimItem([item], { ...item })).toBe('Duplicate claim item, adjust some details');
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...item, amount: String(i + 1) }));
    expect(checkNewClaimItem(ten, { ...item, amount: '99' })).toBe(
      'Maximum of 10 claim items allowed per claim',
    );
    expect(checkNewClaimItem(ten.slice(0, 9), { ...item, amount: '99' })).toBeNull();
  });

  it('checkClaimItems reports each later duplicate and an overfull list', () => {
    expect(checkClaimItems([item, { ...item, amount: '1' }, { ...item }])).toEqual([
      { index: 2, message: 'Duplicate claim item, adjust some details' },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...item, amount: String(i + 1) }));
    expect(checkClaimItems(eleven)).toEqual([
      { index: -1, message: 'Maximum of 10 claim items allowed per claim' },
    ]);
  });

  it('claimItemsSchema applies both to a whole claim', () => {
    const schema = claimItemsSchema({ window });
    expect(schema.parse([item, { ...item, service: 1 }, { ...item, service: 1 }])).toHaveLength(3);
    expect(messagesByPath(schema.safeParse([item, { ...item, amount: '120' }]))).toEqual({
      '1': ['Duplicate claim item, adjust some details'],
    });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...item, amount: String(i + 1) }));
    expect(messagesByPath(schema.safeParse(eleven))).toEqual({
      '': ['Maximum of 10 claim items allowed per claim'],
    });
    expect(messagesByPath(schema.safeParse({}))).toEqual({ '': ['Please correct the claim details above'] });
  });
});
