// The baseline for docs/performance.md: a bare Fastify route doing the same single-row query as
// /employee's first step (employee joined to employer by primary key), with no envelope, session,
// validation or contract. Run by bench/http.ts in its own process.
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../src/db/client';
import { employees, employers } from '../src/db/schema';

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR ?? 'memory://',
});
const app = Fastify({ logger: false });
app.post('/bare/employee', async () => {
  const [row] = await database.db
    .select({ e: employees, r: employers })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(employees.id, 100001))
    .limit(1);
  return { code: 0, data: { ID: row?.e.id, FIRST_NAME: row?.e.firstName } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
