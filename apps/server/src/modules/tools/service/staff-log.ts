import {
  fillIn,
  formatDateIn,
  formatMoneyIn,
  type Language,
  type StaffActionName,
  type StaffLogSubjectKind,
} from '@benefits/domain';
import type { Db, Tx } from '../../../db/client';
import { CLAIMS_TEXT } from '../../claims/text';
import { insertStaffAction, selectStaffActions, type StaffActionFilter } from '../queries';
import { TOOLS_TEXT, type ToolsText } from '../text';

/** Whom a staff action was for: an employee, a partner, a company, a claim… (kind and id). */
export interface StaffActionSubject {
  kind: StaffLogSubjectKind;
  id: string | number;
}

type Words = ToolsText['words'];

/**
 * How each value of a detail is written: as given (`text`), an ISO date in words (`date`), a number
 * that picks the singular or the plural (`count`), a list of account changes in cents (`changes`),
 * or a code named in the reader's language (one of the `words` of tools/text.ts).
 */
type ValueKind = 'text' | 'date' | 'count' | 'changes' | { word: keyof Words };

/** Every detail the log writes: its values and how each is written (its texts: tools/text.ts). */
const DETAILS = {
  text: { text: 'text' },
  employee: { employeeId: 'text' },
  employeeReason: { employeeId: 'text', reason: 'text' },
  claimFile: { file: { word: 'file' }, fileId: 'text', fileName: 'text' },
  ad: { title: 'text', audience: { word: 'audience' }, state: { word: 'state' } },
  update: { version: 'text', title: 'text', audience: { word: 'audience' }, publishedOn: 'date' },
  receipt: { source: { word: 'source' }, paymentId: 'text', email: 'text' },
  statement: { paidOn: 'date', email: 'text' },
  limit: { changes: 'changes' },
  movements: { count: 'count' },
  range: { from: 'date', to: 'date' },
  rows: { format: 'text', count: 'count' },
  rangeRows: { from: 'date', to: 'date', format: 'text', count: 'count' },
  apiCall: { status: 'text', code: 'text', token: { word: 'token' } },
} as const satisfies { [K in keyof ToolsText['details']]: Record<string, ValueKind> };

type Details = typeof DETAILS;
export type StaffLogDetailKey = keyof Details;

/** One account's change of a limit recalculation, in cents (signed). */
export interface AccountChange {
  account: 'HSA' | 'WSA';
  amountCents: number;
}

type ValueOf<K> = K extends 'count'
  ? number
  : K extends 'changes'
    ? AccountChange[]
    : K extends { word: keyof Words }
      ? string
      : string | number;

/** A detail as the log stores it: its key and its values, written out in the reader's language. */
export type StaffLogDetail = {
  [K in StaffLogDetailKey]: { key: K; values: { [V in keyof Details[K]]: ValueOf<Details[K][V]> } };
}[StaffLogDetailKey];

export interface StaffAction {
  /** The staff member who did it (the tools session's, or the one acting for a user). */
  staffId: number;
  /** One of the domain's STAFF_ACTIONS: `<area>.<verb>`, e.g. `claim-audit.fail`, `acting.start`. */
  action: StaffActionName;
  subject?: StaffActionSubject;
  /** A short detail for the log page (a reason, a changed field); never a SIN or a bank number. */
  detail?: StaffLogDetail;
  at?: Date;
}

const isDetailKey = (key: string): key is StaffLogDetailKey => Object.hasOwn(DETAILS, key);

/**
 * A stored detail in `language`; undefined when the key is not one of DETAILS or a value is
 * missing (the caller then shows the detail as it was written).
 */
export function staffLogDetailIn(key: string, values: unknown, language: Language): string | undefined {
  if (!isDetailKey(key) || typeof values !== 'object' || values === null) return undefined;
  const given = values as Record<string, unknown>;
  const text = TOOLS_TEXT[language];
  const params: Record<string, string> = {};
  for (const [name, kind] of Object.entries(DETAILS[key]) as [string, ValueKind][]) {
    const value = given[name];
    if (value === undefined || value === null) return undefined;
    if (kind === 'date') params[name] = formatDateIn(String(value), language);
    else if (kind === 'changes') {
      if (!Array.isArray(value)) return undefined;
      params[name] = (value as AccountChange[])
        .map(
          (c) =>
            `${CLAIMS_TEXT[language].account[c.account]} ${c.amountCents > 0 ? '+' : ''}${formatMoneyIn(c.amountCents, language)}`,
        )
        .join(', ');
    } else if (typeof kind === 'object') {
      const words: Record<string, string> = text.words[kind.word];
      params[name] = words[String(value)] ?? String(value);
    } else params[name] = String(value);
  }
  const template: string | { one: string; other: string } = text.details[key];
  if (typeof template === 'string') return fillIn(template, params);
  const plural = new Intl.PluralRules(language).select(Number(given.count));
  return fillIn(plural === 'one' ? template.one : template.other, params);
}

/**
 * Appends one row to the staff action log (issue #11: who, what, when and for whom), inside the
 * caller's transaction, so the log row exists exactly when the change does. The table refuses
 * UPDATE and DELETE (migration 0013). The detail is kept as its key and values, read in the reader's
 * language, and written out in English beside them for whoever reads the table itself.
 */
export async function recordStaffAction(tx: Db | Tx, action: StaffAction): Promise<void> {
  const detail = action.detail;
  await insertStaffAction(tx, {
    staffId: action.staffId,
    action: action.action,
    subjectKind: action.subject?.kind ?? '',
    subjectId: action.subject ? String(action.subject.id) : '',
    detail: detail ? (staffLogDetailIn(detail.key, detail.values, 'en') ?? '').slice(0, 1000) : '',
    detailKey: detail?.key ?? '',
    detailValues: detail?.values ?? {},
    ...(action.at ? { at: action.at } : {}),
  });
}

/** The log, newest first, `limit` rows (filtered by staff member or subject; paged by id), in `language`. */
export async function readStaffActions(
  db: Db,
  filter: StaffActionFilter,
  limit = 100,
  language: Language = 'en',
) {
  const rows = await selectStaffActions(db, filter, limit);
  return rows.map(({ detailKey, detailValues, ...row }) => ({
    ...row,
    detail: staffLogDetailIn(detailKey, detailValues, language) ?? row.detail,
  }));
}
