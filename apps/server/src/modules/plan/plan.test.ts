import { API_MESSAGES } from '@benefits/contract';
import {
  addDays,
  cancellationDates,
  CLAIM_MESSAGES,
  formatDateIn,
  MESSAGES,
  PLAN_MESSAGES as M,
  runOffEnds,
  todayIso,
} from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeLog,
  companyFunding,
  employees,
  employerLedger,
  employers,
  insuranceProducts,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type User = { ONLINE_CLAIM_OK: string };
type Funding = {
  funding: { method: string; frequency: string; depositCents: number | null; chosen: string };
  padOnFile: string;
  balanceCents: number;
  planEnded: string;
  message?: string;
};
type Balance = {
  balanceCents: number;
  movements: { kind: string; amountCents: number; reference: string }[];
  refundTo: string;
  message?: string;
};
type Insurance = {
  products: { product: string; funding: string; coveredEmployees: number; monthlyCents: number }[];
  monthlyTotalCents: number;
  message?: string;
};
type Plan = {
  plan: Record<string, unknown>;
  cancellation: {
    state: string;
    effectiveDate: string | null;
    runOffEnds: string | null;
    canWithdraw: string;
    dates: string[];
    balanceCents: number;
  };
  message?: string;
};

const ENDPOINTS: [string, unknown][] = [
  ['/employer/company-funding/get', {}],
  ['/employer/company-funding/set', { method: 'EFT', frequency: 'MONTHLY', depositCents: 20_000 }],
  ['/employer/balance', {}],
  ['/employer/refund', { amountCents: 100, confirm: 'Y', requestId: 'refund-matrix-1' }],
  ['/employer/insurance-funding/get', {}],
  ['/employer/insurance-funding/set', { products: [{ product: 'TRAVEL', funding: 'INVOICE' }] }],
  ['/employer/enable-online-claiming', { confirm: 'Y' }],
  ['/employer/plan-details/get', {}],
  ['/employer/cancel-plan', { effectiveDate: '2099-01-31', confirm: 'Y' }],
  ['/employer/cancel-plan/withdraw', {}],
];

const logOf = (t: TestApp, employerId: number, entity: string) =>
  t.db
    .select()
    .from(changeLog)
    .where(
      and(
        eq(changeLog.subjectKind, 'employer'),
        eq(changeLog.subjectId, String(employerId)),
        eq(changeLog.entity, entity),
      ),
    );

