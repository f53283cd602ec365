// docs/performance.md "Test suite time": what a server test file's database costs, new (initdb, then
// the migrations) against a copy of a migrated template (src/test/templates.ts), in wall and CPU time.
//   npx tsx apps/server/bench/test-databases.ts   (BENCH_ROUNDS=3)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { makePgliteTemplate, openPgliteFromTemplate } from '../src/test/templates';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function measure(label: string, work: () => Promise<void>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const before = process.cpuUsage();
    await work();
    const used = process.cpuUsage(before);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.info(
    `${label.padEnd(44)} ${median(wall).toFixed(0).padStart(6)} ms wall ${median(cpu).toFixed(0).padStart(6)} ms CPU`,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-templates-'));
const file = path.join(dir, 'pglite.tar');
try {
  await measure('new in-memory PGlite (initdb)', async () => {
    await (await openDatabase({ pgliteDir: 'memory://' })).close();
  });
  await measure('new in-memory PGlite, migrated', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    await database.close();
  });
  await measure('template: make it (once a run)', () => makePgliteTemplate(file));
  await measure('PGlite from the template, migrate() no-op', async () => {
    const database = await openPgliteFromTemplate(file);
    await database.migrate();
    await database.close();
  });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
