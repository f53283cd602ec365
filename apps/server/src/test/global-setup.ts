import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropPostgresTemplate, makePgliteTemplate, makePostgresTemplate, type Templates } from './templates';

/**
 * Once per run of the server project: the migrated template databases each test file copies
 * (test/templates.ts), provided to the tests as `apiTestTemplates`; removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templates: Templates = {};
  const teardown = async () => {
    if (templates.postgres && adminUrl) await dropPostgresTemplate(adminUrl, templates.postgres);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const pglite = path.join(dir, 'pglite.tar');
    await makePgliteTemplate(pglite);
    templates.pglite = pglite;
    if (adminUrl) templates.postgres = await makePostgresTemplate(adminUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('apiTestTemplates', templates);
  return teardown;
}
