// `npm run typecheck`: tsc on every project (each checks the workspace packages it uses from source,
// under its own options). Incremental: each project keeps its build info in node_modules/.cache/tsc,
// so a second run re-checks only what changed (the same errors as a full check; a fresh clone
// simply has no build info yet). Two projects at a time; a project
// fails the whole check, and its errors are printed together.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

// The slowest first, so the short ones fill in beside them.
const PROJECTS = ['apps/web', 'apps/server', 'e2e', 'packages/contract', 'packages/domain'];
const parallel = Math.max(1, Math.min(Number(process.env.TYPECHECK_JOBS) || 2, os.availableParallelism()));
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const cache = path.join(root, 'node_modules/.cache/tsc');

function check(project) {
  return new Promise((resolve) => {
    const buildInfo = path.join(cache, `${project.replaceAll('/', '-')}.tsbuildinfo`);
    const args = [tsc, '-p', project, '--pretty', '--incremental', '--tsBuildInfoFile', buildInfo];
    const child = spawn(process.execPath, args, { cwd: root });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ project, code, out }));
  });
}

const queue = [...PROJECTS];
const failed = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const { code, out } = await check(project);
      if (out) process.stdout.write(out);
      if (code !== 0) failed.push(project);
    }
  }),
);
if (failed.length) {
  console.error(`\n✗ tsc failed in ${failed.join(', ')}`);
  process.exit(1);
}
