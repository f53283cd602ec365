import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer } from './private-server';

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

/** Starts the built server shared by the journeys (support/private-server.ts); provides its URL to the tests. */
export default async function setup(project: TestProject) {
  const missing = [serverEntry, webIndex].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `End-to-end tests need the built app, missing: ${missing.map((f) => path.relative(root, f)).join(', ')}. ` +
        'Run `npm run build` at the repository root first.',
    );
  }
  fs.mkdirSync(artifacts, { recursive: true });
  // The whole log stays in e2e/artifacts/server.log; E2E_SERVER_LOG=1 also shows it as it comes.
  const server = await startServer('shared', {
    logFile: path.join(artifacts, 'server.log'),
    echo: Boolean(process.env.E2E_SERVER_LOG),
  });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
