import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPath,
  CLAIM_ROUTES,
  COMPANY_ROUTES,
  EMPLOYEE_ROUTES,
  isBlocked,
  isOnPath,
  LEGACY_REDIRECTS,
  legacyRedirect,
  matchPattern,
  matchRoute,
  normalizePath,
  PARTNER_ROUTES,
  PUBLIC_ROUTES,
  ROUTE_AREAS,
  routeAreaOf,
  ROUTES,
  TOOLS_ROUTES,
} from './routes';
import type { RouteArea } from './routes';

/** Concrete paths written as in docs/product §2, with the area and pattern each must resolve to. */
const SPEC_PATHS: readonly [string, RouteArea, string][] = [
  // Public routes
  ['/refresh', 'public', '/refresh'],
  ['/demo', 'public', '/demo'],
  ['/demo/personal', 'public', '/demo/personal'],
  ['/demo/claims', 'public', '/demo/claims'],
  ['/demo/claims/review', 'public', '/demo/claims/review'],
  ['/demo/claims/success', 'public', '/demo/claims/success'],
  ['/signup', 'public', '/signup'],
  ['/signup/42', 'public', '/signup/:id'],
  ['/signup/review/42', 'public', '/signup/review/:id'],
  ['/signup/thanks/42', 'public', '/signup/thanks/:id'],
  ['/login', 'public', '/login'],
  ['/login/reset', 'public', '/login/reset'],
  ['/login/reset/success', 'public', '/login/reset/success'],
  ['/login/update/abc123', 'public', '/login/update/:id'],
  ['/login/update/success', 'public', '/login/update/success'],
  ['/logout', 'public', '/logout'],
  ['/partner/signup', 'public', '/partner/signup'],
  ['/partner/signup/review', 'public', '/partner/signup/review'],
  ['/partner/signup/thanks', 'public', '/partner/signup/thanks'],
  ['/partner/login', 'public', '/partner/login'],
  ['/partner/login/reset', 'public', '/partner/login/reset'],
  ['/partner/login/reset/success', 'public', '/partner/login/reset/success'],
  ['/partner/login/update/abc123', 'public', '/partner/login/update/:id'],
  ['/partner/login/update/success', 'public', '/partner/login/update/success'],
  ['/partner/logout', 'public', '/partner/logout'],
  ['/tools/login', 'public', '/tools/login'],
  ['/tools/logout', 'public', '/tools/logout'],
  ['/tools/sales', 'public', '/tools/sales'],
  ['/tools/ebook/7', 'public', '/tools/ebook/:id'],
  // Employee routes
  ['/', 'employee', '/'],
  ['/employee', 'employee', '/employee'],
  ['/employee/12', 'employee', '/employee/:id'],
  ['/update-notes', 'employee', '/update-notes'],
  ['/my-plan', 'employee', '/my-plan'],
  ['/banking-details', 'employee', '/banking-details'],
  ['/hsa-agreement', 'employee', '/hsa-agreement'],
  ['/claim-report', 'employee', '/claim-report'],
  ['/balance-report', 'employee', '/balance-report'],
  ['/summary-of-benefits', 'employee', '/summary-of-benefits'],
  ['/documents', 'employee', '/documents'],
  ['/claim/99', 'employee', '/claim/:id'],
  ['/audit/99', 'employee', '/audit/:id'],
  ['/notifications', 'employee', '/notifications'],
  ['/claim-form-print', 'employee', '/claim-form-print'],
  ['/claim-form-print/99', 'employee', '/claim-form-print/:id'],
  // Claim submission routes
  ['/claims', 'claims', '/claims'],
  ['/claims/resume', 'claims', '/claims/resume'],
  ['/claims/details', 'claims', '/claims/details'],
  ['/claims/upload', 'claims', '/claims/upload'],
  ['/claims/review', 'claims', '/claims/review'],
  ['/claims/success', 'claims', '/claims/success'],
  // Company admin routes
  ['/add-employee', 'company', '/add-employee'],
  ['/add-employee/success', 'company', '/add-employee/success'],
  ['/divisions', 'company', '/divisions'],
  ['/business-plan', 'company', '/business-plan'],
  ['/business-banking', 'company', '/business-banking'],
  ['/wellness/setup', 'company', '/wellness/setup'],
  ['/wellness/setup/success', 'company', '/wellness/setup/success'],
  ['/wellness/manage', 'company', '/wellness/manage'],
  ['/company-funding', 'company', '/company-funding'],
  ['/insurance-funding', 'company', '/insurance-funding'],
  ['/business-online-claims', 'company', '/business-online-claims'],
  ['/update-card', 'company', '/update-card'],
  ['/company-reports', 'company', '/company-reports'],
  ['/company-reports/fees', 'company', '/company-reports/:report'],
  ['/classifications', 'company', '/classifications'],
  ['/employer', 'company', '/employer'],
  ['/directory/employees', 'company', '/directory/employees'],
  // Partner routes
  ['/partner', 'partner', '/partner'],
  ['/partner/agent/5', 'partner', '/partner/agent/:id'],
  ['/partner/notifications', 'partner', '/partner/notifications'],
  ['/partner/banking', 'partner', '/partner/banking'],
  ['/partner/personal', 'partner', '/partner/personal'],
  ['/partner/marketing-tools', 'partner', '/partner/marketing-tools'],
  ['/partner/documents', 'partner', '/partner/documents'],
  ['/partner/faqs', 'partner', '/partner/faqs'],
  ['/partner/client-list', 'partner', '/partner/client-list'],
  ['/partner/client-list/5', 'partner', '/partner/client-list/:id'],
  ['/partner/agent-list', 'partner', '/partner/agent-list'],
  ['/partner/commissions', 'partner', '/partner/commissions'],
  ['/partner/commissions/5', 'partner', '/partner/commissions/:id'],
  ['/partner/hsa-sales', 'partner', '/partner/hsa-sales'],
  ['/partner/upcoming-renewals', 'partner', '/partner/upcoming-renewals'],
  ['/partner/update-notes', 'partner', '/partner/update-notes'],
  ['/partner/employer/5', 'partner', '/partner/employer/:id'],
  // Not in docs/product §2: the forced password change (decision 0020).
  ['/change-password', 'employee', '/change-password'],
  ['/partner/change-password', 'partner', '/partner/change-password'],
  // Tools routes
  ['/tools/', 'tools', '/tools'],
  ['/tools/ads', 'tools', '/tools/ads'],
  ['/tools/ad/3', 'tools', '/tools/ad/:id'],
  ['/tools/updates', 'tools', '/tools/updates'],
  ['/tools/update/3', 'tools', '/tools/update/:id'],
  ['/tools/login-account', 'tools', '/tools/login-account'],
  ['/tools/send-welcome/er', 'tools', '/tools/send-welcome/:type'],
  ['/tools/send-welcome/ee', 'tools', '/tools/send-welcome/:type'],
  ['/tools/send-welcome/agent', 'tools', '/tools/send-welcome/:type'],
  ['/tools/send-receipt', 'tools', '/tools/send-receipt'],
  ['/tools/send-partner-receipt', 'tools', '/tools/send-partner-receipt'],
  ['/tools/api-routes', 'tools', '/tools/api-routes'],
  ['/tools/api-tester', 'tools', '/tools/api-tester'],
  ['/tools/pad-audit/agent', 'tools', '/tools/pad-audit/:type'],
  ['/tools/pad-audit/employee', 'tools', '/tools/pad-audit/:type'],
  ['/tools/pad-audit/employer', 'tools', '/tools/pad-audit/:type'],
  ['/tools/pad-audit-details/employer/8', 'tools', '/tools/pad-audit-details/:type/:id'],
  ['/tools/audit/claims', 'tools', '/tools/audit/claims'],
  ['/tools/audit/claim/8', 'tools', '/tools/audit/claim/:id'],
  ['/tools/transfer-details', 'tools', '/tools/transfer-details'],
  ['/tools/recal-employee-limit', 'tools', '/tools/recal-employee-limit'],
];

