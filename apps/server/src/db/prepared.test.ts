import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from '../test/harness';
import { preparedOn } from './prepared';
import { employees } from './schema';

describe('preparedOn', () => {
  it('builds and prepares a query once per database and name, under that name', () => {
    const [a, b] = [{}, {}];
    let builds = 0;
    const build = () => ({ prepare: (name: string) => ({ name, built: ++builds }) });
    const first = preparedOn(a, 'q', build);
    expect(first).toEqual({ name: 'q', built: 1 });
    expect(preparedOn(a, 'q', build)).toBe(first);
    expect(preparedOn(a, 'other', build)).not.toBe(first);
    expect(preparedOn(b, 'q', build)).not.toBe(first);
    expect(builds).toBe(3);
  });
});

describe.each(backends)('a prepared query on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('answers each call’s own values, as the same query built each time would', async () => {
    const byId = () =>
      preparedOn(t.db, 'test_employee_name', () =>
        t.db
          .select({ id: employees.id, lastName: employees.lastName })
          .from(employees)
          .where(eq(employees.id, sql.placeholder('id'))),
      );
    for (const id of [100001, 100002, 100001, 999_999]) {
      const built = await t.db
        .select({ id: employees.id, lastName: employees.lastName })
        .from(employees)
        .where(eq(employees.id, id));
      expect(await byId().execute({ id })).toEqual(built);
    }
  });
});
