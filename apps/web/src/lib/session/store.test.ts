import { keptFrameKey } from '@benefits/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { useEmployeeSession, usePartnerSession, type EmployeeSession, type PartnerSession } from './store';

const session = (token: string) =>
  ({ token, expiry: Math.floor(Date.now() / 1000) + 600, adList: [], blockList: [], user: {} }) as unknown;

/** A kept frame of `path`, drawn in a session of the store at `sessionKey` (decision 0053). */
function keepFrameOf(path: string, sessionKey: string) {
  localStorage.setItem(keptFrameKey(path), JSON.stringify({ sessionKey, token: 't', html: '<h1>x</h1>' }));
}

afterEach(() => {
  useEmployeeSession.getState().clear();
  usePartnerSession.getState().clear();
  localStorage.removeItem(keptFrameKey('/'));
  localStorage.removeItem(keptFrameKey('/partner'));
});

describe('the session stores and the kept frames (decision 0053)', () => {
  it('forget the frames of an area when its session ends or another begins, and only those', () => {
    useEmployeeSession.getState().signIn(session('one') as EmployeeSession);
    keepFrameOf('/', 'benefits.session.employee');
    keepFrameOf('/partner', 'benefits.session.partner');

    // A longer session is the same session: the frame stays.
    useEmployeeSession.getState().extend(Math.floor(Date.now() / 1000) + 1200);
    expect(localStorage.getItem(keptFrameKey('/'))).not.toBeNull();

    // A new sign-in (a new token) forgets it; the partner's stays.
    useEmployeeSession.getState().signIn(session('two') as EmployeeSession);
    expect(localStorage.getItem(keptFrameKey('/'))).toBeNull();
    expect(localStorage.getItem(keptFrameKey('/partner'))).not.toBeNull();

    // Logout.
    keepFrameOf('/', 'benefits.session.employee');
    useEmployeeSession.getState().clear();
    expect(localStorage.getItem(keptFrameKey('/'))).toBeNull();

    usePartnerSession.getState().signIn(session('three') as PartnerSession);
    expect(localStorage.getItem(keptFrameKey('/partner'))).toBeNull();
  });
});
