import path from 'node:path';
import { APP_VERSION } from '@benefits/domain';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { buildApp } from './app';
import { schedulePlanYearFunding } from './modules/plan-year-funding/funding';
import { scheduleProspectRetention } from './modules/retention/retention';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const { app, services } = await buildApp({ config, database });
  if (config.SEED_DEMO) {
    const seeded = await seedIfEmpty(database.db, services.sealer);
    if (seeded) app.log.info('Seeded the demo world into an empty database');
  }
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.JOBS_WORKER) {
    // Embedded PGlite has one process: jobs left running are a killed predecessor's, take them now.
    if (database.kind === 'pglite') await services.jobs.releaseLeases();
    // The daily retention run (decision 0047): today's, if it has not run; each run queues the next.
    await scheduleProspectRetention(services);
    // The daily plan-year funding run (decision 0059): today's, if it has not run; each run queues the next.
    await schedulePlanYearFunding(services);
    services.jobs.start();
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.info(
    [
      '',
      `${config.PROVIDER_NAME} ${APP_VERSION} is running at http://${shown}:${port}`,
      `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  jobs:     ${config.JOBS_WORKER ? 'worker running in this process' : 'no worker in this process (JOBS_WORKER=false)'}`,
      `  mail:     ${config.SMTP_URL ? 'SMTP (SMTP_URL)' : `written to ${path.join(config.dataDir, 'outbox')}`}`,
      '  demo sign-ins (password demo-password):',
      `    employee         100001  http://${shown}:${port}/login`,
      `    group admin      100002  http://${shown}:${port}/login`,
      `    non-member admin 100003  http://${shown}:${port}/login`,
      `    terminated       100004  http://${shown}:${port}/login`,
      `    sent to a step   100005 (agreement) 100006 (personal details) 100007 (banking)`,
      `                     100008 (company details) 100009 (company banking)`,
      `                     100010 (password change)  http://${shown}:${port}/login`,
      `    frozen           100011  http://${shown}:${port}/login`,
      `    partner agent    200001  http://${shown}:${port}/partner/login`,
      `    partner manager  200002  http://${shown}:${port}/partner/login`,
      `    another team     200003 (agent) 200004 (manager)  http://${shown}:${port}/partner/login`,
      `    sent to a step   200005 (partner banking) 200006 (password change)  http://${shown}:${port}/partner/login`,
      `    staff            staff   http://${shown}:${port}/tools/login`,
      `    auditor          auditor http://${shown}:${port}/tools/login`,
      '    (staff enrol an authenticator app on their first sign-in: see README "Demo accounts")',
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('The server could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
