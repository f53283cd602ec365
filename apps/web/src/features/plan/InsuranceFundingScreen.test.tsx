import { screen } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';

/*
 * /insurance-funding's terms of each add-on in the reader's language: the product's standard terms
 * (domain INSURANCE_TERMS, worded by the catalogues) with the company's own amounts, never the
 * English note stored with the company's row.
 */

const product = (product: 'TRAVEL' | 'EEI' | 'CAT_DRUG', coverageCents: number, deductibleCents: number) => ({
  product,
  insurer: 'Maple Leaf Assurance',
  policyNumber: `${product}-1`,
  coverageCents,
  deductibleCents,
  coverageNote: 'STORED ENGLISH NOTE',
  premiumCents: 1_850,
  coveredEmployees: 3,
  monthlyCents: 5_550,
  startDate: '2025-03-01',
  funding: 'INVOICE',
});

const INSURANCE = {
  products: [
    product('TRAVEL', 500_000_000, 0),
    product('EEI', 300_000, 0),
    product('CAT_DRUG', 100_000_000, 500_000),
  ],
  monthlyTotalCents: 16_650,
  padOnFile: 'N',
  planEnded: 'N',
};

function serve() {
  const answers: Record<string, unknown> = {
    '/employee': null,
    '/employee/get-notifications': { notifications: [], hasMore: false },
    '/employer/insurance-funding/get': INSURANCE,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = String(input).replace(/^\/webapp/, '');
      const envelope = Object.hasOwn(answers, path)
        ? {
            code: 0,
            data:
              path === '/employee'
                ? (useEmployeeSession.getState().session?.user as EmployeeUser)
                : answers[path],
          }
        : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

const admin = () =>
  employeeUser({
    GROUP_ADMIN: 'Y',
    IS_ADMIN: 'Y',
    CONTRACT_TYPE: 13,
    TRAVEL_INS: 'Y',
    EEI_INS: 'Y',
    CAT_DRUG: 'Y',
  });

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('/insurance-funding terms', () => {
  it.each([
    [
      'en',
      {
        TRAVEL: 'Emergency medical outside the home province, trips up to 30 days, $5,000,000.00 per trip',
        EEI: '66.7% of earnings up to $3,000.00 a month after a 119-day wait, to age 65',
        CAT_DRUG: 'Prescription drugs above $5,000.00 a plan year, up to $1,000,000.00 a lifetime',
      },
    ],
    [
      'fr',
      {
        TRAVEL:
          'Soins médicaux d’urgence hors de la province de résidence, voyages d’au plus 30 jours, 5 000 000,00 $ par voyage',
        EEI: '66,7 % du revenu jusqu’à 3 000,00 $ par mois après un délai de carence de 119 jours, jusqu’à 65 ans',
        CAT_DRUG:
          'Médicaments sur ordonnance au-delà de 5 000,00 $ par année du régime, jusqu’à 1 000 000,00 $ à vie',
      },
    ],
  ] as const)(
    'words each add-on’s terms in %s',
    async (language, terms) => {
      serve();
      usePreferences.setState({ language });
      signInEmployee(admin());
      renderApp('/insurance-funding');
      // Intl writes narrow and ordinary no-break spaces in French amounts and percentages.
      const text = async (id: string) =>
        (await screen.findByTestId(id, {}, { timeout: 10_000 })).textContent!.replace(/[\u00a0\u202f]/g, ' ');
      expect(await text('insurance-terms-TRAVEL')).toBe(terms.TRAVEL);
      expect(await text('insurance-terms-EEI')).toBe(terms.EEI);
      expect(await text('insurance-terms-CAT_DRUG')).toBe(terms.CAT_DRUG);
      expect(screen.queryByText('STORED ENGLISH NOTE')).toBeNull();
    },
    30_000,
  );
});
