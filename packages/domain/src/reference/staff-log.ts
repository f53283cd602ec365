/*
 * The staff action log's vocabulary (decision 0030, issue #11: who, what, when and for whom): every
 * action the server writes and every kind of subject an action is for. The server may write only
 * these; the tools' log page names each in the reader's language, and a catalogue test fails on a
 * name missing in either language.
 */

/** Every action of the staff log: `<area>.<verb>`. */
export const STAFF_ACTIONS = [
  'acting.start',
  'acting.stop',
  'ad.add',
  'ad.edit',
  'ad.remove',
  'update.add',
  'update.edit',
  'update.remove',
  'welcome.resend-er',
  'welcome.resend-ee',
  'welcome.resend-agent',
  'receipt.send',
  'receipt.send-partner',
  'claim-audit.open',
  'claim-audit.view-file',
  'claim-audit.pass',
  'claim-audit.fail',
  'pad-audit.open',
  'pad-audit.view-file',
  'pad-audit.pass',
  'pad-audit.fail',
  'limit.recalc',
  'transfer-details.open',
  'report.run',
  'report.export',
  'api-tester.call',
] as const;

export type StaffActionName = (typeof STAFF_ACTIONS)[number];

/**
 * Whom or what an action was for (the log's filter offers these). A PAD audit is logged for the
 * account whose banking it checked: the employee, the company or the partner.
 */
export const STAFF_LOG_SUBJECT_KINDS = [
  'employee',
  'partner',
  'company',
  'claim',
  'ad',
  'update',
  'batch',
  'report',
  'api',
] as const;

export type StaffLogSubjectKind = (typeof STAFF_LOG_SUBJECT_KINDS)[number];

export function isStaffLogSubjectKind(value: unknown): value is StaffLogSubjectKind {
  return typeof value === 'string' && (STAFF_LOG_SUBJECT_KINDS as readonly string[]).includes(value);
}
