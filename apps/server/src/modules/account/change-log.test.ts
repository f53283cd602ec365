import { describe, expect, it } from 'vitest';
import { recordChanges } from './service/change-log';
import type { Tx } from '../../db/client';

/** A stand-in transaction that keeps the rows it is given. */
function capture() {
  const rows: Record<string, unknown>[] = [];
  const tx = {
    insert: () => ({
      values: async (values: Record<string, unknown>[]) => {
        rows.push(...values);
      },
    }),
  } as unknown as Tx;
  return { tx, rows };
}

const actor = { kind: 'employee', id: '100001' };
const subject = { kind: 'employee', id: '100001' };

describe('recordChanges', () => {
  it('writes one row per changed field, with who, whose and what', async () => {
    const { tx, rows } = capture();
    const n = await recordChanges(
      tx,
      { kind: 'tools', id: '1' },
      subject,
      'employee',
      '100001',
      { CITY: 'Toronto', FAX: '', MISSING_INFO: true, SAME: 'x' },
      { CITY: 'Ottawa', FAX: null, MISSING_INFO: false, SAME: 'x' },
    );
    expect(n).toBe(3);
    expect(rows[0]).toMatchObject({
      actorKind: 'tools',
      actorId: '1',
      subjectKind: 'employee',
      subjectId: '100001',
      entity: 'employee',
      entityId: '100001',
    });
    expect(rows.map((r) => [r.field, r.oldValue, r.newValue])).toEqual([
      ['CITY', 'Toronto', 'Ottawa'],
      ['FAX', '', null],
      ['MISSING_INFO', 'Y', 'N'],
    ]);
  });

  it('masks the listed fields and SIN and bank numbers whatever the list says', async () => {
    const { tx, rows } = capture();
    await recordChanges(
      tx,
      actor,
      subject,
      'employee',
      '100001',
      { SIN: '046454286', secretCode: '1234567890', accountNumber: null },
      { SIN: '130692544', secretCode: '0987654321', accountNumber: '5012345678' },
      ['secretCode'],
    );
    expect(rows.map((r) => [r.field, r.oldValue, r.newValue])).toEqual([
      ['SIN', '*****4286', '*****2544'],
      ['secretCode', '******7890', '******4321'],
      ['accountNumber', null, '******5678'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/046454286|130692544|5012345678/);
  });

  it('writes nothing when nothing changed, and every field on creation', async () => {
    const same = capture();
    expect(await recordChanges(same.tx, actor, subject, 'dependant', '1', { a: 1 }, { a: '1' })).toBe(0);
    expect(same.rows).toHaveLength(0);
    const created = capture();
    expect(
      await recordChanges(created.tx, actor, subject, 'dependant', '1', null, { a: 'x', b: false }),
    ).toBe(2);
    expect(created.rows.map((r) => [r.field, r.oldValue, r.newValue])).toEqual([
      ['a', null, 'x'],
      ['b', null, 'N'],
    ]);
  });
});
