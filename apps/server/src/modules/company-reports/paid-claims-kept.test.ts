import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimItems, claims, claimStatusHistory, paidClaimServices } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { markClaimPaid } from '../claims/payment';

/*
 * What PostgreSQL keeps for the company reports (migration 0029, decision 0046): `claims.paid_at`
 * (the last P status, else the last update; null unless paid) and `paid_claim_services` (a paid
 * claim's items summed per service). Whoever writes claims, their history or their items, both stay
 * equal to what they are derived from: checked after each kind of write against the derivation
 * itself, computed here from the rows (the per-claim look-up the reports used before).
 */
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** Claims whose paid_at differs from the status history's answer (none, when kept). */
const paidAtDrift = sql`
  select c.id from claims c
  where c.paid_at is distinct from (case when c.status = 'P' then coalesce(
    (select max(h.at) from claim_status_history h where h.claim_id = c.id and h.status = 'P'), c.updated_at) end)`;

/** paid_claim_services against the items of the paid claims: rows missing or extra (none, when kept). */
const servicesDrift = sql`
  with expected as (
    select c.id as claim_id, i.service_id, c.type, c.employee_id, c.paid_at, count(*)::int as items,
      coalesce(sum(i.paid_cents), 0)::bigint as paid_cents, coalesce(sum(i.admin_fee_cents), 0)::bigint as admin_fee_cents,
      coalesce(sum(i.gst_cents), 0)::bigint as gst_cents, coalesce(sum(i.rst_cents), 0)::bigint as rst_cents,
      coalesce(sum(i.hst_cents), 0)::bigint as hst_cents, coalesce(sum(i.pst_cents), 0)::bigint as pst_cents,
      coalesce(sum(i.prem_cents), 0)::bigint as prem_cents, coalesce(sum(i.total_cents), 0)::bigint as total_cents
    from claims c join claim_items i on i.claim_id = c.id
    where c.status = 'P' group by c.id, i.service_id),
  kept as (
    select claim_id, service_id, type, employee_id, paid_at, items, paid_cents, admin_fee_cents, gst_cents,
      rst_cents, hst_cents, pst_cents, prem_cents, total_cents from paid_claim_services)
  select * from (select * from expected except all select * from kept) missing
  union all select * from (select * from kept except all select * from expected) extra`;

const breakdown = (payable: number) => ({
  payableAmount: payable,
  previousYearPayableAmount: 0,
  totalPayableAmount: payable,
  adminFeeAmount: 100,
  coPayAmount: 0,
  gstAmount: 5,
  hstAmount: 0,
  rstAmount: 0,
  pstAmount: 0,
  premAmount: 0,
  totalAmount: payable + 105,
});

