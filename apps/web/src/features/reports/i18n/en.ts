/**
 * English text of the report view (ReportView.tsx). Column headings, titles and code names of report
 * definitions are in the domain (packages/domain/src/reports/text.ts): the server writes them into
 * the CSV and PDF exports too. Today spread into lib/i18n/en-areas.ts under `reports.`; meant to be
 * the `reports` feature namespace.
 */
export const reportsEn = {
  view: {
    exportCsv: 'Export to CSV',
    exportPdf: 'Export to PDF',
    exports: 'Export',
    totals: 'Totals',
    group: '{{group}} ({{count}})',
  },
};

export type ReportsText = typeof reportsEn;
