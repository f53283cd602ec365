import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffActions } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { readStaffActions, recordStaffAction } from './service/staff-log';

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
      action: 'test.first',
      subject: { kind: 'employee', id: 100001 },
    });
    await t.db.transaction(async (tx) => {
      await recordStaffAction(tx, {
        staffId,
        action: 'test.second',
        subject: { kind: 'claim', id: 7 },
        detail: 'a reason',
      });
    });
    const rows = await readStaffActions(t.db, { staffId });
    expect(rows.slice(0, 2).map((r) => [r.action, r.subjectKind, r.subjectId, r.username])).toEqual([
      ['test.second', 'claim', '7', 'staff'],
      ['test.first', 'employee', '100001', 'staff'],
    ]);
    const forOlivia = await readStaffActions(t.db, { subjectKind: 'employee', subjectId: '100001' });
    expect(forOlivia.every((r) => r.subjectId === '100001')).toBe(true);
    expect(await readStaffActions(t.db, { staffId, beforeId: rows[0]!.id }, 1)).toEqual([rows[1]]);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    await recordStaffAction(t.db, { staffId, action: 'test.kept' });
    await expect(t.db.update(staffActions).set({ action: 'test.changed' })).rejects.toThrow();
    await expect(t.db.delete(staffActions)).rejects.toThrow();
    const kept = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffActions)
      .where(eq(staffActions.action, 'test.kept'));
    expect(kept[0]!.n).toBe(1);
  });

  it('a rolled-back change leaves no log row', async () => {
    await t.db
      .transaction(async (tx) => {
        await recordStaffAction(tx, { staffId, action: 'test.rolled-back' });
        throw new Error('no');
      })
      .catch(() => undefined);
    const rows = await readStaffActions(t.db, { staffId });
    expect(rows.some((r) => r.action === 'test.rolled-back')).toBe(false);
  });
});
