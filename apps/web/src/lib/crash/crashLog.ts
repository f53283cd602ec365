import { APP_VERSION, CLIENT_LOG_THROTTLE_MS } from '@benefits/domain';
import { call } from '../api/client';
import { refs } from '../api/refs';
import { clientInfo } from '../api/userAgent';
import { areaOfPath, type Area } from '../session/areas';
import { checkSession, getSession } from '../session/store';

/** Where the time of the last crash log is kept, so the throttle holds across reloads and tabs. */
export const CRASH_LOG_STORAGE_KEY = 'benefits.crashLog.lastSentAt';

/** The client log of a render crash (docs/product §7 General), without the session token. */
export interface CrashLog {
  timestamp: string;
  error: string;
  path: string;
  userId: string | number | null;
  type: string | null;
  appVersion: string;
  browserInfo: string;
}

const MAX_ERROR_CHARS = 8000;

export function describeError(error: unknown): string {
  let text: string;
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    const stack = error.stack ?? '';
    // V8 stacks start with the name and message; other browsers' stacks list frames only.
    text = stack.includes(error.message) ? stack : [head, stack].filter(Boolean).join('\n');
  } else if (typeof error === 'string') {
    text = error;
  } else {
    try {
      text = JSON.stringify(error) ?? String(error);
    } catch {
      text = String(error);
    }
  }
  return text.slice(0, MAX_ERROR_CHARS);
}

/** The path without its secrets: the one-time id of a password reset link is replaced. */
export function safePath(pathname: string): string {
  return pathname.replace(/^((?:\/partner)?\/login\/update)\/(?!success$)[^/]+/, '$1/:id');
}

/** Who is signed in (a live session), preferring the area of the path: ID and type, or nulls. */
export function signedInUser(
  pathname: string,
  nowMs = Date.now(),
): { userId: string | number; type: string } | null {
  const order: Area[] = [areaOfPath(pathname), 'employee', 'partner', 'tools'];
  for (const area of order) {
    if (checkSession(area, nowMs) !== 'valid') continue;
    const session = getSession(area);
    if (!session) continue;
    if ('username' in session) return { userId: session.username, type: 'TOOLS' };
    return { userId: session.user.ID, type: session.user.TYPE };
  }
  return null;
}

export function buildCrashLog(error: unknown, pathname: string, nowMs: number): CrashLog {
  const user = signedInUser(pathname, nowMs);
  const { os, browser } = clientInfo();
  return {
    timestamp: new Date(nowMs).toISOString(),
    error: describeError(error),
    path: safePath(pathname),
    userId: user?.userId ?? null,
    type: user?.type ?? null,
    appVersion: APP_VERSION,
    browserInfo: `${browser}; ${os}`.slice(0, 1000),
  };
}

function lastSentAt(): number | null {
  try {
    const value = Number(localStorage.getItem(CRASH_LOG_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** docs/product §4: at most one log per 5 minutes (a clock set back does not block logging). */
export function mayLogCrash(nowMs: number): boolean {
  const last = lastSentAt();
  return last === null || last > nowMs || nowMs - last >= CLIENT_LOG_THROTTLE_MS;
}

/**
 * Sends a crash to `/general/log`, at most once per 5 minutes per browser. The time is stored before
 * the call, so crashes in quick succession (or in several tabs) send one log. No token is sent: the
 * log names the user by ID and type. Never throws; answers whether a log was sent.
 */
export async function reportCrash(error: unknown, pathname: string, nowMs = Date.now()): Promise<boolean> {
  if (!mayLogCrash(nowMs)) return false;
  try {
    localStorage.setItem(CRASH_LOG_STORAGE_KEY, String(nowMs));
  } catch {
    // Storage full or blocked: log anyway.
  }
  try {
    await call(refs.generalLog, buildCrashLog(error, pathname, nowMs), {
      area: areaOfPath(pathname),
      token: '',
      snackbar: false,
    });
    return true;
  } catch {
    return false;
  }
}
