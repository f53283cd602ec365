import { paths } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { employeeProfileKey } from '../../lib/api/employeeProfile';

/**
 * After a forced company step (docs/product §4 redirects 4 and 5): /employee is read again (the server
 * has cleared the flag) and the admin continues to the dashboard, which the guard turns into the
 * next forced step if another one is still due.
 */
export function useContinueAfterForcedStep() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: employeeProfileKey });
    await queryClient.refetchQueries({ queryKey: employeeProfileKey });
    await navigate(paths.employee.dashboard.getHref(), { replace: true });
  };
}
