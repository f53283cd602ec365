// `npm run test:e2e`: builds the app when its build output is missing, then runs the e2e project.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = ['apps/server/dist/main.mjs', 'apps/web/dist/index.html'].every((f) =>
  fs.existsSync(path.join(root, f)),
);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if (!built || process.argv.includes('--build')) {
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const args = process.argv.slice(2).filter((a) => a !== '--build');
const run = spawnSync(npx, ['vitest', 'run', '--project', 'e2e', '--project', 'e2e-journeys', ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
