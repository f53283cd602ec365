import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerUser, partnerUser, signInPartner } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  ),
);
afterEach(() => vi.unstubAllGlobals());

const quickLinks = () =>
  within(screen.getByRole('region', { name: 'Quick links' }))
    .getAllByRole('link')
    .map((a) => [a.querySelector('.MuiTypography-h6')?.textContent, a.getAttribute('href')]);

describe('partner dashboard', () => {
  it("shows the agent's ID, unpaid commission and quick links, after the agent's intro tour", async () => {
    signInPartner(partnerUser());
    renderApp('/partner');
    const tour = await screen.findByRole('dialog', { name: 'Welcome, partner' });
    fireEvent.click(within(tour).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.getByTestId('partner-id').textContent).toBe('200001');
    expect(screen.getByTestId('partner-name').textContent).toBe('Ethan Wilson');
    expect(screen.getByTestId('unpaid-commission').textContent).toBe('$1,234.56');
    expect(quickLinks()).toEqual([
      ['Client List', '/partner/client-list'],
      ['Commissions', '/partner/commissions'],
      ['HSA Sales', '/partner/hsa-sales'],
      ['Upcoming Renewals', '/partner/upcoming-renewals'],
      ['Notifications', '/partner/notifications'],
      ['Update Notes', '/partner/update-notes'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Take the tour' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome, partner' })).toBeTruthy();
  });

  it('adds the Agent List for a manager', async () => {
    signInPartner(managerUser());
    renderApp('/partner');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(quickLinks().at(-3)).toEqual(['Agent List', '/partner/agent-list']);
    expect(screen.getByTestId('unpaid-commission').textContent).toBe('$987.00');
  });
});
