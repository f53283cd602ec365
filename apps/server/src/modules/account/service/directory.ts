import type { Api, ResponseOf, SessionKind } from '@benefits/contract';
import type { Services } from '../../../platform/services';
import { listUpdateNotes } from '../queries';

/** /update-notes: notes for everyone and for the caller's area (employee or partner), newest first. */
export async function updateNotesFor(
  s: Services,
  area: Exclude<SessionKind, 'tools'>,
): Promise<ResponseOf<Api['updateNotes']>> {
  const audience = area === 'partner' ? 'PARTNER' : 'EMPLOYEE';
  const rows = await listUpdateNotes(s.db, ['ALL', audience]);
  return {
    notes: rows.map((n) => ({
      id: n.id,
      VERSION: n.version,
      title: n.title,
      body: n.body,
      date: n.publishedOn,
    })),
  };
}
