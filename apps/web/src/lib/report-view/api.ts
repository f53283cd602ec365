import { api, type ResponseOf } from '@benefits/contract';
import type { ReportId } from '@benefits/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { reportsKey } from '../claims/api';
import type { Area } from '../session/areas';

export interface ReportRange {
  startdate: string;
  enddate: string;
}

export type ReportRunPage = ResponseOf<typeof api.reportRun>;

/** Where a report's answers are cached: the employee's below ['employee', 'reports'], the staff's below ['tools', 'reports']. */
const keyOf = (area: Area) => (area === 'employee' ? reportsKey : ([area, 'reports'] as const));

/**
 * Any report definition run on the server (/report/run) with the session of `area` (the report's
 * audience's), `fetchLength` rows a request (docs/product §3 "Per-report paging": 600); the view
 * shows them a page at a time.
 */
export function useReportRun(report: ReportId, range: ReportRange | null, fetchLength: number, area: Area) {
  return useInfiniteQuery({
    queryKey: [...keyOf(area), 'run', report, range?.startdate ?? '', range?.enddate ?? '', fetchLength],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<ReportRunPage> => {
      const {
        TOKEN_EXPIRY: _expiry,
        message: _message,
        ...page
      } = await call(
        api.reportRun,
        { report, ...(range ?? {}), pageNumber: pageParam, pageLength: fetchLength },
        { area, snackbar: false, signal },
      );
      return page;
    },
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });
}
