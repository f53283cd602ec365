import type { TestProject } from 'vitest/node';
import { checkBuilt } from './global-setup';
import { sharedSeededTemplate } from './private-server';

/**
 * The `e2e-journeys` project's setup: every file there starts a server of its own
 * (`privateJourney`), from a copy of the run's migrated and seeded template (shared with the `e2e`
 * project's setup: made once).
 */
export default async function setup(project: TestProject) {
  checkBuilt();
  const template = await sharedSeededTemplate();
  project.provide('seededTemplate', template.dir);
  return () => template.release();
}
