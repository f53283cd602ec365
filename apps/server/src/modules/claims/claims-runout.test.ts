import { CLAIM_MESSAGES, MESSAGES } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { claimApi, PNG } from './test-support';

describe.each(backends)('the run-out period on %s', (backend) => {
  let t: TestApp;
  let year: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    year = t.services.now().getUTCFullYear();
  });
  afterAll(async () => t?.close());

  const moveTo = (iso: string) =>
    t.advance((Date.parse(`${iso}T12:00:00Z`) - t.services.now().getTime()) / 1000);

  it('pays last plan year’s expenses from last year’s balance for 90 days, then closes that year', async () => {
    // 10 February of next year: this plan year (fully funded, nothing claimed) is in its run-out.
    moveTo(`${year + 1}-02-10`);
    const api = claimApi(t, await t.login('employee', '100001'));
    const details = await api.details();
    expect(details).toMatchObject({
      runOut: true,
      runOutEnds: `${year + 1}-03-31`,
      minDate: `${year}-01-01`,
      maxDate: `${year + 1}-02-10`,
      balances: { current: 0, previousYear: 250_000, available: 250_000 },
    });
    const { claimId } = await api.open();
    const item = { patient: '0', service: 2, provider: 'Harbord Dental Centre', amount: '300' };
    expect((await api.add(claimId, { ...item, service_date: `${year}-12-15` })).body.code).toBe(0);
    const tooOld = await api.add(claimId, { ...item, service_date: `${year - 1}-12-31` });
    expect(tooOld.body.data.error?.service_date).toBe(MESSAGES.invalidServiceDate);
    await api.upload(claimId, 'r.png', PNG);
    const submitted = await api.submit(claimId);
    expect(submitted.body.data).toMatchObject({
      status: 'N',
      breakdown: { previousYearPayableAmount: 30_000, payableAmount: 0, totalPayableAmount: 30_000 },
      message: CLAIM_MESSAGES.claimSubmitted,
    });
    const rows = await t.db.select().from(balanceLedger).where(eq(balanceLedger.claimId, claimId));
    expect(rows.map((r) => [r.planYear, r.amountCents])).toEqual([[year, -30_000]]);

    // 1 April: the run-out is over; last year's dates and balance are no longer claimable.
    moveTo(`${year + 1}-04-01`);
    const later = claimApi(t, await t.login('employee', '100001'));
    expect(await later.details()).toMatchObject({
      runOut: false,
      minDate: `${year + 1}-01-01`,
      balances: { current: 0, previousYear: 0, available: 0 },
    });
    const next = await later.open();
    const closed = await later.add(next.claimId, { ...item, service_date: `${year}-12-20` });
    expect(closed.body.data.error?.service_date).toBe(MESSAGES.invalidServiceDate);
    // With nothing left to draw on, a claim is refused and stays open.
    await later.add(next.claimId, { ...item, service_date: `${year + 1}-03-02` });
    await later.upload(next.claimId, 'r.png', PNG);
    const refused = await later.submit(next.claimId);
    expect(refused.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.noBalance);
    expect((await later.pending()).incompleteClaims.HSA).toMatchObject({ id: next.claimId, status: 'R' });
  });
});
