import type { SessionKind } from '@benefits/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

const live = (kind: SessionKind, subjectId: string) =>
  and(
    eq(notifications.kind, kind),
    eq(notifications.subjectId, subjectId),
    isNull(notifications.dismissedAt),
  );

/** A page of live notifications, newest first, `limit` rows from `offset`. */
export function listLive(db: Db, kind: SessionKind, subjectId: string, offset: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(live(kind, subjectId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(offset)
    .limit(limit);
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

/** Writes one notification row. */
export async function insertNotification(
  db: Db | Tx,
  values: typeof notifications.$inferInsert,
): Promise<void> {
  await db.insert(notifications).values(values);
}
