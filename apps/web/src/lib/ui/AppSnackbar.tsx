import { lazy, Suspense, useEffect } from 'react';
import { useSnackbar } from './snackbar';

// MUI's Snackbar (with its transition and click-away code) is its own chunk: the first page does not
// wait for it, and it is fetched as soon as the browser is idle, before any message needs it.
const loadView = () => import('./SnackbarView');
const SnackbarView = lazy(async () => ({ default: (await loadView()).SnackbarView }));

/** The one snackbar of the app (docs/product §2 "Other UI", §8): shown once there is a message. */
export function AppSnackbar() {
  const hasMessage = useSnackbar((s) => s.current !== null);
  useEffect(() => {
    const preload = () => void loadView().catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);
  if (!hasMessage) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView />
    </Suspense>
  );
}
