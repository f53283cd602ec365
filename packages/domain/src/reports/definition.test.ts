import { describe, expect, it } from 'vitest';
import {
  amountDueLines,
  columnAlign,
  keepsOnOneLine,
  csvCell,
  formatCell,
  reportGroups,
  reportTotals,
  type ReportColumn,
  type ReportDefinition,
  type ReportRow,
} from './definition';
import {
  BALANCE_HISTORY_REPORT,
  BENEFIT_ACCOUNTS_REPORT,
  BENEFIT_SERVICES_REPORT,
  CLAIM_ACTIVITY_REPORT,
  EMPLOYEE_REPORTS,
} from './employee';
import { COMPANY_REPORT_NAMES } from '../reference/reports';
import { isReportId, REPORT_DEFINITIONS, REPORT_IDS, reportAudience, reportPermission } from './registry';
import { monthsBetween } from './tools';
import {
  codeNamesIn,
  columnLabel,
  exportLines,
  reportCsv,
  reportFileName,
  reportPeriodText,
  reportSubtitle,
  reportTitle,
} from './export';
import {
  COMPANY_REPORTS,
  EMPLOYEES_REPORT,
  feeMonths,
  INSURANCE_COVERAGE_REPORT,
  RFF_REPORT,
} from './company';
import { REPORT_TEXT } from './text';
import { CLIENT_LIST_REPORT } from './partner';
import { COMMISSION_STATEMENTS_REPORT } from './commissions';

/** A company-style report: claims by division with money totals (the shape of docs/product §9's reports). */
const BY_DIVISION: ReportDefinition = {
  id: 'test',
  audience: 'employee',
  params: 'dateRange',
  columns: [
    { key: 'division', type: 'text' },
    { key: 'employee', type: 'text' },
    { key: 'status', type: 'code', codes: 'status' },
    { key: 'paid', type: 'money', total: true },
    { key: 'items', type: 'count', total: true },
    { key: 'rate', type: 'percent' },
  ],
  groupBy: 'division',
  sort: { key: 'division', direction: 'asc' },
  paging: { pageLength: 30, fetchLength: 600 },
  pager: 'always',
  exports: ['csv', 'pdf'],
  maxRows: 100,
};

const ROWS: ReportRow[] = [
  { division: 'East', employee: 'Léa Tremblay', status: 'P', paid: 12_050, items: 2, rate: 1300 },
  { division: 'East', employee: '=cmd()', status: 'N', paid: 1, items: 1, rate: 500 },
  { division: 'West', employee: 'Noah, Jr.', status: 'A', paid: 99_999, items: 3, rate: null },
];

const en = { language: 'en' as const, codeName: codeNamesIn('en'), timeZone: 'UTC' };
const fr = { language: 'fr' as const, codeName: codeNamesIn('fr'), timeZone: 'UTC' };
const column = (key: string): ReportColumn => BY_DIVISION.columns.find((c) => c.key === key)!;

describe('report totals and groups', () => {
  it('sums the summed columns in integer cents, over all rows', () => {
    expect(reportTotals(BY_DIVISION, ROWS)).toEqual({ paid: 112_050, items: 6 });
    expect(reportTotals(BY_DIVISION, [])).toEqual({ paid: 0, items: 0 });
  });

  it('refuses to sum a value that is not whole cents', () => {
    expect(() => reportTotals(BY_DIVISION, [{ paid: 10.5 }])).toThrow(TypeError);
  });

  it('answers no totals when no column is summed', () => {
    expect(reportTotals(CLAIM_ACTIVITY_REPORT, [{ claimed: 100, payable: 100 }])).toEqual({});
  });

  it('groups rows in the order they come, each with its count and subtotals', () => {
    expect(reportGroups(BY_DIVISION, ROWS)).toEqual([
      { value: 'East', count: 2, totals: { paid: 12_051, items: 3 } },
      { value: 'West', count: 1, totals: { paid: 99_999, items: 3 } },
    ]);
    expect(reportGroups(CLAIM_ACTIVITY_REPORT, [{ claimed: 1 }])).toEqual([]);
  });
});

