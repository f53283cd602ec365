import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';
import { signInTools } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
  await i18n.changeLanguage('en');
});

/** Routes as the server describes them (modules/devtools: the scope's code, its detail in English). */
const route = (name: string, path: string, access: string, accessDetail: string, summary: string) => ({
  name,
  path,
  method: 'POST',
  access,
  accessDetail,
  summary,
  request: {},
  example: {},
});
const ROUTES = [
  route('clientSignupResume', '/client/signup/resume', 'public', '', 'Answers a saved client application.'),
  route('extendToken', '/extend-token', 'session', 'employee, partner, tools', 'Extends the session.'),
  route(
    'employerDivisions',
    '/employer/divisions/get',
    'companyAdmin',
    'contract types 3, 8, 13',
    'The company’s divisions.',
  ),
  route(
    'toolsWelcomeResend',
    '/tools/welcome/resend',
    'staff',
    'PERMIT_AUDIT or PERMIT_SEND_RECEIPTS',
    'Sends a welcome again.',
  ),
  route(
    'toolsEmployeeChangeLog',
    '/tools/change-log',
    'staffForUser',
    'PERMIT_LOGIN_AS (employeeId)',
    'An employee’s change log.',
  ),
  route(
    'companyReport',
    '/company/report/:report',
    'byField',
    'report: accountBalance → companyAdmin',
    'One company report.',
  ),
];

function serve() {
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/tools/api-routes'))
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, data: { routes: ROUTES, openapi: {} } }), { status: 200 }),
      );
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

const accessOf = (path: string) =>
  within(screen.getByRole('heading', { name: path }).closest('li')!).getByTestId('route-access').textContent;

describe('/tools/api-routes', () => {
  it('says who may call each route in English', async () => {
    serve();
    signInTools('developer', ['PERMIT_DEVELOPER']);
    renderApp('/tools/api-routes');
    await screen.findByRole('heading', { name: '/tools/welcome/resend' });
    expect(accessOf('/client/signup/resume')).toBe('Access: Public');
    expect(accessOf('/extend-token')).toBe('Access: Signed in — employee, partner or staff');
    expect(accessOf('/employer/divisions/get')).toBe(
      'Access: Company administrator — contract types 3, 8, 13',
    );
    expect(accessOf('/tools/welcome/resend')).toBe('Access: Staff — PERMIT_AUDIT or PERMIT_SEND_RECEIPTS');
    expect(accessOf('/tools/change-log')).toBe(
      'Access: Staff acting for an employee — PERMIT_LOGIN_AS, for the employee in employeeId',
    );
    expect(accessOf('/company/report/:report')).toMatch(
      /^Access: By request field — report: \w+ → Company administrator; /,
    );
    expect(screen.queryByTestId('routes-language-note')).toBeNull();
  });

  it('in French: the access in French, the contract’s English descriptions marked as English', async () => {
    serve();
    usePreferences.setState({ language: 'fr' });
    await i18n.changeLanguage('fr');
    signInTools('developer', ['PERMIT_DEVELOPER']);
    renderApp('/tools/api-routes');
    await screen.findByRole('heading', { name: '/tools/welcome/resend' });
    expect(accessOf('/client/signup/resume')).toBe('Accès : Public');
    expect(accessOf('/extend-token')).toBe('Accès : Session ouverte — employé, partenaire ou personnel');
    expect(accessOf('/employer/divisions/get')).toBe(
      'Accès : Administrateur d’entreprise — types de contrat 3, 8, 13',
    );
    expect(accessOf('/tools/welcome/resend')).toBe(
      'Accès : Personnel — PERMIT_AUDIT ou PERMIT_SEND_RECEIPTS',
    );
    expect(accessOf('/tools/change-log')).toBe(
      'Accès : Personnel agissant pour un employé — PERMIT_LOGIN_AS, pour l’employé désigné par employeeId',
    );
    expect(accessOf('/company/report/:report')).toMatch(
      /^Accès : Selon un champ de la requête — report : \w+ → Administrateur d’entreprise; /,
    );
    const list = screen.getByRole('list');
    expect(list.textContent).not.toMatch(/contract types| or |\(employeeId\)/);
    // The descriptions are the contract's English: said once, and marked so for screen readers.
    expect(screen.getByTestId('routes-language-note').textContent).toBe(
      'Les descriptions viennent du contrat, en anglais.',
    );
    expect(screen.getByText('Sends a welcome again.').getAttribute('lang')).toBe('en');
    // A search in French finds the routes by their access in French.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'personnel agissant' } });
    await waitFor(() => expect(screen.getByTestId('route-count').textContent).toBe('Routes affichées : 1'));
  });
});
