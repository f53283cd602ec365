import { registerMessageSection } from '../messages/catalogue';

/**
 * Messages of every report (the employee's, the company's, the partner's lists, the tools'): the
 * period's dates, the balance date, the page asked for, and the generic report endpoints' answers to a
 * request no definition can take. Their own section, so a report screen translates them with the
 * report view's text (`reportView.serverMessages`) and no other feature's. None of these texts is in
 * the spec; they follow its wording. The period and page messages were in CLAIM_MESSAGES (keys
 * `claims.*`) until 2026-11-26: same texts, now keyed `reports.*`.
 */
export const REPORT_MESSAGES = {
  invalidReport: 'Invalid report',
  invalidFormat: 'Invalid export format',
  invalidLanguage: 'Invalid language',
  invalidStartDate: 'Invalid start date',
  invalidEndDate: 'Invalid end date',
  /** A report form's From or To left blank (resolveChosenRange). */
  startDateRequired: 'Please enter the start date.',
  endDateRequired: 'Please enter the end date.',
  startAfterEnd: 'The start date must be on or before the end date.',
  endAfterToday: 'The end date cannot be after today.',
  invalidBalanceDate: 'Please choose a date from January 1, 2000 to today.',
  invalidPageNumber: 'Invalid page number',
  invalidPageLength: 'Invalid page length',
} as const;

export type ReportMessageKey = keyof typeof REPORT_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('reports', REPORT_MESSAGES);
