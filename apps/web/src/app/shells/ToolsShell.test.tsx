import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../features/tools/EbookRedirectScreen';
import { setScreenWide, signInTools } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

const ALL_ITEMS = [
  'Dashboard',
  'Access Account',
  'Sales Report',
  'Manage Ads',
  'Manage Updates',
  'ER Welcome',
  'EE Welcome',
  'Agent Welcome',
  'Send Receipt',
  'Send Partner Receipt',
  'Audit Claim',
  'Employee PADs',
  'Employer PADs',
  'Agent PADs',
  'Recalc Employee Limit',
  'Api Tester',
  'Api Routes',
  'Logout',
];
const AUDITOR_ITEMS = [
  'Dashboard',
  'ER Welcome',
  'EE Welcome',
  'Agent Welcome',
  'Audit Claim',
  'Employee PADs',
  'Employer PADs',
  'Agent PADs',
  'Recalc Employee Limit',
  'Logout',
];

const menu = () => screen.getByRole('navigation', { name: 'Tools menu' });
const menuLinks = () =>
  within(menu())
    .getAllByRole('link')
    .map((a) => a.textContent);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  setScreenWide(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setScreenWide(false);
});

describe('tools shell (docs/product §2 "Tools shell", §6 tools permissions)', () => {
  it('shows ALL_ACCESS staff every item, with the Resend Welcome and Audit Pad groups', async () => {
    signInTools('staff', ['ALL_ACCESS']);
    renderApp('/tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tools' })).toBeTruthy();
    expect(menuLinks()).toEqual(ALL_ITEMS);
    expect(within(menu()).getByRole('list', { name: 'Resend Welcome' })).toBeTruthy();
    expect(within(menu()).getByRole('list', { name: 'Audit Pad' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/tools/logout');
    expect(screen.getByTestId('tools-top-username').textContent).toBe('Signed in as staff');
    // The permission by its name, its code as the tooltip.
    expect(screen.getByText('All access').closest('[title]')?.getAttribute('title')).toBe('ALL_ACCESS');
    // The dashboard: one card per item the staff member may use, saying what it is for.
    const cards = within(screen.getByTestId('tools-cards'))
      .getAllByTestId(/^tools-card-/)
      .map((c) => c.dataset.testid);
    expect(cards).toEqual(
      [
        'accessAccount',
        'salesReport',
        'manageAds',
        'manageUpdates',
        'resendWelcome',
        'sendReceipt',
        'sendPartnerReceipt',
        'auditClaim',
        'auditPad',
        'recalcEmployeeLimit',
        'apiTester',
        'apiRoutes',
      ].map((k) => `tools-card-${k}`),
    );
    expect(
      screen.getByText('Review submitted claims and their receipts, then pass or fail them.'),
    ).toBeTruthy();
  });

  it('shows an auditor (PERMIT_AUDIT only) exactly the audit items', async () => {
    signInTools('auditor', ['PERMIT_AUDIT']);
    renderApp('/tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tools' })).toBeTruthy();
    expect(menuLinks()).toEqual(AUDITOR_ITEMS);
    const cards = screen.getAllByTestId(/^tools-card-/).map((c) => c.dataset.testid);
    expect(cards).toEqual(
      ['resendWelcome', 'auditClaim', 'auditPad', 'recalcEmployeeLimit'].map((k) => `tools-card-${k}`),
    );
  });

  it('opens tools pages in the shell, and says when a permission is missing', async () => {
    signInTools('auditor', ['PERMIT_AUDIT']);
    const audit = renderApp('/tools/pad-audit/employer');
    // A built page (features/audits) in the shell, its drawer item current.
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Employer PADs' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Employer PADs' }).getAttribute('aria-current')).toBe(
      'page',
    );
    audit.unmount();

    const ads = renderApp('/tools/ads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Ads' })).toBeTruthy();
    expect(screen.getByTestId('not-available').textContent).toBe(
      'Your permissions do not include this section.',
    );
    ads.unmount();

    const unknown = renderApp('/tools/pad-audit/nobody');
    expect(await screen.findByRole('heading', { name: '404 / Page Not Found' })).toBeTruthy();
    unknown.unmount();
  });

  it('sends none of a page’s calls when its permission is missing: the gate refuses before any query', async () => {
    const calls = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', calls);
    signInTools('auditor', ['PERMIT_AUDIT']);
    // Pages whose queries start on their own (a list, or an ID already in the address).
    const pages = [
      '/tools/ads',
      '/tools/ad/7',
      '/tools/updates',
      '/tools/update/4',
      '/tools/login-account',
      '/tools/sales',
      '/tools/transfer-details',
      '/tools/send-receipt?company=100',
      '/tools/send-partner-receipt?partner=200001',
      '/tools/api-routes',
      '/tools/api-tester',
    ];
    for (const path of pages) {
      calls.mockClear();
      const view = renderApp(path);
      expect(await screen.findByText('Your permissions do not include this section.', {}), path).toBeTruthy();
      // Time for a query to start, had one been let through.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const sent = calls.mock.calls.map((args) => String((args as unknown[])[0]));
      expect(
        sent.filter((url) => url.includes('/webapp/tools/')),
        path,
      ).toEqual([]);
      view.unmount();
    }
  });

  it('sends no audit call for staff without PERMIT_AUDIT: the audit pages are gated too', async () => {
    const calls = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', calls);
    signInTools('seller', ['PERMIT_SALES_REPORT']);
    for (const path of [
      '/tools/audit/claims',
      '/tools/audit/claim/77',
      '/tools/pad-audit/employee',
      '/tools/pad-audit-details/agent/200001',
    ]) {
      calls.mockClear();
      const view = renderApp(path);
      expect(await screen.findByText('Your permissions do not include this section.', {}), path).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const sent = calls.mock.calls.map((args) => String((args as unknown[])[0]));
      expect(
        sent.filter((url) => url.includes('/webapp/tools/')),
        path,
      ).toEqual([]);
      view.unmount();
    }
  });

  // Api Routes, Api Tester and Recalc Employee Limit have screens (features/devtools).
  it('resolves every tools route of the spec', async () => {
    signInTools('staff', ['ALL_ACCESS']);
    // Every tools page of the spec has a screen now: none opens the "not available yet" placeholder.
    const pages = [
      ['/tools/sales', 'Sales Report'],
      ['/tools/transfer-details', 'Transfer Details'],
      ['/tools/send-receipt', 'Send Receipt'],
      ['/tools/send-partner-receipt', 'Send Partner Receipt'],
    ];
    for (const [path, title] of pages) {
      const view = renderApp(path!);
      expect(await screen.findByRole('heading', { level: 1, name: title }), path).toBeTruthy();
      expect(screen.queryByText('This section is not available yet.'), path).toBeNull();
      view.unmount();
    }
  });

  it('opens the audit pages (features/audits) on their own screens', async () => {
    signInTools('staff', ['ALL_ACCESS']);
    const pages = [
      ['/tools/pad-audit/agent', 'Audit Agent PADs'],
      ['/tools/pad-audit-details/employee/5', 'Employee PAD Audit'],
      ['/tools/audit/claims', 'Audit Claims'],
      ['/tools/audit/claim/77', 'Claim #77'],
    ];
    for (const [path, title] of pages) {
      const view = renderApp(path!);
      expect(await screen.findByRole('heading', { level: 1, name: title }), path).toBeTruthy();
      view.unmount();
    }
  });

  it('opens its drawer from the menu button on a phone, and closes it with Escape', async () => {
    setScreenWide(false);
    signInTools('auditor', ['PERMIT_AUDIT']);
    renderApp('/tools');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(menuLinks()).toEqual(AUDITOR_ITEMS);
    fireEvent.keyDown(menu(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Tools menu' })).toBeNull());
  });
});

describe('/tools/ebook/{id} (docs/product §2 Redirects and fallbacks)', () => {
  it("says 'Redirecting to download...' and sends the browser to the ebook file, signed in or not", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderApp('/tools/ebook/guide 2026');
    expect(await screen.findByText('Redirecting to download...')).toBeTruthy();
    // The screen's effect runs after the commit that showed the text: on a busy machine, a moment later.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/webapp/file/ebook/guide%202026'));
  });

  it('shows the 404 page where the server sends a browser for an unknown ebook (its not-found page)', async () => {
    renderApp('/webapp/file/ebook/no-such-book');
    expect(await screen.findByRole('heading', { name: '404 / Page Not Found' })).toBeTruthy();
  });
});
