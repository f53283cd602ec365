import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSession,
  isTokenLive,
  loginRouteFor,
  logoutRouteFor,
  postLogoutRoute,
  sessionAreaOf,
} from './session-guard';
import type { GuardedArea, SessionSnapshot } from './session-guard';

const NOW = new Date('2025-03-01T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;

const employee: SessionSnapshot = {
  authType: 'EMPLOYEE',
  token: 't1',
  storedToken: 't1',
  expiry: NOW_S + 600,
};
const agent: SessionSnapshot = { ...employee, authType: 'AGENT' };
const manager: SessionSnapshot = { ...employee, authType: 'MANAGER' };
const tools: SessionSnapshot = { username: 'staff', token: 't1', storedToken: 't1', expiry: NOW_S + 600 };

describe('area routes (docs/product §4 Session)', () => {
  it('claims and company routes use the employee session', () => {
    expect(sessionAreaOf('employee')).toBe('employee');
    expect(sessionAreaOf('claims')).toBe('employee');
    expect(sessionAreaOf('company')).toBe('employee');
    expect(sessionAreaOf('partner')).toBe('partner');
    expect(sessionAreaOf('tools')).toBe('tools');
  });

  it.each([
    ['employee', '/login', '/logout', '/login'],
    ['claims', '/login', '/logout', '/login'],
    ['company', '/login', '/logout', '/login'],
    ['partner', '/partner/login', '/partner/logout', '/partner/login'],
    ['tools', '/tools/login', '/tools/logout', '/tools/login'],
  ] as const)('%s: login %s, logout %s, after logout %s', (area, login, logout, after) => {
    expect(loginRouteFor(area)).toBe(login);
    expect(logoutRouteFor(area)).toBe(logout);
    expect(postLogoutRoute(area)).toBe(after);
  });
});

describe('checkSession', () => {
  it('public routes need no session', () => {
    expect(checkSession('public', null, NOW)).toEqual({ ok: true });
    expect(checkSession('public', { token: 'x', storedToken: 'y' }, NOW)).toEqual({ ok: true });
  });

  it('no session goes to the area login', () => {
    const areas: GuardedArea[] = ['employee', 'claims', 'company', 'partner', 'tools'];
    for (const area of areas) {
      expect(checkSession(area, null, NOW)).toEqual({ redirect: loginRouteFor(area) });
      expect(checkSession(area, undefined, NOW)).toEqual({ redirect: loginRouteFor(area) });
      expect(checkSession(area, {}, NOW)).toEqual({ redirect: loginRouteFor(area) });
      expect(checkSession(area, { authType: 'EMPLOYEE', token: '' }, NOW)).toEqual({
        redirect: loginRouteFor(area),
      });
    }
  });

  it('employee routes need auth type EMPLOYEE', () => {
    for (const area of ['employee', 'claims', 'company'] as const) {
      expect(checkSession(area, employee, NOW)).toEqual({ ok: true });
      expect(checkSession(area, agent, NOW)).toEqual({ redirect: '/logout' });
      expect(checkSession(area, { ...employee, authType: null }, NOW)).toEqual({ redirect: '/logout' });
    }
  });

  it('partner routes need AGENT or MANAGER', () => {
    expect(checkSession('partner', agent, NOW)).toEqual({ ok: true });
    expect(checkSession('partner', manager, NOW)).toEqual({ ok: true });
    expect(checkSession('partner', employee, NOW)).toEqual({ redirect: '/partner/logout' });
    expect(checkSession('partner', { ...agent, authType: 'TOOLS' }, NOW)).toEqual({
      redirect: '/partner/logout',
    });
  });

  it('tools routes need a username and the tools token', () => {
    expect(checkSession('tools', tools, NOW)).toEqual({ ok: true });
    expect(checkSession('tools', { ...tools, username: '' }, NOW)).toEqual({ redirect: '/tools/logout' });
    expect(checkSession('tools', { ...tools, username: null }, NOW)).toEqual({ redirect: '/tools/logout' });
  });

  it('a token other than the stored one goes to the logout route', () => {
    expect(checkSession('employee', { ...employee, storedToken: 'other' }, NOW)).toEqual({
      redirect: '/logout',
    });
    expect(checkSession('partner', { ...agent, storedToken: undefined }, NOW)).toEqual({
      redirect: '/partner/logout',
    });
    expect(checkSession('tools', { ...tools, storedToken: 'x' }, NOW)).toEqual({ redirect: '/tools/logout' });
  });

  it('an expiry not in the future goes to the logout route', () => {
    expect(checkSession('employee', { ...employee, expiry: NOW_S }, NOW)).toEqual({ redirect: '/logout' });
    expect(checkSession('employee', { ...employee, expiry: NOW_S - 1 }, NOW)).toEqual({
      redirect: '/logout',
    });
    expect(checkSession('employee', { ...employee, expiry: NOW_S + 1 }, NOW)).toEqual({ ok: true });
    expect(checkSession('tools', { ...tools, expiry: null }, NOW)).toEqual({ redirect: '/tools/logout' });
    expect(checkSession('partner', { ...agent, expiry: Number.NaN }, NOW)).toEqual({
      redirect: '/partner/logout',
    });
  });

  it('is ok exactly when the token is live and the identity fits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('EMPLOYEE', 'AGENT', 'MANAGER', null),
        fc.constantFrom('a', 'b'),
        fc.constantFrom('a', 'b', null),
        fc.integer({ min: -1000, max: 1000 }),
        (authType, token, storedToken, offset) => {
          const state = { authType, token, storedToken, expiry: NOW_S + offset };
          const result = checkSession('employee', state, NOW);
          const ok = authType === 'EMPLOYEE' && token === storedToken && offset > 0;
          expect(result).toEqual(ok ? { ok: true } : { redirect: '/logout' });
        },
      ),
    );
  });
});

describe('isTokenLive', () => {
  it('needs a token equal to the stored one and a future expiry', () => {
    expect(isTokenLive(employee, NOW)).toBe(true);
    expect(isTokenLive(null, NOW)).toBe(false);
    expect(isTokenLive({ ...employee, token: '', storedToken: '' }, NOW)).toBe(false);
    expect(isTokenLive({ ...employee, expiry: NOW_S }, NOW)).toBe(false);
  });
});
