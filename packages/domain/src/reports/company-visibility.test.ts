import { describe, expect, it } from 'vitest';
import { COMPANY_REPORT_NAMES } from '../reference/reports';
import {
  ACCOUNT_BALANCE_REPORT,
  COMPANY_REPORTS,
  DIVISIONS_REPORT,
  EMPLOYEE_BALANCE_REPORT,
  EMPLOYEES_REPORT,
} from './company';
import {
  companyReportHiddenBy,
  isCompanyReportVisible,
  visibleCompanyReports,
  type CompanyReportFacts,
} from './company-visibility';
import { columnsFor, hasGrandTotal, reportTotals } from './definition';
import { reportCsv } from './export';

/** Prairie Sky Logistics as seeded: HSA Group (1071), wellness, travel and EEI. */
const PRAIRIE: CompanyReportFacts = { planCode: 1071, hasWellness: true, insurance: ['TRAVEL', 'EEI'] };
const INDIVIDUAL_PLANS = [1011, 1012, 1021, 1022, 1031, 1032, 1061, 1081, 2000];
const PER_EMPLOYEE = ['employees', 'wellnessEmployee', 'employeeBalance', 'wellnessEmployeeBalance'];
const DIVISION = ['divisions', 'wellnessDivision'];

describe('which company reports a company sees (docs/product/company-reports.md)', () => {
  it('shows a group plan with wellness every report but the insurance it lacks', () => {
    expect(visibleCompanyReports(PRAIRIE)).toEqual(
      COMPANY_REPORT_NAMES.filter((n) => n !== 'catStatement' && n !== 'catActivity'),
    );
    expect(companyReportHiddenBy('catActivity', PRAIRIE)).toBe('insurance');
  });

  it('hides the per-employee and division reports on the individual plans of §9', () => {
    for (const planCode of INDIVIDUAL_PLANS) {
      const facts = { ...PRAIRIE, planCode };
      for (const name of [...PER_EMPLOYEE, ...DIVISION] as const)
        expect(companyReportHiddenBy(name as never, facts), `${name} on ${planCode}`).toBe('planCode');
      for (const name of ['serviceSummary', 'claimSummary', 'fees', 'rff', 'accountBalance'] as const)
        expect(isCompanyReportVisible(name, facts), `${name} on ${planCode}`).toBe(true);
    }
  });

  it('hides the division reports, and only them, on HSA Basic (1051)', () => {
    const basic = { ...PRAIRIE, planCode: 1051 };
    expect(companyReportHiddenBy('divisions', basic)).toBe('planCode');
    expect(companyReportHiddenBy('wellnessDivision', basic)).toBe('planCode');
    for (const name of PER_EMPLOYEE) expect(isCompanyReportVisible(name as never, basic)).toBe(true);
  });

  it('hides the wellness reports without wellness, the insurance reports without the product', () => {
    const plain: CompanyReportFacts = { planCode: 1071, hasWellness: false, insurance: [] };
    expect(visibleCompanyReports(plain)).toEqual([
      'employees',
      'divisions',
      'employeeBalance',
      'serviceSummary',
      'claimSummary',
      'fees',
      'rff',
      'accountBalance',
    ]);
    expect(companyReportHiddenBy('wellnessEmployeeBalance', plain)).toBe('wellness');
    const cat: CompanyReportFacts = { ...plain, insurance: ['CAT_DRUG'] };
    expect(isCompanyReportVisible('catStatement', cat)).toBe(true);
    expect(isCompanyReportVisible('insuranceCoverage', cat)).toBe(true);
    expect(isCompanyReportVisible('travelStatement', cat)).toBe(false);
    expect(isCompanyReportVisible('insuranceCoverage', plain)).toBe(false);
  });

  it('shows each insurance report exactly when the company holds its product (decision 37)', () => {
    const plain: CompanyReportFacts = { planCode: 1071, hasWellness: true, insurance: [] };
    const insurance = (facts: CompanyReportFacts) =>
      visibleCompanyReports(facts).filter((n) => /Statement|Activity|insuranceCoverage/.test(n));
    expect(insurance(plain)).toEqual([]);
    expect(insurance({ ...plain, insurance: ['TRAVEL'] })).toEqual([
      'travelStatement',
      'travelActivity',
      'insuranceCoverage',
    ]);
    expect(insurance({ ...plain, insurance: ['EEI'] })).toEqual([
      'eeiStatement',
      'eeiActivity',
      'insuranceCoverage',
    ]);
    expect(insurance({ ...plain, insurance: ['CAT_DRUG'] })).toEqual([
      'catStatement',
      'catActivity',
      'insuranceCoverage',
    ]);
    expect(insurance({ ...plain, insurance: ['TRAVEL', 'EEI', 'CAT_DRUG'] })).toHaveLength(7);
    // The insurance rule holds on every plan code, individual plans included.
    for (const planCode of INDIVIDUAL_PLANS)
      expect(companyReportHiddenBy('eeiStatement', { ...plain, planCode }), String(planCode)).toBe(
        'insurance',
      );
  });
});

