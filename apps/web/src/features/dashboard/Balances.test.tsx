import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser } from '../../test/employee';
import { renderScreen } from '../../test/renderScreen';
import { Balances } from './DashboardScreen';

describe('the dashboard’s balances', () => {
  it('show a member’s HSA balance and the plan year’s end', () => {
    renderScreen(<Balances user={employeeUser({ BALANCE: 250_000, PLAN_YEAR_END: '2026-12-31' })} />);
    expect(screen.getByRole('heading', { name: 'Balances' })).toBeTruthy();
    expect(screen.getByTestId('hsa-balance').textContent).toBe('$2,500.00');
    expect(screen.getByTestId('plan-year-end').textContent).toBe('December 31, 2026');
  });

  it('are not shown to a non-member admin, who has no balance of their own', () => {
    renderScreen(
      <Balances
        user={employeeUser({ NON_MEMBER_ADMIN_ONLY: 'Y', IS_ADMIN: 'Y', PLAN_YEAR_END: '2026-12-31' })}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Balances' })).toBeNull();
    expect(screen.queryByTestId('plan-year-end')).toBeNull();
  });

  it('show the group balance to a non-member admin who is the group’s admin', () => {
    renderScreen(
      <Balances
        user={employeeUser({
          NON_MEMBER_ADMIN_ONLY: 'Y',
          IS_ADMIN: 'Y',
          GROUP_ADMIN: 'Y',
          GROUP_BALANCE: 1_000,
        })}
      />,
    );
    expect(screen.getByTestId('group-balance').textContent).toBe('$10.00');
    expect(screen.queryByTestId('hsa-balance')).toBeNull();
  });
});
