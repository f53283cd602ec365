import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { claimFormKey } from './api';

describe('claim form options', () => {
  it('go stale when the account screens invalidate the dependants, so a new dependant is a patient', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(claimFormKey('HSA'), { patients: [] });
    expect(queryClient.getQueryState(claimFormKey('HSA'))?.isInvalidated).toBe(false);
    // What features/account does after a dependant changes (its key: ['employee', 'dependants']).
    await queryClient.invalidateQueries({ queryKey: ['employee', 'dependants'], refetchType: 'none' });
    expect(queryClient.getQueryState(claimFormKey('HSA'))?.isInvalidated).toBe(true);
    // And a logout drops it with the rest of the employee's data.
    queryClient.removeQueries({ queryKey: ['employee'] });
    expect(queryClient.getQueryData(claimFormKey('HSA'))).toBeUndefined();
  });
});
