import type { Preferences, SessionKind } from '@benefits/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ads, blockList, clientLogs, preferences } from '../../db/schema';

/** A round trip to the database: it answers. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Keeps one client log line (already redacted by the service). */
export async function insertClientLog(db: Db, values: typeof clientLogs.$inferInsert): Promise<void> {
  await db.insert(clientLogs).values(values);
}

/** The active ads of audiences (their conditions are checked by the caller), in display order. */
export function listActiveAds(db: Db, audiences: readonly string[]) {
  return db
    .select()
    .from(ads)
    .where(and(eq(ads.active, true), inArray(ads.audience, [...audiences])))
    .orderBy(asc(ads.sortOrder), asc(ads.id));
}

export function listBlockedPaths(db: Db) {
  return db.select({ path: blockList.path }).from(blockList).orderBy(asc(blockList.path));
}

export async function findPreferences(db: Db, kind: SessionKind, subjectId: string) {
  const [row] = await db
    .select()
    .from(preferences)
    .where(and(eq(preferences.kind, kind), eq(preferences.subjectId, subjectId)))
    .limit(1);
  return row;
}

/** Writes the whole set of preferences, or replaces it. */
export async function upsertPreferences(db: Db, kind: SessionKind, subjectId: string, merged: Preferences) {
  await db
    .insert(preferences)
    .values({ kind, subjectId, ...merged })
    .onConflictDoUpdate({
      target: [preferences.kind, preferences.subjectId],
      set: { ...merged, updatedAt: new Date() },
    });
}

/** Records the language of a sign-in (the preference row is created with its defaults if there is none). */
export async function upsertLanguage(db: Db, kind: SessionKind, subjectId: string, language: string) {
  await db
    .insert(preferences)
    .values({ kind, subjectId, language })
    .onConflictDoUpdate({ target: [preferences.kind, preferences.subjectId], set: { language } });
}

export async function findLanguage(db: Tx, kind: SessionKind, subjectId: string) {
  const [row] = await db
    .select({ language: preferences.language })
    .from(preferences)
    .where(and(eq(preferences.kind, kind), eq(preferences.subjectId, subjectId)))
    .limit(1);
  return row?.language ?? null;
}
