import type { Notification, SessionKind } from '@benefits/contract';
import type { Language } from '@benefits/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

const live = (kind: SessionKind, subjectId: string) =>
  and(
    eq(notifications.kind, kind),
    eq(notifications.subjectId, subjectId),
    isNull(notifications.dismissedAt),
  );

/**
 * A page of live notifications, newest first, in the reader's language (the English when a
 * notification has no French); fetches one extra row to know whether more exist.
 */
export async function listNotifications(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  offset: number,
  limit: number,
  language: Language = 'en',
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(live(kind, subjectId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(offset)
    .limit(limit + 1);
  const page: Notification[] = rows.slice(0, limit).map((r) => ({
    id: r.id,
    title: language === 'fr' && r.titleFr ? r.titleFr : r.title,
    body: language === 'fr' && r.bodyFr ? r.bodyFr : r.body,
    data: { dated: r.createdAt.toISOString(), webOnPress: r.webOnPress },
  }));
  return { notifications: page, hasMore: rows.length > limit };
}

/** Dismisses the caller's own notification; answers whether one was dismissed. */
export async function dismiss(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ dismissedAt: now })
    .where(and(eq(notifications.id, id), live(kind, subjectId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Writes a notification; its text in both languages (`titleFr`/`bodyFr`, decision 0021). */
export async function notify(
  db: Db,
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
  await db.insert(notifications).values({ ...n, webOnPress: n.webOnPress ?? null });
}
