import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEmployeeSession, useToolsSession } from '../../lib/session/store';
import { employeeUser, mockApi } from '../../test/employee';
import { signInTools } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

const log = {
  rows: [
    {
      id: 2,
      at: '2026-11-24T10:05:00.000Z',
      staffId: 1,
      username: 'staff',
      staffName: 'Alex Morgan',
      action: 'acting.stop',
      subjectKind: 'employee',
      subjectId: '100001',
      detail: 'Olivia Tremblay',
    },
    {
      id: 1,
      at: '2026-11-24T10:00:00.000Z',
      staffId: 1,
      username: 'staff',
      staffName: 'Alex Morgan',
      action: 'claim-audit.pass',
      subjectKind: 'claim',
      subjectId: '77',
      detail: '',
    },
    {
      id: 0,
      at: '2026-11-24T09:00:00.000Z',
      staffId: 1,
      username: 'staff',
      staffName: 'Alex Morgan',
      action: 'something.new',
      subjectKind: 'batch',
      subjectId: '2026-11-28 ADJUSTMENT OUT',
      detail: '',
    },
    {
      id: -1,
      at: '2026-11-24T08:00:00.000Z',
      staffId: 1,
      username: 'staff',
      staffName: 'Alex Morgan',
      action: 'report.export',
      subjectKind: 'report',
      subjectId: 'salesReport',
      detail: '2026-10-01 to 2026-10-31, csv, 3 rows',
    },
  ],
  nextBeforeId: null,
  staff: [{ id: 1, username: 'staff', name: 'Alex Morgan' }],
};

afterEach(() => {
  useToolsSession.getState().clear();
  useEmployeeSession.getState().clear();
});