describe.each(backends)('paid claims kept by the database on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  const expectKept = async () => {
    expect(rowsOf(await t.db.execute(paidAtDrift))).toEqual([]);
    expect(rowsOf(await t.db.execute(servicesDrift))).toEqual([]);
  };
  const kept = async (claimId: number) => {
    const [row] = await t.db.select({ paidAt: claims.paidAt }).from(claims).where(eq(claims.id, claimId));
    const services = await t.db
      .select({
        serviceId: paidClaimServices.serviceId,
        items: paidClaimServices.items,
        paid: paidClaimServices.paidCents,
      })
      .from(paidClaimServices)
      .where(eq(paidClaimServices.claimId, claimId))
      .orderBy(paidClaimServices.serviceId);
    return { paidAt: row?.paidAt?.toISOString() ?? null, services };
  };

  it('holds for the seeded world (the migration backfill and the seed writes)', async () => {
    const [count] = rowsOf(await t.db.execute(sql`select count(*)::int as n from paid_claim_services`));
    expect(Number(count!.n)).toBeGreaterThan(0);
    await expectKept();
  });

  it('follows a claim through submission, payment, item changes, history changes and back', async () => {
    const submitted = new Date('2024-03-01T10:00:00.000Z');
    const [claim] = await t.db
      .insert(claims)
      .values({
        employeeId: 100101,
        type: 'HSA',
        status: 'N',
        planYear: 2024,
        payableCents: 3_000,
        totalCents: 3_000,
        submittedAt: submitted,
        createdAt: submitted,
        updatedAt: submitted,
      })
      .returning({ id: claims.id });
    const id = claim!.id;
    const item = (serviceId: number, payable: number) => ({
      claimId: id,
      patientName: 'Olivia',
      serviceId,
      serviceName: 'x',
      provider: 'p',
      serviceDate: '2024-02-28',
      amountCents: payable,
      breakdown: breakdown(payable),
    });
    await t.db.insert(claimItems).values([item(1, 1_000), item(1, 500), item(2, 1_500)]);
    // Submitted, not paid: nothing kept.
    expect(await kept(id)).toEqual({ paidAt: null, services: [] });

    // Paid by the payment run: its instant, and its items per service.
    const paidAt = new Date('2024-03-04T15:00:00.000Z');
    expect(await t.db.transaction((tx) => markClaimPaid(t.services, tx, id, paidAt))).toBe(true);
    expect(await kept(id)).toEqual({
      paidAt: paidAt.toISOString(),
      services: [
        { serviceId: 1, items: 2, paid: 1_500 },
        { serviceId: 2, items: 1, paid: 1_500 },
      ],
    });

    // Printed later (an update that is not a payment): still paid at its P status.
    await t.db
      .update(claims)
      .set({ printed: true, updatedAt: new Date('2024-04-01T00:00:00.000Z') })
      .where(eq(claims.id, id));
    expect((await kept(id)).paidAt).toBe(paidAt.toISOString());

    // An item of the paid claim changes, one goes: its rows follow.
    await t.db
      .update(claimItems)
      .set({ breakdown: breakdown(700) })
      .where(and(eq(claimItems.claimId, id), eq(claimItems.amountCents, 500)));
    await t.db.delete(claimItems).where(and(eq(claimItems.claimId, id), eq(claimItems.serviceId, 2)));
    expect((await kept(id)).services).toEqual([{ serviceId: 1, items: 2, paid: 1_700 }]);

    // Paid again later: the later P status; its history row deleted: back to the first.
    const again = new Date('2024-05-02T09:00:00.000Z');
    await t.db
      .insert(claimStatusHistory)
      .values({ claimId: id, status: 'P', actorKind: 'system', actorId: 'payments', at: again });
    expect(await kept(id)).toMatchObject({ paidAt: again.toISOString() });
    const [servicesRow] = await t.db
      .select({ paidAt: paidClaimServices.paidAt })
      .from(paidClaimServices)
      .where(eq(paidClaimServices.claimId, id));
    expect(servicesRow?.paidAt.toISOString()).toBe(again.toISOString());
    await t.db
      .delete(claimStatusHistory)
      .where(and(eq(claimStatusHistory.claimId, id), eq(claimStatusHistory.at, again)));
    expect((await kept(id)).paidAt).toBe(paidAt.toISOString());
    await expectKept();

    // Set back to submitted: not paid, nothing kept; a value written by hand is not kept either.
    await t.db.update(claims).set({ status: 'N' }).where(eq(claims.id, id));
    expect(await kept(id)).toEqual({ paidAt: null, services: [] });
    await t.db
      .update(claims)
      .set({ paidAt: new Date('2024-06-01T00:00:00.000Z') })
      .where(eq(claims.id, id));
    expect((await kept(id)).paidAt).toBeNull();

    // Paid with no P status in its history (a claim of the old kind): its last update, moving with it.
    await t.db
      .delete(claimStatusHistory)
      .where(and(eq(claimStatusHistory.claimId, id), eq(claimStatusHistory.status, 'P')));
    const old = new Date('2024-06-10T00:00:00.000Z');
    await t.db.update(claims).set({ status: 'P', updatedAt: old }).where(eq(claims.id, id));
    expect(await kept(id)).toEqual({
      paidAt: old.toISOString(),
      services: [{ serviceId: 1, items: 2, paid: 1_700 }],
    });
    const later = new Date('2024-06-20T00:00:00.000Z');
    await t.db.update(claims).set({ updatedAt: later }).where(eq(claims.id, id));
    expect((await kept(id)).paidAt).toBe(later.toISOString());
    await expectKept();

    // Deleted: its rows go with it.
    await t.db.delete(claims).where(eq(claims.id, id));
    expect(await kept(id)).toEqual({ paidAt: null, services: [] });
    await expectKept();
  });
});
