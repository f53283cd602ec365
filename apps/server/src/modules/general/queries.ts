import type { Ad, Preferences, SessionKind } from '@benefits/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads, blockList, preferences } from '../../db/schema';

export async function activeAds(db: Db, audience: 'EMPLOYEE' | 'PARTNER'): Promise<Ad[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(and(eq(ads.active, true), inArray(ads.audience, [audience, 'ALL'])))
    .orderBy(asc(ads.sortOrder), asc(ads.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    titleFr: r.titleFr,
    bodyFr: r.bodyFr,
    imageUrl: r.imageUrl,
    linkUrl: r.linkUrl,
    audience: r.audience as Ad['audience'],
  }));
}

export async function blockedPaths(db: Db): Promise<string[]> {
  const rows = await db.select({ path: blockList.path }).from(blockList).orderBy(asc(blockList.path));
  return rows.map((r) => r.path);
}

const DEFAULT_PREFERENCES: Preferences = {
  bloglist: true,
  podcastlist: true,
  newsletterlist: true,
  productupdatelist: true,
};

export async function loadPreferences(db: Db, kind: SessionKind, subjectId: string): Promise<Preferences> {
  const [row] = await db
    .select()
    .from(preferences)
    .where(and(eq(preferences.kind, kind), eq(preferences.subjectId, subjectId)))
    .limit(1);
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    bloglist: row.bloglist,
    podcastlist: row.podcastlist,
    newsletterlist: row.newsletterlist,
    productupdatelist: row.productupdatelist,
  };
}

export async function savePreferences(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  changes: Partial<Preferences>,
) {
  const merged = { ...(await loadPreferences(db, kind, subjectId)), ...changes };
  await db
    .insert(preferences)
    .values({ kind, subjectId, ...merged })
    .onConflictDoUpdate({
      target: [preferences.kind, preferences.subjectId],
      set: { ...merged, updatedAt: new Date() },
    });
  return merged;
}