describe.each(backends)('company funding, insurance, online claims and plan on %s', (backend) => {
  let t: TestApp;
  let liam: string; // admin of 5002 (Prairie Sky: PAD on file, travel and EEI add-ons)
  let jacob: string; // admin of 5004 (Bluenose: no PAD account, no add-ons)
  beforeAll(async () => {
    t = await startTestApp(backend);
    liam = await t.login('employee', '100002');
    jacob = await t.login('employee', '100008');
  });
  afterAll(async () => t?.close());

  /** A company's plan members as the seed left them: not terminated, not non-member admins. */
  const planMembers = async (employerId: number) =>
    (await t.db.select().from(employees).where(eq(employees.employerId, employerId))).filter(
      (e) => !e.terminated && !e.nonMemberAdminOnly,
    ).length;

  describe('who may call them', () => {
    it('refuses the signed out, a plain employee, a partner and staff; writes nothing', async () => {
      const employee = await t.login('employee', '100001');
      const partner = await t.login('partner', '200001');
      const staff = await t.login('tools', 'staff');
      for (const [url, data] of ENDPOINTS) {
        const signedOut = await t.call(url, data);
        expect(signedOut.status, url).toBe(401);
        expect(signedOut.body.data.error?.GENERAL).toBe(API_MESSAGES.signInRequired);
        for (const token of [employee, partner, staff]) {
          const res = await t.call(url, data, token);
          expect(res.status, url).toBe(403);
          expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
        }
      }
      expect(await t.db.select().from(companyFunding).where(eq(companyFunding.employerId, 5001))).toEqual([]);
      const [r] = await t.db.select().from(employers).where(eq(employers.id, 5001));
      expect(r).toMatchObject({ cancellationDate: null });
      const refunds = await t.db.select().from(employerLedger).where(eq(employerLedger.kind, 'REFUND'));
      expect(refunds).toEqual([]);
    });

    it('an admin of another company sees and changes only their own, whatever the payload names', async () => {
      const funding = await t.call<Funding>('/employer/company-funding/get', { EMPLOYER: 5002 }, jacob);
      expect(funding.body.data).toMatchObject({ balanceCents: 0, padOnFile: 'N', funding: { chosen: 'N' } });
      const balance = await t.call<Balance>('/employer/balance', { EMPLOYER: 5002 }, jacob);
      expect(balance.body.data).toMatchObject({ balanceCents: 0, movements: [], refundTo: 'CHEQUE' });
      // Jacob's company has nothing to refund: Prairie Sky's balance is not his.
      const refund = await t.call(
        '/employer/refund',
        { amountCents: 100, confirm: 'Y', requestId: 'refund-other-1', EMPLOYER: 5002 },
        jacob,
      );
      expect(refund.status).toBe(400);
      expect(refund.body.data.error?.amountCents).toBe(M.refundNoBalance);
      const insurance = await t.call('/employer/insurance-funding/get', { EMPLOYER: 5002 }, jacob);
      expect(insurance.status).toBe(409);
      expect(insurance.body.data.error?.GENERAL).toBe(M.noInsurance);
      const set = await t.call(
        '/employer/insurance-funding/set',
        { EMPLOYER: 5002, products: [{ product: 'TRAVEL', funding: 'INVOICE' }] },
        jacob,
      );
      expect(set.status).toBe(409);
      const [travel] = await t.db
        .select()
        .from(insuranceProducts)
        .where(and(eq(insuranceProducts.employerId, 5002), eq(insuranceProducts.product, 'TRAVEL')));
      expect(travel?.funding).toBe('GROUP_ACCOUNT');
      const plan = await t.call<Plan>('/employer/plan-details/get', { EMPLOYER: 5002 }, jacob);
      expect(plan.body.data.plan).toMatchObject({ planCode: 1071, province: 'NS', addOns: [] });
    });
  });

  describe('/company-funding', () => {
    it('answers the choice, whether PAD is on file and the balance (sum of the ledger)', async () => {
      const res = await t.call<Funding>('/employer/company-funding/get', {}, liam);
      expect(res.body.code).toBe(0);
      expect(res.body.data).toMatchObject({
        funding: expect.objectContaining({
          method: 'PAD',
          frequency: 'MONTHLY',
          depositCents: 150_000,
          chosen: 'Y',
        }),
        padOnFile: 'Y',
        balanceCents: 1_015_000,
        planEnded: 'N',
      });
    });

    it('refuses a bad choice field by field, saving nothing', async () => {
      const bad = await t.call(
        '/employer/company-funding/set',
        { method: 'BITCOIN', frequency: 'HOURLY' },
        liam,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.data.error).toMatchObject({
        method: M.fundingMethodRequired,
        frequency: M.fundingFrequencyRequired,
      });
      const rules = await t.call(
        '/employer/company-funding/set',
        { method: 'EFT', frequency: 'PER_CLAIM', depositCents: null },
        liam,
      );
      expect(rules.body.data.error).toMatchObject({
        GENERAL: MESSAGES.correctInformation,
        frequency: M.perClaimNeedsPad,
      });
      const deposit = await t.call(
        '/employer/company-funding/set',
        { method: 'EFT', frequency: 'ANNUAL' },
        liam,
      );
      expect(deposit.body.data.error).toMatchObject({ depositCents: M.depositRequired });
      // $5 is out of range, not missing: the general message of a field wrong, as the web shows it.
      const five = await t.call(
        '/employer/company-funding/set',
        { method: 'PAD', frequency: 'MONTHLY', depositCents: 500 },
        liam,
      );
      expect(five.status).toBe(400);
      expect(five.body.data.error).toEqual({
        GENERAL: MESSAGES.correctInformation,
        depositCents: M.depositRequired,
      });
      // PAD without an account on file.
      const noPad = await t.call(
        '/employer/company-funding/set',
        { method: 'PAD', frequency: 'PER_CLAIM' },
        jacob,
      );
      expect(noPad.body.data.error).toMatchObject({ method: M.padNotOnFile });
      const [row] = await t.db.select().from(companyFunding).where(eq(companyFunding.employerId, 5002));
      expect(row).toMatchObject({ method: 'PAD', frequency: 'MONTHLY', depositCents: 150_000 });
    });

    it('mails the payee details when EFT is chosen, in the administrator’s language, once per change', async () => {
      const [admin] = await t.db.select().from(employees).where(eq(employees.id, 100002));
      const before = t.outbox.length;
      const eft = await t.call<Funding>(
        '/employer/company-funding/set',
        { method: 'EFT', frequency: 'MONTHLY', depositCents: 250_000 },
        liam,
        { language: 'fr-CA' },
      );
      expect(eft.body.code).toBe(0);
      const mails = t.outbox.slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe(admin!.email);
      expect(mails[0]!.subject).toContain('TEF');
      expect(mails[0]!.text).toContain('Numéro de compte ou de référence : 5002');
      expect(mails[0]!.text).toMatch(/mensuelle, 2\s500,00\s\$/);
      // Saving the same EFT choice again sends nothing; a schedule change sends the new details.
      await t.call(
        '/employer/company-funding/set',
        { method: 'EFT', frequency: 'MONTHLY', depositCents: 250_000 },
        liam,
      );
      expect(t.outbox.length).toBe(before + 1);
      await t.call(
        '/employer/company-funding/set',
        { method: 'EFT', frequency: 'ANNUAL', depositCents: 900_000 },
        liam,
      );
      expect(t.outbox.length).toBe(before + 2);
      expect(t.outbox.at(-1)!.text).toContain('once a year, $9,000.00 each time');
      // Back to PAD as seeded: no mail.
      await t.call(
        '/employer/company-funding/set',
        { method: 'PAD', frequency: 'MONTHLY', depositCents: 150_000 },
        liam,
      );
      expect(t.outbox.length).toBe(before + 2);
    });

    it('saves a choice and logs the change', async () => {
      const res = await t.call<Funding>(
        '/employer/company-funding/set',
        { method: 'EFT', frequency: 'QUARTERLY', depositCents: 400_000 },
        liam,
      );
      expect(res.body.code).toBe(0);
      expect(res.body.data.message).toBe(M.fundingSaved);
      expect(res.body.data.funding).toMatchObject({
        method: 'EFT',
        frequency: 'QUARTERLY',
        depositCents: 400_000,
      });
      const payg = await t.call<Funding>(
        '/employer/company-funding/set',
        { method: 'PAD', frequency: 'PER_CLAIM', depositCents: 5_000 },
        liam,
      );
      expect(payg.body.data.funding).toMatchObject({
        method: 'PAD',
        frequency: 'PER_CLAIM',
        depositCents: null,
      });
      const log = await logOf(t, 5002, 'companyFunding');
      expect(log.map((l) => [l.field, l.oldValue, l.newValue])).toEqual(
        expect.arrayContaining([
          ['method', 'PAD', 'EFT'],
          ['frequency', 'MONTHLY', 'QUARTERLY'],
          ['depositCents', '150000', '400000'],
          ['method', 'EFT', 'PAD'],
          ['frequency', 'QUARTERLY', 'PER_CLAIM'],
          ['depositCents', '400000', null],
        ]),
      );
      expect(log.every((l) => l.actorId === '100002')).toBe(true);
    });
  });

  describe('/balance and /refund', () => {
    it('lists the recent movements newest first', async () => {
      const res = await t.call<Balance>('/employer/balance', {}, liam);
      expect(res.body.data.balanceCents).toBe(1_015_000);
      expect(res.body.data.refundTo).toBe('PAD');
      expect(res.body.data.movements.map((m) => [m.kind, m.amountCents]).sort()).toEqual([
        ['CLAIMS', -185_000],
        ['DEPOSIT', 1_200_000],
      ]);
    });

    it('refuses a refund above the balance with the balance in the message', async () => {
      const res = await t.call(
        '/employer/refund',
        { amountCents: 1_015_001, confirm: 'Y', requestId: 'refund-over-1' },
        liam,
      );
      expect(res.status).toBe(400);
      expect(res.body.data.error?.amountCents).toBe(
        'The refund cannot be more than the company balance of $10,150.00.',
      );
      expect(res.body.data.errorKeys).toMatchObject({
        amountCents: { key: 'plan.refundOverBalance', params: { balance: '$10,150.00' } },
      });
      const unconfirmed = await t.call(
        '/employer/refund',
        { amountCents: 100, requestId: 'refund-unconfirmed-1' },
        liam,
      );
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.body.data.error?.confirm).toBe(M.confirmRequired);
      const zero = await t.call(
        '/employer/refund',
        { amountCents: 0, confirm: 'Y', requestId: 'refund-zero-1' },
        liam,
      );
      expect(zero.body.data.error?.amountCents).toBe(M.refundAmountInvalid);
      // A refund names its request: none, or one that is not an ID, is refused.
      for (const requestId of [undefined, '', 'short', 'not an id!', 'x'.repeat(65)]) {
        const bad = await t.call('/employer/refund', { amountCents: 100, confirm: 'Y', requestId }, liam);
        expect(bad.status, String(requestId)).toBe(400);
        expect(bad.body.data.error?.requestId, String(requestId)).toBe(M.refundRequestInvalid);
      }
      const rows = await t.db.select().from(employerLedger).where(eq(employerLedger.employerId, 5002));
      expect(rows).toHaveLength(2);
    });

    it('records a refund as a ledger row, logged; two at once cannot overdraw', async () => {
      const mailsBefore = t.outbox.length;
      const res = await t.call<Balance>(
        '/employer/refund',
        { amountCents: 15_000, confirm: 'Y', requestId: 'refund-first-1' },
        liam,
      );
      // The administrator gets a confirmation: the amount, where it goes, the balance left.
      const [admin] = await t.db.select().from(employees).where(eq(employees.id, 100002));
      const mails = t.outbox.slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe(admin!.email);
      expect(mails[0]!.subject).toContain('refund of $150.00');
      expect(mails[0]!.text).toContain('pre-authorised debit account');
      expect(mails[0]!.text).toContain('Company balance after the refund: $10,000.00.');
      expect(res.body.code).toBe(0);
      expect(res.body.data.message).toBe(M.refundRequested);
      expect(res.body.data.balanceCents).toBe(1_000_000);
      expect(res.body.data.movements[0]).toMatchObject({
        kind: 'REFUND',
        amountCents: -15_000,
        reference: 'Refund to the company’s pre-authorised debit account',
      });
      const log = await logOf(t, 5002, 'employerLedger');
      expect(log.find((l) => l.field === 'amountCents')?.newValue).toBe('-15000');

      const both = await Promise.all([
        t.call('/employer/refund', { amountCents: 600_000, confirm: 'Y', requestId: 'refund-both-a' }, liam),
        t.call('/employer/refund', { amountCents: 600_000, confirm: 'Y', requestId: 'refund-both-b' }, liam),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
      // The refused refund mailed nothing: its transaction rolled back with the mail.
      expect(t.outbox.length).toBe(mailsBefore + 2);
      const after = await t.call<Balance>('/employer/balance', {}, liam);
      expect(after.body.data.balanceCents).toBe(400_000);
    });

    it('refunds once per request ID: a repeat, one after the other or at once, answers the first', async () => {
      const refundRows = async () =>
        (await t.db.select().from(employerLedger).where(eq(employerLedger.employerId, 5002))).filter(
          (r) => r.kind === 'REFUND',
        );
      const rowsBefore = (await refundRows()).length;
      const logBefore = Math.max(0, ...(await logOf(t, 5002, 'employerLedger')).map((l) => l.id));
      const mailsBefore = t.outbox.length;
      const balance = (await t.call<Balance>('/employer/balance', {}, liam)).body.data.balanceCents;
      expect(balance).toBeGreaterThan(100);
      const refund = { amountCents: 100, confirm: 'Y', requestId: 'refund-twice-1' };

      // A double click that reached the server twice: one after the other.
      const first = await t.call<Balance>('/employer/refund', refund, liam);
      const again = await t.call<Balance>('/employer/refund', refund, liam);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body.data.message).toBe(M.refundRequested);
      expect(again.body.data.balanceCents).toBe(balance - 100);
      expect(again.body.data.movements).toEqual(first.body.data.movements);
      expect(await refundRows()).toHaveLength(rowsBefore + 1);
      const [row, ...more] = (await refundRows()).filter((r) => r.requestId === 'refund-twice-1');
      expect(more).toEqual([]);
      expect(row).toMatchObject({ amountCents: -100 });
      // Logged and mailed once.
      const logged = (await logOf(t, 5002, 'employerLedger')).filter((l) => l.id > logBefore);
      expect(logged.every((l) => l.entityId === String(row!.id))).toBe(true);
      expect(logged.filter((l) => l.field === 'amountCents')).toHaveLength(1);
      expect(t.outbox.length).toBe(mailsBefore + 1);

      // Two tabs (or a retry racing the first): at once, with the whole balance left, which a second
      // refund could not take: both answer the refund, one row moves the money.
      const whole = { amountCents: balance - 100, confirm: 'Y', requestId: 'refund-twice-2' };
      const both = await Promise.all([
        t.call<Balance>('/employer/refund', whole, liam),
        t.call<Balance>('/employer/refund', whole, liam),
      ]);
      expect(both.map((r) => [r.status, r.body.data.balanceCents])).toEqual([
        [200, 0],
        [200, 0],
      ]);
      expect(await refundRows()).toHaveLength(rowsBefore + 2);
      expect(t.outbox.length).toBe(mailsBefore + 2);

      // The same ID for another amount is not the same refund: refused, nothing moves.
      const other = await t.call('/employer/refund', { ...refund, amountCents: 200 }, liam);
      expect(other.status).toBe(409);
      expect(other.body.data.error?.GENERAL).toBe(M.refundRequestReused);
      expect(await refundRows()).toHaveLength(rowsBefore + 2);

      // The ID is the company's own: another company's administrator may use the same one.
      const elsewhere = await t.call('/employer/refund', refund, jacob);
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.data.error?.amountCents).toBe(M.refundNoBalance);

      // Put the balance back as the later tests expect it.
      await t.db.insert(employerLedger).values({
        employerId: 5002,
        amountCents: balance,
        kind: 'ADJUSTMENT',
        reference: 'test',
        createdAt: new Date('2020-01-01T00:00:00.000Z'),
      });
    });
  });

  describe('/insurance-funding', () => {
    it('shows each add-on with its premium, who it covers and how it is funded', async () => {
      const res = await t.call<Insurance>('/employer/insurance-funding/get', {}, liam);
      expect(res.body.code).toBe(0);
      // Travel covers every plan member of Prairie Sky; EEI the four who elected it (seed/insurance.ts).
      const members = await planMembers(5002);
      expect(members).toBeGreaterThan(1);
      expect(res.body.data.products).toEqual([
        expect.objectContaining({
          product: 'TRAVEL',
          funding: 'GROUP_ACCOUNT',
          coveredEmployees: members,
          monthlyCents: 1_850 * members,
        }),
        expect.objectContaining({
          product: 'EEI',
          funding: 'PAD',
          coveredEmployees: 4,
          monthlyCents: 4 * 4_275,
        }),
      ]);
      expect(res.body.data.monthlyTotalCents).toBe(1_850 * members + 4 * 4_275);
    });

    it('counts whom the Insurance Coverage report lists today: a member terminated today, not one terminated yesterday', async () => {
      const today = todayIso(t.now());
      const travel = async () => {
        const res = await t.call<Insurance>('/employer/insurance-funding/get', {}, liam);
        return res.body.data.products.find((p) => p.product === 'TRAVEL')!;
      };
      const listed = async () => {
        const res = await t.call<{ rows: { employeeId: string; travel: number | null }[] }>(
          '/report/run',
          { report: 'insuranceCoverage', startdate: addDays(today, -30), enddate: today },
          liam,
        );
        return res.body.data.rows.filter((r) => r.travel !== null).map((r) => r.employeeId);
      };
      const before = await travel();
      expect(before.coveredEmployees).toBe((await listed()).length);

      // Ethan's last day is today: the account closes today, his travel coverage runs through it.
      const ethan = await t.call('/employee/terminate', { employeeId: 100101, termDate: today }, liam);
      expect(ethan.status, ethan.raw).toBe(200);
      expect(await travel()).toMatchObject({
        coveredEmployees: before.coveredEmployees,
        monthlyCents: before.monthlyCents,
      });
      expect(await listed()).toContain('100101');

      // Zoé's was yesterday: she is covered by nothing today, here as in the report.
      const zoe = await t.call(
        '/employee/terminate',
        { employeeId: 100104, termDate: addDays(today, -1) },
        liam,
      );
      expect(zoe.status, zoe.raw).toBe(200);
      const after = await travel();
      expect(after).toMatchObject({
        coveredEmployees: before.coveredEmployees - 1,
        monthlyCents: before.monthlyCents - 1_850,
      });
      expect(await listed()).not.toContain('100104');
      expect(after.coveredEmployees).toBe((await listed()).length);

      for (const employeeId of [100101, 100104]) {
        const cancelled = await t.call('/employee/cancel-terminate', { employeeId }, liam);
        expect(cancelled.status, cancelled.raw).toBe(200);
      }
      expect(await travel()).toMatchObject({ coveredEmployees: before.coveredEmployees });
    });

    it('refuses a product the company does not hold, saving nothing; saves and logs a change', async () => {
      const bad = await t.call(
        '/employer/insurance-funding/set',
        {
          products: [
            { product: 'TRAVEL', funding: 'INVOICE' },
            { product: 'CAT_DRUG', funding: 'INVOICE' },
          ],
        },
        liam,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.data.error?.funding_CAT_DRUG).toBe(M.insuranceProductNotHeld);
      const rows = await t.db.select().from(insuranceProducts).where(eq(insuranceProducts.employerId, 5002));
      expect(rows.find((r) => r.product === 'TRAVEL')?.funding).toBe('GROUP_ACCOUNT');

      const ok = await t.call<Insurance>(
        '/employer/insurance-funding/set',
        {
          products: [
            { product: 'TRAVEL', funding: 'INVOICE' },
            { product: 'EEI', funding: 'PAD' },
          ],
        },
        liam,
      );
      expect(ok.body.code).toBe(0);
      expect(ok.body.data.message).toBe(M.insuranceFundingSaved);
      expect(ok.body.data.products.map((p) => p.funding)).toEqual(['INVOICE', 'PAD']);
      const log = await logOf(t, 5002, 'insuranceProduct');
      expect(log.map((l) => [l.field, l.oldValue, l.newValue])).toEqual([
        ['funding', 'GROUP_ACCOUNT', 'INVOICE'],
      ]);
    });
  });

  describe('/business-online-claims', () => {
    it('refuses when the rule does not allow it (online-capable plan, already on)', async () => {
      const res = await t.call('/employer/enable-online-claiming', { confirm: 'Y' }, liam);
      expect(res.status).toBe(409);
      expect(res.body.data.error?.GENERAL).toBe(M.onlineClaimsAlreadyEnabled);
      await t.db.update(employers).set({ onlineClaimOk: false }).where(eq(employers.id, 5004));
      const capable = await t.call('/employer/enable-online-claiming', { confirm: 'Y' }, jacob);
      expect(capable.status).toBe(403);
      expect(capable.body.data.error?.GENERAL).toBe(M.onlineClaimsNotAllowed);
      const [row] = await t.db.select().from(employers).where(eq(employers.id, 5004));
      expect(row?.onlineClaimOk).toBe(false);
    });

    it('enables it for a legacy plan, once confirmed, and logs it; the user follows', async () => {
      await t.db.update(employers).set({ planCode: 3, contractType: 3 }).where(eq(employers.id, 5004));
      const unconfirmed = await t.call('/employer/enable-online-claiming', {}, jacob);
      expect(unconfirmed.body.data.error?.confirm).toBe(M.confirmRequired);
      const res = await t.call<{ ONLINE_CLAIM_OK: string; message: string }>(
        '/employer/enable-online-claiming',
        { confirm: 'Y' },
        jacob,
      );
      expect(res.body.data).toMatchObject({ ONLINE_CLAIM_OK: 'Y', message: M.onlineClaimsEnabled });
      const user = await t.call<{ ONLINE_CLAIM_OK: string }>('/employee', {}, jacob);
      expect(user.body.data.ONLINE_CLAIM_OK).toBe('Y');
      const log = await logOf(t, 5004, 'employer');
      expect(log.find((l) => l.field === 'ONLINE_CLAIM_OK')).toMatchObject({ oldValue: 'N', newValue: 'Y' });
      const again = await t.call('/employer/enable-online-claiming', { confirm: 'Y' }, jacob);
      expect(again.status).toBe(409);
    });
  });

  describe('/business-plan', () => {
    it('answers the plan: code, dates, price and renewal, admin fee, taxes, add-ons, members', async () => {
      const res = await t.call<Plan>('/employer/plan-details/get', {}, liam);
      const year = new Date().getUTCFullYear();
      // The contract renews on its effective date's anniversary (1 March), as the partner's screens say.
      const thisYears = `${year}-03-01`;
      const renewal = new Date().toISOString().slice(0, 10) <= thisYears ? thisYears : `${year + 1}-03-01`;
      expect(res.body.data.plan).toMatchObject({
        planCode: 1071,
        contractType: 13,
        effectiveDate: `${year - 2}-03-01`,
        planYearEndType: 3,
        planYearStart: `${year}-01-01`,
        planYearEnd: `${year}-12-31`,
        renewalDate: renewal,
        province: 'AB',
        priceCents: 33_500,
        renewalCents: 9_900,
        taxIncluded: 'N',
        taxBps: 500,
        renewalTaxCents: 495,
        renewalTotalCents: 10_395,
        adminFeeBps: 800,
        claimTaxes: { gstBps: 500, hstBps: 0, rstBps: 0, pstBps: 0, premBps: 0 },
        addOns: ['TRAVEL', 'EEI'],
        employeeCount: await planMembers(5002),
      });
      expect(res.body.data.cancellation).toMatchObject({
        state: 'NONE',
        effectiveDate: null,
        canWithdraw: 'N',
        dates: cancellationDates(todayIso()),
      });
    });

    it('refuses a date not offered, or no confirmation, recording nothing', async () => {
      const bad = await t.call('/employer/cancel-plan', { effectiveDate: '2020-01-31', confirm: 'Y' }, liam);
      expect(bad.status).toBe(400);
      expect(bad.body.data.error?.effectiveDate).toBe(M.cancelDateInvalid);
      const date = cancellationDates(todayIso())[1]!;
      const unconfirmed = await t.call('/employer/cancel-plan', { effectiveDate: date }, liam);
      expect(unconfirmed.body.data.error?.confirm).toBe(M.confirmRequired);
      const [row] = await t.db.select().from(employers).where(eq(employers.id, 5002));
      expect(row?.cancellationDate).toBeNull();
    });

    it('cancels, can be withdrawn until its date, and is logged', async () => {
      const date = cancellationDates(todayIso())[1]!;
      const mailsBefore = t.outbox.length;
      const res = await t.call<Plan>(
        '/employer/cancel-plan',
        { effectiveDate: date, confirm: 'Y', reason: 'Moving to a broker plan' },
        liam,
        { language: 'fr-CA' },
      );
      expect(res.body.code).toBe(0);
      // Confirmed by mail in the administrator's language: the end of coverage and the run-off.
      const cancelled = t.outbox.slice(mailsBefore);
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.subject).toContain('annulation');
      expect(cancelled[0]!.text).toContain(formatDateIn(runOffEnds(date), 'fr'));
      expect(res.body.data.message).toBe(M.planCancelled);
      expect(res.body.data.cancellation).toMatchObject({
        state: 'PENDING',
        effectiveDate: date,
        runOffEnds: runOffEnds(date),
        canWithdraw: 'Y',
        dates: [],
      });
      const twice = await t.call('/employer/cancel-plan', { effectiveDate: date, confirm: 'Y' }, liam);
      expect(twice.status).toBe(409);
      expect(twice.body.data.error?.GENERAL).toBe(M.planAlreadyCancelled);

      const withdrawn = await t.call<Plan>('/employer/cancel-plan/withdraw', {}, liam);
      expect(withdrawn.body.data.message).toBe(M.cancellationWithdrawn);
      expect(t.outbox.at(-1)!.subject).toContain('your plan continues');
      expect(t.outbox.length).toBe(mailsBefore + 2);
      expect(withdrawn.body.data.cancellation.state).toBe('NONE');
      const none = await t.call('/employer/cancel-plan/withdraw', {}, liam);
      expect(none.body.data.error?.GENERAL).toBe(M.planNotCancelled);
      const log = await logOf(t, 5002, 'employer');
      expect(log.filter((l) => l.field === 'CANCELLATION_DATE').map((l) => [l.oldValue, l.newValue])).toEqual(
        expect.arrayContaining([
          [null, date],
          [date, null],
        ]),
      );
    });

    it('after its date: no withdrawal, no changes; after the run-off the balance is refunded, once', async () => {
      const date = cancellationDates(todayIso())[0]!;
      const res = await t.call<Plan>('/employer/cancel-plan', { effectiveDate: date, confirm: 'Y' }, liam);
      expect(res.body.code).toBe(0);
      const before = (await t.call<Balance>('/employer/balance', {}, liam)).body.data.balanceCents;
      expect(before).toBeGreaterThan(0);

      // The day after the cancellation's date.
      const days = (iso: string) => (Date.parse(`${iso}T12:00:00Z`) - Date.now()) / 1000;
      t.advance(days(addDays(date, 1)));
      liam = await t.login('employee', '100002'); // the old session has expired meanwhile
      const late = await t.call('/employer/cancel-plan/withdraw', {}, liam);
      expect(late.status).toBe(409);
      expect(late.body.data.error?.GENERAL).toBe(
        `The cancellation took effect on ${date} and can no longer be withdrawn.`,
      );
      const frozen = await t.call(
        '/employer/company-funding/set',
        { method: 'EFT', frequency: 'MONTHLY', depositCents: 20_000 },
        liam,
      );
      expect(frozen.status).toBe(409);
      expect(frozen.body.data.error?.GENERAL).toBe(M.planCancelledNoChanges);
      expect((await t.call<Plan>('/employer/plan-details/get', {}, liam)).body.data.cancellation.state).toBe(
        'RUN_OFF',
      );
      expect(await t.services.jobs.runUntilEmpty()).toBe(0); // the run-off is not over
      // During the run-off a member still claims, but only expenses up to the cancellation's date.
      const during = await t.call<{ minDate: string; maxDate: string }>(
        '/claims/details',
        { type: 'HSA' },
        liam,
      );
      expect(during.body.data.maxDate).toBe(date);
      expect((await t.call<User>('/employee', {}, liam)).body.data.ONLINE_CLAIM_OK).toBe('Y');

      // The day after the run-off: the job refunds what is left and closes the plan.
      t.advance(days(addDays(runOffEnds(date), 1)) - days(addDays(date, 1)) + 3600);
      await t.services.jobs.runUntilEmpty();
      liam = await t.login('employee', '100002');
      const [row] = await t.db.select().from(employers).where(eq(employers.id, 5002));
      expect(row?.planClosedAt).not.toBeNull();
      const after = await t.call<Balance>('/employer/balance', {}, liam);
      expect(after.body.data.balanceCents).toBe(0);
      expect(after.body.data.movements[0]).toMatchObject({ kind: 'REFUND', amountCents: -before });
      expect(await t.services.jobs.runUntilEmpty()).toBe(0);
      expect((await t.call<Plan>('/employer/plan-details/get', {}, liam)).body.data.cancellation.state).toBe(
        'CLOSED',
      );
      // Closed: no more claims, and the claim menus close (ONLINE_CLAIM_OK N); history stays.
      const closed = await t.call('/claim/id', { type: 'HSA' }, liam);
      expect(closed.status).toBe(403);
      expect(closed.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.planClosed);
      expect((await t.call<User>('/employee', {}, liam)).body.data.ONLINE_CLAIM_OK).toBe('N');
      expect((await t.call('/employee/claim-report', {}, liam)).body.code).toBe(0);
    });
  });
});
