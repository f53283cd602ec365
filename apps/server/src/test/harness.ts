import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { staff, staffTotp } from '../db/schema';
import { seedDemo } from '../db/seed';
import type { Envelope, Mail, Mailer } from '../platform/mail';
import { openPgliteFromTemplate } from './templates';
import { totpCode } from './totp';

export type Backend = 'pglite' | 'postgres';

/**
 * The API suite runs on embedded PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set
 * (`npm test` sets it when a server answers at 127.0.0.1:5432; CI requires it).
 */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const TEST_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * A fresh database per test file: in-memory PGlite, or a new PostgreSQL database (at `url`) dropped
 * at the end. Both are copies of the run's migrated template (test/templates.ts) when the server
 * project's global setup made one, and empty otherwise; migrate() brings either up to date.
 */
export async function freshDatabase(
  backend: Backend,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const templates = inject('apiTestTemplates') ?? {};
  if (backend === 'pglite') {
    const database = templates.pglite
      ? await openPgliteFromTemplate(templates.pglite)
      : await openDatabase({ pgliteDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    templates.postgres ? `create database ${name} template ${templates.postgres}` : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), pgliteDir: '', max: 20 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: { code: number; data: T & { error?: Record<string, unknown> } };
  headers: Record<string, unknown>;
  raw: string;
}

export async function startTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  /** With `logLines`, the app logs (at env LOG_LEVEL) into it instead of not at all. */
  opts: { logLines?: string[] } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ENCRYPTION_KEY: TEST_KEY,
    PUBLIC_URL: 'http://app.test',
    WEB_DIST: path.join(dataDir, 'web'),
    ...env,
  });
  // A tiny stand-in for the built web app, so static serving and the SPA fallback are exercised.
  fs.mkdirSync(path.join(dataDir, 'web', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dataDir, 'web', 'index.html'),
    '<!doctype html><html><head><meta name="app-config" content="{}" /></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dataDir, 'web', 'assets', 'app-1234.js'), 'console.log("app");');
  const { database, drop } = await freshDatabase(backend);
  await database.migrate();
  let offsetMs = 0;
  /** Set by `holdClock`: the wall time the app's clock stopped at. */
  let heldAt: number | undefined;
  const now = () => new Date((heldAt ?? Date.now()) + offsetMs);
  const outbox: (Mail & Envelope)[] = [];
  const mailer: Mailer = { send: async (m, e) => void outbox.push({ ...m, ...e }) };
  const { logLines } = opts;
  const { app, services } = await buildApp({
    config,
    database,
    mailer,
    now,
    ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : { logger: false }),
  });
  await seedDemo(database.db, services.sealer, now());

  const call = async <T = Record<string, unknown>>(
    url: string,
    data: unknown = {},
    token?: string,
    extra: {
      rawBody?: string;
      contentType?: string;
      method?: 'GET' | 'POST';
      /** The Accept-Language header, as the web sends its language on screen (decision 0021). */
      language?: string;
    } = {},
  ): Promise<Answer<T>> => {
    const res = await app.inject({
      method: extra.method ?? 'POST',
      url: url.startsWith('/webapp') ? url : `/webapp${url}`,
      headers: {
        'content-type': extra.contentType ?? 'application/json',
        ...(token ? { token } : {}),
        ...(extra.language ? { 'accept-language': extra.language } : {}),
      },
      payload:
        extra.rawBody ??
        JSON.stringify({ data, meta: { appType: 'web', appVersion: '2.5.4', os: 'Linux', browser: 'Test' } }),
    });
    // As a worker would right after the answer: what the call queued (mail) has run when it returns.
    await services.jobs.runUntilEmpty();
    let body: Answer<T>['body'];
    try {
      body = res.json();
    } catch {
      body = { code: -1, data: {} as Answer<T>['body']['data'] };
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.body };
  };

  /** The authenticator secrets the harness enrolled, by username (decision 0032). */
  const staffSecrets = new Map<string, string>();
  /** The current code of a staff member the harness enrolled, at the app's clock. */
  const staffCode = (username: string) => {
    const secret = staffSecrets.get(username);
    if (!secret) throw new Error(`no authenticator enrolled by the harness for ${username}`);
    return totpCode(secret, now());
  };

  const forgetUsedStep = async (username: string) => {
    const [member] = await database.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.username, username));
    if (member)
      await database.db.update(staffTotp).set({ lastStep: null }).where(eq(staffTotp.staffId, member.id));
  };

  /**
   * Signs in and answers the token. Staff (tools) go through the second factor transparently: the
   * first sign-in of a username enrols the authenticator the answer offers (its secret kept here),
   * later ones send the current code.
   */
  const login = async (
    area: 'employee' | 'partner' | 'tools',
    id: string,
    pw = 'demo-password',
    language?: string,
  ) => {
    const url = area === 'employee' ? '/login/' : area === 'partner' ? '/partner/login/' : '/tools/login/';
    const res = await call<{
      token: string;
      expiry: number;
      username?: string;
      challenge?: string;
      enrolment?: { secret: string };
    }>(url, { id, pw }, undefined, { language });
    if (res.body.code !== 0) throw new Error(`login ${id} failed: ${res.raw}`);
    if (area !== 'tools') return res.body.data.token;
    const { username, challenge, enrolment } = res.body.data;
    if (enrolment) staffSecrets.set(username!, enrolment.secret);
    // Tests sign the same staff member in many times a step, and a code is taken once (decision
    // 0032): the harness forgets the step used last, as if a step had passed. Only here: a test of
    // the second factor itself sends its codes by hand.
    else await forgetUsedStep(username!);
    const second = await call<{ token: string }>(
      '/tools/login/second-factor',
      { challenge, code: staffCode(username!) },
      undefined,
      { language },
    );
    if (second.body.code !== 0) throw new Error(`second factor of ${id} failed: ${second.raw}`);
    return second.body.data.token;
  };

  return {
    app,
    services,
    db: database.db,
    outbox,
    call,
    login,
    staffCode,
    /** Tells the harness a secret a test enrolled by hand, so `login('tools', …)` can use it. */
    rememberStaffSecret: (username: string, secret: string) => void staffSecrets.set(username, secret),
    now,
    advance: (seconds: number) => {
      offsetMs += seconds * 1000;
    },
    /**
     * Moves the app's clock to the start of the next window of that many seconds and stops it there:
     * from then on only `advance` moves it, so a fixed-window limit cannot turn over mid-test on a
     * slow machine.
     */
    holdClock: (windowSeconds: number) => {
      const windowMs = windowSeconds * 1000;
      const wall = Date.now();
      heldAt = wall;
      offsetMs += windowMs - ((wall + offsetMs) % windowMs);
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
