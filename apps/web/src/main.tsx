import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/queryClient';
import { createRouter } from './app/router';
import { setForceLogoutHandler, setNavigator } from './lib/api/client';

const queryClient = createQueryClient();
const router = createRouter();

setNavigator((to) => void router.navigate(to, { replace: true }));
// A forced logout drops the area's cached server data along with its session.
setForceLogoutHandler((area) => queryClient.removeQueries({ queryKey: [area] }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
