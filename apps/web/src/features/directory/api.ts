import { api, type Endpoint, type RequestOf, type ResponseOf } from '@benefits/contract';
import { LIST_FETCH_LENGTH, type DirectorySort } from '@benefits/domain';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api/client';
import { employeeProfileKey } from '../../lib/api/employeeProfile';
import { showFailure, showSuccess } from '../../lib/ui/snackbar';
import { useTranslateMessage } from '../../lib/i18n/messages';

/*
 * The company's employee directory (server module directory). Query keys are below 'employee' so a
 * logout drops them with the session. The list is read 600 at a time (docs/product §3 "Per-report
 * paging"); every change answers the employee as the directory now shows them, which replaces their
 * row wherever it is loaded (the page the user is on stays where it is).
 */
export const directoryKey = ['employee', 'company', 'directory'] as const;

export type DirectoryPage = Omit<ResponseOf<typeof api.employeeDirectory>, 'TOKEN_EXPIRY' | 'message'>;
export type Employee = DirectoryPage['employees'][number];
export interface DirectoryQuery {
  search: string;
  sort: DirectorySort;
  descending: boolean;
}

/** Failures of these reads are shown on the page (with a retry), not in the snackbar. */
const quiet = { area: 'employee', snackbar: false } as const;

export function useDirectory(q: DirectoryQuery) {
  return useInfiniteQuery({
    queryKey: [...directoryKey, 'list', q.search, q.sort, q.descending],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<DirectoryPage> => {
      const { employees, hasMore, hasWellness } = await call(
        api.employeeDirectory,
        { ...q, offset: pageParam, limit: LIST_FETCH_LENGTH },
        { ...quiet, signal },
      );
      return { employees, hasMore, hasWellness };
    },
    getNextPageParam: (last, all) =>
      last.hasMore ? all.reduce((n, page) => n + page.employees.length, 0) : undefined,
  });
}

/** The company's divisions and classifications, for the dialogs' choices. */
export const useDivisionChoices = () =>
  useQuery(
    queryOptions({
      queryKey: [...directoryKey, 'divisions'],
      queryFn: async ({ signal }) => (await call(api.employerDivisions, {}, { ...quiet, signal })).divisions,
    }),
  );

export const useClassificationChoices = () =>
  useQuery(
    queryOptions({
      queryKey: [...directoryKey, 'classifications'],
      queryFn: async ({ signal }) =>
        (await call(api.employerClassifications, {}, { ...quiet, signal })).classifications,
    }),
  );

type Changed = { employee: Employee; message: string };

/** The fields' messages of a request checked with the endpoint's own schema (the server's). */
export function requestProblems<E extends Endpoint>(endpoint: E, data: unknown): Record<string, string> {
  const parsed = endpoint.request.safeParse(data);
  const out: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'GENERAL');
      out[field] ??= issue.message;
    }
  }
  return out;
}

/**
 * A change of one employee: its answer replaces their row in every loaded list, its message shows
 * green and `onDone` runs. A failure with field messages goes to `onFields` (translated); any other
 * shows red in the snackbar.
 */
export function useEmployeeChange<E extends Endpoint>(
  endpoint: E,
  { onDone, onFields }: { onDone: () => void; onFields?: (fields: Record<string, string>) => void },
) {
  const client = useQueryClient();
  const tm = useTranslateMessage();
  return useMutation({
    mutationFn: async (data: RequestOf<E>) =>
      (await call(endpoint, data, { snackbar: false })) as unknown as Changed,
    onSuccess: ({ employee, message }) => {
      client.setQueriesData<InfiniteData<DirectoryPage>>({ queryKey: [...directoryKey, 'list'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                employees: page.employees.map((e) => (e.ID === employee.ID ? employee : e)),
              })),
            }
          : data,
      );
      // Other company screens' counts (divisions, classifications) are read again when next shown,
      // and so are the signed-in admin's own balances (the shell's), which a change of their own
      // account dated today has moved.
      void client.invalidateQueries({
        queryKey: ['employee', 'company'],
        predicate: (query) => query.queryKey[2] !== 'directory',
      });
      void client.invalidateQueries({ queryKey: employeeProfileKey });
      showSuccess(tm(message) ?? message);
      onDone();
    },
    onError: (failure) => {
      if (failure instanceof ApiError) {
        // A message about the employee itself ('You cannot terminate your own account.') names no
        // field of a dialog: it goes to the snackbar, as a general one does.
        const { employeeId: aboutEmployee, ...fields } = Object.fromEntries(
          Object.entries(failure.fields).map(([field, text]) => [field, tm(text) ?? text]),
        );
        if (onFields && Object.keys(fields).length > 0) onFields(fields);
        else showFailure(aboutEmployee ?? tm(failure.general) ?? failure.message);
      } else if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
        showFailure(failure instanceof Error ? failure.message : String(failure));
      }
    },
  });
}