describe('report cell formats', () => {
  it('formats money, counts, percents and dates in the reader’s language', () => {
    expect(formatCell(column('paid'), 123_456, en)).toBe('$1,234.56');
    expect(formatCell(column('paid'), 123_456, fr).replace(/\s/g, ' ')).toBe('1 234,56 $');
    expect(formatCell(column('items'), 1200, en)).toBe('1,200');
    expect(formatCell(column('rate'), 1300, en)).toBe('13%');
    expect(formatCell({ key: 'd', type: 'date' }, '2026-03-05', en)).toBe('Mar 5, 2026');
    expect(formatCell({ key: 'd', type: 'date' }, '2026-03-05', fr)).toBe('5 mars 2026');
    expect(formatCell({ key: 'm', type: 'month' }, '2026-10', en)).toBe('October 2026');
    expect(formatCell({ key: 'm', type: 'month' }, '2026-10', fr)).toBe('octobre 2026');
    expect(csvCell({ key: 'm', type: 'month' }, '2026-10', en)).toBe('2026-10');
    expect(formatCell(column('rate'), null, en)).toBe('');
  });

  it('names codes and localised names in the reader’s language, English where French is missing', () => {
    expect(formatCell(column('status'), 'P', en)).toBe('Paid');
    expect(formatCell(column('status'), 'P', fr)).toBe('Payée');
    expect(formatCell(column('status'), 'Z', fr)).toBe('Z');
    const names = [
      { en: 'Dental', fr: 'Soins dentaires' },
      { en: 'Orthotics', fr: '' },
    ];
    expect(formatCell({ key: 's', type: 'names' }, names, fr)).toBe('Soins dentaires, Orthotics');
    expect(csvCell({ key: 's', type: 'names' }, names, en)).toBe('Dental; Orthotics');
  });

  it('exports plain values: decimals for money, ISO dates, codes by their names', () => {
    expect(csvCell(column('paid'), -1_250, en)).toBe('-12.50');
    expect(csvCell(column('rate'), 1300, en)).toBe('13.00');
    expect(csvCell({ key: 't', type: 'datetime' }, '2026-03-05T23:30:00.000Z', en)).toBe('2026-03-05');
    // A time's date in the reader's time zone, as the PDF shows it: just after midnight UTC is still
    // the evening before in Toronto (QA exports).
    const toronto = { ...en, timeZone: 'America/Toronto' };
    expect(csvCell({ key: 't', type: 'datetime' }, '2026-03-06T00:30:00.000Z', toronto)).toBe('2026-03-05');
    expect(csvCell({ key: 't', type: 'datetime' }, '2026-03-06T05:30:00.000Z', toronto)).toBe('2026-03-06');
    expect(csvCell({ key: 't', type: 'datetime' }, '2026-03-06T00:30:00.000Z', en)).toBe('2026-03-06');
    const submitted = reportCsv(
      CLAIM_ACTIVITY_REPORT,
      [{ claim: '41', submitted: '2026-03-06T00:30:00.000Z' }],
      { language: 'en', timeZone: 'America/Toronto' },
    ).split('\r\n')[1];
    expect(submitted).toMatch(/^41,2026-03-05,/);
    expect(csvCell({ key: 'a', type: 'code', codes: 'account' }, 'HSA', fr)).toBe('CSS');
  });

  it('writes a partner list’s codes as the words the screen shows, in the reader’s language (QA exports finding 4)', () => {
    const client = {
      EMPLOYER: '5002',
      EMPLOYER_NAME: 'Prairie Sky',
      PLAN_CODE: '1071',
      EFFECTIVE_DATE: '2025-01-01',
      TERMINATION_DATE: null,
      LAST_CLAIM_DATE: null,
      TRAVL_INS: 'Y',
      EEI_INS: 'N',
      AGENT_NAME: 'Ethan Wilson',
    };
    expect(reportCsv(CLIENT_LIST_REPORT, [client], { language: 'fr' }).split('\r\n')[1]).toBe(
      '5002,Prairie Sky,1071,2025-01-01,,,Oui,Non,Ethan Wilson',
    );
    expect(reportCsv(CLIENT_LIST_REPORT, [client], { language: 'en' }).split('\r\n')[1]).toMatch(/,Yes,No,/);
    const statement = (status: string) => ({
      statement: '4',
      partner: 'Ethan Wilson (200001)',
      status,
      periodEnd: null,
      lines: 1,
      total: 100,
      paidOn: null,
      payoutRef: null,
    });
    const records = reportCsv(COMMISSION_STATEMENTS_REPORT, [statement('OPEN'), statement('PAID')], {
      language: 'fr',
    }).split('\r\n');
    expect(records.slice(1, 3).map((r) => r.split(',')[2])).toEqual(['Ouvert', 'Payé']);
  });

  it('aligns amounts right and text left unless told', () => {
    expect(columnAlign(column('paid'))).toBe('right');
    expect(columnAlign(column('employee'))).toBe('left');
    expect(columnAlign({ key: 'x', type: 'text', align: 'right' })).toBe('right');
  });

  it('keeps dates and numbers on one line, and lets text wrap', () => {
    for (const type of ['date', 'month', 'money', 'count', 'percent'] as const)
      expect(keepsOnOneLine({ key: 'x', type }), type).toBe(true);
    for (const type of ['text', 'list', 'names', 'datetime', 'code'] as const)
      expect(keepsOnOneLine({ key: 'x', type }), type).toBe(false);
  });
});

