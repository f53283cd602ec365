import { API_MESSAGES } from '@benefits/contract';
import { APP_VERSION } from '@benefits/domain';
import { sql } from 'drizzle-orm';
import { clientLogs } from '../../db/schema';
import type { ModuleHandlers } from '../../platform/http';
import { redact } from '../../platform/redact';
import { loadPreferences, savePreferences } from './queries';

export const generalHandlers: ModuleHandlers<
  'alive' | 'refreshLog' | 'generalLog' | 'preferencesGet' | 'preferencesSave'
> = {
  alive: async ({ services }) => {
    await services.db.execute(sql`select 1`);
    return { status: 'ok', version: APP_VERSION };
  },
  refreshLog: async ({ input, session, caller, services }) => {
    await services.db.insert(clientLogs).values({
      source: 'refresh',
      sessionKind: session?.kind ?? null,
      subjectId: session?.subjectId ?? null,
      ip: caller.ip,
      payload: redact(input),
    });
    return { logged: true };
  },
  generalLog: async ({ input, session, caller, services }) => {
    await services.db.insert(clientLogs).values({
      source: 'general',
      sessionKind: session?.kind ?? null,
      subjectId: session?.subjectId ?? null,
      ip: caller.ip,
      payload: redact(input),
    });
    return { logged: true };
  },
  preferencesGet: async ({ session, services }) =>
    loadPreferences(services.db, session.kind, session.subjectId),
  preferencesSave: async ({ input, session, services }) => ({
    ...(await savePreferences(services.db, session.kind, session.subjectId, input)),
    message: API_MESSAGES.preferencesSaved,
  }),
};
