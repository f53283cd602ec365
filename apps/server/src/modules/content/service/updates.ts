import type { Api, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import { CONTENT_MESSAGES as M, MESSAGES, updateProblems, updateVersionTaken } from '@benefits/domain';
import type { Tx } from '../../../db/client';
import type { updateNotes } from '../../../db/schema';
import { notFound, validationError } from '../../../platform/errors';
import type { StaffContext } from '../../../platform/principals';
import type { Services } from '../../../platform/services';
import { recordStaffAction, type StaffLogDetail } from '../../tools/service/staff-log';
import * as q from '../queries';

type ToolsUpdate = ResponseOf<Api['toolsUpdatesList']>['updates'][number];
type UpdateInput = ParsedRequestOf<Api['toolsUpdatesAdd']>;

const toTools = (row: typeof updateNotes.$inferSelect): ToolsUpdate => ({
  UPDATEID: row.id,
  VERSION: row.version,
  title: row.title,
  body: row.body,
  titleFr: row.titleFr,
  bodyFr: row.bodyFr,
  audience: row.audience as ToolsUpdate['audience'],
  publishedOn: row.publishedOn,
});

export async function listToolsUpdates(s: Services): Promise<ResponseOf<Api['toolsUpdatesList']>> {
  return { updates: (await q.listAllUpdateNotes(s.db)).map(toTools) };
}

function updateValues(input: UpdateInput) {
  const clean = {
    version: input.VERSION.trim(),
    title: input.title.trim(),
    body: input.body.trim(),
    titleFr: input.titleFr.trim(),
    bodyFr: input.bodyFr.trim(),
    audience: input.audience,
    publishedOn: input.publishedOn.trim(),
  };
  const problems = updateProblems(clean);
  if (problems.version) problems.VERSION = problems.version;
  delete problems.version;
  if (Object.keys(problems).length > 0) throw validationError(problems, MESSAGES.correctInformation);
  return clean;
}

/** Refuses a version that another note the same people see already has (on VERSION, as the form's). */
async function checkVersionFree(tx: Tx, values: { version: string; audience: string }, selfId?: number) {
  const taken = updateVersionTaken(await q.lockUpdateNotesWithVersion(tx, values.version), values, selfId);
  if (taken) throw validationError({ VERSION: taken }, MESSAGES.correctInformation);
}

const detailOf = (v: {
  version: string;
  title: string;
  audience: string;
  publishedOn: string;
}): StaffLogDetail => ({
  key: 'update',
  values: { version: v.version, title: v.title, audience: v.audience, publishedOn: v.publishedOn },
});

export async function addUpdate(s: Services, staff: StaffContext, input: UpdateInput) {
  const values = updateValues(input);
  const id = await s.db.transaction(async (tx) => {
    await checkVersionFree(tx, values);
    const newId = await q.insertUpdateNote(tx, values);
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'update.add',
      subject: { kind: 'update', id: newId },
      detail: detailOf(values),
    });
    return newId;
  });
  return { ...(await listToolsUpdates(s)), UPDATEID: id, message: M.updateSaved };
}

export async function editUpdate(
  s: Services,
  staff: StaffContext,
  input: UpdateInput & { UPDATEID: number },
) {
  const values = updateValues(input);
  await s.db.transaction(async (tx) => {
    await checkVersionFree(tx, values, input.UPDATEID);
    if (!(await q.updateUpdateNote(tx, input.UPDATEID, values))) throw notFound(M.updateNotFound);
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'update.edit',
      subject: { kind: 'update', id: input.UPDATEID },
      detail: detailOf(values),
    });
  });
  return { ...(await listToolsUpdates(s)), UPDATEID: input.UPDATEID, message: M.updateSaved };
}

export async function removeUpdate(s: Services, staff: StaffContext, input: { UPDATEID: number }) {
  await s.db.transaction(async (tx) => {
    const version = await q.deleteUpdateNote(tx, input.UPDATEID);
    if (version === undefined) throw notFound(M.updateNotFound);
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'update.remove',
      subject: { kind: 'update', id: input.UPDATEID },
      detail: { key: 'text', values: { text: version } },
    });
  });
  return { ...(await listToolsUpdates(s)), message: M.updateRemoved };
}
