import type { Ad, Preferences, SessionKind } from '@benefits/contract';
import { adMatches, APP_VERSION, isLanguage, type AdViewer, type Language } from '@benefits/domain';
import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../platform/http';
import { redact } from '../../platform/redact';
import type { Services } from '../../platform/services';
import type { Session } from '../../platform/sessions';
import {
  findLanguage,
  findPreferences,
  insertClientLog,
  listActiveAds,
  listBlockedPaths,
  ping,
  upsertLanguage,
  upsertPreferences,
} from './queries';

/** /test/alive: the database answers, and this is the version running. */
export async function alive(s: Services) {
  await ping(s.db);
  return { status: 'ok' as const, version: APP_VERSION };
}

/** /refresh/log and /general/log: keeps what the client reports, redacted, with who and from where. */
export async function logClientEvent(
  s: Services,
  source: 'refresh' | 'general',
  session: Session | null,
  caller: Caller,
  input: unknown,
) {
  await insertClientLog(s.db, {
    source,
    sessionKind: session?.kind ?? null,
    subjectId: session?.subjectId ?? null,
    ip: caller.ip,
    payload: redact(input),
  });
  return { logged: true as const };
}

/**
 * The ads a viewer sees today (docs/product §3 adList, adConditions): active, of their audience,
 * every display condition met (the domain's adMatches; decision 0031).
 */
export async function activeAds(db: Db, viewer: AdViewer, today: string): Promise<Ad[]> {
  const audiences = viewer.kind === 'partner' ? ['ALL', 'PARTNER'] : ['ALL', 'EMPLOYEE', 'COMPANY_ADMIN'];
  const rows = await listActiveAds(db, audiences);
  return rows
    .filter((r) => adMatches(r, viewer, today))
    .map((r) => ({
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
  const rows = await listBlockedPaths(db);
  return rows.map((r) => r.path);
}

const DEFAULT_PREFERENCES: Preferences = {
  bloglist: true,
  podcastlist: true,
  newsletterlist: true,
  productupdatelist: true,
};

export async function loadPreferences(db: Db, kind: SessionKind, subjectId: string): Promise<Preferences> {
  const row = await findPreferences(db, kind, subjectId);
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
  await upsertPreferences(db, kind, subjectId, merged);
  return merged;
}

/*
 * The language a person last signed in with, kept with their preferences (decision 0021): the text the
 * server writes outside one of their requests (a mail a job composes later) follows it. A request's own
 * answers, files and mails follow the request's language instead.
 */

/** Records the language of a sign-in. */
export async function rememberLanguage(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  language: Language,
): Promise<void> {
  await upsertLanguage(db, kind, subjectId, language);
}

/**
 * The language a person last signed in with, or `fallback` (English) when they never did. `db` may be
 * a transaction (a mail queued on it).
 */
export async function storedLanguage(
  db: Tx,
  kind: SessionKind,
  subjectId: string,
  fallback: Language = 'en',
): Promise<Language> {
  const language = await findLanguage(db, kind, subjectId);
  return isLanguage(language) ? language : fallback;
}
