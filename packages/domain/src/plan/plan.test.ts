import { describe, expect, it } from 'vitest';
import { messageKeyOf } from '../messages/catalogue';
import { DEFAULT_FUNDING, dollarsText, fundingChoiceErrors, normaliseFunding, refundError } from './funding';
import {
  BALANCE_LEDGER_KINDS,
  EMPLOYER_LEDGER_KINDS,
  LEDGER_REFERENCES,
  ledgerReference,
  ledgerReferenceIn,
  ledgerReferenceNames,
} from './ledger';
import { REPORT_TEXT } from '../reports/text';
import { isCovered } from './insurance';
import { PLAN_MESSAGES } from './messages';
import {
  canEnableOnlineClaims,
  canWithdrawCancellation,
  cancellationDates,
  cancellationState,
  endOfMonth,
  isCancellationDate,
  planPricing,
  runOffEnds,
} from './plan';

describe('company funding (decision 0027)', () => {
  const pad = { padOnFile: true };
  it('defaults to pay as you go by pre-authorised debit', () => {
    expect(DEFAULT_FUNDING).toEqual({ method: 'PAD', frequency: 'PER_CLAIM' });
  });

  it('pay as you go needs PAD, and PAD needs the company’s account on file', () => {
    expect(fundingChoiceErrors({ method: 'PAD', frequency: 'PER_CLAIM', depositCents: null }, pad)).toEqual(
      {},
    );
    expect(fundingChoiceErrors({ method: 'EFT', frequency: 'PER_CLAIM', depositCents: null }, pad)).toEqual({
      frequency: PLAN_MESSAGES.perClaimNeedsPad,
    });
    expect(
      fundingChoiceErrors(
        { method: 'PAD', frequency: 'MONTHLY', depositCents: 50_000 },
        { padOnFile: false },
      ),
    ).toEqual({ method: PLAN_MESSAGES.padNotOnFile });
  });

  it('a scheduled deposit is $100 to $1,000,000', () => {
    const at = (depositCents: number | null) =>
      fundingChoiceErrors({ method: 'CHEQUE', frequency: 'QUARTERLY', depositCents }, pad);
    expect(at(null)).toEqual({ depositCents: PLAN_MESSAGES.depositRequired });
    expect(at(9_999)).toEqual({ depositCents: PLAN_MESSAGES.depositRequired });
    expect(at(10_000)).toEqual({});
    expect(at(100_000_000)).toEqual({});
    expect(at(100_000_001)).toEqual({ depositCents: PLAN_MESSAGES.depositRequired });
  });

  it('stores no deposit for pay as you go', () => {
    expect(normaliseFunding({ method: 'PAD', frequency: 'PER_CLAIM', depositCents: 5_000 })).toEqual({
      method: 'PAD',
      frequency: 'PER_CLAIM',
      depositCents: null,
    });
    expect(normaliseFunding({ method: 'EFT', frequency: 'ANNUAL', depositCents: 500_000 }).depositCents).toBe(
      500_000,
    );
  });
});

describe('refunds', () => {
  it('are at least a cent and at most the balance, with a keyed message', () => {
    expect(refundError(0, 10_000)).toBe(PLAN_MESSAGES.refundAmountInvalid);
    expect(refundError(1.5, 10_000)).toBe(PLAN_MESSAGES.refundAmountInvalid);
    expect(refundError(100, 0)).toBe(PLAN_MESSAGES.refundNoBalance);
    expect(refundError(10_000, 10_000)).toBeUndefined();
    const over = refundError(1_015_001, 1_015_000);
    expect(over).toBe('The refund cannot be more than the company balance of $10,150.00.');
    expect(messageKeyOf(over!)).toEqual({ key: 'plan.refundOverBalance', params: { balance: '$10,150.00' } });
  });

  it('writes dollars with thousands separators', () => {
    expect(dollarsText(123_456_789)).toBe('$1,234,567.89');
    expect(dollarsText(-5)).toBe('-$0.05');
  });
});

