import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Redirect } from './redirect';

describe('Redirect', () => {
  it('goes to its target in place of the address', async () => {
    const router = createMemoryRouter(
      [
        { path: '/old', element: <Redirect to="/new?step=2" /> },
        { path: '/new', element: <h1>New</h1> },
      ],
      { initialEntries: ['/start', '/old'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'New' })).toBeTruthy();
    expect(router.state.location.search).toBe('?step=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does nothing at the address it would go to, instead of navigating there again and again', async () => {
    // A home page in the block list redirects home: each navigation is a new location, so a redirect
    // made anew at every address must not navigate to where the reader already is.
    const router = createMemoryRouter([{ path: '/partner', element: <Redirect to="/partner" /> }], {
      initialEntries: ['/partner'],
    });
    let navigations = 0;
    router.subscribe(() => {
      // A redirect that navigates again and again would never end: stop the router after a few.
      if (++navigations >= 5) router.dispose();
    });
    render(<RouterProvider router={router} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(navigations).toBe(0);
    expect(router.state.location.pathname).toBe('/partner');
  });
});