describe('the company report definitions', () => {
  it('are company admin reports over a date range (rff: as of today), exported to CSV and PDF, with a Grand total', () => {
    for (const definition of Object.values(COMPANY_REPORTS)) {
      expect(definition.audience).toBe('companyAdmin');
      expect(definition.params).toBe(definition.id === 'rff' ? 'none' : 'dateRange');
      expect(definition.exports).toEqual(['csv', 'pdf']);
      expect(hasGrandTotal(definition, definition.columns)).toBe(true);
    }
  });

  it('carry the money columns of §9, the PST in the CSV only', () => {
    const keys = (output: 'screen' | 'csv') => columnsFor(EMPLOYEES_REPORT, output).map((c) => c.key);
    expect(keys('screen')).toEqual([
      'employeeId',
      'name',
      'claims',
      'paid',
      'adminFee',
      'gst',
      'rst',
      'hst',
      'premTax',
      'totalDue',
    ]);
    expect(keys('csv')).toContain('pst');
    expect(DIVISIONS_REPORT.groupBy).toBe('division');
    expect(EMPLOYEE_BALANCE_REPORT.columns.map((c) => c.key)).toEqual([
      'employeeId',
      'name',
      'opening',
      'funded',
      'claimsPaid',
      'other',
      'expired',
      'closing',
    ]);
  });

  it('writes the account statement with its running balance unsummed and the Grand total of the movements', () => {
    const rows = [
      {
        date: '2020-03-01',
        entry: 'OPENING',
        reference: null,
        deposits: null,
        claimsPaid: null,
        refunds: null,
        other: null,
        balance: 500_000,
      },
      {
        date: '2020-03-02',
        entry: 'DEPOSIT',
        reference: 'PAD',
        deposits: 250_000,
        claimsPaid: null,
        refunds: null,
        other: null,
        balance: 750_000,
      },
      {
        date: '2020-03-21',
        entry: 'CLAIMS',
        reference: 'Claims',
        deposits: null,
        claimsPaid: 40_100,
        refunds: null,
        other: null,
        balance: 709_900,
      },
      {
        date: '2020-03-31',
        entry: 'CLOSING',
        reference: null,
        deposits: null,
        claimsPaid: null,
        refunds: null,
        other: null,
        balance: 709_900,
      },
    ];
    expect(reportTotals(ACCOUNT_BALANCE_REPORT, rows)).toEqual({
      deposits: 250_000,
      claimsPaid: 40_100,
      refunds: 0,
      other: 0,
    });
    const lines = reportCsv(ACCOUNT_BALANCE_REPORT, rows, { language: 'fr' }).split('\r\n');
    expect(lines[0]).toBe('Date,Écriture,Référence,Dépôts,Réclamations payées,Remboursements,Autre,Solde');
    expect(lines[1]).toBe('2020-03-01,Solde d’ouverture,,,,,,5000.00');
    expect(lines.at(-2)).toBe('Total général,,,2500.00,401.00,0.00,0.00,');
  });
});
