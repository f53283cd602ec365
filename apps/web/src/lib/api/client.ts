import type {
  Endpoint,
  ErrorKeys,
  ErrorPayload,
  RequestOf,
  ResponseOf,
  SuccessExtras,
} from '@benefits/contract';
import { rememberMessage } from '@benefits/domain';
import { APP_VERSION, LANGUAGE_HEADER } from '@benefits/domain';
import { getAppConfig } from '../config';
import { i18n } from '../i18n';
import { translateMessage } from '../i18n/messages';
import { areaOfPath, forcedSignOut, type Area } from '../session/areas';
import { endSession, sessionStores } from '../session/store';
import { showFailure } from '../ui/snackbar';
import { API_PREFIX } from './refs';
import { clientInfo } from './userAgent';

/** A failed call: the answer's code and `data.error` (GENERAL or message, field messages, FORCE_LOGOUT). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly errors: ErrorPayload,
    /** True when the server could not be reached (or did not answer with the envelope). */
    readonly network = false,
    /** The key of each message (`data.errorKeys`, decision 0018). */
    readonly keys: ErrorKeys = {},
  ) {
    super(errors.GENERAL ?? errors.message ?? `Request failed (${code})`);
    this.name = 'ApiError';
    // The screens translate a message by its key (lib/i18n/messages.ts): remember the keys (and the
    // parameter values) the server gave its texts.
    for (const [field, keyed] of Object.entries(keys)) {
      const text = errors[field];
      if (typeof text === 'string') rememberMessage(text, keyed);
    }
  }

  /** A failed answer's envelope data (`{ error, errorKeys }`) as an ApiError. */
  static of(code: number, data: unknown): ApiError {
    const { error, errorKeys } = (data ?? {}) as { error?: ErrorPayload; errorKeys?: ErrorKeys };
    return new ApiError(code, error ?? {}, false, errorKeys ?? {});
  }

  /** The general message of the failure: GENERAL if present, otherwise message (docs/product §8). */
  get general(): string | undefined {
    return this.errors.GENERAL ?? this.errors.message;
  }

  /** One message per bad field. */
  get fields(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(this.errors)) {
      if (key !== 'GENERAL' && key !== 'message' && key !== 'FORCE_LOGOUT' && typeof value === 'string') {
        out[key] = value;
      }
    }
    return out;
  }
}

export interface CallOptions {
  /** Whose session token to send (and whose session TOKEN_EXPIRY / FORCE_LOGOUT act on). Default: from the path. */
  area?: Area;
  /** Show GENERAL/message of a failure in the red snackbar (default true). */
  snackbar?: boolean;
  signal?: AbortSignal;
  /** Send this token instead of the area's current one (e.g. revoking a session already cleared locally). */
  token?: string;
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let onForceLogout: (area: Area) => void = () => {};

/** The router registers its navigate function so a forced logout is a client-side navigation. */
export function setNavigator(fn: Navigate): void {
  navigate = fn;
}
/** Extra clean-up on forced logout (e.g. dropping cached server data). */
export function setForceLogoutHandler(fn: (area: Area) => void): void {
  onForceLogout = fn;
}

let meta: { appType: 'web'; appVersion: string; os: string; browser: string } | undefined;
function requestMeta() {
  meta ??= { appType: 'web', appVersion: APP_VERSION, ...clientInfo() };
  return meta;
}

/** The page on screen (path and query), for the sign-in to come back to. */
export function currentPage(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

function currentArea(): Area {
  return typeof window === 'undefined' ? 'employee' : areaOfPath(window.location.pathname);
}

/**
 * The language on screen, sent with every call as Accept-Language: the server writes its answers'
 * text, PDFs and mails in it (decision 0021).
 */
export function languageHeaders(): Record<string, string> {
  return { [LANGUAGE_HEADER]: i18n.language === 'fr' ? 'fr-CA' : 'en-CA' };
}

export function networkFailureMessage(): string {
  return i18n.t('validation.networkProblem', { provider: getAppConfig().providerName });
}

/**
 * Calls one contract endpoint: `POST /webapp<path>` with the session token header and
 * `{ data, meta }` body (docs/product §7 Common behaviour). Resolves with the success payload; rejects with an
 * ApiError. TOKEN_EXPIRY extends the session; FORCE_LOGOUT clears it and goes to the area's logout route
 * (which passes the page and the reason on to the sign-in), without a snackbar.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  data: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E> & SuccessExtras> {
  const area = options.area ?? currentArea();
  const store = sessionStores[area];
  const token = options.token ?? store.getState().session?.token;
  const showSnackbar = options.snackbar ?? true;

  const headers: Record<string, string> = { accept: 'application/json', ...languageHeaders() };
  if (token) headers.token = token;
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (endpoint.method === 'POST') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify({ data, meta: requestMeta() });
  }

  let body: unknown;
  try {
    const response = await fetch(`${API_PREFIX}${endpoint.path}`, init);
    body = await response.json();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = networkFailureMessage();
    if (showSnackbar) showFailure(message);
    throw new ApiError(0, { GENERAL: message }, true);
  }

  if (!isEnvelope(body)) {
    const message = networkFailureMessage();
    if (showSnackbar) showFailure(message);
    throw new ApiError(0, { GENERAL: message }, true);
  }

  if (body.code === 0) {
    const payload = body.data as ResponseOf<E> & SuccessExtras;
    if (payload && typeof payload === 'object' && typeof payload.TOKEN_EXPIRY === 'number') {
      store.getState().extend(payload.TOKEN_EXPIRY);
    }
    return payload;
  }

  const failure = ApiError.of(body.code, body.data);
  const errors = failure.errors;
  if (errors.FORCE_LOGOUT) {
    endSession(area);
    onForceLogout(area);
    // The sign-in says why and comes back to this page (a snackbar would not outlive the move).
    navigate(forcedSignOut(area, currentPage(), 'ended'));
    throw failure;
  }
  const general = failure.general;
  if (showSnackbar && general) showFailure(translateMessage(general, i18n.t, i18n.language));
  throw failure;
}

function isEnvelope(value: unknown): value is { code: number; data: unknown } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}
