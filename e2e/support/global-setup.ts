import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { sharedSeededTemplate, startServer } from './private-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234, the built server serving the built web app. */
    baseUrl: string;
    /** The migrated and seeded data directory every e2e server starts from as a copy. */
    seededTemplate: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/main.mjs');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const artifacts = path.join(root, 'e2e/artifacts');

/** Refuses to start without the built app; makes the artifacts folder. */
export function checkBuilt(): void {
  const missing = [serverEntry, webIndex].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `End-to-end tests need the built app, missing: ${missing.map((f) => path.relative(root, f)).join(', ')}. ` +
        'Run `npm run build` at the repository root first.',
    );
  }
  fs.mkdirSync(artifacts, { recursive: true });
}

/**
 * The `e2e` project's setup: the built server shared by its files (support/private-server.ts), from
 * a seeded template; provides its URL to the tests.
 */
export default async function setup(project: TestProject) {
  checkBuilt();
  // One migrated and seeded database that every server below, and every journey's own, starts from.
  const template = await sharedSeededTemplate();
  project.provide('seededTemplate', template.dir);
  // The whole log stays in e2e/artifacts/server.log; E2E_SERVER_LOG=1 also shows it as it comes.
  const server = await startServer('shared', {
    logFile: path.join(artifacts, 'server.log'),
    echo: Boolean(process.env.E2E_SERVER_LOG),
    template: template.dir,
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    template.release();
  };
}