describe('report exports', () => {
  it('lays out groups with a heading and a subtotal, then the grand total', () => {
    const lines = exportLines(BY_DIVISION, ROWS, 'pdf', { language: 'en' });
    expect(lines.map((l) => l.kind)).toEqual([
      'header',
      'group',
      'row',
      'row',
      'subtotal',
      'group',
      'row',
      'subtotal',
      'total',
    ]);
    expect(lines[4]).toEqual({ kind: 'subtotal', cells: ['Subtotal', null, null, '$120.51', '3', null] });
    expect(lines[8]).toEqual({
      kind: 'total',
      cells: ['Grand total', null, null, '$1,120.50', '6', null],
    });
  });

  it('writes RFC 4180 CSV with the formula guard: a flat list (the group a column), then the grand total', () => {
    const csv = reportCsv(BY_DIVISION, ROWS, { language: 'fr' }).split('\r\n');
    expect(csv).toEqual([
      'division,employee,status,paid,items,rate',
      'East,Léa Tremblay,Payée,120.50,2,13.00',
      "East,'=cmd(),Soumise,0.01,1,5.00",
      'West,"Noah, Jr.",En vérification,999.99,3,',
      'Total général,,,1120.50,6,',
      '',
    ]);
    // Every record but the total has every field: no group headings or subtotals to count twice.
    expect(csv.slice(1, -2).every((line) => !line.startsWith('Sous-total'))).toBe(true);
  });

  it('writes the claim activity CSV with every column and no totals', () => {
    const [header, row, end] = reportCsv(
      CLAIM_ACTIVITY_REPORT,
      [
        {
          claim: 41,
          submitted: '2026-03-05T15:00:00.000Z',
          account: 'HSA',
          status: 'N',
          firstServiceDate: '2026-03-02',
          lastServiceDate: '2026-03-04',
          patients: ['Olivia Tremblay'],
          services: [{ en: 'Dental', fr: 'Soins dentaires' }],
          items: 3,
          claimed: 32_050,
          payable: 32_050,
          previousYearPayable: 0,
        },
      ],
      { language: 'en' },
    ).split('\r\n');
    expect(header).toBe(
      "Claim,Submitted,Account,Status,First service date,Last service date,Patients,Services,Items,Claimed,Payable,From last plan year's balance",
    );
    expect(row).toBe(
      '41,2026-03-05,HSA,Submitted,2026-03-02,2026-03-04,Olivia Tremblay,Dental,3,320.50,320.50,0.00',
    );
    expect(end).toBe('');
  });

  it('has a title and a heading in both languages for every column of every definition', () => {
    for (const definition of Object.values(REPORT_DEFINITIONS)) {
      for (const language of ['en', 'fr'] as const) {
        expect(reportTitle(definition, language)).not.toBe(definition.id);
        for (const c of definition.columns) expect(columnLabel(definition, c, language)).not.toBe(c.key);
      }
    }
    expect(reportTitle(CLAIM_ACTIVITY_REPORT, 'fr')).toBe('Activité des réclamations');
    expect(Object.keys(REPORT_TEXT.fr.codes.status)).toEqual(Object.keys(REPORT_TEXT.en.codes.status));
  });
});

