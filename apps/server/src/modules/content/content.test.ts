import { CONTENT_MESSAGES as M, MESSAGES, NO_AD_CONDITIONS, todayIso } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff as staffTable, staffActions, staffPermissions } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type Ad = {
  id: number;
  title: string;
  audience: string;
  active: boolean;
  showingToday: boolean;
  conditions: { member: 'Y' | 'N' | null };
};
type Note = {
  UPDATEID: number;
  VERSION: string;
  title: string;
  titleFr: string;
  bodyFr: string;
  publishedOn: string;
};

const linkIn = (text: string, area: 'login' | 'partner/login') =>
  new RegExp(`http://app\\.test/${area.replace('/', '\\/')}/update/([A-Za-z0-9_-]+)`).exec(text)?.[1];

const ad = (over: Record<string, unknown> = {}) => ({
  title: 'Ontario wellness',
  body: 'Ask your employer about wellness accounts.',
  titleFr: '',
  bodyFr: '',
  linkUrl: '',
  audience: 'EMPLOYEE',
  active: true,
  sortOrder: 5,
  conditions: { ...NO_AD_CONDITIONS },
  ...over,
});

describe.each(backends)('ads, update notes and welcomes from the tools on %s', (backend) => {
  let t: TestApp;
  let staff: string;
  let auditor: string;
  const today = () => todayIso(new Date());
  const signInAds = async (area: 'employee' | 'partner', id: string) => {
    const res = await t.call<{ adList: { title: string }[] }>(
      area === 'employee' ? '/login/' : '/partner/login/',
      { id, pw: 'demo-password' },
    );
    return res.body.data.adList.map((a) => a.title);
  };
  const logged = async (action: string, subjectId: string) =>
    t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, action), eq(staffActions.subjectId, subjectId)));

  beforeAll(async () => {
    t = await startTestApp(backend);
    staff = await t.login('tools', 'staff');
    auditor = await t.login('tools', 'auditor');
  });
  afterAll(async () => t?.close());

  it('refuses ads, updates and receipts to the auditor, and every tools call to employees and partners', async () => {
    for (const path of ['/tools/ads/list', '/tools/ads/add', '/tools/updates/list', '/tools/updates/add']) {
      expect((await t.call(path, {}, auditor)).status, path).toBe(403);
    }
    const employee = await t.login('employee', '100001');
    const partner = await t.login('partner', '200001');
    for (const token of [employee, partner]) {
      for (const path of ['/tools/ads/list', '/tools/updates/list', '/tools/welcome/resend']) {
        expect((await t.call(path, { type: 'ee', id: 100001 }, token)).status, path).toBe(403);
      }
    }
  });

  it('publishes ads to the audiences and conditions they name, and logs each change', async () => {
    const before = await signInAds('employee', '100001');
    expect(before).toContain('Book your dental cleaning');

    const add = await t.call<{ id: number; ads: Ad[]; message: string }>(
      '/tools/ads/add',
      ad({ conditions: { ...NO_AD_CONDITIONS, provinces: ['ON'], wellness: 'N' } }),
      staff,
    );
    expect(add.body.code).toBe(0);
    expect(add.body.data.message).toBe(M.adSaved);
    const id = add.body.data.id;
    expect(add.body.data.ads.find((a) => a.id === id)?.showingToday).toBe(true);
    expect(await logged('ad.add', String(id))).toHaveLength(1);

    // 100001: Ontario, no wellness. 100002: Alberta, wellness. Partners: not employees.
    expect(await signInAds('employee', '100001')).toContain('Ontario wellness');
    expect(await signInAds('employee', '100002')).not.toContain('Ontario wellness');
    expect(await signInAds('partner', '200001')).not.toContain('Ontario wellness');

    // For company administrators only: 100002 is one, 100001 is not.
    await t.call(
      '/tools/ads/edit',
      { id, ...ad({ title: 'Admins only', audience: 'COMPANY_ADMIN' }) },
      staff,
    );
    expect(await signInAds('employee', '100002')).toContain('Admins only');
    expect(await signInAds('employee', '100001')).not.toContain('Admins only');
    expect(await logged('ad.edit', String(id))).toHaveLength(1);

    // A window that starts tomorrow, and an inactive ad, show to nobody yet.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await t.call(
      '/tools/ads/edit',
      {
        id,
        ...ad({ title: 'Later', audience: 'ALL', conditions: { ...NO_AD_CONDITIONS, startsOn: tomorrow } }),
      },
      staff,
    );
    expect(await signInAds('partner', '200001')).not.toContain('Later');
    await t.call('/tools/ads/edit', { id, ...ad({ title: 'Everyone', audience: 'ALL' }) }, staff);
    expect(await signInAds('partner', '200001')).toContain('Everyone');
    await t.call('/tools/ads/edit', { id, ...ad({ title: 'Off', audience: 'ALL', active: false }) }, staff);
    expect(await signInAds('employee', '100001')).not.toContain('Off');

    const removed = await t.call<{ ads: Ad[]; message: string }>('/tools/ads/remove', { id }, staff);
    expect(removed.body.data.message).toBe(M.adRemoved);
    expect(removed.body.data.ads.some((a) => a.id === id)).toBe(false);
    expect(await logged('ad.remove', String(id))).toHaveLength(1);
    const again = await t.call('/tools/ads/remove', { id }, staff);
    expect(again.status).toBe(404);
    expect(await logged('ad.remove', String(id))).toHaveLength(1);
  });

  it('shows ads about using the account to plan members only, not to an admin who is not one', async () => {
    // The demo's member ads (db/seed/general.ts) are for members: Priya (100003) administers Prairie
    // Sky without being a plan member, so she holds no account to claim from.
    const member = ['Book your dental cleaning', 'Claim for your family'];
    expect(await signInAds('employee', '100002')).toEqual(expect.arrayContaining(member));
    expect(await signInAds('employee', '100003')).toEqual([]);
    const list = await t.call<{ ads: Ad[] }>('/tools/ads/list', {}, staff);
    expect(
      list.body.data.ads.filter((a) => member.includes(a.title)).map((a) => a.conditions.member),
    ).toEqual(['Y', 'Y']);

    const add = await t.call<{ id: number }>(
      '/tools/ads/add',
      ad({
        title: 'Join the plan yourself',
        audience: 'COMPANY_ADMIN',
        conditions: { ...NO_AD_CONDITIONS, member: 'N' },
      }),
      staff,
    );
    expect(add.body.code, add.raw).toBe(0);
    expect(await signInAds('employee', '100003')).toEqual(['Join the plan yourself']);
    expect(await signInAds('employee', '100002')).not.toContain('Join the plan yourself');
    // A tools client that leaves the condition out saves "either".
    const { member: _left, ...older } = NO_AD_CONDITIONS;
    await t.call(
      '/tools/ads/edit',
      { id: add.body.data.id, ...ad({ audience: 'ALL', conditions: older }) },
      staff,
    );
    const edited = await t.call<{ ads: Ad[] }>('/tools/ads/list', {}, staff);
    expect(edited.body.data.ads.find((a) => a.id === add.body.data.id)?.conditions.member).toBeNull();
    await t.call('/tools/ads/remove', { id: add.body.data.id }, staff);
  });

  it('answers field messages for a wrong ad and saves nothing', async () => {
    const res = await t.call<{ error: Record<string, string> }>(
      '/tools/ads/add',
      ad({
        title: '',
        linkUrl: 'javascript:alert(1)',
        conditions: { ...NO_AD_CONDITIONS, provinces: ['ZZ'] },
      }),
      staff,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.error).toMatchObject({
      GENERAL: MESSAGES.correctInformation,
      title: M.titleRequired,
      linkUrl: M.linkInvalid,
      'conditions.provinces': M.provinceInvalid,
    });
    const list = await t.call<{ ads: Ad[] }>('/tools/ads/list', {}, staff);
    expect(list.body.data.ads.some((a) => a.title === '')).toBe(false);
  });

  it('refuses a link to a page the site does not have and a negative order, and saves nothing', async () => {
    const res = await t.call<{ error: Record<string, string> }>(
      '/tools/ads/add',
      ad({ title: 'No such page', linkUrl: '/no-such-page', sortOrder: -5 }),
      staff,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.error).toMatchObject({ linkUrl: M.linkNotFound, sortOrder: M.orderInvalid });
    const list = await t.call<{ ads: Ad[] }>('/tools/ads/list', {}, staff);
    expect(list.body.data.ads.some((a) => a.title === 'No such page')).toBe(false);
    const page = await t.call(
      '/tools/ads/add',
      ad({ title: 'A real page', linkUrl: '/claim-report' }),
      staff,
    );
    expect(page.status).toBe(200);
    await t.call('/tools/ads/remove', { id: (page.body.data as { id: number }).id }, staff);
  });

  it('shows update notes to their audience once published', async () => {
    const note = {
      VERSION: '9.1.0',
      title: 'Partners get statements',
      body: 'Download them.',
      titleFr: 'Les partenaires reçoivent des relevés',
      bodyFr: 'Téléchargez-les.',
      audience: 'PARTNER',
    };
    const add = await t.call<{ UPDATEID: number }>(
      '/tools/updates/add',
      { ...note, publishedOn: today() },
      staff,
    );
    expect(add.body.code).toBe(0);
    const id = add.body.data.UPDATEID;
    const later = await t.call<{ UPDATEID: number }>(
      '/tools/updates/add',
      { ...note, VERSION: '9.2.0', title: 'Not yet', audience: 'ALL', publishedOn: '2099-01-01' },
      staff,
    );
    const notes = async (area: 'employee' | 'partner', id: string) => {
      const token = await t.login(area, id);
      const res = await t.call<{ notes: { title: string; VERSION: string }[] }>('/update-notes', {}, token);
      return res.body.data.notes.map((n) => n.title);
    };
    expect(await notes('partner', '200001')).toContain('Partners get statements');
    expect(await notes('partner', '200001')).not.toContain('Not yet');
    expect(await notes('employee', '100001')).not.toContain('Partners get statements');

    // The reader's answer carries both languages, as the sign-in's ads do (decision 0021).
    const partnerNotes = await t.call<{ notes: { id: number; titleFr: string; bodyFr: string }[] }>(
      '/update-notes',
      {},
      await t.login('partner', '200001'),
    );
    expect(partnerNotes.body.data.notes.find((n) => n.id === id)).toMatchObject({
      titleFr: 'Les partenaires reçoivent des relevés',
      bodyFr: 'Téléchargez-les.',
    });

    await t.call(
      '/tools/updates/edit',
      {
        UPDATEID: id,
        ...note,
        titleFr: '  Relevés pour les partenaires ',
        bodyFr: '',
        audience: 'EMPLOYEE',
        publishedOn: today(),
      },
      staff,
    );
    expect(await notes('employee', '100001')).toContain('Partners get statements');
    expect(await logged('update.edit', String(id))).toHaveLength(1);
    const edited = (await t.call<{ updates: Note[] }>('/tools/updates/list', {}, staff)).body.data.updates;
    expect(edited.find((n) => n.UPDATEID === id)).toMatchObject({
      titleFr: 'Relevés pour les partenaires',
      bodyFr: '',
    });
    const tooLong = await t.call<{ error: Record<string, string> }>(
      '/tools/updates/edit',
      { UPDATEID: id, ...note, titleFr: 'x'.repeat(121), publishedOn: today() },
      staff,
    );
    expect(tooLong.body.data.error).toMatchObject({ titleFr: 'This can be at most 120 characters.' });

    const bad = await t.call<{ error: Record<string, string> }>(
      '/tools/updates/edit',
      { UPDATEID: id, ...note, VERSION: 'next', publishedOn: 'soon' },
      staff,
    );
    expect(bad.body.data.error).toMatchObject({ VERSION: M.versionInvalid, publishedOn: M.dateInvalid });

    const list = await t.call<{ updates: Note[] }>('/tools/updates/list', {}, staff);
    expect(list.body.data.updates.map((n) => n.VERSION)).toContain('9.2.0');
    await t.call('/tools/updates/remove', { UPDATEID: later.body.data.UPDATEID }, staff);
    expect(await logged('update.remove', String(later.body.data.UPDATEID))).toHaveLength(1);
    expect(
      (await t.call('/tools/updates/remove', { UPDATEID: later.body.data.UPDATEID }, staff)).status,
    ).toBe(404);
  });

  it('refuses a version another note the same people see already has, on add and on edit', async () => {
    const note = {
      VERSION: '9.5.0',
      title: 'Statements',
      body: 'Download them.',
      titleFr: '',
      bodyFr: '',
      audience: 'EMPLOYEE',
      publishedOn: today(),
    };
    type Failure = { error: Record<string, string>; errorKeys: Record<string, unknown> };
    const count = async () =>
      (await t.call<{ updates: Note[] }>('/tools/updates/list', {}, staff)).body.data.updates.length;
    const first = await t.call<{ UPDATEID: number }>('/tools/updates/add', note, staff);
    expect(first.body.code).toBe(0);
    const before = await count();

    for (const audience of ['EMPLOYEE', 'ALL']) {
      const again = await t.call<Failure>(
        '/tools/updates/add',
        { ...note, VERSION: ' 9.5.0 ', title: 'Again', audience },
        staff,
      );
      expect(again.status, audience).toBe(400);
      expect(again.body.data.error).toEqual({
        GENERAL: MESSAGES.correctInformation,
        VERSION: 'Another update note seen by the same people already has version 9.5.0.',
      });
      expect(again.body.data.errorKeys.VERSION).toEqual({
        key: 'content.versionTaken',
        params: { version: '9.5.0' },
      });
    }
    expect(await count()).toBe(before);

    // Partners do not read the employees' notes: the same version for them is another note.
    const partners = await t.call<{ UPDATEID: number }>(
      '/tools/updates/add',
      { ...note, audience: 'PARTNER' },
      staff,
    );
    expect(partners.body.code).toBe(0);
    const other = await t.call<{ UPDATEID: number }>(
      '/tools/updates/add',
      { ...note, VERSION: '9.6.0' },
      staff,
    );
    // Editing a note to a version taken is refused; keeping its own version is not.
    const edited = await t.call<Failure>(
      '/tools/updates/edit',
      { UPDATEID: other.body.data.UPDATEID, ...note, VERSION: '9.5.0' },
      staff,
    );
    expect(edited.body.data.error.VERSION).toBe(M.versionTaken.replace('{{version}}', '9.5.0'));
    expect(
      (
        await t.call(
          '/tools/updates/edit',
          { UPDATEID: first.body.data.UPDATEID, ...note, title: 'Kept' },
          staff,
        )
      ).body,
    ).toMatchObject({ code: 0 });
    const list = (await t.call<{ updates: Note[] }>('/tools/updates/list', {}, staff)).body.data.updates;
    expect(list.find((n) => n.UPDATEID === other.body.data.UPDATEID)?.VERSION).toBe('9.6.0');
    for (const id of [first, partners, other].map((a) => a.body.data.UPDATEID)) {
      await t.call('/tools/updates/remove', { UPDATEID: id }, staff);
    }
  });

  it('resends an employee welcome (the auditor may) whose link sets a password that signs in', async () => {
    const mails = t.outbox.length;
    const res = await t.call<{ message: string; email: string }>(
      '/tools/welcome/resend',
      { type: 'ee', id: 100001 },
      auditor,
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.message).toBe('The welcome message is on its way to olivia.tremblay@example.com.');
    const mail = t.outbox.slice(mails).find((m) => m.to === 'olivia.tremblay@example.com')!;
    expect(mail.text).toContain('100001');
    const hash = linkIn(mail.text, 'login')!;
    const set = await t.call('/password/update/', { pw1: 'olivia-new-password', hash, type: 'employee' });
    expect(set.body.code).toBe(0);
    expect(await t.login('employee', '100001', 'olivia-new-password')).toBeTruthy();
    expect(await logged('welcome.resend-ee', '100001')).toHaveLength(1);
  });

  it('lets staff with only PERMIT_SEND_RECEIPTS resend a welcome (docs/product §6 lists it twice), not manage ads', async () => {
    // The auditor, for this test, holds PERMIT_SEND_RECEIPTS instead of PERMIT_AUDIT (read on every call).
    const [row] = await t.db
      .select({ id: staffTable.id })
      .from(staffTable)
      .where(eq(staffTable.username, 'auditor'));
    const swap = async (from: string, to: string) => {
      await t.db
        .delete(staffPermissions)
        .where(and(eq(staffPermissions.staffId, row!.id), eq(staffPermissions.permission, from)));
      await t.db.insert(staffPermissions).values({ staffId: row!.id, permission: to });
    };
    await swap('PERMIT_AUDIT', 'PERMIT_SEND_RECEIPTS');
    try {
      const res = await t.call('/tools/welcome/resend', { type: 'ee', id: 100001 }, auditor);
      expect(res.body.code).toBe(0);
      expect((await t.call('/tools/ads/list', {}, auditor)).status).toBe(403);
    } finally {
      await swap('PERMIT_SEND_RECEIPTS', 'PERMIT_AUDIT');
    }
    // With neither, refused.
    await swap('PERMIT_AUDIT', 'PERMIT_SALES_REPORT');
    try {
      expect((await t.call('/tools/welcome/resend', { type: 'ee', id: 100001 }, auditor)).status).toBe(403);
    } finally {
      await swap('PERMIT_SALES_REPORT', 'PERMIT_AUDIT');
    }
  });

  it('resends an agent welcome to the partner area and refuses a non-admin as er', async () => {
    const mails = t.outbox.length;
    const res = await t.call('/tools/welcome/resend', { type: 'agent', id: 200001 }, staff);
    expect(res.body.code).toBe(0);
    const mail = t.outbox.slice(mails).find((m) => m.to === 'ethan.wilson@example.com')!;
    const hash = linkIn(mail.text, 'partner/login')!;
    const set = await t.call('/password/update/', { pw1: 'ethan-new-password', hash, type: 'partner' });
    expect(set.body.code).toBe(0);
    expect(await t.login('partner', '200001', 'ethan-new-password')).toBeTruthy();

    const notAdmin = await t.call<{ error: Record<string, string> }>(
      '/tools/welcome/resend',
      { type: 'er', id: 100001 },
      staff,
    );
    expect(notAdmin.status).toBe(404);
    expect(notAdmin.body.data.error.GENERAL).toBe(M.adminNotFound);
    const er = await t.call('/tools/welcome/resend', { type: 'er', id: 100002 }, staff);
    expect(er.body.code).toBe(0);
    expect(t.outbox.some((m) => m.to === 'liam.gagnon@example.com')).toBe(true);
    const nobody = await t.call('/tools/welcome/resend', { type: 'agent', id: 299_999 }, staff);
    expect(nobody.status).toBe(404);
  });
});
