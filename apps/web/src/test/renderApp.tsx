import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { dropAllData } from '../lib/api/cache';
import { discoverAreas, routes } from '../app/router';

/** Renders the whole app (real routes, providers) at a path, in memory, as a fresh page load would. */
export function renderApp(path: string) {
  // The signed-in areas' server-data cache is one per page load (app/data.tsx): start empty.
  dropAllData();
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverAreas(),
  });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
