import { DEMO_LEAD_RETENTION_DAYS, UNPAID_APPLICATION_RETENTION_DAYS } from '@benefits/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientSignupApplications,
  demoAccounts,
  demoClaims,
  demoProspects,
  jobs,
  offlineCheckoutSessions,
  paymentSessions,
} from '../../db/schema';
import { signupCompany, signupPerson } from '../../test/client-signup-answers';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { resumeMailKey } from '../client-signup/queries';
import { purgeExpiredProspects, scheduleProspectRetention } from './retention';

/*
 * The retention of prospects' data on both databases (decision 0047): past the domain's periods a
 * demo lead (with its demo account and claims) and an application never paid (with its payment
 * sessions and the resume mail's job) are deleted by the daily job; a fresh lead, a fresh application
 * and a paid one are kept; running it again deletes nothing more; each run queues the next day's.
 */

const DAY = 86_400;

const person = signupPerson;
const company = signupCompany('Retention Dental Inc.');

describe.each(backends)('the retention of prospects’ data on %s', (backend) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  async function send(path: string, data: unknown) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/webapp${path}`,
      remoteAddress: `10.47.0.${++address}`,
      headers: { 'content-type': 'application/json' },
      payload: { data, meta: { appType: 'web', appVersion: '2.5.4', os: 'Linux', browser: 'Test' } },
    });
    await t.services.jobs.runUntilEmpty();
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { code: number; data: Record<string, unknown> };
  }

  /** A demo with one claim: answers the lead's and the account's IDs. */
  async function demoWithClaim(email: string) {
    const login = await send('/demo/login', {
      firstname: 'Priya',
      email,
      product: 'group',
      province: 'BC',
      hubspotID: 'hutk-0047',
    });
    const user = login.data.userdata as { ID: number; TOKEN: string };
    await send('/demo/claim/submit', {
      userdata: { ID: user.ID, TOKEN: user.TOKEN },
      claimItemsData: [
        {
          patient: '0',
          service: '2',
          service_date: t.now().toISOString().slice(0, 10),
          provider: 'Kitsilano Dental',
          amount: '120.00',
        },
      ],
      depdata: [],
      totals: {},
    });
    const [account] = await t.db.select().from(demoAccounts).where(eq(demoAccounts.id, user.ID));
    return { leadId: account!.prospectId, accountId: user.ID };
  }

  /** An application saved at step 0 (its resume link mailed): answers its ID. */
  async function application(email: string) {
    const res = await send('/client/signup/save', { appdata: person(email), step: 0 });
    return (res.data as { applicationID: string }).applicationID;
  }

  /** An application at the review with its payment started (an open Checkout Session). */
  async function applicationWithPayment(email: string) {
    const id = await application(email);
    await send('/client/signup/save', { appdata: { applicationID: id, ...company }, step: 1 });
    const started = await send('/client/signup/payment', { applicationID: id });
    return {
      id,
      url: (started.data as { url: string }).url,
      sessionId: (started.data as { sessionId: string }).sessionId,
    };
  }

  /** Pays an application's checkout with the offline provider's good card. */
  async function pay(url: string) {
    const u = new URL(url);
    const res = await t.app.inject({
      method: 'POST',
      url: u.pathname + u.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    await t.services.jobs.runUntilEmpty();
  }

  const leadsOf = (ids: number[]) =>
    t.db.select({ id: demoProspects.id }).from(demoProspects).where(inArray(demoProspects.id, ids));
  const applicationsOf = (ids: string[]) =>
    t.db
      .select({ id: clientSignupApplications.id })
      .from(clientSignupApplications)
      .where(inArray(clientSignupApplications.id, ids));
  const sorted = (rows: { id: number | string }[]) => rows.map((r) => r.id).sort();

  it('keeps the periods as the decision says: 90 days each', () => {
    expect(DEMO_LEAD_RETENTION_DAYS).toBe(90);
    expect(UNPAID_APPLICATION_RETENTION_DAYS).toBe(90);
  });

  it('deletes the expired lead and unpaid applications, keeps the fresh ones and the paid one; twice is harmless', async () => {
    const old = await demoWithClaim('old.lead@example.ca');
    const unpaid = await application('old.unpaid@example.ca');
    const declined = await applicationWithPayment('old.open@example.ca');
    const paid = await applicationWithPayment('old.paid@example.ca');
    await pay(paid.url);
    const [paidRow] = await t.db
      .select()
      .from(clientSignupApplications)
      .where(eq(clientSignupApplications.id, paid.id));
    expect(paidRow!.employerId).not.toBeNull();
    // The resume mails were queued (and sent) under their keys.
    const mailKeys = () =>
      t.db
        .select({ key: jobs.dedupeKey })
        .from(jobs)
        .where(inArray(jobs.dedupeKey, [unpaid, declined.id, paid.id].map(resumeMailKey)));
    expect(await mailKeys()).toHaveLength(3);

    // One day short of the periods: nothing is deleted yet.
    t.advance((DEMO_LEAD_RETENTION_DAYS - 1) * DAY);
    expect(await purgeExpiredProspects(t.services)).toEqual({ demoLeads: 0, applications: 0 });

    // Past them, with a fresh lead and a fresh application beside the old ones.
    t.advance(2 * DAY);
    const fresh = await demoWithClaim('fresh.lead@example.ca');
    const recent = await application('fresh.unpaid@example.ca');
    await scheduleProspectRetention(t.services);
    expect(await t.services.jobs.runUntilEmpty()).toBe(1);

    expect(sorted(await leadsOf([old.leadId, fresh.leadId]))).toEqual([fresh.leadId]);
    const accounts = await t.db
      .select({ id: demoAccounts.id })
      .from(demoAccounts)
      .where(inArray(demoAccounts.id, [old.accountId, fresh.accountId]));
    expect(sorted(accounts)).toEqual([fresh.accountId]);
    const claims = await t.db
      .select({ accountId: demoClaims.accountId })
      .from(demoClaims)
      .where(inArray(demoClaims.accountId, [old.accountId, fresh.accountId]));
    expect(claims.map((c) => c.accountId)).toEqual([fresh.accountId]);

    expect(sorted(await applicationsOf([unpaid, declined.id, paid.id, recent]))).toEqual(
      [paid.id, recent].sort(),
    );
    // What held the deleted applications' details or link went with them; the paid one's stayed.
    const sessions = await t.db
      .select({ ownerId: paymentSessions.ownerId })
      .from(paymentSessions)
      .where(
        and(
          eq(paymentSessions.ownerKind, 'application'),
          inArray(paymentSessions.ownerId, [declined.id, paid.id]),
        ),
      );
    expect(sessions.map((s) => s.ownerId)).toEqual([paid.id]);
    const offline = await t.db
      .select({ id: offlineCheckoutSessions.sessionId })
      .from(offlineCheckoutSessions)
      .where(inArray(offlineCheckoutSessions.sessionId, [declined.sessionId, paid.sessionId]));
    expect(offline.map((s) => s.id)).toEqual([paid.sessionId]);
    expect((await mailKeys()).map((m) => m.key)).toEqual([resumeMailKey(paid.id)]);

    // Again: nothing more goes, what was kept stays.
    expect(await purgeExpiredProspects(t.services)).toEqual({ demoLeads: 0, applications: 0 });
    expect(sorted(await leadsOf([old.leadId, fresh.leadId]))).toEqual([fresh.leadId]);
    expect(sorted(await applicationsOf([paid.id, recent]))).toEqual([paid.id, recent].sort());
  });

  it('queues the next day’s run, once, at 07:00 UTC, and that run deletes nothing kept', async () => {
    const today = t.now().toISOString().slice(0, 10);
    const next = await t.db
      .select({ runAt: jobs.runAt, state: jobs.state, key: jobs.dedupeKey })
      .from(jobs)
      .where(eq(jobs.name, 'prospect-retention'));
    const tomorrow = new Date(`${today}T00:00:00.000Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const day = tomorrow.toISOString().slice(0, 10);
    expect(next).toContainEqual({
      runAt: new Date(`${day}T07:00:00.000Z`),
      state: 'queued',
      key: `prospect-retention:${day}`,
    });
    // Scheduling today again changes nothing: today's run has its key.
    await scheduleProspectRetention(t.services);
    expect(await t.services.jobs.runUntilEmpty()).toBe(0);

    const leads = await t.db.select({ id: demoProspects.id }).from(demoProspects);
    // Two days on (past tomorrow's 07:00 whatever the hour now): tomorrow's run runs, once, and
    // queues its own next day's; the fresh lead is still within its period.
    t.advance(2 * DAY);
    await t.services.jobs.runUntilEmpty();
    const runs = await t.db
      .select({ key: jobs.dedupeKey, state: jobs.state })
      .from(jobs)
      .where(eq(jobs.name, 'prospect-retention'));
    expect(runs.filter((r) => r.key === `prospect-retention:${day}`)).toEqual([
      { key: `prospect-retention:${day}`, state: 'done' },
    ]);
    expect(runs.filter((r) => r.state === 'queued')).toHaveLength(1);
    expect(await t.db.select({ id: demoProspects.id }).from(demoProspects)).toHaveLength(leads.length);
  });
});
