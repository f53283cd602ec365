import { paths } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Added, AddedState } from './api';

/** After an addition: the company's lists are stale, and /add-employee/success shows who was added. */
export function useAdded() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async (added: Added[]) => {
    await client.invalidateQueries({ queryKey: ['employee', 'company'] });
    const state: AddedState = { added };
    await navigate(paths.company.addEmployeeSuccess.getHref(), { state });
  };
}
