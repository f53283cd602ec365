import type { TestProject } from 'vitest/node';
import { checkBuilt } from './global-setup';
import { prepareSeededTemplate } from './private-server';

/**
 * The `e2e-journeys` project's setup: every file there starts a server of its own
 * (`privateJourney`), from a copy of one migrated and seeded template made here.
 */
export default async function setup(project: TestProject) {
  checkBuilt();
  const template = await prepareSeededTemplate();
  project.provide('seededTemplate', template.dir);
  return () => template.remove();
}
