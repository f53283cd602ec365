import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { FeatureRoutes } from '../lib/routing';
import { RequireSession } from './guards';
import { NotFound } from './NotFound';
import { InitialLoading, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { AreaShell } from './shells/AreaShell';
import { PublicShell } from './shells/PublicShell';

// Every feature's route manifest (features/<f>/routes.tsx); the screens themselves load lazily.
const features = Object.values(
  import.meta.glob<FeatureRoutes>('../features/*/routes.tsx', { eager: true, import: 'featureRoutes' }),
);
const routesOf = (key: keyof FeatureRoutes): RouteObject[] => features.flatMap((f) => f[key] ?? []);

const to =
  (target: string): RouteObject['loader'] =>
  () =>
    redirect(target);

/** SPEC §2 "Redirects and fallbacks": legacy addresses. */
const legacyRedirects: RouteObject[] = [
  { path: '/mylogin', loader: to('/login') },
  { path: '/partner/mylogin', loader: to('/partner/login') },
  { path: '/mylogin/forgot-password', loader: to('/login/reset') },
  { path: '/partner/mylogin/forgot-password', loader: to('/partner/login/reset') },
  { path: '/mylogin/newpassword/:id', loader: ({ params }) => redirect(`/login/update/${params.id ?? ''}`) },
  {
    // The spec sends partner links to /login/update/{id} too; the query keeps the reset's type.
    path: '/partner/mylogin/newpassword/:id',
    loader: ({ params }) => redirect(`/login/update/${params.id ?? ''}?type=partner`),
  },
  { path: '/tools/admin', loader: to('/tools') },
  { path: '/myolympia', loader: to('/') },
  { path: '/myolympia/update', loader: to('/update-card') },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: InitialLoading,
    children: [
      ...legacyRedirects,
      {
        Component: PublicShell,
        children: [...routesOf('public'), { path: '*', Component: NotFound }],
      },
      {
        path: '/',
        element: <RequireSession area="employee" />,
        children: [{ element: <AreaShell area="employee" />, children: routesOf('employee') }],
      },
      {
        path: '/partner',
        element: <RequireSession area="partner" />,
        children: [{ element: <AreaShell area="partner" />, children: routesOf('partner') }],
      },
      {
        path: '/tools',
        element: <RequireSession area="tools" />,
        children: [{ element: <AreaShell area="tools" />, children: routesOf('tools') }],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;
