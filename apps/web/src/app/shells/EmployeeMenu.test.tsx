import { fireEvent, render, screen, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { employeeMenu } from '@benefits/domain';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';
import { employeeUser } from '../../test/employee';
import { EmployeeDrawerContent } from './EmployeeDrawerContent';
import { EmployeeMenu } from './EmployeeMenu';

afterEach(() => usePreferences.setState({ language: 'en' }));

function renderMenu(user: EmployeeUser, path = '/', onNavigate = () => undefined) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <EmployeeMenu items={employeeMenu(user)} onNavigate={onNavigate} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

/** Every label the menu shows, groups and their items, in order. */
function labels(): string[] {
  const menu = screen.getByTestId('employee-menu');
  return [...menu.querySelectorAll('[data-menu-key] .MuiListItemText-primary')].map(
    (e) => e.textContent ?? '',
  );
}

const entry = (key: string) => document.querySelector(`[data-menu-key="${key}"]`) as HTMLElement;

const PERSONAL = [
  'Personal',
  'Personal Details',
  'Plan Details',
  'Banking Details',
  'Notifications',
  'Reset Password',
];
const TAIL = ['Documents', 'Privacy Policy', 'Resource Library', 'Logout'];

describe('employee menu per role (docs/product §2 "Employee shell", §6 menu rules)', () => {
  it('a plain employee: claims, the personal group, history, no company menu', () => {
    renderMenu(employeeUser());
    expect(labels()).toEqual([
      'Dashboard',
      'Make a Claim',
      'Print Claim Form',
      ...PERSONAL,
      'Claim Activity',
      'Balance History',
      ...TAIL,
    ]);
  });

  it('a group admin of a contract-type-13 company with wellness also gets the company menu', () => {
    renderMenu(
      employeeUser({ GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', CONTRACT_TYPE: 13, PLAN_TYPE: 1071, WELLNESS: 'Y' }),
    );
    expect(labels()).toEqual([
      'Dashboard',
      'Make a Claim',
      'Print Claim Form',
      ...PERSONAL,
      'Claim Activity',
      'Balance History',
      'Company',
      'Company Details',
      'Employee Directory',
      'Add Employees',
      'Divisions',
      'Classifications',
      'Company Plan',
      'Pre-Authorised Debit',
      'Company Funding',
      'Wellness Manage',
      'Update Company Credit Card',
      'Company Reports',
      ...TAIL,
    ]);
  });

  it('a non-member admin cannot claim; the personal pages are shown disabled', () => {
    renderMenu(employeeUser({ NON_MEMBER_ADMIN_ONLY: 'Y', IS_ADMIN: 'Y', CONTRACT_TYPE: 13 }));
    const shown = labels();
    expect(shown.slice(0, 7)).toEqual(['Dashboard', ...PERSONAL]);
    expect(shown).not.toContain('Make a Claim');
    expect(shown).not.toContain('Claim Activity');
    expect(shown).not.toContain('Balance History');
    expect(shown).toContain('Company Details');
    for (const key of ['personalDetails', 'planDetails', 'bankingDetails']) {
      expect(entry(key).getAttribute('aria-disabled'), key).toBe('true');
      expect(entry(key).tagName).not.toBe('A');
    }
    expect(entry('notifications').getAttribute('href')).toBe('/notifications');
  });

  it("relabels Make a Claim 'Claim Audit in Process', disabled, while a claim is audited", () => {
    renderMenu(employeeUser({ EMPLOYEE_AUDIT_STATE: 2 }));
    expect(labels()[1]).toBe('Claim Audit in Process');
    expect(entry('claimAuditInProcess').getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText('Make a Claim')).toBeNull();
  });

  it('customised benefits: the benefit summary instead of Make a Claim and Balance History', () => {
    renderMenu(employeeUser({ CUSTOMIZED_BENEFITS: 'Y' }));
    const shown = labels();
    expect(shown).toContain('View Benefit Summary');
    expect(shown).not.toContain('Make a Claim');
    expect(shown).not.toContain('Balance History');
  });

  it('a terminated admin keeps only the plan and the reports of the company menu', () => {
    renderMenu(employeeUser({ GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', TERMINATED_FLAG: 'Y' }));
    const shown = labels();
    expect(shown.slice(shown.indexOf('Company'), shown.indexOf('Documents'))).toEqual([
      'Company',
      'Company Plan',
      'Company Reports',
    ]);
  });

  it('shows the labels in French', () => {
    usePreferences.setState({ language: 'fr' });
    renderMenu(employeeUser());
    expect(labels().slice(0, 3)).toEqual([
      'Tableau de bord',
      'Faire une réclamation',
      'Imprimer le formulaire de réclamation',
    ]);
  });
});

describe('employee menu behaviour', () => {
  it('links in-app pages, marks the current one and tells the shell a link was followed', () => {
    const onNavigate = vi.fn();
    const router = renderMenu(employeeUser(), '/claim-report', onNavigate);
    expect(entry('claimActivity').getAttribute('aria-current')).toBe('page');
    expect(entry('dashboard').getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Make a Claim' }));
    expect(router.state.location.pathname).toBe('/claims');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('expands and collapses a group, and opens the group of the current page', () => {
    renderMenu(employeeUser(), '/my-plan');
    const personal = screen.getByRole('button', { name: 'Personal' });
    expect(personal.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(personal);
    expect(personal.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(personal);
    expect(personal.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(personal.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Plan Details' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('opens external links in a new tab, without giving the new page access to this one', () => {
    renderMenu(employeeUser());
    for (const name of [/^Privacy Policy/, /^Resource Library/]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });
});

describe('employee drawer account summary', () => {
  const renderDrawer = (user: EmployeeUser) => {
    const router = createMemoryRouter(
      [{ path: '*', element: <EmployeeDrawerContent user={user} onNavigate={() => undefined} /> }],
      { initialEntries: ['/'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  };

  it('shows the user ID, the employer and the HSA balance of a plain employee', () => {
    renderDrawer(employeeUser({ BALANCE: 123_456 }));
    expect(screen.getByTestId('drawer-user-id').textContent).toBe('100001');
    expect(screen.getByTestId('drawer-employer').textContent).toBe('Northern Lights Consulting Inc.');
    expect(screen.getByTestId('drawer-hsa').textContent).toBe('$1,234.56');
    expect(screen.queryByTestId('drawer-wsa')).toBeNull();
    expect(screen.queryByTestId('drawer-group')).toBeNull();
    expect(screen.getByText('Version 2.5.4')).toBeTruthy();
  });

  it('adds WSA with wellness and the group balance for group admins; hides HSA for customised limits', () => {
    renderDrawer(
      employeeUser({
        WELLNESS: 'Y',
        WELLNESS_BALANCE: 50_000,
        GROUP_ADMIN: 'Y',
        GROUP_BALANCE: 1_015_000,
        CUSTOMIZED_BENEFITS: 'Y',
        LIMIT_TYPE: 'CUSTOM',
      }),
    );
    expect(screen.queryByTestId('drawer-hsa')).toBeNull();
    expect(screen.getByTestId('drawer-wsa').textContent).toBe('$500.00');
    expect(screen.getByTestId('drawer-group').textContent).toBe('$10,150.00');
  });

  it('a non-member admin, who has no account, sees the group balance but no HSA or WSA balance', () => {
    renderDrawer(
      employeeUser({
        NON_MEMBER_ADMIN_ONLY: 'Y',
        IS_ADMIN: 'Y',
        GROUP_ADMIN: 'Y',
        GROUP_BALANCE: 1_015_000,
        WELLNESS: 'Y',
      }),
    );
    expect(screen.queryByTestId('drawer-hsa')).toBeNull();
    expect(screen.queryByTestId('drawer-wsa')).toBeNull();
    expect(screen.getByTestId('drawer-group').textContent).toBe('$10,150.00');
  });
});
