import { FORMAT_WARMERS, readTodayOnDevice } from '@benefits/domain';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { dropAreaData } from './lib/api/cache';
import { setForceLogoutHandler, setNavigator } from './lib/api/client';
import { i18nReady, loadCommonLater } from './lib/i18n';
import { localeOf } from './lib/i18n/locale';
import { usePreferences } from './lib/preferences';
import { whenIdle } from './lib/idle';
import { closeOnNavigation } from './lib/ui/snackbar';
import './lib/preferences-cookie';

// Today is the user's calendar day, not UTC's (decision 0056): before anything reads it.
readTodayOnDevice();

const router = createRouter();

/**
 * Closes a success message when the reader goes to another page (lib/ui/snackbar closeOnNavigation),
 * subscribed once the RouterProvider beside it has (its layout effect runs before this effect): the
 * router hands its first state, if it came before any subscriber, to the first subscriber only, and
 * the RouterProvider (or the wait for the first route below) must be that one, or a page can stay
 * blank.
 */
function SnackbarFollowsNavigation() {
  useEffect(() => closeOnNavigation(router), []);
  return null;
}

setNavigator((to) => void router.navigate(to, { replace: true }));
// A forced logout drops the area's cached server data along with its session.
setForceLogoutHandler(dropAreaData);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router has started loading the first route's screen; the French catalogue (when chosen) loads
// alongside, and the first render waits for it so no English text flashes by. (A promise, not a
// top-level await: that would make the bundler split the entry into many small chunks.)
// The first render is a transition: React renders it in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task that holds the page's input (docs/performance.md
// "Fourteenth session": total blocking time).
// A sign-in page arrives with its first frame in #root (decision 0051): React replaces it once the
// route's screen is here too, so the frame is not replaced by the loading spinner first.
const routeReady = root.querySelector('[data-first-frame]')
  ? new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    })
  : undefined;

// A signed-in page (without a first frame, or with the frame it kept: decision 0053) makes the amount
// and date formatters its screens use first while it waits for their scripts, each in a task of its
// own, outside the screen's first render (domain FORMAT_WARMERS).
if (!routeReady || root.querySelector('[data-kept-frame]')) {
  const locale = localeOf(usePreferences.getState().language);
  const warm = (step: number) => {
    const warmer = FORMAT_WARMERS[step];
    if (!warmer) return;
    warmer(locale);
    setTimeout(() => warm(step + 1));
  };
  setTimeout(() => warm(0));
}

void Promise.all([i18nReady, routeReady]).then(() => {
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
          <SnackbarFollowsNavigation />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The rest of the public text (the other public pages' words and, in French, the domain's validation
  // and API messages), which the first render does not need, once the browser is idle (lib/i18n
  // loadCommonLater).
  whenIdle(() => void loadCommonLater().catch(() => undefined));
});
