import { APP_VERSION } from '@benefits/domain';
import type { ModuleHandlers } from '../../platform/http';
import { recordStaffAction } from '../tools/service/staff-log';
import { apiRoutes, openApiDocument } from './service/api-routes';
import { recalcEmployeeLimit } from './service/recalc';

/** The tools area's developer and audit tools (decision 0032). */
export const devtoolsHandlers: ModuleHandlers<
  'toolsApiRoutes' | 'toolsApiTestLog' | 'toolsRecalEmployeeLimit'
> = {
  toolsApiRoutes: async () => ({ routes: apiRoutes(), openapi: openApiDocument(APP_VERSION) }),
  toolsApiTestLog: async ({ services, staff, input }) => {
    await recordStaffAction(services.db, {
      staffId: staff.id,
      action: 'api-tester.call',
      subject: { kind: 'api', id: `${input.method} ${input.path}` },
      detail: {
        key: 'apiCall',
        values: {
          status: input.status,
          code: input.code ?? '-',
          token: input.withToken ? 'with' : 'without',
        },
      },
    });
    return { message: 'Logged' };
  },
  toolsRecalEmployeeLimit: ({ services, staff, input }) => recalcEmployeeLimit(services, staff, input),
};