describe('route lists (docs/product §2)', () => {
  it('holds every area, each list once', () => {
    expect(Object.keys(ROUTES)).toEqual([...ROUTE_AREAS]);
    expect(ROUTES.public).toBe(PUBLIC_ROUTES);
    expect(ROUTES.employee).toBe(EMPLOYEE_ROUTES);
    expect(ROUTES.claims).toBe(CLAIM_ROUTES);
    expect(ROUTES.company).toBe(COMPANY_ROUTES);
    expect(ROUTES.partner).toBe(PARTNER_ROUTES);
    expect(ROUTES.tools).toBe(TOOLS_ROUTES);
  });

  it('lists every spec route (and the password change of decision 0020) and no other', () => {
    const listed = ROUTE_AREAS.flatMap((area) => ROUTES[area].map((pattern) => `${area} ${pattern}`));
    const fromSpec = [...new Set(SPEC_PATHS.map(([, area, pattern]) => `${area} ${pattern}`))];
    expect([...listed].sort()).toEqual([...fromSpec].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each(SPEC_PATHS)('%s is a %s route (%s)', (path, area, pattern) => {
    expect(matchRoute(path)).toMatchObject({ area, pattern });
    expect(routeAreaOf(path)).toBe(area);
  });
});

describe('matchRoute', () => {
  it('answers the parameters', () => {
    expect(matchRoute('/claim/123')).toEqual({
      area: 'employee',
      pattern: '/claim/:id',
      params: { id: '123' },
    });
    expect(matchRoute('/tools/pad-audit-details/agent/9')?.params).toEqual({ type: 'agent', id: '9' });
    expect(matchRoute('/company-reports/rff')?.params).toEqual({ report: 'rff' });
  });

  it('prefers a static page over a parameter (/login/update/success)', () => {
    expect(matchRoute('/login/update/success')?.pattern).toBe('/login/update/success');
    expect(matchRoute('/partner/login/update/success')?.pattern).toBe('/partner/login/update/success');
    expect(matchRoute('/login/update/x1')?.pattern).toBe('/login/update/:id');
  });

  it('reads /tools/sales, /tools/login and /tools/logout as public (as listed)', () => {
    expect(routeAreaOf('/tools/sales')).toBe('public');
    expect(routeAreaOf('/tools/login')).toBe('public');
    expect(routeAreaOf('/tools/logout')).toBe('public');
  });

  it('ignores trailing slashes, query and hash', () => {
    expect(matchRoute('/claims/')?.pattern).toBe('/claims');
    expect(matchRoute('/claims?x=1')?.pattern).toBe('/claims');
    expect(matchRoute('/claims#top')?.pattern).toBe('/claims');
    expect(matchRoute('')?.pattern).toBe('/');
  });

  it('answers null for unknown routes (404)', () => {
    for (const path of ['/nope', '/claims/other', '/claim', '/employee/1/2', '/Claims', '/tools/ebook']) {
      expect(matchRoute(path)).toBeNull();
    }
  });

  it('only takes the listed values for typed parameters', () => {
    expect(matchRoute('/tools/send-welcome/bc')).toBeNull();
    expect(matchRoute('/tools/pad-audit/partner')).toBeNull();
    expect(matchRoute('/tools/pad-audit-details/other/1')).toBeNull();
    expect(matchRoute('/company-reports/unknown')).toBeNull();
  });

  it('never mistakes a legacy address for a route', () => {
    for (const { from } of LEGACY_REDIRECTS) expect(matchRoute(buildPath(from, { id: 'x' }))).toBeNull();
  });

  it('every pattern matches itself, in its own area', () => {
    for (const area of ROUTE_AREAS) {
      for (const pattern of ROUTES[area]) {
        const type = pattern.includes('send-welcome') ? 'ee' : 'employee';
        const path = buildPath(pattern, { id: '7', type, report: 'fees' });
        expect(matchRoute(path)).toMatchObject({ area, pattern });
      }
    }
  });

  it('any id is read as the parameter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), (id) => {
        expect(matchRoute(`/claim/${id}`)?.params).toEqual({ id });
        expect(matchRoute(`/partner/client-list/${id}`)?.pattern).toBe('/partner/client-list/:id');
      }),
    );
  });
});

