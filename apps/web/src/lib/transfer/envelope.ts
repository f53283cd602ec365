import type { SuccessExtras } from '@benefits/contract';
import { APP_VERSION } from '@benefits/domain';
import { ApiError, currentPage, networkFailureMessage } from '../api/client';
import { clientInfo } from '../api/userAgent';
import { i18n } from '../i18n';
import { translateMessage } from '../i18n/messages';
import { forcedSignOut, type Area } from '../session/areas';
import { endSession, sessionStores } from '../session/store';
import { showFailure } from '../ui/snackbar';

/*
 * The envelope handling of `call()` (lib/api/client.ts) for requests that cannot go through
 * `fetch().json()`: uploads that report progress (XMLHttpRequest) and file answers (blobs). The
 * rules are the same (docs/product §7, §8): TOKEN_EXPIRY extends the session, FORCE_LOGOUT clears it and
 * goes to the area's logout route, GENERAL/message goes to the red snackbar when asked.
 * (client.ts keeps its navigator private; a forced logout here reloads at the logout route.)
 */

/** The `meta` of every request body (docs/product §7 Common behaviour). */
export function requestMeta() {
  return { appType: 'web' as const, appVersion: APP_VERSION, ...clientInfo() };
}

/** The area's current session token, if any. */
export function tokenOf(area: Area): string | undefined {
  return sessionStores[area].getState().session?.token;
}

function isEnvelope(value: unknown): value is { code: number; data: unknown } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

/** The server could not be reached, or did not answer with the envelope. */
export function networkFailure(showSnackbar: boolean): ApiError {
  const message = networkFailureMessage();
  if (showSnackbar) showFailure(message);
  return new ApiError(0, { GENERAL: message }, true);
}

/**
 * Resolves an answer body like `call()` does: the success payload, or an ApiError (thrown) after
 * applying TOKEN_EXPIRY / FORCE_LOGOUT and showing the failure when `showSnackbar`.
 */
export function settleEnvelope<T>(body: unknown, area: Area, showSnackbar: boolean): T & SuccessExtras {
  if (!isEnvelope(body)) throw networkFailure(showSnackbar);
  const store = sessionStores[area];
  if (body.code === 0) {
    const payload = body.data as T & SuccessExtras;
    if (payload && typeof payload === 'object' && typeof payload.TOKEN_EXPIRY === 'number') {
      store.getState().extend(payload.TOKEN_EXPIRY);
    }
    return payload;
  }
  const failure = ApiError.of(body.code, body.data);
  const errors = failure.errors;
  if (errors.FORCE_LOGOUT) {
    endSession(area);
    if (typeof window !== 'undefined') window.location.assign(forcedSignOut(area, currentPage(), 'ended'));
    throw failure;
  }
  const general = failure.general;
  if (showSnackbar && general) showFailure(translateMessage(general, i18n.t, i18n.language));
  throw failure;
}
