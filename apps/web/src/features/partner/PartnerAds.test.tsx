import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import type { Ad } from '@benefits/contract';
import { usePartnerSession } from '../../lib/session/store';
import { managerUser } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

/** Signs a partner manager in with one ad in the sign-in answer (decision 0021: '' = no French). */
function signInWithAd(token: string, ad: Partial<Ad> = {}) {
  usePartnerSession.getState().signIn({
    token,
    expiry: Math.floor(Date.now() / 1000) + 1800,
    user: managerUser(),
    adList: [
      {
        id: 3,
        title: 'Renewal season is here',
        body: 'Reach out to clients.',
        titleFr: '',
        bodyFr: '',
        imageUrl: null,
        linkUrl: '/partner/upcoming-renewals',
        audience: 'PARTNER',
        ...ad,
      },
    ],
    blockList: [],
  });
}

describe('partner dashboard ads', () => {
  it('shows the sign-in answer’s ads as cards the partner can hide', async () => {
    signInWithAd('tok-p-ads');
    renderApp('/partner');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Renewal season is here', hidden: true }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Learn more: Renewal season is here', hidden: true })
        .getAttribute('href'),
    ).toBe('/partner/upcoming-renewals');
    fireEvent.click(screen.getByRole('button', { name: 'Hide “Renewal season is here”', hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('partner-ad')).toBeNull());
  });

  it('shows a French reader the ad’s French (decision 0021)', async () => {
    usePreferences.setState({ language: 'fr' });
    signInWithAd('tok-p-ads-fr', {
      titleFr: 'C’est la saison des renouvellements',
      bodyFr: 'Communiquez avec vos clients.',
      linkUrl: null,
    });
    renderApp('/partner');
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: 'C’est la saison des renouvellements',
        hidden: true,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Communiquez avec vos clients.')).toBeTruthy();
  });

  it('marks an ad without French as English on a French page, and names its link the French way', async () => {
    usePreferences.setState({ language: 'fr' });
    signInWithAd('tok-p-ads-en-on-fr', { id: 4 });
    renderApp('/partner');
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: 'Renewal season is here',
      hidden: true,
    });
    expect(heading.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Reach out to clients.').getAttribute('lang')).toBe('en');
    // French puts a space before the colon.
    expect(
      screen.getByRole('link', { name: 'En savoir plus : Renewal season is here', hidden: true }),
    ).toBeTruthy();
  });
});
