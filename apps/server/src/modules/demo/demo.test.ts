import { API_MESSAGES, DEMO_MESSAGES, MESSAGES } from '@benefits/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLedger,
  claimItems,
  claims,
  demoAccounts,
  demoClaims,
  demoProspects,
  employerLedger,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

/*
 * The public demo on both databases (decision 0039): the prospect and the demo account, the real
 * claim rules with the $15,000 limit, the province's taxes, nothing touching real accounts, the
 * per-address limits, the honeypot and the clean-up a day later.
 */

type Body = { code: number; data: Record<string, unknown> & { error?: Record<string, unknown> } };

const prospect = (over: Record<string, unknown> = {}) => ({
  firstname: 'Priya',
  email: 'priya.sandhu@example.ca',
  product: 'group',
  province: 'BC',
  hubspotID: 'hutk-0042',
  ...over,
});

const item = (over: Record<string, unknown> = {}) => ({
  patient: '0',
  service: '2',
  service_date: '',
  provider: 'Kitsilano Dental',
  amount: '120.00',
  ...over,
});

describe.each(backends)('the public demo on %s', (backend) => {
  let t: TestApp;
  let address = 0;
  let today = '';
  beforeAll(async () => {
    t = await startTestApp(backend);
    today = t.now().toISOString().slice(0, 10);
  });
  afterAll(async () => t?.close());

  /** A call from an address of its own (each test its own, unless it says), jobs run after it. */
  async function send(path: string, data: unknown, ip = `10.20.0.${++address}`) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/webapp${path}`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: { data, meta: { appType: 'web', appVersion: '2.5.4', os: 'Linux', browser: 'Test' } },
    });
    await t.services.jobs.runUntilEmpty();
    return { status: res.statusCode, body: res.json() as Body };
  }

  async function openDemo(over: Record<string, unknown> = {}) {
    const res = await send('/demo/login', prospect(over));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.userdata as { ID: number; TOKEN: string; BALANCE: number };
  }

  const on = (over: Record<string, unknown> = {}) => item({ service_date: today, ...over });

  it('stores the prospect and opens a demo employee: $5,000, Dental and Prescription Drugs, dependants', async () => {
    const res = await send('/demo/login', prospect());
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.userdata).toMatchObject({
      FIRST_NAME: 'Priya',
      EMAIL: 'priya.sandhu@example.ca',
      PRODUCT: 'group',
      PROVINCE: 'BC',
      HUTK: 'hutk-0042',
      FUNDING_CODE: 4,
      CONTRACT_TYPE: 13,
      BALANCE: 500_000,
    });
    expect(data.services).toEqual([
      { id: '2', name: 'Dental', name_fr: 'Soins dentaires' },
      { id: '1', name: 'Prescription Drugs', name_fr: 'Médicaments sur ordonnance' },
    ]);
    expect(data.depdata).toEqual([
      { id: '1', depFirstName: 'Alex', relationship: 1001 },
      { id: '2', depFirstName: 'Maya', relationship: 1002 },
    ]);
    const { ID, TOKEN } = data.userdata as { ID: number; TOKEN: string };
    const [account] = await t.db.select().from(demoAccounts).where(eq(demoAccounts.id, ID));
    expect(account).toMatchObject({ fundingCode: 4, contractType: 13, openingBalanceCents: 500_000 });
    // The token itself is not stored, only its hash.
    expect(account!.tokenHash).not.toContain(TOKEN);
    const [lead] = await t.db.select().from(demoProspects).where(eq(demoProspects.id, account!.prospectId));
    expect(lead).toMatchObject({
      firstName: 'Priya',
      product: 'group',
      province: 'BC',
      hubspotId: 'hutk-0042',
    });
  });

  it('gives the incorp product funding code 5 and contract type 20 (docs/product §9)', async () => {
    const user = await openDemo({ product: 'incorp', province: 'ON' });
    expect(user).toMatchObject({ FUNDING_CODE: 5, CONTRACT_TYPE: 20, PROVINCE: 'ON' });
  });

  it('answers each wrong field with its message', async () => {
    const res = await send('/demo/login', { firstname: '', email: 'nope', product: 'gold', province: 'XX' });
    expect(res.status).toBe(400);
    expect(res.body.data.error).toMatchObject({
      firstname: MESSAGES.firstNameRequired,
      email: MESSAGES.validEmailRequired,
      product: DEMO_MESSAGES.productRequired,
      province: MESSAGES.selectProvince,
    });
  });

  it('refuses an obvious bot (the honeypot filled in) and stores nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(demoProspects);
    const res = await send('/demo/login', prospect({ website: 'http://cheap-pills.example' }));
    expect(res.status).toBe(400);
    expect(res.body.data.error).toEqual({ GENERAL: DEMO_MESSAGES.botRefused });
    expect(res.body.data.errorKeys).toEqual({ GENERAL: { key: 'demo.botRefused' } });
    const [after] = await t.db.select({ n: count() }).from(demoProspects);
    expect(after!.n).toBe(before!.n);
  });

  it('submits a BC claim with the real calculation (8 % fee, 5 % GST on it) and touches no real account', async () => {
    const counts = async () =>
      Promise.all(
        [claims, claimItems, balanceLedger, employerLedger].map(
          async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await counts();
    const user = await openDemo();
    const res = await send('/demo/claim/submit', {
      userdata: { ID: user.ID, TOKEN: user.TOKEN },
      claimItemsData: [on(), on({ patient: '2', service: '1', provider: 'London Drugs', amount: '$45.50' })],
      depdata: [{ id: '9', depFirstName: 'Not trusted' }],
      totals: { totalAmount: 1 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.totals).toEqual({
      payableAmount: 16_550,
      previousYearPayableAmount: 0,
      totalPayableAmount: 16_550,
      adminFeeAmount: 1_324,
      coPayAmount: 0,
      gstAmount: 66,
      hstAmount: 0,
      rstAmount: 0,
      pstAmount: 0,
      premAmount: 0,
      totalAmount: 17_940,
    });
    expect(res.body.data.items).toMatchObject([
      { patient_name: 'Priya', service_name: 'Dental', amount: 12_000, breakdown: { gstAmount: 48 } },
      {
        patient_name: 'Maya',
        service_name: 'Prescription Drugs',
        amount: 4_550,
        breakdown: { gstAmount: 18 },
      },
    ]);
    expect(res.body.data.BALANCE).toBe(500_000 - 16_550);
    // Numbered within the demo, so no demo learns how many others there were.
    expect(res.body.data.claimNumber).toBe(1);
    expect(await counts()).toEqual(before);
    const stored = await t.db.select().from(demoClaims).where(eq(demoClaims.accountId, user.ID));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ totalPayableCents: 16_550, totalCents: 17_940 });

    // A second claim draws on what is left: the balance never goes below zero.
    const more = await send('/demo/claim/submit', {
      userdata: { ID: user.ID, TOKEN: user.TOKEN },
      claimItemsData: [on({ amount: '15000' })],
    });
    expect(more.body.data.totals).toMatchObject({ totalPayableAmount: 500_000 - 16_550 });
    expect(more.body.data.BALANCE).toBe(0);
    expect(more.body.data.claimNumber).toBe(2);
  });

  it.each([
    ['AB', { adminFeeAmount: 800, gstAmount: 40, totalAmount: 10_840 }],
    ['BC', { adminFeeAmount: 800, gstAmount: 40, totalAmount: 10_840 }],
    ['SK', { adminFeeAmount: 800, gstAmount: 40, totalAmount: 10_840 }],
    ['MB', { adminFeeAmount: 800, gstAmount: 40, totalAmount: 10_840 }],
    ['ON', { adminFeeAmount: 800, hstAmount: 104, rstAmount: 800, premAmount: 216, totalAmount: 11_920 }],
    ['NS', { adminFeeAmount: 800, hstAmount: 112, gstAmount: 0, totalAmount: 10_912 }],
  ])('prices a $100 item with %s’s taxes, to the cent', async (province, expected) => {
    const user = await openDemo({ province });
    const res = await send('/demo/claim/submit', {
      userdata: { ID: user.ID, TOKEN: user.TOKEN },
      claimItemsData: [on({ amount: '100' })],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toMatchObject({ totalPayableAmount: 10_000, ...expected });
  });

  it('refuses an item above $15,000 with the spec’s message, and duplicates', async () => {
    const user = await openDemo();
    const userdata = { ID: user.ID, TOKEN: user.TOKEN };
    const above = await send('/demo/claim/submit', { userdata, claimItemsData: [on({ amount: '15001' })] });
    expect(above.status).toBe(400);
    expect(above.body.data.error).toEqual({
      GENERAL: MESSAGES.correctClaimDetails,
      'claimItemsData.0.amount': 'Amount exceeds $15,000',
    });
    const twice = await send('/demo/claim/submit', { userdata, claimItemsData: [on(), on()] });
    expect(twice.body.data.error).toEqual({
      GENERAL: MESSAGES.correctClaimDetails,
      'claimItemsData.1': MESSAGES.duplicateClaimItem,
    });
    const empty = await send('/demo/claim/submit', { userdata, claimItemsData: [] });
    expect(empty.body.data.error).toMatchObject({ claimItemsData: DEMO_MESSAGES.itemsRequired });
    const future = await send('/demo/claim/submit', {
      userdata,
      claimItemsData: [on({ service_date: '2999-01-01', patient: '5' })],
    });
    expect(future.body.data.error).toMatchObject({
      'claimItemsData.0.service_date': MESSAGES.invalidServiceDate,
    });
    expect(await t.db.select().from(demoClaims).where(eq(demoClaims.accountId, user.ID))).toEqual([]);
  });

  it('refuses a wrong demo token', async () => {
    const user = await openDemo();
    const res = await send('/demo/claim/submit', {
      userdata: { ID: user.ID, TOKEN: `${user.TOKEN}x` },
      claimItemsData: [on()],
    });
    expect(res.status).toBe(400);
    expect(res.body.data.error).toEqual({ GENERAL: DEMO_MESSAGES.demoEnded });
  });

  it('limits demos per address: 10 a minute, then 20 an hour', async () => {
    // From the start of a fresh hour (and minute), with the clock held, so no window turns during the test.
    t.holdClock(3600);
    const ip = '10.30.0.1';
    for (let i = 0; i < 10; i++) expect((await send('/demo/login', prospect(), ip)).status).toBe(200);
    const minute = await send('/demo/login', prospect(), ip);
    expect(minute.status).toBe(429);
    expect(minute.body.data.error).toEqual({ GENERAL: API_MESSAGES.tooManyRequests });
    // Another address is not concerned.
    expect((await send('/demo/login', prospect(), '10.30.0.2')).status).toBe(200);
    t.advance(61);
    for (let i = 0; i < 10; i++) expect((await send('/demo/login', prospect(), ip)).status).toBe(200);
    t.advance(61);
    const hour = await send('/demo/login', prospect(), ip);
    expect(hour.status).toBe(429);
    expect(hour.body.data.error).toEqual({ GENERAL: DEMO_MESSAGES.tooManyDemos });
  });

  it('cleans the demo account and its claims up after a day, by a durable job; the prospect stays', async () => {
    const user = await openDemo();
    const userdata = { ID: user.ID, TOKEN: user.TOKEN };
    expect((await send('/demo/claim/submit', { userdata, claimItemsData: [on()] })).status).toBe(200);
    // Not before its day is over.
    t.advance(86_000);
    await t.services.jobs.runUntilEmpty();
    expect(await t.db.select().from(demoAccounts).where(eq(demoAccounts.id, user.ID))).toHaveLength(1);
    t.advance(401);
    expect(await t.services.jobs.runUntilEmpty()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(demoAccounts).where(eq(demoAccounts.id, user.ID))).toEqual([]);
    expect(await t.db.select().from(demoClaims).where(eq(demoClaims.accountId, user.ID))).toEqual([]);
    const leads = await t.db
      .select()
      .from(demoProspects)
      .where(eq(demoProspects.email, 'priya.sandhu@example.ca'));
    expect(leads.length).toBeGreaterThan(0);
    const late = await send('/demo/claim/submit', { userdata, claimItemsData: [on()] });
    expect(late.body.data.error).toEqual({ GENERAL: DEMO_MESSAGES.demoEnded });
  });
});
