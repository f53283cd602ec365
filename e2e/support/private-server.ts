import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The claims journey submits, saves and cancels claims of Olivia Tremblay (100001): it lowers her
 * balance, adds a dependant and counts towards her audit sampling (every 8th claim). Other journeys
 * read her as seeded, and Vitest does not fix the order of files, so this journey runs against a
 * built server of its own with a fresh data directory (as support/global-setup.ts starts the
 * shared one).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/main.mjs');
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

export interface PrivateServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * A built server of a journey's own, with a fresh data directory, started and stopped by that journey
 * (the same way support/global-setup.ts starts the shared one). For journeys that change the demo
 * world for good — the account journey edits 100001 and completes the forced steps of 100005–100007;
 * the claims journey lowers 100001's balance and counts towards her audit sampling — while others read
 * those accounts as seeded, and Vitest does not fix the order of files.
 */
export async function startPrivateServer(journey: string): Promise<PrivateServer> {
  if (!fs.existsSync(serverEntry)) throw new Error('Run `npm run build` at the repository root first.');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `benefits-e2e-${journey}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
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
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + ALIVE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The ${journey} journey's server exited before it was alive:\n${log}`);
    }
    try {
      const response = await fetch(`${baseUrl}/webapp/test/alive`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { baseUrl, stop };
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The ${journey} journey's server was not alive within 90 s:\n${log}`);
}
