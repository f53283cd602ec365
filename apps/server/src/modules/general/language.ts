import type { SessionKind } from '@benefits/contract';
import { isLanguage, type Language } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preferences } from '../../db/schema';

/*
 * The language a person last signed in with, kept with their preferences (decision 0021): the text the
 * server writes outside one of their requests (a mail a job composes later) follows it. A request's own
 * answers, files and mails follow the request's language instead.
 */

/** Records the language of a sign-in (the preference row is created with its defaults if there is none). */
export async function rememberLanguage(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  language: Language,
): Promise<void> {
  await db
    .insert(preferences)
    .values({ kind, subjectId, language })
    .onConflictDoUpdate({ target: [preferences.kind, preferences.subjectId], set: { language } });
}

/** The language a person last signed in with, or `fallback` (English) when they never did. */
export async function storedLanguage(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  fallback: Language = 'en',
): Promise<Language> {
  const [row] = await db
    .select({ language: preferences.language })
    .from(preferences)
    .where(and(eq(preferences.kind, kind), eq(preferences.subjectId, subjectId)))
    .limit(1);
  return isLanguage(row?.language) ? row.language : fallback;
}
