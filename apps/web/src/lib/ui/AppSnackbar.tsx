import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../idle';
import { useSnackbar } from './snackbar';

// MUI's Snackbar (with its transition and click-away code) is its own chunk: the first page does not
// wait for it, and it is fetched as soon as the browser is idle, before any message needs it.
const loadView = () => import('./SnackbarView');
const SnackbarView = lazy(async () => ({ default: (await loadView()).SnackbarView }));

/** The one snackbar of the app (docs/product §2 "Other UI", §8): shown once there is a message. */
export function AppSnackbar() {
  const hasMessage = useSnackbar((s) => s.current !== null);
  useEffect(() => whenIdle(() => void loadView().catch(() => {})), []);
  if (!hasMessage) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView />
    </Suspense>
  );
}
