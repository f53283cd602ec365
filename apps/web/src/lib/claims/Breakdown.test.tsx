import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import type { ClaimView } from './api';
import { breakdownLines, ClaimBreakdownView } from './Breakdown';

/** What the server answers for an Ontario claim of $120.00 + $80.00 (8 % fee, 13 % HST, 8 % RST, 2 % premium). */
const ONTARIO = {
  first: {
    payableAmount: 12_000,
    previousYearPayableAmount: 0,
    totalPayableAmount: 12_000,
    adminFeeAmount: 960,
    coPayAmount: 0,
    gstAmount: 0,
    hstAmount: 125,
    rstAmount: 960,
    pstAmount: 0,
    premAmount: 259,
    totalAmount: 14_304,
  },
  second: {
    payableAmount: 3_000,
    previousYearPayableAmount: 5_000,
    totalPayableAmount: 8_000,
    adminFeeAmount: 640,
    coPayAmount: 0,
    gstAmount: 0,
    hstAmount: 83,
    rstAmount: 640,
    pstAmount: 0,
    premAmount: 173,
    totalAmount: 9_536,
  },
};

const total = {
  payableAmount: 15_000,
  previousYearPayableAmount: 5_000,
  totalPayableAmount: 20_000,
  adminFeeAmount: 1_600,
  coPayAmount: 0,
  gstAmount: 0,
  hstAmount: 208,
  rstAmount: 1_600,
  pstAmount: 0,
  premAmount: 432,
  totalAmount: 23_840,
};

const claim: ClaimView = {
  id: 31,
  type: 'HSA',
  status: 'R',
  origin: 'O',
  employee: 100001,
  planYear: null,
  amounts: {
    total_amount: 20_000,
    admin_fee: 1_600,
    copay_pct: 0,
    copay: 0,
    gst: 0,
    hst: 208,
    rst: 1_600,
    pst: 0,
    prem: 432,
    total: 23_840,
    payable: 20_000,
    previous_year_payable: 5_000,
    funded: 'N',
  },
  breakdown: total,
  estimated: true,
  printed: 'N',
  auditSelected: 'N',
  items: [
    {
      id: 1,
      patient: '0',
      patient_name: 'Olivia Tremblay',
      service_date: '2026-03-02',
      service: 2,
      service_name: 'Dental',
      service_name_fr: 'Soins dentaires',
      provider: 'Harbord Dental Centre',
      provider_number: 'ON-D-20417',
      amount: 12_000,
      dateTime: '2026-03-02T10:00:00Z',
      breakdown: ONTARIO.first,
    },
    {
      id: 2,
      patient: '2',
      patient_name: 'Léa Tremblay',
      service_date: '2026-03-05',
      service: 3,
      service_name: 'Vision Care',
      // No French name in the services table: French shows the English.
      service_name_fr: '',
      provider: 'Bloor West Optometry',
      provider_number: '',
      amount: 8_000,
      dateTime: '2026-03-05T10:00:00Z',
      breakdown: ONTARIO.second,
    },
  ],
  receipts: [],
  auditFiles: [],
  createdAt: '2026-03-05T10:00:00Z',
  updatedAt: '2026-03-05T10:00:00Z',
  submittedAt: null,
};

const amount = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('claim cost breakdown (docs/product §3)', () => {
  it('lists payable, co-pay, admin fee, only the taxes that apply, total and last year’s part when not zero', () => {
    expect(breakdownLines(ONTARIO.first, 12_000).map((l) => l.key)).toEqual([
      'claimed',
      'coPay',
      'payable',
      'adminFee',
      'hst',
      'rst',
      'prem',
      'total',
    ]);
    const alberta = { ...ONTARIO.first, hstAmount: 0, rstAmount: 0, premAmount: 0, gstAmount: 48 };
    expect(breakdownLines(alberta).map((l) => l.key)).toEqual([
      'coPay',
      'payable',
      'adminFee',
      'gst',
      'total',
    ]);
    // Last year's part only when something is drawn from it.
    expect(breakdownLines(ONTARIO.second).map((l) => l.key)).toContain('previousYear');
  });

  it('shows each item and the claim total, in dollars', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ClaimBreakdownView claim={claim} />
      </I18nextProvider>,
    );
    const items = screen.getAllByTestId('breakdown-item');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole('heading').textContent).toBe('Item 2 · Vision Care for Léa Tremblay');
    expect(amount('item-1-claimed')).toBe('$120.00');
    expect(amount('item-1-payable')).toBe('$120.00');
    expect(amount('item-1-adminFee')).toBe('$9.60');
    expect(amount('item-1-hst')).toBe('$1.25');
    expect(amount('item-1-rst')).toBe('$9.60');
    expect(amount('item-1-prem')).toBe('$2.59');
    expect(amount('item-1-total')).toBe('$143.04');
    expect(screen.queryByTestId('item-1-gst')).toBeNull();
    expect(screen.queryByTestId('item-1-pst')).toBeNull();
    expect(screen.queryByTestId('item-1-previousYear')).toBeNull();
    expect(amount('item-2-previousYear')).toBe('$50.00');
    expect(amount('total-claimed')).toBe('$200.00');
    expect(amount('total-payable')).toBe('$200.00');
    expect(amount('total-previousYear')).toBe('$50.00');
    expect(amount('total-coPay')).toBe('$0.00');
    expect(amount('total-total')).toBe('$238.40');
    expect(screen.getAllByText('Premium tax')).toHaveLength(3);
    expect(screen.getByText(/estimated on your balances today/)).toBeTruthy();
  });

  it('formats the amounts the French-Canadian way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(
      <I18nextProvider i18n={i18n}>
        <ClaimBreakdownView claim={claim} />
      </I18nextProvider>,
    );
    expect(amount('total-total')).toBe('238,40 $');
    const items = screen.getAllByTestId('breakdown-item');
    expect(within(items[0]!).getByRole('heading').textContent).toBe(
      'Poste 1 · Soins dentaires pour Olivia Tremblay',
    );
    expect(within(items[1]!).getByRole('heading').textContent).toBe(
      'Poste 2 · Vision Care pour Léa Tremblay',
    );
    expect(screen.getAllByText('TVH')).toHaveLength(3);
    expect(screen.getAllByText('TVD')).toHaveLength(3);
    expect(screen.getAllByText('Taxe sur les primes')).toHaveLength(3);
  });
});
