import { randomUUID } from 'node:crypto';
import type { Api, ResponseOf } from '@benefits/contract';
import { CLAIM_MESSAGES, todayIso } from '@benefits/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, claimFiles, claimItems, claims, employees, files } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type Submit = ResponseOf<Api['claimSubmit']>;

/**
 * Many submissions against one balance at once. On PostgreSQL they really run in parallel (a pool
 * of 20 connections) and the employee row lock serialises them; embedded PGlite has one connection
 * and runs transactions one after another, so there the test checks the same invariants without
 * real contention.
 */
describe.each(backends)('concurrent claim submissions on %s', (backend) => {
  let t: TestApp;
  const EMPLOYEE = 100_050;
  let planYear: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // A fresh claimant of Prairie Sky Logistics (Alberta, calendar plan years) with 1,500.00 this year.
    const [liam] = await t.db.select().from(employees).where(eq(employees.id, 100002));
    await t.db.insert(employees).values({
      ...liam!,
      id: EMPLOYEE,
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya.chen@example.com',
      groupAdmin: false,
      wellness: false,
      sinEncrypted: null,
    });
    planYear = t.services.now().getUTCFullYear();
    await t.db.insert(balanceLedger).values({
      employeeId: EMPLOYEE,
      account: 'HSA',
      planYear,
      amountCents: 150_000,
      kind: 'FUNDING',
      reference: 'Plan year deposit',
    });
  });
  afterAll(async () => t?.close());

  /** Open claims written straight to the database (the API keeps one per type), each with a receipt. */
  async function openClaims(n: number, amountCents: number): Promise<number[]> {
    const ids: number[] = [];
    const now = t.services.now();
    for (let i = 0; i < n; i++) {
      const [claim] = await t.db
        .insert(claims)
        .values({ employeeId: EMPLOYEE, type: 'HSA', status: 'R' })
        .returning({ id: claims.id });
      await t.db.insert(claimItems).values({
        claimId: claim!.id,
        patientName: 'Maya Chen',
        serviceId: 2,
        serviceName: 'Dental',
        provider: `Riverfront Dental ${i}`,
        serviceDate: todayIso(now),
        amountCents,
      });
      const [file] = await t.db
        .insert(files)
        .values({
          ownerKind: 'employee',
          ownerId: String(EMPLOYEE),
          purpose: 'receipt',
          storageKey: `receipt/2026/01/${randomUUID()}`,
          fileName: `receipt-${i}.png`,
          mimeType: 'image/png',
          sizeBytes: 68,
          sha256: '0'.repeat(64),
        })
        .returning({ id: files.id });
      await t.db.insert(claimFiles).values({ claimId: claim!.id, fileId: file!.id, kind: 'receipt' });
      ids.push(claim!.id);
    }
    return ids;
  }

  const balance = async () =>
    Number(
      (
        await t.db
          .select({ cents: sql<string>`sum(${balanceLedger.amountCents})` })
          .from(balanceLedger)
          .where(and(eq(balanceLedger.employeeId, EMPLOYEE), eq(balanceLedger.planYear, planYear)))
      )[0]!.cents,
    );

  it('never overdraws one balance under 50 simultaneous submissions, and loses no claim', async () => {
    const token = await t.login('employee', String(EMPLOYEE));
    const ids = await openClaims(50, 40_000);
    const answers = await Promise.all(
      ids.map((claimId) => t.call<Submit>('/claim/submit', { claimId }, token)),
    );
    const accepted = answers.filter((a) => a.body.code === 0);
    const refused = answers.filter((a) => a.body.code !== 0);
    // 1,500.00 pays three claims of 400.00 in full and 300.00 of a fourth; the rest find nothing left.
    expect(accepted).toHaveLength(4);
    expect(accepted.map((a) => a.body.data.breakdown.totalPayableAmount).sort()).toEqual([
      30_000, 40_000, 40_000, 40_000,
    ]);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.noBalance);
    }
    expect(await balance()).toBe(0);

    // Every claim is either submitted, with ledger rows matching its payable amount, or still open.
    const rows = await t.db.select().from(claims).where(eq(claims.employeeId, EMPLOYEE));
    expect(rows).toHaveLength(50);
    const submitted = rows.filter((r) => r.status === 'N');
    expect(submitted.map((r) => r.id).sort()).toEqual(accepted.map((a) => a.body.data.claimId).sort());
    expect(rows.filter((r) => r.status === 'R')).toHaveLength(46);
    const ledger = await t.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.employeeId, EMPLOYEE), eq(balanceLedger.kind, 'CLAIM')));
    for (const claim of submitted) {
      const mine = ledger.filter((l) => l.claimId === claim.id);
      expect(mine.reduce((s, l) => s + l.amountCents, 0)).toBe(-claim.payableCents);
    }
    expect(ledger).toHaveLength(4);
  });

  it('submits one claim once, however many times it is sent at the same moment', async () => {
    const token = await t.login('employee', String(EMPLOYEE));
    await t.db.insert(balanceLedger).values({
      employeeId: EMPLOYEE,
      account: 'HSA',
      planYear,
      amountCents: 10_000,
      kind: 'ADJUSTMENT',
      reference: 'Top-up',
    });
    const [claimId] = await openClaims(1, 2_500);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call<Submit>('/claim/submit', { claimId }, token)),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 0)) {
      expect(a.status).toBe(409);
      expect(a.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.claimNotOpen);
    }
    expect(await balance()).toBe(7_500);
  });
});
