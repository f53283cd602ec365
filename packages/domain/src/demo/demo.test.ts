import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import {
  calculateDemoClaim,
  checkDemoClaim,
  checkDemoClaimItem,
  DEMO_MESSAGES,
  demoClaimWindow,
  demoLoginSchema,
  filledHoneypot,
} from './demo';

const window = demoClaimWindow('2026-11-26');
const item = (over: Record<string, unknown> = {}) => ({
  patient: '0',
  service: '2',
  service_date: '2026-11-02',
  provider: 'Kitsilano Dental',
  amount: '120.00',
  ...over,
});

describe('the demo login (docs/product §7 "Demo")', () => {
  it('takes first name, e-mail, product and province, the HubSpot cookie optional', () => {
    const parsed = demoLoginSchema.parse({
      firstname: ' Priya ',
      email: 'priya@example.ca',
      product: 'incorp',
      province: 'BC',
    });
    expect(parsed).toMatchObject({ firstname: 'Priya', product: 'incorp', province: 'BC', hubspotID: '' });
  });

  it('answers the messages of each field', () => {
    const result = demoLoginSchema.safeParse({ firstname: '', email: 'x', product: 'gold', province: 'ZZ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      firstname: MESSAGES.firstNameRequired,
      email: MESSAGES.validEmailRequired,
      product: DEMO_MESSAGES.productRequired,
      province: MESSAGES.selectProvince,
    });
  });

  it('knows a filled honeypot', () => {
    expect(filledHoneypot({ website: 'http://spam.example' })).toBe(true);
    expect(filledHoneypot({ website: '  ' })).toBe(false);
    expect(filledHoneypot({})).toBe(false);
  });
});

describe('demo claim items (docs/product §5 "Demo claim item")', () => {
  it('uses a calendar plan year with the real run-out as its window', () => {
    expect(demoClaimWindow('2026-11-26')).toEqual({ minDate: '2026-01-01', maxDate: '2026-11-26' });
    expect(demoClaimWindow('2027-02-10')).toEqual({ minDate: '2026-01-01', maxDate: '2027-02-10' });
  });

  it('refuses an amount above $15,000 with the spec’s message, takes $15,000', () => {
    expect(checkDemoClaimItem(item({ amount: '15001' }), window)).toEqual({
      ok: false,
      errors: { amount: 'Amount exceeds $15,000' },
    });
    expect(checkDemoClaimItem(item({ amount: '15,000.00' }), window)).toMatchObject({
      ok: true,
      item: { amount: '15000.00' },
    });
  });

  it('needs the same fields as a real item, in the window, with a demo patient and service', () => {
    const result = checkDemoClaimItem(
      { patient: '', service: '', service_date: '2026-12-01', provider: ' ', amount: '0' },
      window,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        patient: MESSAGES.invalidPatient,
        service: MESSAGES.invalidServiceType,
        service_date: MESSAGES.invalidServiceDate,
        provider: MESSAGES.invalidProvider,
        amount: MESSAGES.invalidAmount,
      },
    });
    expect(checkDemoClaimItem(item({ patient: '7', service: '9' }), window)).toEqual({
      ok: false,
      errors: { patient: MESSAGES.invalidPatient, service: MESSAGES.invalidServiceType },
    });
  });

  it('refuses duplicates (Prescription Drugs may repeat), no items and more than ten', () => {
    expect(checkDemoClaim([item(), item({ provider: 'KITSILANO DENTAL ', amount: '$120' })], window)).toEqual(
      {
        ok: false,
        errors: { 'claimItemsData.1': MESSAGES.duplicateClaimItem },
      },
    );
    expect(checkDemoClaim([item({ service: '1' }), item({ service: '1' })], window).ok).toBe(true);
    expect(checkDemoClaim([], window)).toEqual({
      ok: false,
      errors: { claimItemsData: DEMO_MESSAGES.itemsRequired },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => item({ amount: String(10 + i) }));
    expect(checkDemoClaim(eleven, window)).toEqual({
      ok: false,
      errors: { claimItemsData: MESSAGES.maxClaimItems },
    });
    expect(checkDemoClaim([item(), item({ amount: 'abc' })], window)).toEqual({
      ok: false,
      errors: { 'claimItemsData.1.amount': MESSAGES.invalidAmount },
    });
  });
});

describe('the demo claim’s cost (the real calculation, docs/product §9)', () => {
  it('BC: 8 % admin fee and 5 % GST on the fee', () => {
    const { total } = calculateDemoClaim([{ amount: '120.00' }, { amount: '45.50' }], 'BC', 500_000);
    expect(total).toMatchObject({
      totalPayableAmount: 16_550,
      adminFeeAmount: 1_324,
      gstAmount: 66,
      hstAmount: 0,
      rstAmount: 0,
      premAmount: 0,
      totalAmount: 17_940,
    });
  });

  it('ON: 13 % HST on the fee, 8 % RST on payable, 2 % premium on payable and fee', () => {
    const { total } = calculateDemoClaim([{ amount: '100' }], 'ON', 500_000);
    expect(total).toMatchObject({
      adminFeeAmount: 800,
      hstAmount: 104,
      rstAmount: 800,
      premAmount: 216,
      totalAmount: 10_000 + 800 + 104 + 800 + 216,
    });
  });

  it('NS: 14 % HST on the fee; payable capped at the balance left', () => {
    const { lines, total } = calculateDemoClaim([{ amount: '4000' }, { amount: '2000' }], 'NS', 500_000);
    expect(lines[1]!.totalPayableAmount).toBe(100_000);
    expect(total.totalPayableAmount).toBe(500_000);
    expect(total.adminFeeAmount).toBe(40_000);
    expect(total.hstAmount).toBe(5_600);
  });
});