describe('/tools/login-account (decision 0030)', () => {
  it('tells a staff member without PERMIT_LOGIN_AS that they may not', async () => {
    signInTools('auditor', ['PERMIT_AUDIT']);
    mockApi({});
    renderApp('/tools/login-account');
    expect(await screen.findByText('Your permissions do not include this section.')).toBeTruthy();
  });

  it('lists the staff log, finds an employee, shows their change log and acts for them', async () => {
    signInTools('staff', ['ALL_ACCESS']);
    const sent: Record<string, Record<string, unknown>[]> = {};
    const record = (path: string, answer: unknown) => (data: Record<string, unknown>) => {
      (sent[path] ??= []).push(data);
      return answer;
    };
    mockApi({
      '/tools/staff-log': record('/tools/staff-log', log),
      '/tools/access-user/search': record('/tools/access-user/search', {
        results: [
          {
            type: 'employee',
            id: 100001,
            name: 'Olivia Tremblay',
            detail: 'Northern Lights (5001)',
            admin: false,
            terminated: false,
          },
          {
            type: 'employee',
            id: 100002,
            name: 'Liam Gagnon',
            detail: 'Northern Lights (5001)',
            admin: true,
            terminated: false,
          },
        ],
      }),
      '/tools/change-log': record('/tools/change-log', {
        employee: { id: 100001, name: 'Olivia Tremblay' },
        rows: [
          {
            id: 9,
            at: '2026-11-24T10:03:00.000Z',
            entity: 'employee',
            field: 'CITY',
            oldValue: 'Toronto',
            newValue: 'Kingston',
            actor: { kind: 'tools', id: '1', name: 'Alex Morgan' },
          },
          ...[
            ['employeeDivision', 'divisionId', null, '5'],
            ['employee', 'MISSING_BANKING', 'Y', 'N'],
            ['classChange', 'state', 'pending', 'applied'],
            ['somethingNew', 'oddField', 'x', 'y'],
          ].map(([entity, field, oldValue, newValue], i) => ({
            id: 8 - i,
            at: '2026-11-24T10:00:00.000Z',
            entity,
            field,
            oldValue,
            newValue,
            actor: { kind: 'employee', id: '100001', name: 'Olivia Tremblay' },
          })),
        ],
        nextBeforeId: null,
      }),
      '/tools/access-user': record('/tools/access-user', {
        type: 'employee',
        token: 'tok-acting',
        expiry: Math.floor(Date.now() / 1000) + 600,
        TOKEN_EXPIRY: Math.floor(Date.now() / 1000) + 600,
        adList: [],
        blockList: [],
        user: employeeUser(),
        acting: {
          staffId: 1,
          staffName: 'Alex Morgan',
          username: 'staff',
          subjectName: 'Olivia Tremblay',
          subjectId: 100001,
        },
      }),
    });
    const { router } = renderApp('/tools/login-account');

    const rows = await screen.findAllByTestId('staff-log-row');
    expect(rows[0]!.textContent).toContain('Alex Morgan · Stopped acting');
    expect(rows[0]!.textContent).toContain('Employee 100001 · Olivia Tremblay');
    // Every action the server logs has words; one it does not know shows as written.
    expect(rows[1]!.textContent).toContain('Alex Morgan · Passed a claim audit');
    expect(rows[1]!.textContent).toContain('Claim 77');
    expect(rows[2]!.textContent).toContain('Alex Morgan · something.new');
    expect(rows[2]!.textContent).toContain('Transfer batch 2026-11-28 ADJUSTMENT OUT');
    // A report by its title, not its code.
    expect(rows[3]!.textContent).toContain('Sales Report · 2026-10-01 to 2026-10-31, csv, 3 rows');
    expect(rows[3]!.textContent).not.toContain('salesReport');

    fireEvent.click(screen.getByTestId('account-search'));
    expect(await screen.findByText('Enter an ID or a name.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('account-query'), { target: { value: 'Tremblay' } });
    fireEvent.click(screen.getByTestId('account-search'));
    const card = await screen.findByTestId('account-100001');
    expect(sent['/tools/access-user/search']).toEqual([{ type: 'employee', q: 'Tremblay' }]);
    // A company is found by its ID or name: the field says so, and its administrators are marked.
    expect(screen.getByLabelText('Employee ID or name, or company ID or name')).toBeTruthy();
    expect(within(card).queryByText('Administrator')).toBeNull();
    expect(within(await screen.findByTestId('account-100002')).getByText('Administrator')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Change log of Olivia Tremblay (100001)' }));
    const [change, ...others] = await screen.findAllByTestId('change-log-row');
    expect(change!.textContent).toContain('Employee · City');
    expect(change!.textContent).toContain('from Toronto to Kingston');
    // Readable entity and field names and Yes/No (QA lifecycle 9); an unknown key shows as written.
    const lines = others.map((r) => [
      r.querySelector('p')!.textContent,
      r.querySelectorAll('p')[2]!.textContent,
    ]);
    expect(lines).toEqual([
      ['Division · Division ID', 'from (blank) to 5'],
      ['Employee · Banking details missing', 'from Yes to No'],
      ['Classification change · Status', 'from Pending to Applied'],
      ['somethingNew · oddField', 'from x to y'],
    ]);
    expect(within(change!).getByTestId('change-log-actor').textContent).toBe('Alex Morgan (staff)');

    fireEvent.click(within(card).getByRole('button', { name: 'Act for Olivia Tremblay (100001)' }));
    await waitFor(() => expect(useEmployeeSession.getState().session?.token).toBe('tok-acting'));
    expect(sent['/tools/access-user']).toEqual([{ type: 'employee', id: 100001 }]);
    expect(useEmployeeSession.getState().session?.acting).toEqual({
      staffName: 'Alex Morgan',
      username: 'staff',
      subjectName: 'Olivia Tremblay',
      subjectId: 100001,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('wraps a staff-activity line with a long unbroken reason instead of widening the page', async () => {
    signInTools('staff', ['ALL_ACCESS']);
    const reason = `Receipt at https://example.com/${'x'.repeat(200)}`;
    mockApi({
      '/tools/staff-log': () => ({
        ...log,
        rows: [{ ...log.rows[1]!, action: 'claim-audit.fail', detail: reason }],
      }),
    });
    renderApp('/tools/login-account');
    const [row] = await screen.findAllByTestId('staff-log-row');
    expect(row!.textContent).toContain(reason);
    expect(getComputedStyle(row!).overflowWrap).toBe('anywhere');
  });
});
