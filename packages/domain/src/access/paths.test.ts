import { describe, expect, it } from 'vitest';
import { authPaths, fillPattern, legacyPaths, paths, patternsOf, sessionPaths } from './paths';
import { matchRoute, ROUTE_AREAS, ROUTES } from './routes';

describe('the path table (ADR 0017)', () => {
  it('holds every route pattern of docs/product §2 (102, with /tools/ebook/:id) and the two change-password pages of decision 0020, each once', () => {
    const all = ROUTE_AREAS.flatMap((area) => patternsOf(area));
    expect(all).toHaveLength(104);
    expect(all).toContain('/change-password');
    expect(all).toContain('/partner/change-password');
    expect(new Set(all).size).toBe(all.length);
    expect(ROUTES.employee).toEqual(patternsOf('employee'));
  });

  it('builds links from typed parameters', () => {
    expect(paths.employee.dashboard.getHref()).toBe('/');
    expect(paths.employee.claimDetails.getHref({ id: 7 })).toBe('/claim/7');
    expect(paths.public.loginUpdate.getHref({ id: 'a b/c' })).toBe('/login/update/a%20b%2Fc');
    expect(paths.tools.sendWelcome.getHref({ type: 'agent' })).toBe('/tools/send-welcome/agent');
    expect(paths.tools.padAuditDetails.getHref({ type: 'employer', id: 3 })).toBe(
      '/tools/pad-audit-details/employer/3',
    );
    expect(paths.company.companyReport.getHref({ report: 'fees' })).toBe('/company-reports/fees');
  });

  it('adds a query string, leaving out undefined values', () => {
    expect(paths.claims.items.getHref({ claim: 12 })).toBe('/claims/details?claim=12');
    expect(paths.claims.items.getHref({ claim: undefined })).toBe('/claims/details');
    expect(paths.public.loginUpdate.getHref({ id: 'h' }, { type: 'partner' })).toBe(
      '/login/update/h?type=partner',
    );
  });

  it('refuses a link with a missing parameter at run time too', () => {
    expect(() => paths.employee.claimDetails.getHref({} as { id: number })).toThrow(RangeError);
  });

  it('rejects wrong links at compile time', () => {
    // @ts-expect-error a route that is not in the table
    expect(() => paths.employee.nowhere.getHref()).toThrow(TypeError);
    // @ts-expect-error a value outside the listed welcome types
    expect(paths.tools.sendWelcome.getHref({ type: 'boss' })).toBe('/tools/send-welcome/boss');
    // @ts-expect-error a missing parameter
    expect(() => paths.partner.client.getHref()).toThrow(RangeError);
  });

  it('fills some parameters of a pattern and keeps the others', () => {
    expect(fillPattern(paths.tools.padAuditDetails.path, { type: 'agent' })).toBe(
      '/tools/pad-audit-details/agent/:id',
    );
  });

  it('every link it builds is a route of its own area', () => {
    expect(matchRoute(paths.partner.commission.getHref({ id: 4 }))).toMatchObject({
      area: 'partner',
      pattern: '/partner/commissions/:id',
    });
    expect(matchRoute(paths.claims.review.getHref({ claim: 1 }))?.area).toBe('claims');
  });

  it('groups the sign-in routes of each area, and old addresses are no routes', () => {
    expect(authPaths.partner.update.getHref({ id: 'x' })).toBe('/partner/login/update/x');
    expect(sessionPaths.tools.home.path).toBe('/tools');
    for (const old of Object.values(legacyPaths)) expect(matchRoute(old.path)).toBeNull();
  });
});
