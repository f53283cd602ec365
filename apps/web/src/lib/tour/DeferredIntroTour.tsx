import { useEffect, useState, type ComponentType } from 'react';
import type { TourController } from './useTour';

type Dialog = ComponentType<{ tour: TourController }>;

/** The dialog and every step's text (./IntroTour.tsx, ./content.ts): a chunk of their own. */
let loaded: Dialog | undefined;
const loadDialog = (): Promise<Dialog> =>
  import('./IntroTour').then(({ IntroTour }) => {
    loaded = IntroTour;
    return IntroTour;
  });

/** After the browser has painted what is on screen now (a frame, then a task). */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** When the page is idle (or after a few seconds where the browser cannot tell). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 2_000);
  return () => clearTimeout(timer);
}

/**
 * The intro tour dialog (./IntroTour.tsx), loaded after the screen has painted (issue #15): on a
 * first visit the tour opens as before, a moment after the page behind it is drawn, and the page's
 * first render does not wait for the dialog's code, text and rendering. When the tour is closed its
 * code loads once the page is idle, so 'Take the tour' opens it without a wait.
 */
export function DeferredIntroTour({ tour }: { tour: TourController }) {
  const [Dialog, setDialog] = useState<Dialog | undefined>(() => loaded);
  const open = tour.state.open;

  useEffect(() => {
    if (Dialog) return undefined;
    let active = true;
    const load = () =>
      void loadDialog().then((component) => {
        if (active) setDialog(() => component);
      });
    const cancel = open ? afterPaint(load) : whenIdle(load);
    return () => {
      active = false;
      cancel();
    };
  }, [Dialog, open]);

  return Dialog ? <Dialog tour={tour} /> : null;
}
