import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderApp } from '../../test/renderApp';

/*
 * The public shell's links for prospects: the demo and the client sign-up, under every page shown
 * without a session (the sign-in pages, the password pages, 404), each left out in its own flow.
 */

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  // Pages that ask the server (a reset link's check, a demo's) hear nothing: their links still show.
  fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** The names and targets of the prospects' links, once the page has drawn them. */
async function prospectLinks(name = 'For new customers') {
  const nav = await screen.findByRole('navigation', { name });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const BOTH = [
  ['Try the demo', '/demo'],
  ['Sign up your company', '/signup'],
];

describe('the public pages’ links for prospects', () => {
  it.each([
    ['/login', 'Employee login'],
    ['/login/reset', 'Reset your password'],
    ['/no/such/page', '404 / Page Not Found'],
  ])('%s offers the demo and the client sign-up', async (path, heading) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await prospectLinks()).toEqual(BOTH);
  });

  it.each([
    ['/partner/login', 'Partner login'],
    ['/partner/login/reset', 'Reset your password'],
  ])('%s offers the partner sign-up as well', async (path, heading) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await prospectLinks()).toEqual([...BOTH, ['Become a partner', '/partner/signup']]);
  });

  it('the staff sign-in offers none', async () => {
    renderApp('/tools/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'For new customers' })).toBeNull();
  });

  it('the password pages of a mailed link offer them too', async () => {
    renderApp('/login/update/abc123');
    expect(await prospectLinks()).toEqual(BOTH);
  });

  it('the demo offers the sign-up only, and the sign-up the demo only', async () => {
    const demo = renderApp('/demo');
    expect(await prospectLinks()).toEqual([['Sign up your company', '/signup']]);
    demo.unmount();
    const signup = renderApp('/signup/review/abc');
    expect(await prospectLinks()).toEqual([['Try the demo', '/demo']]);
    signup.unmount();
    renderApp('/partner/signup');
    expect(await prospectLinks()).toEqual(BOTH);
  });

  it('are in French with the page', async () => {
    await i18n.changeLanguage('fr');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion employé' });
    expect(await prospectLinks('Pour les nouveaux clients')).toEqual([
      ['Essayez la démonstration', '/demo'],
      ['Inscrivez votre entreprise', '/signup'],
    ]);
  });
});
