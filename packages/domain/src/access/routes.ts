import { COMPANY_REPORT_NAMES } from '../reference/reports';

/**
 * The route table of SPEC §2 "Screens and routes", as data, and the path helpers the guards use.
 *
 * Patterns are written the React Router way: static segments and `:name` parameters (one whole
 * segment each). Paths are compared case-sensitively after `normalizePath`.
 */

/** Where a route belongs: which shell shows it and which guard protects it. */
export const ROUTE_AREAS = ['public', 'employee', 'claims', 'company', 'partner', 'tools'] as const;

export type RouteArea = (typeof ROUTE_AREAS)[number];

/**
 * Public routes (no login), SPEC §2 "Public routes". /tools/ebook/:id is listed under "Redirects
 * and fallbacks" (it sends the browser to the provider's ebook download); it is put here because it
 * needs no login (ebook links are shared outside the app) — a choice, the spec does not say.
 */
export const PUBLIC_ROUTES = [
  '/refresh',
  '/demo',
  '/demo/personal',
  '/demo/claims',
  '/demo/claims/review',
  '/demo/claims/success',
  '/signup',
  '/signup/:id',
  '/signup/review/:id',
  '/signup/thanks/:id',
  '/login',
  '/login/reset',
  '/login/reset/success',
  '/login/update/:id',
  '/login/update/success',
  '/logout',
  '/partner/signup',
  '/partner/signup/review',
  '/partner/signup/thanks',
  '/partner/login',
  '/partner/login/reset',
  '/partner/login/reset/success',
  '/partner/login/update/:id',
  '/partner/login/update/success',
  '/partner/logout',
  '/tools/login',
  '/tools/logout',
  '/tools/sales',
  '/tools/ebook/:id',
] as const;

/** Employee routes, SPEC §2 "Employee routes". */
export const EMPLOYEE_ROUTES = [
  '/',
  '/employee',
  '/employee/:id',
  '/update-notes',
  '/my-plan',
  '/banking-details',
  '/hsa-agreement',
  '/claim-report',
  '/balance-report',
  '/summary-of-benefits',
  '/documents',
  '/claim/:id',
  '/audit/:id',
  '/notifications',
  '/claim-form-print',
  '/claim-form-print/:id',
  // Not in SPEC §2: the forced password change of REQUIRE_WEB_PASSWORD_RESET (decision 0020).
  '/change-password',
] as const;

/** Claim submission routes, SPEC §2 "Claim submission routes". */
export const CLAIM_ROUTES = [
  '/claims',
  '/claims/resume',
  '/claims/details',
  '/claims/upload',
  '/claims/review',
  '/claims/success',
] as const;

/** Company admin routes, SPEC §2 "Company admin routes". */
export const COMPANY_ROUTES = [
  '/add-employee',
  '/add-employee/success',
  '/divisions',
  '/business-plan',
  '/business-banking',
  '/wellness/setup',
  '/wellness/setup/success',
  '/wellness/manage',
  '/company-funding',
  '/insurance-funding',
  '/business-online-claims',
  '/update-card',
  '/company-reports',
  '/company-reports/:report',
  '/classifications',
  '/employer',
  '/directory/employees',
] as const;

/** Partner routes, SPEC §2 "Partner routes" (/partner/agent-list is for managers only: see the menu). */
export const PARTNER_ROUTES = [
  '/partner',
  '/partner/agent/:id',
  '/partner/notifications',
  '/partner/banking',
  '/partner/personal',
  '/partner/marketing-tools',
  '/partner/documents',
  '/partner/faqs',
  '/partner/client-list',
  '/partner/client-list/:id',
  '/partner/agent-list',
  '/partner/commissions',
  '/partner/commissions/:id',
  '/partner/hsa-sales',
  '/partner/upcoming-renewals',
  '/partner/update-notes',
  '/partner/employer/:id',
  // Not in SPEC §2: the forced password change of REQUIRE_WEB_PASSWORD_RESET (decision 0020).
  '/partner/change-password',
] as const;

/** Tools routes, SPEC §2 "Tools routes" (/tools/ is written /tools). */
export const TOOLS_ROUTES = [
  '/tools',
  '/tools/ads',
  '/tools/ad/:id',
  '/tools/updates',
  '/tools/update/:id',
  '/tools/login-account',
  '/tools/send-welcome/:type',
  '/tools/send-receipt',
  '/tools/send-partner-receipt',
  '/tools/api-routes',
  '/tools/api-tester',
  '/tools/pad-audit/:type',
  '/tools/pad-audit-details/:type/:id',
  '/tools/audit/claims',
  '/tools/audit/claim/:id',
  '/tools/transfer-details',
  '/tools/recal-employee-limit',
] as const;

/** Every route list by area. */
export const ROUTES: Readonly<Record<RouteArea, readonly string[]>> = {
  public: PUBLIC_ROUTES,
  employee: EMPLOYEE_ROUTES,
  claims: CLAIM_ROUTES,
  company: COMPANY_ROUTES,
  partner: PARTNER_ROUTES,
  tools: TOOLS_ROUTES,
};

/** Welcome messages the tools area resends: employer, employee, agent. */
export const SEND_WELCOME_TYPES = ['er', 'ee', 'agent'] as const;
/** Pre-authorised debit audits in the tools area. */
export const PAD_AUDIT_TYPES = ['agent', 'employee', 'employer'] as const;

/** Parameters that only take listed values; any other value does not match the pattern. */
export const ROUTE_PARAM_VALUES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  '/tools/send-welcome/:type': { type: SEND_WELCOME_TYPES },
  '/tools/pad-audit/:type': { type: PAD_AUDIT_TYPES },
  '/tools/pad-audit-details/:type/:id': { type: PAD_AUDIT_TYPES },
  '/company-reports/:report': { report: COMPANY_REPORT_NAMES },
};

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

/** Old addresses and where they go now (SPEC §2 "Redirects and fallbacks"); `:id` is carried over. */
export const LEGACY_REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: '/mylogin', to: '/login' },
  { from: '/partner/mylogin', to: '/partner/login' },
  { from: '/mylogin/forgot-password', to: '/login/reset' },
  { from: '/partner/mylogin/forgot-password', to: '/partner/login/reset' },
  { from: '/mylogin/newpassword/:id', to: '/login/update/:id' },
  { from: '/partner/mylogin/newpassword/:id', to: '/login/update/:id' },
  { from: '/tools/admin', to: '/tools' },
  { from: '/myolympia', to: '/' },
  { from: '/myolympia/update', to: '/update-card' },
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
export const BLOCKED_REDIRECT = '/';

/**
 * True when the server's block list blocks `pathname` (SPEC §2: "Any path in the server-supplied
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
