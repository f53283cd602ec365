import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCad } from '../../platform/money';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type Page = {
  notifications: {
    id: number;
    title: string;
    body: string;
    data: { dated: string; webOnPress: string | null };
  }[];
  hasMore: boolean;
};

describe.each(backends)('notifications on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('pages the caller’s notifications newest first, 5 at a time', async () => {
    const token = await t.login('employee', '100001');
    const first = await t.call<Page>('/get-notifications', {}, token);
    expect(first.body.data.notifications).toHaveLength(5);
    expect(first.body.data.hasMore).toBe(true);
    const dates = first.body.data.notifications.map((n) => n.data.dated);
    expect([...dates].sort().reverse()).toEqual(dates);
    const more = await t.call<Page>('/employee/get-notifications', { offset: 5 }, token);
    expect(more.body.data.notifications).toHaveLength(2);
    expect(more.body.data.hasMore).toBe(false);
  });

  it('tells of the seeded claims that were really paid: their number, services and payable amount', async () => {
    const token = await t.login('employee', '100001');
    const all = (await t.call<Page>('/get-notifications', { limit: 50 }, token)).body.data.notifications;
    const paid = all.filter((n) => n.title === 'Claim paid');
    expect(paid).toHaveLength(2);
    for (const n of paid) {
      const claimId = Number(/^\/claim\/(\d+)$/.exec(String(n.data.webOnPress))?.[1]);
      const details = await t.call<{ claim: { status: string; breakdown: { totalPayableAmount: number } } }>(
        '/employee/claim-details',
        { claimId },
        token,
      );
      expect(details.body.code, n.body).toBe(0);
      expect(details.body.data.claim.status).toBe('P');
      expect(n.body).toContain(`#${claimId}`);
      expect(n.body).toContain(formatCad(details.body.data.claim.breakdown.totalPayableAmount));
    }
  });

  it('dismisses only the caller’s own notifications', async () => {
    const mine = await t.login('employee', '100002');
    const other = await t.login('employee', '100001');
    const page = await t.call<Page>('/get-notifications', {}, mine);
    const id = page.body.data.notifications[0]!.id;
    const someoneElses = (await t.call<Page>('/get-notifications', {}, other)).body.data.notifications[0]!.id;
    expect((await t.call('/dismiss-notification', { id: someoneElses }, mine)).status).toBe(404);
    expect((await t.call('/dismiss-notification', { id }, mine)).body).toMatchObject({
      code: 0,
      data: { id },
    });
    expect((await t.call<Page>('/get-notifications', {}, mine)).body.data.notifications).toHaveLength(0);
    expect((await t.call('/dismiss-notification', { id }, mine)).status).toBe(404);
    expect((await t.call('/dismiss-notification', { id: 'abc' }, mine)).body.data.error?.id).toBe(
      'Invalid notification',
    );
  });

  it('serves partners on the shared path but not on the employee one; staff on neither', async () => {
    const partner = await t.login('partner', '200001');
    expect((await t.call<Page>('/get-notifications', {}, partner)).body.data.notifications).toHaveLength(2);
    expect((await t.call('/employee/get-notifications', {}, partner)).status).toBe(403);
    const staff = await t.login('tools', 'staff');
    expect((await t.call('/get-notifications', {}, staff)).status).toBe(403);
  });
});
