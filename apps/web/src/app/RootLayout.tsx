import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

/** The root route: moves focus to the new page's heading after the user navigates (screen readers). */
export function RootLayout() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = document.getElementById('page-title') ?? document.getElementById('main');
    target?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route module loads. */
export function InitialLoading() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
