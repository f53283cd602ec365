import { API_MESSAGES } from '@benefits/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, employees } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

describe.each(backends)('client logs and preferences on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('stores a render-crash log with the signed-in user, without credentials', async () => {
    const token = await t.login('employee', '100001');
    const res = await t.call(
      '/general/log',
      {
        timestamp: '2026-11-23T10:00:00Z',
        error: 'TypeError: x is undefined',
        path: '/claims',
        userId: 100001,
        type: 'EMPLOYEE',
        appVersion: '2.5.4',
        browserInfo: 'Chrome 156',
      },
      token,
    );
    expect(res.body).toMatchObject({ code: 0, data: { logged: true } });
    const refresh = await t.call('/refresh/log', {
      message: 'refresh',
      url: '/refresh',
      state: { auth: { token: 'abc', pw: 'secret', user: { ID: 1 } } },
    });
    expect(refresh.body.code).toBe(0);
    const rows = await t.db.select().from(clientLogs).orderBy(desc(clientLogs.id));
    expect(rows[1]).toMatchObject({ source: 'general', sessionKind: 'employee', subjectId: '100001' });
    expect(rows[0]!.source).toBe('refresh');
    const stored = JSON.stringify(rows[0]!.payload);
    expect(stored).not.toContain('secret');
    expect(stored).not.toContain('abc');
    expect(stored).toContain('[redacted]');
  });

  it('rate-limits client logs per address', async () => {
    // The limit counts in fixed one-minute windows: all 25 calls in one of them, whatever the time.
    t.holdClock(60);
    let limited = 0;
    for (let i = 0; i < 25; i++) {
      const res = await t.call('/general/log', { error: `e${i}` });
      if (res.status === 429) {
        limited++;
        expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.tooManyRequests);
      }
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('answers default preferences, saves changes, and keeps them per user', async () => {
    const a = await t.login('employee', '100002');
    const b = await t.login('partner', '200001');
    expect((await t.call('/preferences/get', {}, a)).body.data).toMatchObject({
      bloglist: true,
      podcastlist: true,
      newsletterlist: true,
      productupdatelist: true,
    });
    const saved = await t.call('/preferences/save', { podcastlist: false, newsletterlist: false }, a);
    expect(saved.body.data).toMatchObject({
      podcastlist: false,
      newsletterlist: false,
      bloglist: true,
      message: API_MESSAGES.preferencesSaved,
    });
    expect((await t.call('/preferences/get', {}, a)).body.data).toMatchObject({
      podcastlist: false,
      bloglist: true,
    });
    expect((await t.call('/preferences/get', {}, b)).body.data).toMatchObject({ podcastlist: true });
    const bad = await t.call('/preferences/save', { bloglist: 'yes' }, a);
    expect(bad.status).toBe(400);
    expect(bad.body.data.error?.bloglist).toBeTruthy();
  });

  it('stores no SIN in clear text', async () => {
    const rows = await t.db.select({ sin: employees.sinEncrypted }).from(employees);
    const all = JSON.stringify(rows);
    expect(all).not.toContain('046454286');
    expect(all).not.toContain('130692544');
    const sealed = rows.find((r) => r.sin)!.sin!;
    expect(t.services.sealer.open(sealed)).toMatch(/^\d{9}$/);
  });
});