describe('path helpers', () => {
  it('normalizePath', () => {
    expect(normalizePath('/tools/')).toBe('/tools');
    expect(normalizePath('/a//')).toBe('/a');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('claims')).toBe('/claims');
    expect(normalizePath('/x?y=/z#w')).toBe('/x');
  });

  it('isOnPath works segment-wise', () => {
    expect(isOnPath('/claims/details', '/claims')).toBe(true);
    expect(isOnPath('/claims', '/claims')).toBe(true);
    expect(isOnPath('/claimsx', '/claims')).toBe(false);
    expect(isOnPath('/claim', '/claims')).toBe(false);
    expect(isOnPath('/anything', '/')).toBe(true);
  });

  it('matchPattern', () => {
    expect(matchPattern('/a/:id', '/a/1')).toEqual({ id: '1' });
    expect(matchPattern('/a/:id', '/a')).toBeNull();
    expect(matchPattern('/a/:id', '/a/')).toBeNull();
    expect(matchPattern('/a', '/b')).toBeNull();
  });

  it('buildPath fills and encodes parameters', () => {
    expect(buildPath('/claim/:id', { id: 7 })).toBe('/claim/7');
    expect(buildPath('/claim/:id', { id: 'a b' })).toBe('/claim/a%20b');
    expect(() => buildPath('/claim/:id')).toThrow(RangeError);
  });
});