describe('the period a report names', () => {
  const YEAR = { startdate: '2026-01-01', enddate: '2026-12-07' };

  it('is the period, or the day a report of its last day is as of, in both languages', () => {
    expect(reportPeriodText(EMPLOYEES_REPORT, YEAR, 'en')).toBe('Jan 1, 2026 to Dec 7, 2026');
    expect(reportPeriodText(EMPLOYEES_REPORT, YEAR, 'fr')).toBe('Du 1er janv. 2026 au 7 déc. 2026');
    // Who is covered on the period's last day: one day, not the period.
    expect(reportPeriodText(INSURANCE_COVERAGE_REPORT, YEAR, 'en')).toBe('As of Dec 7, 2026');
    expect(reportPeriodText(INSURANCE_COVERAGE_REPORT, YEAR, 'fr')).toBe('Au 7 déc. 2026');
    expect(reportPeriodText(RFF_REPORT, null, 'en')).toBe('');
  });

  it("names the export files alike, in the reader's language, in plain ASCII", () => {
    expect(reportFileName(EMPLOYEES_REPORT, YEAR, 'csv', 'en', '2026-12-08')).toBe(
      'claims-by-employee-2026-01-01-to-2026-12-07.csv',
    );
    expect(reportFileName(EMPLOYEES_REPORT, YEAR, 'csv', 'fr', '2026-12-08')).toBe(
      'reclamations-par-employe-2026-01-01-au-2026-12-07.csv',
    );
    expect(reportFileName(INSURANCE_COVERAGE_REPORT, YEAR, 'pdf', 'en', '2026-12-08')).toBe(
      'insurance-coverage-2026-12-07.pdf',
    );
    expect(reportFileName(INSURANCE_COVERAGE_REPORT, YEAR, 'pdf', 'fr', '2026-12-08')).toBe(
      'couverture-assurance-2026-12-07.pdf',
    );
    // One without a period is dated the day it is as of (the reader's today), so downloads on
    // different days do not overwrite each other (QA exports finding 8).
    expect(reportFileName(RFF_REPORT, null, 'pdf', 'en', '2026-12-08')).toBe(
      'request-for-funding-2026-12-08.pdf',
    );
    expect(reportFileName(RFF_REPORT, null, 'csv', 'fr', '2026-12-08')).toBe(
      'demande-de-financement-2026-12-08.csv',
    );
    expect(reportFileName(BALANCE_HISTORY_REPORT, YEAR, 'csv', 'fr', '2026-12-08')).toBe(
      'historique-du-solde-2026-01-01-au-2026-12-07.csv',
    );
  });

  it("names every report's export file in both languages, each name plain ASCII and its own", () => {
    for (const language of ['en', 'fr'] as const) {
      const names = REPORT_IDS.map((id) =>
        reportFileName(REPORT_DEFINITIONS[id], null, 'csv', language, '2026-12-08'),
      );
      for (const name of names) expect(name).toMatch(/^[a-z-]+-2026-12-08\.csv$/);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('says whose a statement is and when, under the PDF’s title (QA exports finding 7)', () => {
    const olivia = {
      kind: 'employee',
      name: 'Olivia Tremblay',
      id: 100001,
      employer: 'Northern Lights',
    } as const;
    const ethan = { kind: 'partner', name: 'Ethan Wilson', id: 200001 } as const;
    // A report of a period: the owner, then the period.
    expect(reportSubtitle(BALANCE_HISTORY_REPORT, YEAR, 'en', { owner: olivia, today: '2026-12-08' })).toBe(
      'Olivia Tremblay (employee ID 100001), Northern Lights\nJan 1, 2026 to Dec 7, 2026',
    );
    // One without a period: the day it is as of, the reader's today.
    expect(reportSubtitle(BENEFIT_ACCOUNTS_REPORT, null, 'en', { owner: olivia, today: '2026-12-08' })).toBe(
      'Olivia Tremblay (employee ID 100001), Northern Lights\nAs of Dec 8, 2026',
    );
    expect(reportSubtitle(BENEFIT_ACCOUNTS_REPORT, null, 'fr', { owner: olivia, today: '2026-12-08' })).toBe(
      'Olivia Tremblay (no d’employé 100001), Northern Lights\nAu 8 déc. 2026',
    );
    expect(reportSubtitle(CLIENT_LIST_REPORT, null, 'en', { owner: ethan, today: '2026-12-08' })).toBe(
      'Ethan Wilson (partner ID 200001)\nAs of Dec 8, 2026',
    );
    expect(reportSubtitle(CLIENT_LIST_REPORT, null, 'fr', { owner: ethan, today: '2026-12-08' })).toBe(
      'Ethan Wilson (no de partenaire 200001)\nAu 8 déc. 2026',
    );
    // A company's: its name over the period; a staff report's: the period alone.
    expect(
      reportSubtitle(EMPLOYEES_REPORT, YEAR, 'fr', {
        owner: { kind: 'company', name: 'Prairie Sky' },
        today: '2026-12-08',
      }),
    ).toBe('Prairie Sky\nDu 1er janv. 2026 au 7 déc. 2026');
    expect(reportSubtitle(EMPLOYEES_REPORT, YEAR, 'en', { today: '2026-12-08' })).toBe(
      'Jan 1, 2026 to Dec 7, 2026',
    );
  });

  it('is as of its last day for the insurance coverage alone among the company reports', () => {
    expect(
      Object.values(COMPANY_REPORTS)
        .filter((d) => (d as ReportDefinition).asOfEnd)
        .map((d) => d.id),
    ).toEqual(['insuranceCoverage']);
  });
});

describe('an invoice’s amount due', () => {
  it('takes the account balance off the Grand total, never below zero', () => {
    expect(amountDueLines('totalDue', 50_000, 12_345)).toEqual([
      { key: 'lessBalance', totals: { totalDue: -12_345 } },
      { key: 'amountDue', totals: { totalDue: 37_655 } },
    ]);
    expect(amountDueLines('totalDue', 50_000, 80_000)[1]!.totals.totalDue).toBe(0);
    // An overdrawn account adds to what is due.
    expect(amountDueLines('totalDue', 50_000, -1_000)[1]!.totals.totalDue).toBe(51_000);
  });

  it('writes the lines after the Grand total in the exports', () => {
    const rows = [{ employee: 'A', status: 'N', paid: 50_000, items: 1, division: 'East', rate: null }];
    const after = amountDueLines('paid', 50_000, 12_345);
    const csv = exportLines({ ...BY_DIVISION, groupBy: undefined }, rows, 'csv', { language: 'en', after });
    expect(csv.slice(-3).map((l) => (l.kind === 'group' ? l.label : l.cells.slice(0, 4)))).toEqual([
      ['Grand total', null, null, '500.00'],
      ['Less the account balance', null, null, '-123.45'],
      ['Amount due', null, null, '376.55'],
    ]);
    const pdf = exportLines({ ...BY_DIVISION, groupBy: undefined }, rows, 'pdf', { language: 'fr', after });
    const last = pdf.at(-1)!;
    expect(
      last.kind === 'total' && last.cells.map((c) => (c === null ? c : String(c).replace(/\s/g, ' '))),
    ).toEqual(['Montant dû', null, null, '376,55 $', null, null]);
  });
});

describe('the report registry', () => {
  it('holds every employee, staff and built company report under its own id, each for its audience', () => {
    expect([...REPORT_IDS].sort()).toEqual(
      [
        'balanceHistory',
        'benefitAccounts',
        'benefitServices',
        'claimActivity',
        'salesReport',
        'transferBatches',
        'employees',
        'wellnessEmployee',
        'divisions',
        'wellnessDivision',
        'employeeBalance',
        'wellnessEmployeeBalance',
        'serviceSummary',
        'claimSummary',
        'fees',
        'rff',
        'accountBalance',
        'clientList',
        'hsaSales',
        'upcomingRenewals',
        'agentList',
        'travelStatement',
        'travelActivity',
        'eeiStatement',
        'eeiActivity',
        'catStatement',
        'catActivity',
        'insuranceCoverage',
        'commissionStatements',
      ].sort(),
    );
    // The partner's reports (decision 0038): their book; the Agent List for managers only.
    const partner: Partial<Record<string, string>> = {
      clientList: 'partner',
      hsaSales: 'partner',
      upcomingRenewals: 'partner',
      agentList: 'partnerManager',
      commissionStatements: 'partner',
    };
    for (const id of REPORT_IDS) {
      expect(REPORT_DEFINITIONS[id].id).toBe(id);
      const staff = id === 'salesReport' || id === 'transferBatches';
      const company = (COMPANY_REPORT_NAMES as readonly string[]).includes(id);
      expect(reportAudience(id)).toBe(
        partner[id] ?? (staff ? 'staff' : company ? 'companyAdmin' : 'employee'),
      );
      // A staff report names the permission it needs (decision 0033); no other report does.
      expect(reportPermission(id)).toBe(staff ? 'PERMIT_SALES_REPORT' : undefined);
    }
    expect(Object.keys(EMPLOYEE_REPORTS).every(isReportId)).toBe(true);
    expect(isReportId('toString')).toBe(false);
    // The company reports join under their spec names as they are built (decisions 35 and 37): all 18.
    expect(COMPANY_REPORT_NAMES.filter((name) => isReportId(name))).toEqual([
      'employees',
      'wellnessEmployee',
      'divisions',
      'wellnessDivision',
      'employeeBalance',
      'wellnessEmployeeBalance',
      'serviceSummary',
      'claimSummary',
      'fees',
      'rff',
      'travelStatement',
      'travelActivity',
      'eeiStatement',
      'eeiActivity',
      'catStatement',
      'catActivity',
      'insuranceCoverage',
      'accountBalance',
    ]);
  });

  it('lists every month of a range, across years', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });

  it('fees: the months of the period from the company’s plan effective date (QA lifecycle finding 8)', () => {
    const range = { startdate: '2026-11-07', enddate: '2026-12-07' };
    // A company that started on Dec 7 has no November row.
    expect(feeMonths(range, '2026-12-07')).toEqual(['2026-12']);
    // One that started before the period: every month of it, none left out.
    expect(feeMonths(range, '2020-01-01')).toEqual(['2026-11', '2026-12']);
    expect(feeMonths(range, null)).toEqual(['2026-11', '2026-12']);
    // Its start in the period's first month: that month shows.
    expect(feeMonths(range, '2026-11-20')).toEqual(['2026-11', '2026-12']);
    // A period wholly before the company existed: no row.
    expect(feeMonths({ startdate: '2026-01-01', enddate: '2026-03-31' }, '2026-12-07')).toEqual([]);
  });

  it('keeps every definition consistent: sort, group and summed columns exist and sum integers', () => {
    for (const definition of Object.values(REPORT_DEFINITIONS)) {
      const keys = definition.columns.map((c) => c.key);
      expect(new Set(keys).size, definition.id).toBe(keys.length);
      expect(keys, definition.id).toContain(definition.sort.key);
      if ('groupBy' in definition) expect(keys, definition.id).toContain(definition.groupBy);
      for (const c of definition.columns) {
        if (c.total) expect(['money', 'count'], `${definition.id}.${c.key}`).toContain(c.type);
        if (c.type === 'code') expect(c.codes, `${definition.id}.${c.key}`).toBeDefined();
      }
      expect(definition.exports).toEqual(['csv', 'pdf']);
      expect(definition.maxRows).toBeGreaterThan(0);
    }
    expect(CLAIM_ACTIVITY_REPORT.pager).toBe('always');
    expect(BENEFIT_ACCOUNTS_REPORT.pager).toBe('whenNeeded');
  });
});

describe('the employee report definitions', () => {
  const series = (year: number) => [{ en: `HSA ${year}`, fr: `CSS ${year}` }];
  const BALANCES: ReportRow[] = [
    {
      series: series(2026),
      date: '2026-01-01',
      entry: 'OPENING',
      claim: null,
      reference: '',
      amount: null,
      balance: 0,
    },
    {
      series: series(2026),
      date: '2026-01-01',
      entry: 'FUNDING',
      claim: null,
      reference: 'Q1',
      amount: 250_000,
      balance: 250_000,
    },
    {
      series: series(2026),
      date: '2026-02-03',
      entry: 'CLAIM',
      claim: '12',
      reference: '',
      amount: -3_050,
      balance: 246_950,
    },
    {
      series: series(2025),
      date: '2025-06-01',
      entry: 'OPENING',
      claim: null,
      reference: '',
      amount: null,
      balance: 55_000,
    },
  ];

  it('groups Balance History per account and plan year with each net change, and no grand total', () => {
    expect(reportGroups(BALANCE_HISTORY_REPORT, BALANCES)).toEqual([
      { value: 'HSA 2026', count: 3, totals: { amount: 246_950 } },
      { value: 'HSA 2025', count: 1, totals: { amount: 0 } },
    ]);
    const lines = exportLines(BALANCE_HISTORY_REPORT, BALANCES, 'pdf', { language: 'fr' });
    expect(lines.map((l) => l.kind)).toEqual([
      'header',
      'group',
      'row',
      'row',
      'row',
      'subtotal',
      'group',
      'row',
      'subtotal',
    ]);
    expect(lines[1]).toEqual({ kind: 'group', label: 'CSS 2026' });
    expect(lines[0]).toEqual({
      kind: 'header',
      cells: ['Date', 'Changement', 'Réclamation', 'Référence', 'Montant', 'Solde'],
    });
    expect((lines[2] as { cells: unknown[] }).cells.slice(0, 2)).toEqual([
      '1er janv. 2026',
      'Solde d’ouverture',
    ]);
    const csv = reportCsv(BALANCE_HISTORY_REPORT, BALANCES, { language: 'en' }).split('\r\n');
    expect(csv[0]).toBe('Account,Date,Change,Claim,Reference,Amount,Balance');
    expect(csv[1]).toMatch(/^HSA 2026,/);
    expect(csv[3]).toBe('HSA 2026,2026-02-03,Claim,12,,-30.50,2469.50');
    // A flat list: the account and plan year a column, no heading or subtotal records.
    expect(csv.filter((line) => line !== '').every((line) => line.split(',').length === 7)).toBe(true);
    expect(csv.some((line) => line.startsWith('Subtotal') || line.startsWith('Grand total'))).toBe(false);
  });

  it('writes the Benefit Summary’s services with their grand total, and its accounts without one', () => {
    const services: ReportRow[] = [
      {
        service: [{ en: 'Dental', fr: 'Soins dentaires' }],
        account: 'HSA',
        planYear: '2026',
        items: 3,
        claimed: 55_350,
        paid: 50_000,
      },
      {
        service: [{ en: 'Orthotics', fr: '' }],
        account: 'WSA',
        planYear: '2025',
        items: 1,
        claimed: 20_000,
        paid: 20_000,
      },
    ];
    expect(reportCsv(BENEFIT_SERVICES_REPORT, services, { language: 'fr' }).split('\r\n')).toEqual([
      'Service,Compte,Année de régime,Postes,Réclamé,Payé ou à payer',
      'Soins dentaires,CSS,2026,3,553.50,500.00',
      'Orthotics,CME,2025,1,200.00,200.00',
      'Total général,,,4,753.50,700.00',
      '',
    ]);
    const accounts: ReportRow[] = [
      { account: 'HSA', planYear: '2026', funded: 250_000, paid: 0, balance: 250_000, spendable: 250_000 },
    ];
    expect(
      exportLines(BENEFIT_ACCOUNTS_REPORT, accounts, 'csv', { language: 'en' }).map((l) => l.kind),
    ).toEqual(['header', 'row']);
  });
});
