import { API_MESSAGES } from '@benefits/contract';
import type { ModuleHandlers } from '../../platform/http';
import { alive, loadPreferences, logClientEvent, savePreferences } from './service';

export const generalHandlers: ModuleHandlers<
  'alive' | 'refreshLog' | 'generalLog' | 'preferencesGet' | 'preferencesSave'
> = {
  alive: ({ services }) => alive(services),
  refreshLog: ({ input, session, caller, services }) =>
    logClientEvent(services, 'refresh', session, caller, input),
  generalLog: ({ input, session, caller, services }) =>
    logClientEvent(services, 'general', session, caller, input),
  preferencesGet: async ({ session, services }) =>
    loadPreferences(services.db, session.kind, session.subjectId),
  preferencesSave: async ({ input, session, services }) => ({
    ...(await savePreferences(services.db, session.kind, session.subjectId, input)),
    message: API_MESSAGES.preferencesSaved,
  }),
};
