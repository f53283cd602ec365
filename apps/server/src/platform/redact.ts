import { legacyPaths, paths } from '@benefits/domain';
import { OFFLINE_CHECKOUT_PATH } from './payments/routes';

const SENSITIVE =
  /token|^pw|password|passwd|secret|sin$|personalid|account|transit|institution|hash|authorization|cookie/i;
const MAX_DEPTH = 8;
const REDACTED = '[redacted]';

/** A copy of client-sent data with credentials and sensitive numbers replaced, safe to store or log. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => redact(v, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SENSITIVE.test(k) ? REDACTED : redact(v, depth + 1)]),
    );
  }
  return value;
}

/**
 * The web addresses whose `:parameters` are secrets: a set-password link's hash (reset and welcome
 * mails, and their old /mylogin/newpassword form), a client sign-up's resume ID (it opens the
 * application: name, e-mail, birth date), the offline provider's checkout session. Decision 0017's
 * path table names them; a new address carrying a secret joins this list.
 */
const SECRET_ROUTES: readonly string[] = [
  paths.public.loginUpdate.path,
  paths.public.partnerLoginUpdate.path,
  paths.public.signupStep.path,
  paths.public.signupReview.path,
  paths.public.signupThanks.path,
  legacyPaths.newPassword.path,
  legacyPaths.partnerNewPassword.path,
  OFFLINE_CHECKOUT_PATH,
];

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

const SECRET_PATTERNS = SECRET_ROUTES.map(segmentsOf);

/** Pages of the table that look like a secret address ('/login/update/success'): kept as they are. */
const PLAIN_PAGES = new Set(
  [...Object.values(paths).flatMap((area) => Object.values(area)), ...Object.values(legacyPaths)]
    .map((route: { path: string }) => route.path)
    .filter((path) => !path.includes(':'))
    .map((path) => segmentsOf(path).join('/').toLowerCase()),
);

/** Query parameters whose values are secrets: the redact() keys, and a payment's `session_id`. */
const SECRET_QUERY = (key: string) => SENSITIVE.test(key) || /session/i.test(key);

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * A request's URL as it may be logged: the secret segments of SECRET_ROUTES (matched as the web's
 * router does: any case, extra slashes) and secret query values replaced by `[redacted]`, the rest
 * kept as it came.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? undefined : url.slice(q + 1);
  const parts = path.split('/');
  const used = parts.flatMap((p, i) => (p === '' ? [] : [i]));
  const words = used.map((i) => decoded(parts[i]!).toLowerCase());
  if (!PLAIN_PAGES.has(words.join('/'))) {
    const pattern = SECRET_PATTERNS.find(
      (p) => p.length === words.length && p.every((s, i) => s.startsWith(':') || s === words[i]),
    );
    pattern?.forEach((s, i) => {
      if (s.startsWith(':')) parts[used[i]!] = REDACTED;
    });
  }
  const shownQuery = query
    ?.split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq !== -1 && SECRET_QUERY(decoded(pair.slice(0, eq)))
        ? `${pair.slice(0, eq)}=${REDACTED}`
        : pair;
    })
    .join('&');
  return parts.join('/') + (shownQuery === undefined ? '' : `?${shownQuery}`);
}

/**
 * The request as Fastify's log writes it (its default `req` serializer's fields), with the URL
 * through redactUrl: the "incoming request" line holds no link secret (QA security F2).
 */
export function requestForLog(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: typeof version === 'string' ? version : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
