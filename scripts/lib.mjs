// Helpers shared by start.mjs and test.mjs: run commands, install what is missing, build when stale.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

/** Each step's title and start, for stepTimes(); a step ends where the next begins. */
const steps = [];

export function step(title) {
  steps.push({ title, start: Date.now() });
  console.info(`\n▶ ${title}`);
}

/** The time of each step so far, as printed lines (m:ss), the last one ending now. */
export function stepTimes(now = Date.now()) {
  const clock = (ms) => {
    const s = Math.round(ms / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  const lines = steps.map(({ title, start }, i) => {
    const end = steps[i + 1]?.start ?? now;
    return `  ${clock(end - start).padStart(6)}  ${title}`;
  });
  if (steps.length) lines.push(`  ${clock(now - steps[0].start).padStart(6)}  total`);
  return lines;
}

/** npm ci when node_modules is missing or older than the lockfile. */
export function installIfNeeded() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  step('Installing npm packages from the lockfile (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    if (full.includes(`${path.sep}node_modules${path.sep}`)) continue;
    newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True unless both build outputs are newer than every source they come from. */
export function buildIsStale() {
  const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.mjs'].map((p) => path.join(root, p));
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/server/src',
    'packages/domain/src',
    'packages/contract/src',
  ];
  const newestSource = Math.max(
    ...sources.map((s) => {
      const full = path.join(root, s);
      if (!fs.existsSync(full)) return 0;
      return fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    }),
  );
  return outputs.some((o) => !fs.existsSync(o) || fs.statSync(o).mtimeMs < newestSource);
}

/** Builds web and server unless both outputs are newer than every source they come from. */
export function buildIfStale({ force = false } = {}) {
  if (!force && !buildIsStale()) return;
  step('Building the web app and the server');
  run('npm', ['run', 'build']);
}

/**
 * Runs commands one after the other with their output collected, beside other lanes; prints the
 * lane's output whole when it ends (so lanes run side by side never interleave their lines) and
 * resolves with whether every command succeeded and the lane's time. Stops at the first failure.
 * `live`: the lane's output is printed as it comes instead (one live lane at most, so a long lane
 * shows its progress); `env`: the commands' environment (the process's by default).
 */
export async function lane(title, commands, { env = process.env, live = false } = {}) {
  const started = Date.now();
  let output = '';
  let ok = true;
  if (live) console.info(`\n▷ ${title} (its output as it comes; the other lanes' when they end)`);
  for (const [cmd, args] of commands) {
    const code = await new Promise((resolve) => {
      const child = spawn(cmd, args, {
        cwd: root,
        env: { ...env, FORCE_COLOR: '1' },
        stdio: live ? 'inherit' : 'pipe',
      });
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      child.once('error', (error) => {
        output += `${String(error)}\n`;
        resolve(1);
      });
      child.once('close', (status) => resolve(status ?? 1));
    });
    if (code !== 0) {
      output += `\n✗ ${cmd} ${args.join(' ')} failed (exit ${code})\n`;
      ok = false;
      break;
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.info(`\n${ok ? '✓' : '✗'} ${title} (${seconds} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`);
  return { title, ok, seconds };
}