describe('legacy redirects (docs/product §2 "Redirects and fallbacks")', () => {
  it.each([
    ['/mylogin', '/login'],
    ['/partner/mylogin', '/partner/login'],
    ['/mylogin/forgot-password', '/login/reset'],
    ['/partner/mylogin/forgot-password', '/partner/login/reset'],
    ['/mylogin/newpassword/ab12', '/login/update/ab12'],
    ['/partner/mylogin/newpassword/ab12', '/login/update/ab12'],
    ['/tools/admin', '/tools'],
    ['/myolympia', '/'],
    ['/myolympia/update', '/update-card'],
  ])('%s goes to %s', (from, to) => {
    expect(legacyRedirect(from)).toBe(to);
  });

  it('has exactly the nine spec entries', () => {
    expect(LEGACY_REDIRECTS).toHaveLength(9);
  });

  it('every target is a route', () => {
    for (const { to } of LEGACY_REDIRECTS) expect(matchRoute(buildPath(to, { id: 'x' }))).not.toBeNull();
  });

  it('tolerates a trailing slash and ignores the query', () => {
    expect(legacyRedirect('/mylogin/')).toBe('/login');
    expect(legacyRedirect('/myolympia/update?x=1')).toBe('/update-card');
  });

  it('answers null for anything else', () => {
    for (const path of [
      '/',
      '/login',
      '/mylogin/newpassword',
      '/mylogin/other',
      '/tools/admin/x',
      '/myolympia/x',
    ]) {
      expect(legacyRedirect(path)).toBeNull();
    }
  });
});

describe('isBlocked (block list entries with a slash; exact match)', () => {
  const list = ['/legacy-portal/claims', '/claims/upload', 'nosuchpath', '/'];

  it('blocks a listed path', () => {
    expect(isBlocked('/legacy-portal/claims', list)).toBe(true);
    expect(isBlocked('/claims/upload', list)).toBe(true);
  });

  it('compares after normalising trailing slash, query and hash', () => {
    expect(isBlocked('/claims/upload/', list)).toBe(true);
    expect(isBlocked('/claims/upload?a=1', list)).toBe(true);
    expect(isBlocked('/claims/upload', ['/claims/upload/'])).toBe(true);
  });

  it('does not block paths below or beside an entry', () => {
    expect(isBlocked('/legacy-portal/claims/5', list)).toBe(false);
    expect(isBlocked('/legacy-portal', list)).toBe(false);
    expect(isBlocked('/claims', list)).toBe(false);
  });

  it('ignores entries without a slash', () => {
    expect(isBlocked('/nosuchpath', list)).toBe(false);
    expect(isBlocked('nosuchpath', ['nosuchpath'])).toBe(false);
  });

  it('never blocks / (the redirect target)', () => {
    expect(isBlocked('/', list)).toBe(false);
  });

  it('an empty or missing list blocks nothing', () => {
    expect(isBlocked('/claims', [])).toBe(false);
    expect(isBlocked('/claims', null)).toBe(false);
    expect(isBlocked('/claims', undefined)).toBe(false);
  });
});
