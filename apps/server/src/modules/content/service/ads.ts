import type { Api, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import { adMatches, adProblems, CONTENT_MESSAGES as M, MESSAGES, todayIso } from '@benefits/domain';
import type { ads } from '../../../db/schema';
import { notFound, validationError } from '../../../platform/errors';
import type { StaffContext } from '../../../platform/principals';
import type { Services } from '../../../platform/services';
import { recordStaffAction, type StaffLogDetail } from '../../tools/service/staff-log';
import * as q from '../queries';

type ToolsAd = ResponseOf<Api['toolsAdsList']>['ads'][number];
type AdInput = ParsedRequestOf<Api['toolsAdsAdd']>;

/** An ad as the tools list shows it; showingToday: shown to some viewer of its audience today (dates, active). */
function toTools(row: typeof ads.$inferSelect, today: string): ToolsAd {
  const c = row.conditions;
  const window = { ...c, provinces: [], contractTypes: [], planTypes: [], wellness: null, member: null };
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    titleFr: row.titleFr,
    bodyFr: row.bodyFr,
    linkUrl: row.linkUrl ?? '',
    audience: row.audience as ToolsAd['audience'],
    active: row.active,
    sortOrder: row.sortOrder,
    // An ad saved before the member condition has none stored: either.
    conditions: { ...c, member: c.member ?? null },
    showingToday: adMatches(
      { active: row.active, audience: 'ALL', conditions: window },
      { kind: 'partner' },
      today,
    ),
  };
}

export async function listToolsAds(s: Services): Promise<ResponseOf<Api['toolsAdsList']>> {
  const today = todayIso(s.now());
  return { ads: (await q.listAds(s.db)).map((r) => toTools(r, today)) };
}

/** The columns of a valid ad (trimmed; provinces upper-case, each once), or the field messages. */
function adValues(input: AdInput) {
  const clean = {
    ...input,
    title: input.title.trim(),
    body: input.body.trim(),
    titleFr: input.titleFr.trim(),
    bodyFr: input.bodyFr.trim(),
    linkUrl: input.linkUrl.trim(),
    conditions: {
      ...input.conditions,
      provinces: [...new Set(input.conditions.provinces.map((p) => p.toUpperCase()))],
      contractTypes: [...new Set(input.conditions.contractTypes)],
      planTypes: [...new Set(input.conditions.planTypes)],
      startsOn: input.conditions.startsOn || null,
      endsOn: input.conditions.endsOn || null,
    },
  };
  const problems = adProblems(clean);
  if (Object.keys(problems).length > 0) throw validationError(problems, MESSAGES.correctInformation);
  return {
    title: clean.title,
    body: clean.body,
    titleFr: clean.titleFr,
    bodyFr: clean.bodyFr,
    linkUrl: clean.linkUrl === '' ? null : clean.linkUrl,
    audience: clean.audience,
    active: clean.active,
    sortOrder: clean.sortOrder,
    conditions: clean.conditions,
  };
}

const detailOf = (v: { title: string; audience: string; active: boolean }): StaffLogDetail => ({
  key: 'ad',
  values: { title: v.title, audience: v.audience, state: v.active ? 'active' : 'inactive' },
});

export async function addAd(s: Services, staff: StaffContext, input: AdInput) {
  const values = adValues(input);
  const id = await s.db.transaction(async (tx) => {
    const newId = await q.insertAd(tx, values);
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'ad.add',
      subject: { kind: 'ad', id: newId },
      detail: detailOf(values),
    });
    return newId;
  });
  return { ...(await listToolsAds(s)), id, message: M.adSaved };
}

export async function editAd(s: Services, staff: StaffContext, input: AdInput & { id: number }) {
  const values = adValues(input);
  await s.db.transaction(async (tx) => {
    if (!(await q.updateAd(tx, input.id, { ...values, updatedAt: s.now() }))) throw notFound(M.adNotFound);
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'ad.edit',
      subject: { kind: 'ad', id: input.id },
      detail: detailOf(values),
    });
  });
  return { ...(await listToolsAds(s)), id: input.id, message: M.adSaved };
}

export async function removeAd(s: Services, staff: StaffContext, input: { id: number }) {
  await s.db.transaction(async (tx) => {
    const title = await q.deleteAd(tx, input.id);
    if (title === undefined) throw notFound(M.adNotFound);
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'ad.remove',
      subject: { kind: 'ad', id: input.id },
      detail: { key: 'text', values: { text: title } },
    });
  });
  return { ...(await listToolsAds(s)), message: M.adRemoved };
}
