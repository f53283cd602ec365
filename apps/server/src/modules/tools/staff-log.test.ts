import { CONTENT_AUDIENCES, RECEIPT_PAYMENT_SOURCES, UPDATE_AUDIENCES } from '@benefits/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffActions } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { readStaffActions, recordStaffAction, staffLogDetailIn } from './service/staff-log';
import { TOOLS_TEXT } from './text';

describe('staff log details', () => {
  it('writes each detail in the reader’s language, dates and money included', () => {
    const cases = [
      [
        { key: 'employeeReason', values: { employeeId: 100001, reason: 'Not itemised' } },
        'Employee 100001: Not itemised',
        'Employé 100001 : Not itemised',
      ],
      [
        {
          key: 'update',
          values: { version: '2.5', title: 'New', audience: 'PARTNER', publishedOn: '2026-03-05' },
        },
        '2.5 New (partners, March 5, 2026)',
        '2.5 New (partenaires, 5 mars 2026)',
      ],
      [
        { key: 'ad', values: { title: 'Dental', audience: 'ALL', state: 'inactive' } },
        'Dental (everyone, inactive)',
        'Dental (tout le monde, inactive)',
      ],
      [
        { key: 'receipt', values: { source: 'LEDGER', paymentId: '12', email: 'a@b.ca' } },
        'Deposit 12 to a@b.ca',
        'Dépôt 12 à a@b.ca',
      ],
      [
        {
          key: 'limit',
          values: {
            changes: [
              { account: 'HSA', amountCents: 30000 },
              { account: 'WSA', amountCents: -5050 },
            ],
          },
        },
        'HSA +$300.00, WSA -$50.50',
        'CSS +300,00 $, CME -50,50 $',
      ],
      [{ key: 'movements', values: { count: 1 } }, '1 movement', '1 mouvement'],
      [{ key: 'movements', values: { count: 0 } }, '0 movements', '0 mouvement'],
      [{ key: 'movements', values: { count: 2 } }, '2 movements', '2 mouvements'],
      [
        { key: 'rangeRows', values: { from: '2026-01-01', to: '2026-01-31', format: 'CSV', count: 3 } },
        'January 1, 2026 to January 31, 2026, CSV, 3 rows',
        'du 1er janvier 2026 au 31 janvier 2026, CSV, 3 lignes',
      ],
      [
        { key: 'apiCall', values: { status: 403, code: 3, token: 'without' } },
        'HTTP 403, code 3, without token',
        'HTTP 403, code 3, sans jeton',
      ],
    ] as const;
    for (const [detail, en, fr] of cases) {
      expect(staffLogDetailIn(detail.key, detail.values, 'en'), detail.key).toBe(en);
      expect(
        staffLogDetailIn(detail.key, detail.values, 'fr')?.replace(/[\u00a0\u202f]/g, ' '),
        detail.key,
      ).toBe(fr);
    }
  });

  it('leaves a detail it cannot read to the text written with it', () => {
    expect(staffLogDetailIn('', {}, 'fr')).toBeUndefined();
    expect(staffLogDetailIn('someOtherKey', { text: 'x' }, 'fr')).toBeUndefined();
    expect(staffLogDetailIn('employee', {}, 'fr')).toBeUndefined();
    expect(staffLogDetailIn('limit', { changes: 'HSA +1' }, 'fr')).toBeUndefined();
  });

  it('names every audience and payment source in both languages', () => {
    for (const language of ['en', 'fr'] as const) {
      const words = TOOLS_TEXT[language].words;
      expect(Object.keys(words.audience).sort()).toEqual(
        [...new Set([...CONTENT_AUDIENCES, ...UPDATE_AUDIENCES])].sort(),
      );
      expect(Object.keys(words.source).sort()).toEqual([...RECEIPT_PAYMENT_SOURCES].sort());
    }
  });
});

describe.each(backends)('staff action log (%s)', (backend) => {
  let t: TestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'staff'));
    staffId = row!.id;
  });
  afterAll(() => t.close());

  it('records who, what, when and for whom, newest first, and filters by subject', async () => {
    await recordStaffAction(t.db, {
      staffId,
      action: 'acting.start',
      subject: { kind: 'employee', id: 100001 },
    });
    await t.db.transaction(async (tx) => {
      await recordStaffAction(tx, {
        staffId,
        action: 'claim-audit.fail',
        subject: { kind: 'claim', id: 7 },
        detail: { key: 'employeeReason', values: { employeeId: 100001, reason: 'a reason' } },
      });
    });
    const rows = await readStaffActions(t.db, { staffId });
    expect(rows.slice(0, 2).map((r) => [r.action, r.subjectKind, r.subjectId, r.username])).toEqual([
      ['claim-audit.fail', 'claim', '7', 'staff'],
      ['acting.start', 'employee', '100001', 'staff'],
    ]);
    const forOlivia = await readStaffActions(t.db, { subjectKind: 'employee', subjectId: '100001' });
    expect(forOlivia.every((r) => r.subjectId === '100001')).toBe(true);
    expect(await readStaffActions(t.db, { staffId, beforeId: rows[0]!.id }, 1)).toEqual([rows[1]]);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    await recordStaffAction(t.db, {
      staffId,
      action: 'api-tester.call',
      subject: { kind: 'api', id: 'kept' },
    });
    await expect(t.db.update(staffActions).set({ action: 'acting.stop' })).rejects.toThrow();
    await expect(t.db.delete(staffActions)).rejects.toThrow();
    const kept = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffActions)
      .where(eq(staffActions.subjectId, 'kept'));
    expect(kept[0]!.n).toBe(1);
  });

  it('reads each detail in the reader’s language, keeps it in English in the table, and shows older rows as written', async () => {
    await t.db.insert(staffActions).values({
      staffId,
      action: 'claim-audit.open',
      subjectKind: 'claim',
      subjectId: 'old',
      detail: 'Employee 100001',
    });
    await recordStaffAction(t.db, {
      staffId,
      action: 'transfer-details.open',
      subject: { kind: 'batch', id: 'new' },
      detail: { key: 'movements', values: { count: 2 } },
    });
    const [stored] = await t.db.select().from(staffActions).where(eq(staffActions.subjectId, 'new'));
    expect(stored).toMatchObject({
      detail: '2 movements',
      detailKey: 'movements',
      detailValues: { count: 2 },
    });
    const french = await readStaffActions(t.db, { staffId }, 100, 'fr');
    expect(french.find((r) => r.subjectId === 'new')?.detail).toBe('2 mouvements');
    expect(french.find((r) => r.subjectId === 'old')?.detail).toBe('Employee 100001');
  });

  it('a rolled-back change leaves no log row', async () => {
    await t.db
      .transaction(async (tx) => {
        await recordStaffAction(tx, {
          staffId,
          action: 'limit.recalc',
          subject: { kind: 'employee', id: 424242 },
        });
        throw new Error('no');
      })
      .catch(() => undefined);
    const rows = await readStaffActions(t.db, { staffId });
    expect(rows.some((r) => r.subjectId === '424242')).toBe(false);
  });
});
