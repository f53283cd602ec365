import { legacyPaths, paths, patternsOf, sessionPaths, type PathArea, type RoutePath } from './paths';

/**
 * The route table of docs/product §2 "Screens and routes" by area, read from the path table (./paths.ts,
 * ADR 0017), and the path helpers the guards use.
 *
 * Patterns are written the React Router way: static segments and `:name` parameters (one whole
 * segment each). Paths are compared case-sensitively after `normalizePath`.
 */

/** Where a route belongs: which shell shows it and which guard protects it. */
export const ROUTE_AREAS = ['public', 'employee', 'claims', 'company', 'partner', 'tools'] as const;

export type RouteArea = (typeof ROUTE_AREAS)[number];

/** Public routes (no login), docs/product §2 "Public routes" (and /tools/ebook/:id: see `paths.public`). */
export const PUBLIC_ROUTES = patternsOf('public');

/** Employee routes, docs/product §2 "Employee routes". */
export const EMPLOYEE_ROUTES = patternsOf('employee');

/** Claim submission routes, docs/product §2 "Claim submission routes". */
export const CLAIM_ROUTES = patternsOf('claims');

/** Company admin routes, docs/product §2 "Company admin routes". */
export const COMPANY_ROUTES = patternsOf('company');

/** Partner routes, docs/product §2 "Partner routes" (/partner/agent-list is for managers only: see the menu). */
export const PARTNER_ROUTES = patternsOf('partner');

/** Tools routes, docs/product §2 "Tools routes" (/tools/ is written /tools). */
export const TOOLS_ROUTES = patternsOf('tools');

/** Every route list by area. */
export const ROUTES: Readonly<Record<RouteArea, readonly string[]>> = {
  public: PUBLIC_ROUTES,
  employee: EMPLOYEE_ROUTES,
  claims: CLAIM_ROUTES,
  company: COMPANY_ROUTES,
  partner: PARTNER_ROUTES,
  tools: TOOLS_ROUTES,
};

/** Parameters that only take listed values; any other value does not match the pattern. */
export const ROUTE_PARAM_VALUES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> =
  Object.fromEntries(
    (Object.keys(paths) as PathArea[])
      .flatMap((area) => Object.values(paths[area]) as RoutePath[])
      .filter((entry) => Object.keys(entry.values).length > 0)
      .map((entry) => [entry.path, entry.values as Record<string, readonly string[]>]),
  );

/**
 * A browser path in canonical form: without query string or hash, without trailing slashes
 * ('/tools/' -> '/tools'), '/' for an empty path.
 */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function segments(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

/**
 * The parameters when `pathname` matches `pattern` (every segment, `:name` matching one non-empty
 * segment), else `null`. Listed parameter values (`ROUTE_PARAM_VALUES`) are enforced.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(normalizePath(pattern));
  const got = segments(normalizePath(pathname));
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return null;
      params[w.slice(1)] = g;
    } else if (w !== g) {
      return null;
    }
  }
  const allowed = ROUTE_PARAM_VALUES[pattern];
  if (allowed) {
    for (const [name, values] of Object.entries(allowed)) {
      const value = params[name];
      if (value === undefined || !values.includes(value)) return null;
    }
  }
  return params;
}

/** True when `pathname` is `base` or below it, segment-wise ('/claims/details' is on '/claims', '/claimsx' is not). */
export function isOnPath(pathname: string, base: string): boolean {
  const path = normalizePath(pathname);
  const root = normalizePath(base);
  if (root === '/') return true;
  return path === root || path.startsWith(`${root}/`);
}

/** True when `pathname` matches one of `patterns`. */
export function matchesAny(pathname: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchPattern(pattern, pathname) !== null);
}

export interface RouteMatch {
  area: RouteArea;
  pattern: string;
  params: Record<string, string>;
}

function staticSegmentCount(pattern: string): number {
  return segments(pattern).filter((s) => !s.startsWith(':')).length;
}

/**
 * The route `pathname` belongs to, or `null` for an unknown route ('404 / Page Not Found').
 * When several patterns match, the one with more static segments wins ('/login/update/success'
 * is the success page, not an update id).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  for (const area of ROUTE_AREAS) {
    for (const pattern of ROUTES[area]) {
      const params = matchPattern(pattern, pathname);
      if (params === null) continue;
      if (best === null || staticSegmentCount(pattern) > staticSegmentCount(best.pattern)) {
        best = { area, pattern, params };
      }
    }
  }
  return best;
}

/** The area of `pathname`, or `null` for an unknown route. */
export function routeAreaOf(pathname: string): RouteArea | null {
  return matchRoute(pathname)?.area ?? null;
}

/** Fills a pattern's parameters: `buildPath('/claim/:id', { id: 7 })` -> '/claim/7'. */
export function buildPath(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RangeError(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** Old addresses and where they go now (docs/product §2 "Redirects and fallbacks"); `:id` is carried over. */
export const LEGACY_REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: legacyPaths.mylogin.path, to: paths.public.login.path },
  { from: legacyPaths.partnerMylogin.path, to: paths.public.partnerLogin.path },
  { from: legacyPaths.forgotPassword.path, to: paths.public.loginReset.path },
  { from: legacyPaths.partnerForgotPassword.path, to: paths.public.partnerLoginReset.path },
  { from: legacyPaths.newPassword.path, to: paths.public.loginUpdate.path },
  { from: legacyPaths.partnerNewPassword.path, to: paths.public.loginUpdate.path },
  { from: legacyPaths.toolsAdmin.path, to: paths.tools.home.path },
  { from: legacyPaths.myolympia.path, to: paths.employee.dashboard.path },
  { from: legacyPaths.myolympiaUpdate.path, to: paths.company.updateCard.path },
];

/** Where an old address goes now, or `null` when `pathname` is not an old address. */
export function legacyRedirect(pathname: string): string | null {
  for (const { from, to } of LEGACY_REDIRECTS) {
    const params = matchPattern(from, pathname);
    if (params === null) continue;
    return to.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => params[name] ?? '');
  }
  return null;
}

/** Where a blocked path goes (with a redirect message). */
export const BLOCKED_REDIRECT = sessionPaths.employee.home.path;

/**
 * True when the server's block list blocks `pathname` (docs/product §2: "Any path in the server-supplied
 * block list that contains a slash redirects to / with a redirect message").
 *
 * Decision: an entry blocks exactly its own path (after `normalizePath` on both sides, so a
 * trailing slash, a query or a hash makes no difference), not the paths below it. The spec speaks
 * of the path being *in* the list, i.e. membership; a prefix match would let one entry silently
 * block whole areas. Entries without a slash are ignored, and '/' is never blocked because it is
 * the redirect target (blocking it would loop).
 */
export function isBlocked(pathname: string, blockList: readonly string[] | null | undefined): boolean {
  if (!blockList || blockList.length === 0) return false;
  const path = normalizePath(pathname);
  if (path === BLOCKED_REDIRECT) return false;
  return blockList.some((entry) => entry.includes('/') && normalizePath(entry.trim()) === path);
}
