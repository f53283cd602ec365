import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234, the built server serving the built web app. */
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/main.mjs');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const artifacts = path.join(root, 'e2e/artifacts');
const ALIVE_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForAlive(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + ALIVE_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was alive:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}/webapp/test/alive`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The server did not answer GET /webapp/test/alive within 90 s (${lastError}):\n${output()}`,
  );
}

/** Starts the built server on a free port with a fresh data directory; provides its URL to the tests. */
export default async function setup(project: TestProject) {
  const missing = [serverEntry, webIndex].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `End-to-end tests need the built app, missing: ${missing.map((f) => path.relative(root, f)).join(', ')}. ` +
        'Run `npm run build` at the repository root first.',
    );
  }

  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benefits-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // The embedded database, local files and the outbox: nothing external.
  for (const key of [
    'DATABASE_URL',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'S3_BUCKET',
    'S3_ENDPOINT',
  ]) {
    delete env[key];
  }

  let log = '';
  fs.mkdirSync(artifacts, { recursive: true });
  const logFile = fs.createWriteStream(path.join(artifacts, 'server.log'));
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    logFile.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `\nThe e2e server exited unexpectedly (${code ?? signal}); its log is in e2e/artifacts/server.log:\n${log.slice(-4_000)}`,
      );
    }
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    logFile.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForAlive(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  if (process.env.E2E_SERVER_LOG) child.stdout?.pipe(process.stdout);

  project.provide('baseUrl', baseUrl);
  return stop;
}
