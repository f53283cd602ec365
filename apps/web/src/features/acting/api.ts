import { api, type ResponseOf } from '@benefits/contract';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dropAreaData } from '../../lib/api/cache';
import { call } from '../../lib/api/client';
import { AREA_ROUTES } from '../../lib/session/areas';
import { useEmployeeSession, usePartnerSession } from '../../lib/session/store';

/*
 * Tools "Access Account" (server module acting, decision 0030). Query keys are below 'tools' so a
 * tools logout drops them. Reads show their failures on the page, not in the snackbar.
 */
export const actingKey = ['tools', 'acting'] as const;
const quiet = { area: 'tools', snackbar: false } as const;

export type AccountType = 'employee' | 'partner';
export type FoundAccount = ResponseOf<typeof api.toolsAccessUserSearch>['results'][number];
export type StaffLogPage = Omit<ResponseOf<typeof api.toolsStaffLog>, 'TOKEN_EXPIRY'>;
export type StaffLogRow = StaffLogPage['rows'][number];
export type ChangeLogPage = Omit<ResponseOf<typeof api.toolsEmployeeChangeLog>, 'TOKEN_EXPIRY'>;
export type ChangeLogRow = ChangeLogPage['rows'][number];

export function useAccountSearch(search: { type: AccountType; q: string } | null) {
  return useQuery({
    queryKey: [...actingKey, 'search', search?.type, search?.q],
    enabled: search !== null,
    queryFn: async ({ signal }) =>
      (await call(api.toolsAccessUserSearch, search!, { ...quiet, signal })).results,
  });
}

/**
 * Starts acting: the answer is kept as the employee's or partner's session (with who is acting,
 * for the banner), that area's cached data is dropped, and its home opens.
 */
export function useStartActing() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (target: { type: AccountType; id: number }) =>
      call(api.toolsAccessUser, target, { area: 'tools' }),
    onSuccess: (a) => {
      const acting = {
        staffName: a.acting.staffName,
        username: a.acting.username,
        subjectName: a.acting.subjectName,
        subjectId: a.acting.subjectId,
      };
      const base = {
        token: a.token,
        expiry: a.TOKEN_EXPIRY ?? a.expiry,
        adList: a.adList,
        blockList: a.blockList,
        acting,
      };
      if (a.type === 'employee') {
        useEmployeeSession.getState().signIn({ ...base, user: a.user });
        dropAreaData('employee');
        void navigate(AREA_ROUTES.employee.home);
      } else {
        usePartnerSession.getState().signIn({ ...base, user: a.user });
        dropAreaData('partner');
        void navigate(AREA_ROUTES.partner.home);
      }
    },
  });
}

export interface StaffLogFilter {
  staffId?: number;
  subjectKind?: string;
  subjectId?: string;
}

/** The logs grow while staff work (in this tab or another): read afresh each time they are shown. */
const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

export function useStaffLog(filter: StaffLogFilter) {
  return useInfiniteQuery({
    ...fresh,
    queryKey: [...actingKey, 'staff-log', filter.staffId, filter.subjectKind, filter.subjectId],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }): Promise<StaffLogPage> => {
      const { rows, nextBeforeId, staff } = await call(
        api.toolsStaffLog,
        {
          ...(filter.staffId !== undefined ? { staffId: filter.staffId } : {}),
          ...(filter.subjectKind ? { subjectKind: filter.subjectKind } : {}),
          ...(filter.subjectId ? { subjectId: filter.subjectId } : {}),
          ...(pageParam !== undefined ? { beforeId: pageParam } : {}),
        },
        { ...quiet, signal },
      );
      return { rows, nextBeforeId, staff };
    },
    getNextPageParam: (last) => last.nextBeforeId ?? undefined,
  });
}

export function useChangeLog(employeeId: number | null) {
  return useInfiniteQuery({
    ...fresh,
    queryKey: [...actingKey, 'change-log', employeeId],
    enabled: employeeId !== null,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }): Promise<ChangeLogPage> => {
      const { employee, rows, nextBeforeId } = await call(
        api.toolsEmployeeChangeLog,
        { employeeId: employeeId!, ...(pageParam !== undefined ? { beforeId: pageParam } : {}) },
        { ...quiet, signal },
      );
      return { employee, rows, nextBeforeId };
    },
    getNextPageParam: (last) => last.nextBeforeId ?? undefined,
  });
}
