import { todayIso } from '@benefits/domain';
import type { Api, ResponseOf, SessionKind } from '@benefits/contract';
import type { Services } from '../../../platform/services';
import { listUpdateNotes } from '../queries';

/**
 * /update-notes: notes for everyone and for the caller's area (employee or partner) published by
 * today (the tools may date one later; decision 0031), newest first.
 */
export async function updateNotesFor(
  s: Services,
  area: Exclude<SessionKind, 'tools'>,
): Promise<ResponseOf<Api['updateNotes']>> {
  const audience = area === 'partner' ? 'PARTNER' : 'EMPLOYEE';
  const rows = await listUpdateNotes(s.db, ['ALL', audience], todayIso(s.now()));
  return {
    notes: rows.map((n) => ({
      id: n.id,
      VERSION: n.version,
      title: n.title,
      body: n.body,
      // Both languages, as the sign-in answers ads: the web shows the one on screen (decision 0021).
      titleFr: n.titleFr,
      bodyFr: n.bodyFr,
      date: n.publishedOn,
    })),
  };
}
