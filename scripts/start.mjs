// `npm start`: install what is missing, build, then run the server, which migrates the embedded
// database, seeds the demo world when it is empty and serves the app and the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, installIfNeeded, root, step } from './lib.mjs';

installIfNeeded();
buildIfStale();
step('Starting the server');
const child = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.mjs')],
  {
    stdio: 'inherit',
    cwd: root,
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
