import { api } from '@benefits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/** POST /webapp/employee: the signed-in employee's User fields. */
export const employeeProfileQuery = () =>
  queryOptions({
    queryKey: ['employee', 'profile'] as const,
    queryFn: ({ signal }) => call(api.employeeProfile, {}, { area: 'employee', signal, snackbar: false }),
  });

export const useEmployeeProfile = () => useQuery(employeeProfileQuery());
