import { formatApiMessage, type SessionKind } from '@benefits/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import { rateLimited } from '../../platform/errors';
import type { Services } from '../../platform/services';

/**
 * Sign-in throttling, per ID and per address, over a sliding window of failures kept in the
 * database. The check runs before the password is verified, so even the right password is refused
 * while an ID is locked.
 */
export async function assertNotThrottled(s: Services, kind: SessionKind, subjectKey: string, ip: string) {
  const { LOGIN_WINDOW_SECONDS, LOGIN_MAX_FAILURES_PER_ID, LOGIN_MAX_FAILURES_PER_IP } = s.config;
  const since = new Date(s.now().getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const minutes = Math.ceil(LOGIN_WINDOW_SECONDS / 60);
  const [forId] = await s.db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, kind),
        eq(loginFailures.subjectKey, subjectKey),
        gt(loginFailures.at, since),
      ),
    );
  if ((forId?.n ?? 0) >= LOGIN_MAX_FAILURES_PER_ID) {
    throw rateLimited(formatApiMessage('tooManyAttemptsForId', { minutes }), LOGIN_WINDOW_SECONDS);
  }
  const [forIp] = await s.db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  if ((forIp?.n ?? 0) >= LOGIN_MAX_FAILURES_PER_IP) {
    throw rateLimited(formatApiMessage('tooManyAttemptsFromAddress', { minutes }), LOGIN_WINDOW_SECONDS);
  }
}

export async function recordFailure(s: Services, kind: SessionKind, subjectKey: string, ip: string) {
  await s.db.insert(loginFailures).values({ kind, subjectKey, ip, at: s.now() });
}

export async function clearFailures(s: Services, kind: SessionKind, subjectKey: string) {
  await s.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.kind, kind), eq(loginFailures.subjectKey, subjectKey)));
}
