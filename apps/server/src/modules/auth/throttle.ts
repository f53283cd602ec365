import { formatApiMessage, type SessionKind } from '@benefits/contract';
import { rateLimited } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { countFailuresForId, countFailuresForIp, deleteFailures, insertFailure } from './queries';

/**
 * Sign-in throttling, per ID and per address, over a sliding window of failures kept in the
 * database. The check runs before the password is verified, so even the right password is refused
 * while an ID is locked.
 */
export async function assertNotThrottled(s: Services, kind: SessionKind, subjectKey: string, ip: string) {
  const { LOGIN_WINDOW_SECONDS, LOGIN_MAX_FAILURES_PER_ID, LOGIN_MAX_FAILURES_PER_IP } = s.config;
  const since = new Date(s.now().getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const minutes = Math.ceil(LOGIN_WINDOW_SECONDS / 60);
  const forId = await countFailuresForId(s.db, kind, subjectKey, since);
  if (forId >= LOGIN_MAX_FAILURES_PER_ID) {
    throw rateLimited(formatApiMessage('tooManyAttemptsForId', { minutes }), LOGIN_WINDOW_SECONDS);
  }
  const forIp = await countFailuresForIp(s.db, ip, since);
  if (forIp >= LOGIN_MAX_FAILURES_PER_IP) {
    throw rateLimited(formatApiMessage('tooManyAttemptsFromAddress', { minutes }), LOGIN_WINDOW_SECONDS);
  }
}

export async function recordFailure(s: Services, kind: SessionKind, subjectKey: string, ip: string) {
  await insertFailure(s.db, kind, subjectKey, ip, s.now());
}

export async function clearFailures(s: Services, kind: SessionKind, subjectKey: string) {
  await deleteFailures(s.db, kind, subjectKey);
}
