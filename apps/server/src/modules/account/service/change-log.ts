import { maskForAudit } from '@benefits/domain';
import type { Tx } from '../../../db/client';
import { insertChangeLog } from '../queries';

/** Who did something, or whose data it is: a session kind ('employee', 'tools', ...) and an ID. */
export interface Party {
  kind: string;
  id: string;
}

/**
 * Who made a change on behalf of an employee or partner session: the account holder, or the staff
 * member acting for them (decision 0030: the change log then names the staff member as actor, the
 * account as subject).
 */
export function actorOf(
  principal: { id: number; actingStaffId?: number },
  kind: 'employee' | 'partner' = 'employee',
): Party {
  return principal.actingStaffId !== undefined
    ? { kind: 'tools', id: String(principal.actingStaffId) }
    : { kind, id: String(principal.id) };
}

export type AuditValue = string | number | boolean | null | undefined;
export type AuditRecord = Readonly<Record<string, AuditValue>>;

/** Fields masked whatever the caller lists: SIN and bank numbers are never logged in clear. */
const ALWAYS_SENSITIVE = /^(sin|personalId)$|sinNumber|accountNumber|transitNumber|institutionNumber/i;

/** The text the log keeps: booleans as Y/N, nothing as null. */
function asText(value: AuditValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  return String(value);
}

/**
 * Writes one change_log row per field whose value differs between `before` and `after` (null
 * `before`: created; null `after`: deleted), inside the caller's transaction. Fields listed in
 * `sensitiveFields` (and SIN and bank-number fields by name) are stored masked (see
 * `maskForAudit`), never in clear. Answers the number of
 * rows written.
 */
export async function recordChanges(
  tx: Tx,
  actor: Party,
  subject: Party,
  entity: string,
  entityId: string,
  before: AuditRecord | null,
  after: AuditRecord | null,
  sensitiveFields: readonly string[] = [],
  at: Date = new Date(),
): Promise<number> {
  return recordManyChanges(tx, actor, subject, entity, [{ entityId, before, after }], sensitiveFields, at);
}

/**
 * recordChanges for many entities of one kind at once (a batch of new employees), in one insert per
 * thousand rows: the same rows recordChanges would write for each.
 */
export async function recordManyChanges(
  tx: Tx,
  actor: Party,
  subject: Party,
  entity: string,
  entries: readonly { entityId: string; before: AuditRecord | null; after: AuditRecord | null }[],
  sensitiveFields: readonly string[] = [],
  at: Date = new Date(),
): Promise<number> {
  const shown = (field: string, value: AuditValue) => {
    const text = asText(value);
    const sensitive = sensitiveFields.includes(field) || ALWAYS_SENSITIVE.test(field);
    return text !== null && sensitive ? maskForAudit(text) : text;
  };
  const rows = entries.flatMap(({ entityId, before, after }) => {
    const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return fields
      .map((field) => ({
        field,
        oldText: asText(before?.[field]),
        newText: asText(after?.[field]),
      }))
      .filter((c) => c.oldText !== c.newText)
      .map((c) => ({
        actorKind: actor.kind,
        actorId: actor.id,
        subjectKind: subject.kind,
        subjectId: subject.id,
        entity,
        entityId,
        field: c.field,
        oldValue: shown(c.field, c.oldText),
        newValue: shown(c.field, c.newText),
        at,
      }));
  });
  for (let i = 0; i < rows.length; i += 1000) await insertChangeLog(tx, rows.slice(i, i + 1000));
  return rows.length;
}
