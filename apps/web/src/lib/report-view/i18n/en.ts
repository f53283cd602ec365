import { REPORT_MESSAGES } from '@benefits/domain';

/**
 * English text of the `report-view` namespace (lib/i18n/namespaces.ts; decision 0018): the words of
 * the one report view, and the reports' messages (REPORT_MESSAGES: the period's dates, the balance
 * date, the pages; `reports.*` keys, lib/i18n/messages.ts), so no report screen borrows another
 * feature's text for them.
 */
export const en = {
  reportView: {
    range: {
      label: 'Report period',
      from: 'From',
      to: 'To',
      show: 'Show',
      addressProblem:
        'The period in the address could not be used ({{problem}}). Showing {{from}} to {{to}}.',
      addressDateProblem:
        'The date in the address could not be used ({{problem}}). Showing the report from {{date}}.',
    },
    view: {
      exportCsv: 'Export to CSV',
      exportPdf: 'Export to PDF',
      exports: 'Export',
      group: '{{group}} ({{count}})',
      groupCaption: '{{caption}}: {{group}}',
    },
    paging: {
      label: 'Pages',
      previous: 'Previous',
      next: 'Next',
      showing: '{{from}}–{{to}} of {{total}} · page {{page}} of {{pages}}',
    },
    serverMessages: { ...REPORT_MESSAGES },
  },
};
