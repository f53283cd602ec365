import { API_MESSAGES } from '@benefits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../test/totp';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { SessionService } from '../../platform/sessions';
import { unpaidTotal } from '../commissions/queries';

describe.each(backends)('sign-in and sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('signs in the demo employee with profile, token, expiry, ads and block list', async () => {
    const res = await t.call<{
      user: Record<string, unknown>;
      token: string;
      expiry: number;
      adList: unknown[];
      blockList: string[];
    }>('/login/', { id: '100001', pw: 'demo-password' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const d = res.body.data;
    expect(d.user).toMatchObject({
      ID: 100001,
      FIRST_NAME: 'Olivia',
      LAST_NAME: 'Tremblay',
      PROVINCE: 'ON',
      PLAN_TYPE: 1081,
    });
    expect(d.user.BALANCE).toBe(250_000);
    // Last year's 550.00 is spendable only during the 90-day run-out after the plan year ends.
    const month = new Date().getUTCMonth();
    expect(d.user.SPENDABLE_PREVIOUS_BALANCE).toBe(month < 3 ? 55_000 : 0);
    expect(d.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const now = Math.floor(Date.now() / 1000);
    expect(d.expiry).toBeGreaterThan(now + 29 * 60);
    expect(d.expiry).toBeLessThanOrEqual(now + 30 * 60 + 5);
    expect(d.adList.length).toBeGreaterThan(0);
    expect(d.blockList).toContain('/legacy-portal/claims');
  });

  it('accepts a numeric id and a bare payload without the data wrapper', async () => {
    const res = await t.call('/login/', undefined, undefined, {
      rawBody: JSON.stringify({ id: 100002, pw: 'demo-password' }),
    });
    expect(res.body.code).toBe(0);
    expect((res.body.data as { user: { GROUP_ADMIN: string } }).user.GROUP_ADMIN).toBe('Y');
  });

  it('signs in partner agent and manager with the manager rule', async () => {
    expect(await unpaidTotal(t.db, 200001)).toBeGreaterThan(0);
    const agent = await t.call<{ user: Record<string, unknown> }>('/partner/login/', {
      id: '200001',
      pw: 'demo-password',
    });
    expect(agent.body.data.user).toMatchObject({
      ID: 200001,
      TYPE: 'AGENT',
      MANAGER: 200002,
      MANAGER_NAME: 'Sophie Bouchard',
      // The sum of 200001's unpaid commission lines (decision 0042; seed/commissions.ts).
      UNPAID_COMMISSION: await unpaidTotal(t.db, 200001),
    });
    const manager = await t.call<{ user: Record<string, unknown> }>('/partner/login/', {
      id: '200002',
      pw: 'demo-password',
    });
    expect(manager.body.data.user).toMatchObject({ ID: 200002, TYPE: 'MANAGER', MANAGER: 200002 });
  });

  it('signs in staff with their permissions, after the second factor (decision 0032)', async () => {
    for (const [username, permissions] of [
      ['staff', ['ALL_ACCESS']],
      ['auditor', ['PERMIT_AUDIT']],
    ] as const) {
      const first = await t.call<{ secondFactor: string; challenge: string; enrolment: { secret: string } }>(
        '/tools/login/',
        { id: username, pw: 'demo-password' },
      );
      expect(first.body.data).toMatchObject({ username, secondFactor: 'enrol' });
      expect(first.body.data).not.toHaveProperty('token');
      t.rememberStaffSecret(username, first.body.data.enrolment.secret);
      const done = await t.call<{ username: string; permissions: string[]; token: string }>(
        '/tools/login/second-factor',
        { challenge: first.body.data.challenge, code: totpCode(first.body.data.enrolment.secret, t.now()) },
      );
      expect(done.body.data).toMatchObject({ username, permissions, token: expect.any(String) });
    }
  });

  it('answers the spec messages for an empty sign-in', async () => {
    const res = await t.call('/login/', { id: '', pw: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe(0);
    expect(res.body.data.error).toMatchObject({
      id: 'Please fill out your Employee ID',
      pw: 'Please fill out your password',
      GENERAL: 'Please correct the information above',
    });
    const partner = await t.call('/partner/login/', {});
    expect(partner.body.data.error).toMatchObject({
      id: 'Please fill out your Partner ID',
      pw: 'Please fill out your password',
    });
  });

  it('refuses a wrong password and an unknown ID with the same message', async () => {
    const wrong = await t.call('/login/', { id: '100002', pw: 'not-the-password' });
    const unknown = await t.call('/login/', { id: '999999', pw: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.data.error).toEqual({ GENERAL: API_MESSAGES.invalidCredentials });
    expect(unknown.body.data.error).toEqual({ GENERAL: API_MESSAGES.invalidCredentials });
  });

  it('locks an ID after 10 wrong passwords, even for the right one, until the window passes', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.call('/login/', { id: '100003', pw: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const locked = await t.call('/login/', { id: '100003', pw: 'demo-password' });
    expect(locked.status).toBe(429);
    expect(locked.body.data.error?.GENERAL).toBe(
      'Too many failed sign-in attempts for this ID. Please wait 15 minutes and try again.',
    );
    // The message's key and its parameter, for clients that translate (decision 0018).
    expect((locked.body.data as { errorKeys?: unknown }).errorKeys).toEqual({
      GENERAL: { key: 'api.tooManyAttemptsForId', params: { minutes: 15 } },
    });
    expect(locked.headers['retry-after']).toBeDefined();
    // Another ID from the same address is not locked.
    expect((await t.call('/login/', { id: '100004', pw: 'demo-password' })).body.code).toBe(0);
    t.advance(15 * 60 + 1);
    expect((await t.call('/login/', { id: '100003', pw: 'demo-password' })).body.code).toBe(0);
  });

  it('refuses a missing, unknown or expired token with FORCE_LOGOUT', async () => {
    const none = await t.call('/employee');
    expect(none.status).toBe(401);
    expect(none.body.data.error).toMatchObject({ FORCE_LOGOUT: true, GENERAL: API_MESSAGES.signInRequired });
    const bogus = await t.call('/employee', {}, 'x'.repeat(43));
    expect(bogus.body.data.error).toMatchObject({ FORCE_LOGOUT: true, GENERAL: API_MESSAGES.sessionExpired });

    const token = await t.login('employee', '100001');
    expect((await t.call('/employee', {}, token)).body.code).toBe(0);
    t.advance(31 * 60);
    const idle = await t.call('/employee', {}, token);
    expect(idle.body.data.error).toMatchObject({ FORCE_LOGOUT: true });
  });

  it('slides the idle expiry with activity and /extend-token, inside the absolute lifetime', async () => {
    const token = await t.login('employee', '100001');
    let previous = 0;
    for (let i = 0; i < 3; i++) {
      t.advance(20 * 60);
      const ext = await t.call<{ TOKEN_EXPIRY: number }>('/extend-token', { token }, token);
      expect(ext.body.code).toBe(0);
      expect(ext.body.data.TOKEN_EXPIRY).toBeGreaterThanOrEqual(previous + 20 * 60);
      previous = ext.body.data.TOKEN_EXPIRY;
    }
    const profile = await t.call<{ TOKEN_EXPIRY: number }>('/employee', {}, token);
    expect(profile.body.code).toBe(0);
    expect(typeof profile.body.data.TOKEN_EXPIRY).toBe('number');
    // The absolute lifetime (12 h) ends the session however active it is.
    for (let i = 0; i < 25; i++) {
      t.advance(29 * 60);
      await t.call('/extend-token', {}, token);
    }
    expect((await t.call('/employee', {}, token)).body.data.error).toMatchObject({ FORCE_LOGOUT: true });
  });

  it('slides an idle expiry of 30 seconds too: the slide step follows the idle time', async () => {
    // SESSION_IDLE_SECONDS may be as low as 30 (config.ts); a session in use must not die at 30 s.
    const sessions = new SessionService(t.db, 30, 150, t.now);
    const { token } = await sessions.create('employee', '100001', { ip: '127.0.0.1', userAgent: 'test' });
    for (let used = 10; used <= 90; used += 10) {
      t.advance(10);
      expect((await sessions.resolve(token)).ok, `used at ${used} s`).toBe(true);
    }
    t.advance(31);
    expect(await sessions.resolve(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('logout revokes the token on the server', async () => {
    const token = await t.login('partner', '200001');
    expect((await t.call('/preferences/get', {}, token)).body.code).toBe(0);
    expect((await t.call('/logout', {}, token)).body.code).toBe(0);
    expect((await t.call('/preferences/get', {}, token)).body.data.error).toMatchObject({
      FORCE_LOGOUT: true,
    });
  });

  it("refuses a partner's or staff token on an employee endpoint", async () => {
    const partner = await t.login('partner', '200001');
    const res = await t.call('/employee', {}, partner);
    expect(res.status).toBe(403);
    expect(res.body.data.error).toEqual({ GENERAL: API_MESSAGES.notAllowed });
    const staff = await t.login('tools', 'staff');
    expect((await t.call('/employee', {}, staff)).status).toBe(403);
  });

  it('answers /employee with the caller’s own fields only', async () => {
    const token = await t.login('employee', '100002');
    const res = await t.call<Record<string, unknown>>('/employee', { id: 100001 }, token);
    expect(res.body.data).toMatchObject({
      ID: 100002,
      FIRST_NAME: 'Liam',
      GROUP_BALANCE: 1_015_000,
      WELLNESS_BALANCE: 50_000,
    });
  });
});

describe.each(backends)('password reset on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  const linkIn = (text: string) =>
    /http:\/\/app\.test\/(partner\/)?login\/update\/([A-Za-z0-9_-]+)/.exec(text);

  it('answers the same whether or not the account exists, and mails only real matches', async () => {
    const real = await t.call('/password/reset/', {
      id: '100001',
      email: 'Olivia.Tremblay@example.com',
      type: 'employee',
    });
    const wrongEmail = await t.call('/password/reset/', {
      id: '100001',
      email: 'someone@example.com',
      type: 'employee',
    });
    const noAccount = await t.call('/password/reset/', {
      id: '123456',
      email: 'olivia.tremblay@example.com',
      type: 'employee',
    });
    expect(real.body).toEqual(wrongEmail.body);
    expect(real.body).toEqual(noAccount.body);
    expect(real.body.data).toEqual({ message: API_MESSAGES.resetRequested });
    expect(t.outbox).toHaveLength(1);
    expect(t.outbox[0]!.to).toBe('olivia.tremblay@example.com');
  });

  it('validates the reset request with the spec messages', async () => {
    const res = await t.call('/password/reset/', { id: 'abc', email: 'not-an-email', type: 'employee' });
    expect(res.status).toBe(400);
    expect(res.body.data.error?.email).toBe('Please fill out a valid email address');
    expect(res.body.data.error?.id).toBeTruthy();
  });

  it('updates the password once with the mailed link, revoking old sessions', async () => {
    const before = await t.login('partner', '200002');
    await t.call('/password/reset/', { id: '200002', email: 'sophie.bouchard@example.com', type: 'partner' });
    const mail = t.outbox.at(-1)!;
    const match = linkIn(mail.text);
    expect(match?.[1]).toBe('partner/');
    const hash = match![2]!;

    // The page asks first whether the link can be used: of its own area only.
    const usable = async (type: string, h = hash) =>
      (await t.call<{ usable: boolean }>('/password/check/', { hash: h, type })).body.data.usable;
    expect(await usable('partner')).toBe(true);
    expect(await usable('employee')).toBe(false);
    expect(await usable('partner', 'not-a-reset-link')).toBe(false);

    const short = await t.call('/password/update/', { pw1: 'short', hash, type: 'partner' });
    expect(short.body.data.error?.pw1).toBe('Your password must be at least 8 characters');
    const wrongArea = await t.call('/password/update/', { pw1: 'a-new-password', hash, type: 'employee' });
    expect(wrongArea.body.data.error?.GENERAL).toBe(API_MESSAGES.resetLinkInvalid);

    const ok = await t.call('/password/update/', { pw1: 'a-new-password', hash, type: 'partner' });
    expect(ok.body).toEqual({ code: 0, data: { message: API_MESSAGES.passwordUpdated } });
    // The account's address is told the password changed (QA security F1).
    const notice = t.outbox.at(-1)!;
    expect(notice).not.toBe(mail);
    expect(notice.to).toBe('sophie.bouchard@example.com');
    expect(notice.subject).toContain('your password was changed');
    expect(notice.text).toContain('The password of your partner account (ID 200002) was changed on');
    expect(notice.text).not.toContain(hash);
    expect((await t.call('/preferences/get', {}, before)).body.data.error).toMatchObject({
      FORCE_LOGOUT: true,
    });
    expect((await t.call('/partner/login/', { id: '200002', pw: 'demo-password' })).body.code).not.toBe(0);
    expect((await t.call('/partner/login/', { id: '200002', pw: 'a-new-password' })).body.code).toBe(0);

    const again = await t.call('/password/update/', { pw1: 'another-password', hash, type: 'partner' });
    expect(again.body.data.error?.GENERAL).toBe(API_MESSAGES.resetLinkInvalid);
    // Used: the page says so before the form.
    expect(await usable('partner')).toBe(false);
  });

  it('refuses an expired link', async () => {
    await t.call('/password/reset/', { id: '100004', email: 'noah.macdonald@example.com', type: 'employee' });
    const hash = linkIn(t.outbox.at(-1)!.text)![2]!;
    t.advance(61 * 60);
    const check = await t.call<{ usable: boolean }>('/password/check/', { hash, type: 'employee' });
    expect(check.body.data.usable).toBe(false);
    const res = await t.call('/password/update/', { pw1: 'a-new-password', hash, type: 'employee' });
    expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.resetLinkInvalid);
  });
});