describe('insurance add-ons', () => {
  const member = { terminated: false, nonMemberAdminOnly: false, eeHasEei: false };
  it('cover active members; EEI only those who elected it', () => {
    expect(isCovered('TRAVEL', member)).toBe(true);
    expect(isCovered('CAT_DRUG', { ...member, terminated: true })).toBe(false);
    expect(isCovered('TRAVEL', { ...member, nonMemberAdminOnly: true })).toBe(false);
    expect(isCovered('EEI', member)).toBe(false);
    expect(isCovered('EEI', { ...member, eeHasEei: true })).toBe(true);
  });
});

describe('online claiming (docs/product §6)', () => {
  const base = { terminated: false, customised: false, planType: 3, onlineClaimOk: false };
  it('only when not terminated, not customised, plan not online-capable and not yet OK', () => {
    expect(canEnableOnlineClaims(base)).toBe(true);
    expect(canEnableOnlineClaims({ ...base, terminated: true })).toBe(false);
    expect(canEnableOnlineClaims({ ...base, customised: true })).toBe(false);
    expect(canEnableOnlineClaims({ ...base, planType: 1071 })).toBe(false);
    expect(canEnableOnlineClaims({ ...base, onlineClaimOk: true })).toBe(false);
  });
});

describe('plan pricing (docs/product §9)', () => {
  it('Group renews at $99 with tax on top at the province’s rate, 8 % admin fee', () => {
    expect(planPricing(1071, 'ON')).toEqual({
      priceCents: 33_500,
      renewalCents: 9_900,
      taxIncluded: false,
      taxBps: 1_300,
      renewalTaxCents: 1_287,
      renewalTotalCents: 11_187,
      adminFeeBps: 800,
    });
  });
  it('Plus includes its tax; unknown provinces take 5 %; legacy plans have no list price', () => {
    expect(planPricing(1081, 'NS')).toMatchObject({
      priceCents: 49_900,
      renewalCents: 49_900,
      taxIncluded: true,
      taxBps: 1_400,
      renewalTaxCents: 6_128,
      renewalTotalCents: 49_900,
    });
    expect(planPricing(1051, 'XX')).toMatchObject({ taxBps: 500, renewalTaxCents: 1_245 });
    expect(planPricing(3, 'AB')).toMatchObject({
      priceCents: null,
      renewalCents: null,
      renewalTotalCents: null,
    });
  });
});

describe('plan cancellation (decision 0027)', () => {
  it('ends on this month’s last day or one of the next twelve months’', () => {
    const dates = cancellationDates('2027-01-15');
    expect(dates).toHaveLength(13);
    expect(dates[0]).toBe('2027-01-31');
    expect(dates[1]).toBe('2027-02-28');
    expect(dates[12]).toBe('2028-01-31');
    expect(isCancellationDate('2027-03-31', '2027-01-15')).toBe(true);
    expect(isCancellationDate('2027-03-30', '2027-01-15')).toBe(false);
    expect(isCancellationDate('2026-12-31', '2027-01-15')).toBe(false);
    expect(isCancellationDate('2028-02-29', '2027-01-15')).toBe(false);
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
  });

  it('runs off for 90 days; can be withdrawn up to its date', () => {
    expect(runOffEnds('2027-01-31')).toBe('2027-05-01');
    const c = { effectiveDate: '2027-01-31', closed: false };
    expect(cancellationState({ effectiveDate: null, closed: false }, '2027-01-01')).toBe('NONE');
    expect(cancellationState(c, '2027-01-31')).toBe('PENDING');
    expect(cancellationState(c, '2027-02-01')).toBe('RUN_OFF');
    expect(cancellationState(c, '2027-05-01')).toBe('RUN_OFF');
    expect(cancellationState(c, '2027-05-02')).toBe('CLOSED');
    expect(cancellationState({ ...c, closed: true }, '2027-02-01')).toBe('CLOSED');
    expect(canWithdrawCancellation('2027-01-31', '2027-01-31')).toBe(true);
    expect(canWithdrawCancellation('2027-01-31', '2027-02-01')).toBe(false);
  });
});

