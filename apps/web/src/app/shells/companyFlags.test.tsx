import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, type EmployeeUser } from '@benefits/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { employerGetRef } from './companyFlags';

/** A fake server with a company whose flags change when online claiming is enabled. */
function serve(company: { HAS_WELLNESS: 'Y' | 'N'; ONLINE_CLAIM_OK: 'Y' | 'N' }) {
  const flags = { ...company };
  let answerEmployer: () => void = () => undefined;
  const employerAnswered = new Promise<void>((resolve) => {
    answerEmployer = resolve;
  });
  let hold = true;
  const handlers: Record<string, (data: Record<string, unknown>) => unknown> = {
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employer/get': () => ({
      employer: {
        EMPLOYER: 5010,
        EMPLOYER_NAME: 'Rideau Legacy Ltd.',
        CONTRACT_TYPE: 3,
        PLAN_CODE: 3,
        STREET1: '1 Main St',
        CITY: 'Ottawa',
        POSTCODE: 'K1A 0B1',
        PROVINCE: 'ON',
        TELEPHONE: '613-555-0100',
        CELLPHONE: '',
        FAX: '',
        ...flags,
        BANKING_INFO_WAIVED: 'N',
        WELLNESS_CATEGORIES: [],
        MISSING_COMPANY_INFO: 'N',
        MISSING_COMPANY_BANKING: 'N',
      },
    }),
    '/employer/enable-online-claiming': () => {
      flags.ONLINE_CLAIM_OK = 'Y';
      return { ONLINE_CLAIM_OK: 'Y', message: 'Online claiming enabled' };
    },
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    // The first /employer/get waits until the test lets it answer (the menu must not wait for it).
    if (path === '/employer/get' && hold) {
      hold = false;
      await employerAnswered;
    }
    const handler = handlers[path];
    const envelope = handler
      ? { code: 0, data: handler(body?.data ?? {}) }
      : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answerEmployer };
}

const calls = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === `/webapp${path}`).length;
const item = (key: string) => document.querySelector(`[data-menu-key="${key}"]`);

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('the company menu reads the company’s own flags (docs/product §6)', () => {
  it('calls /employer/get by the contract’s method and path', () => {
    expect(employerGetRef.path).toBe(api.employerGet.path);
    expect(employerGetRef.method).toBe(api.employerGet.method);
  });

  it('an admin’s menu draws with the user’s flags first, then the company’s, and follows a change', async () => {
    // A legacy plan (3) without online claims: the user's flags offer Enable Online Claims and
    // Wellness Setup; the company has wellness.
    const { fetchMock, answerEmployer } = serve({ HAS_WELLNESS: 'Y', ONLINE_CLAIM_OK: 'N' });
    signInEmployee(
      employeeUser({ GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', PLAN_TYPE: 3, ONLINE_CLAIM_OK: 'N', WELLNESS: 'N' }),
    );
    renderApp('/business-online-claims');
    // A narrow (jsdom) screen: the drawer opens from the menu button and stays open.
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(item('enableOnlineClaims')).toBeTruthy());
    expect(item('wellnessSetup')).toBeTruthy();
    expect(item('wellnessManage')).toBeNull();

    answerEmployer();
    await waitFor(() => expect(item('wellnessSetup')).toBeNull());
    expect(item('enableOnlineClaims')).toBeTruthy();

    // Enabling online claims here: the company's query is read again and the menu follows.
    fireEvent.click(
      await screen.findByLabelText(
        'I understand and want to enable online claiming for the company.',
        undefined,
      ),
    );
    // The open drawer hides the page from the accessibility tree; the button is there behind it.
    fireEvent.click(screen.getByRole('button', { name: 'Enable online claims', hidden: true }));
    await waitFor(() => expect(item('enableOnlineClaims')).toBeNull());
    expect(item('wellnessManage')).toBeTruthy();
    expect(await screen.findByTestId('online-enabled')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/employer/enable-online-claiming'),
    );
    expect(JSON.parse(String(sent?.[1]?.body)).data).toEqual({ confirm: 'Y' });
  }, 30_000);

  it('a plain employee never asks for the company’s flags', async () => {
    const { fetchMock } = serve({ HAS_WELLNESS: 'Y', ONLINE_CLAIM_OK: 'Y' });
    signInEmployee(employeeUser());
    renderApp('/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByTestId('employee-menu', undefined);
    await waitFor(() => expect(calls(fetchMock, '/employee')).toBeGreaterThan(0));
    expect(calls(fetchMock, '/employer/get')).toBe(0);
  });
});
