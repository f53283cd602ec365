import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerUser, partnerUser, setScreenWide, signInPartner, skipTours } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

const AGENT_MENU = [
  'Dashboard',
  'Personal Information',
  'Banking Information',
  'Client List',
  'Commissions',
  'HSA Sales',
  'Upcoming Renewals',
  'Documents',
  'Privacy Policy(opens in a new tab)',
  'FAQs',
  'Resource Library(opens in a new tab)',
  'Logout',
];
const MANAGER_MENU = [...AGENT_MENU.slice(0, 7), 'Agent List', ...AGENT_MENU.slice(7)];

const menuLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setScreenWide(false);
});

describe('partner shell (docs/product §2 "Partner shell")', () => {
  it('shows an agent the partner menu without Agent List, behind the menu button on a phone', async () => {
    setScreenWide(false);
    signInPartner(partnerUser());
    renderApp('/partner/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Partner menu' })).toBeNull();

    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const nav = await screen.findByRole('navigation', { name: 'Partner menu' });
    expect(menuLinks(nav)).toEqual(AGENT_MENU);
    expect(within(nav).getByRole('link', { name: 'FAQs' }).getAttribute('aria-current')).toBe('page');

    // The drawer: ID, accrued unpaid commission, theme switch, version and copyright.
    expect(screen.getByTestId('drawer-partner-id').textContent).toBe('200001');
    expect(screen.getByTestId('drawer-unpaid-commission').textContent).toBe('$1,234.56');
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeTruthy();
    expect(screen.getByText('Version 2.5.4')).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeTruthy();

    // External links open in a new tab without giving the opened page access to this one.
    const privacy = within(nav).getByRole('link', { name: /Privacy Policy/ });
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toContain('noopener');

    // Following a link closes the temporary drawer.
    fireEvent.click(within(nav).getByRole('link', { name: 'Client List' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client List' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Partner menu' })).toBeNull());
    // The first test of the file also loads the area's chunks and text.
  }, 40_000);

  it('shows a manager Agent List, with the drawer always open on a wide screen', async () => {
    setScreenWide(true);
    signInPartner(managerUser());
    renderApp('/partner/agent-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent List' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(menuLinks(screen.getByRole('navigation', { name: 'Partner menu' }))).toEqual(MANAGER_MENU);
    expect(screen.getByTestId('drawer-unpaid-commission').textContent).toBe('$987.00');
  });

  it("shows the agent's name in the top bar, or the manager's when there is none, linking to personal details", async () => {
    signInPartner(partnerUser());
    const agent = renderApp('/partner/faqs');
    const name = await screen.findByTestId('partner-top-name');
    expect(name.textContent).toBe('Ethan Wilson');
    expect(name.getAttribute('href')).toBe('/partner/personal');
    agent.unmount();

    signInPartner(managerUser({ AGENT_NAME: '  ' }));
    renderApp('/partner/faqs');
    expect((await screen.findByTestId('partner-top-name')).textContent).toBe('Sophie Bouchard');
  });

  it('sends an agent who opens the Agent List to the dashboard', async () => {
    signInPartner(partnerUser());
    skipTours(200001);
    const { router } = renderApp('/partner/agent-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeTruthy();
  });

  it('resolves every partner route of the spec inside the shell', async () => {
    signInPartner(managerUser());
    // Every partner page is built (decisions 0038, 0040, 0042): each opens its own screen in the shell;
    // /partner/employer/{id} is the client's page.
    const built = {
      '/partner/agent/7': 'Agent Details',
      '/partner/client-list/42': 'Client Details',
      '/partner/employer/12': 'Client Details',
      '/partner/hsa-sales': 'HSA Sales',
      '/partner/upcoming-renewals': 'Upcoming Renewals',
      '/partner/notifications': 'Notifications',
      '/partner/banking': 'Banking Information',
      '/partner/personal': 'Personal Information',
      '/partner/marketing-tools': 'Documents and Marketing Tools',
      '/partner/documents': 'Documents and Marketing Tools',
      '/partner/commissions': 'Commissions',
    };
    for (const [path, title] of Object.entries(built)) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title }), path).toBeTruthy();
      expect(screen.getByTestId('partner-top-name')).toBeTruthy();
      view.unmount();
    }
  }, 60_000);
});