describe('ledgerReferenceNames (the ledgers’ references in both languages)', () => {
  it('names a reference the product writes in French too', () => {
    expect(ledgerReferenceNames('Pre-authorised debit')).toEqual({
      en: 'Pre-authorised debit',
      fr: 'Débit préautorisé',
    });
    expect(ledgerReferenceNames(LEDGER_REFERENCES.claimsFunded.en).fr).toBe('Réclamations financées');
    expect(ledgerReferenceIn('Claims funded', 'fr')).toBe('Réclamations financées');
    expect(ledgerReferenceIn('Claims funded', 'en')).toBe('Claims funded');
  });

  it('keeps the plan-closed suffix of a refund, in each language', () => {
    expect(ledgerReferenceNames('Refund by cheque to the company (plan closed)')).toEqual({
      en: 'Refund by cheque to the company (plan closed)',
      fr: 'Remboursement par chèque à l’entreprise (régime fermé)',
    });
  });

  it('leaves any other text as it is in both languages', () => {
    expect(ledgerReferenceNames('Cheque 1042')).toEqual({ en: 'Cheque 1042', fr: 'Cheque 1042' });
    expect(ledgerReferenceNames(' (plan closed)')).toEqual({ en: ' (plan closed)', fr: ' (plan closed)' });
  });

  it('writes an employee’s references with their values, and names them in French with the same values', () => {
    expect(ledgerReference('claim', { id: 4012 })).toBe('Claim 4012');
    expect(ledgerReferenceNames('Claim 4012')).toEqual({ en: 'Claim 4012', fr: 'Réclamation 4012' });
    expect(ledgerReferenceIn(ledgerReference('claimAuditFailed', { id: 7 }), 'fr')).toBe(
      'Réclamation 7 : vérification échouée',
    );
    expect(ledgerReferenceIn('Plan year deposit', 'fr')).toBe('Dépôt de l’année du régime');
    expect(ledgerReferenceIn('Class change #31', 'fr')).toBe('Changement de catégorie nº 31');
    expect(ledgerReferenceIn('Limit change #5', 'fr')).toBe('Changement de limite nº 5');
    expect(ledgerReferenceIn('Wellness end #2', 'fr')).toBe('Fin du mieux-être nº 2');
    expect(ledgerReferenceIn('Year-end adjustment', 'fr')).toBe('Ajustement de fin d’année');
  });

  it('keeps a reason or a name as it was written, whatever it holds', () => {
    const reason = 'Bonus {{id}} for 2026: $1.50 (see #3)';
    const stored = ledgerReference('oneTimeChange', { id: 12, text: reason });
    expect(stored).toBe(`One-time change #12: ${reason}`);
    expect(ledgerReferenceIn(stored, 'fr')).toBe(`Changement ponctuel nº 12 : ${reason}`);
    expect(ledgerReferenceIn(ledgerReference('limitRecalculation', { text: 'o’neil' }), 'fr')).toBe(
      'Recalcul des limites par o’neil',
    );
  });

  it('answers a form only for the whole of a reference, with a number where the form has one', () => {
    expect(ledgerReferenceIn('Claim 12a', 'fr')).toBe('Claim 12a');
    expect(ledgerReferenceIn('Claim ', 'fr')).toBe('Claim ');
    expect(ledgerReferenceIn('Paid: Claim 12', 'fr')).toBe('Paid: Claim 12');
  });

  it('gives every form a French name with the same values as its English', () => {
    for (const { en, fr } of Object.values(LEDGER_REFERENCES)) {
      const values = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(values(fr)).toEqual(values(en));
      expect(fr).not.toBe('');
    }
  });
});

describe('ledger kinds', () => {
  it('names every kind of both ledgers in both languages', () => {
    for (const kind of [...BALANCE_LEDGER_KINDS, ...EMPLOYER_LEDGER_KINDS]) {
      const en = (REPORT_TEXT.en.codes.ledger as Record<string, string>)[kind];
      const fr = (REPORT_TEXT.fr.codes.ledger as Record<string, string>)[kind];
      expect(en, kind).toBeTruthy();
      expect(fr, kind).toBeTruthy();
      expect(fr, kind).not.toBe(en);
    }
  });
});
