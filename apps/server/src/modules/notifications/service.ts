import { API_MESSAGES, type Notification, type SessionKind } from '@benefits/contract';
import { storedTextIn, type Language } from '@benefits/domain';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import type { Db, Tx } from '../../db/client';
import { dismiss, insertNotification, listLive } from './queries';

/**
 * A page of live notifications, newest first, in the reader's language (the English when a
 * notification has no French); fetches one extra row to know whether more exist.
 */
export async function listNotifications(
  s: Services,
  kind: SessionKind,
  subjectId: string,
  offset: number,
  limit: number,
  language: Language = 'en',
) {
  const rows = await listLive(s.db, kind, subjectId, offset, limit + 1);
  const page: Notification[] = rows.slice(0, limit).map((r) => ({
    id: r.id,
    title: storedTextIn(r.title, r.titleFr, language).text,
    body: storedTextIn(r.body, r.bodyFr, language).text,
    data: { dated: r.createdAt.toISOString(), webOnPress: r.webOnPress },
  }));
  return { notifications: page, hasMore: rows.length > limit };
}

/** Dismisses the caller's own notification; anyone else's, or an unknown one, is "not found". */
export async function dismissNotification(s: Services, kind: SessionKind, subjectId: string, id: number) {
  const done = await dismiss(s.db, kind, subjectId, id, s.now());
  if (!done) throw notFound(API_MESSAGES.notificationNotFound);
  return { id };
}

/**
 * Writes one notification for an employee or a partner (inside the caller's transaction, or not); its
 * text in both languages (`titleFr`/`bodyFr`, decision 0021).
 */
export async function notify(
  db: Db | Tx,
  n: {
    kind: SessionKind;
    subjectId: string;
    title: string;
    body: string;
    titleFr: string;
    bodyFr: string;
    webOnPress?: string | null;
    createdAt?: Date;
  },
) {
  await insertNotification(db, { ...n, webOnPress: n.webOnPress ?? null });
}
