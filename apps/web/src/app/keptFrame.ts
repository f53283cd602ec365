import { KEPT_FRAME_PAGES, preferencesCookieValue } from '@benefits/domain';
import {
  dehydrate,
  hydrate,
  useIsFetching,
  useIsMutating,
  useQueryClient,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../lib/idle';
import { keepFrame } from '../lib/kept-frame/keep';
import { readKeptFrame } from '../lib/kept-frame/storage';
import { usePreferences } from '../lib/preferences';
import type { Area } from '../lib/session/areas';
import { storageKey, useAreaSession } from '../lib/session/store';

/** How long to wait before trying again when the page had not settled (a dialog open, say). */
const RETRY_MS = 2000;
/** At the latest, how long after the first render the answers behind a kept frame are fetched again. */
const REFRESH_WITHIN_MS = 1000;

/**
 * Keeps the frame of the area's page that has one (domain KEPT_FRAME_PAGES; decision 0053) once the
 * page has settled: no answer on its way, no change being sent, the browser idle. With it, the
 * answers the page shows (the area's queries it observes), from which the next load's first render
 * draws the same picture. `media` is a media query the window matches now among those
 * that change what the shell draws. A component that draws nothing, so that the cache's comings and
 * goings it watches re-render it alone, not the shell.
 */
export function KeepFrame({
  area,
  media,
  redirected = false,
}: {
  area: Area;
  media: string;
  /**
   * True while the area's guard would send the user away from its kept page (a forced step is due):
   * no frame is kept then, since its answers (the flags) would send the next load away again.
   */
  redirected?: boolean;
}): null {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const token = useAreaSession(area)?.token;
  const theme = usePreferences((s) => s.theme);
  const language = usePreferences((s) => s.language);

  // The answers a kept frame was drawn from are fetched again once the page is up.
  useEffect(() => whenIdle(() => refreshKeptAnswers(client), REFRESH_WITHIN_MS), [client]);

  useEffect(() => {
    if (fetching > 0 || mutating > 0 || !token || redirected || !KEPT_FRAME_PAGES.includes(pathname)) return;
    let cancel = () => undefined as void;
    const attempt = () => {
      cancel = whenIdle(() => {
        const data = dehydrate(client, {
          // The answers the page shows: the area's queries it observes, not every screen's cached.
          shouldDehydrateQuery: (query) =>
            query.state.status === 'success' && query.queryKey[0] === area && query.getObserversCount() > 0,
        });
        const kept = keepFrame({
          path: pathname,
          sessionKey: storageKey(area),
          token,
          prefs: preferencesCookieValue(theme, language),
          media,
          data,
        });
        if (kept) return;
        const timer = setTimeout(attempt, RETRY_MS);
        cancel = () => clearTimeout(timer);
      });
    };
    attempt();
    return () => cancel();
  }, [fetching, mutating, pathname, client, area, token, theme, language, media, redirected]);
  return null;
}

/** The queries that started from a kept frame's answers, until they have been fetched again. */
let keptQueries: ReadonlySet<string> = new Set();

/**
 * When the page arrived painted with its kept frame, the cache starts from the answers kept with it:
 * the first render then draws what the frame shows. They count as fresh at first, so that the
 * screens' first render does not fetch them (which would make React draw them again at once, in one
 * long task); KeepFrame, once mounted, fetches them again when the browser is idle, and the fresh
 * answers replace them where they differ.
 */
export function startFromKeptFrame(client: QueryClient): void {
  if (typeof document === 'undefined' || !document.querySelector('[data-kept-frame]')) return;
  const data = readKeptFrame(window.location.pathname)?.data as DehydratedState | undefined;
  if (!data?.queries) return;
  const now = Date.now();
  hydrate(client, {
    ...data,
    queries: data.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
  keptQueries = new Set(data.queries.map((query) => query.queryHash));
}

/**
 * Fetches again the answers the cache started from (startFromKeptFrame), once: one a task, so that
 * starting the requests does not hold the page in one long task.
 */
function refreshKeptAnswers(client: QueryClient): void {
  const [next, ...rest] = keptQueries;
  if (next === undefined) return;
  keptQueries = new Set(rest);
  void client.invalidateQueries({ predicate: (query) => query.queryHash === next });
  setTimeout(() => refreshKeptAnswers(client));
}
