import { create } from 'zustand';

export type SnackbarSeverity = 'success' | 'error' | 'info' | 'warning';
export interface SnackbarPosition {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

export interface SnackbarMessage {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  position: SnackbarPosition;
}

interface SnackbarState {
  current: SnackbarMessage | null;
  open: boolean;
  show: (message: string, severity?: SnackbarSeverity, position?: SnackbarPosition) => void;
  hide: () => void;
}

const BOTTOM_CENTRE: SnackbarPosition = { vertical: 'bottom', horizontal: 'center' };
let nextId = 1;

/*
 * What `closeOnNavigation` keeps of the router (below): the message opened in the task now running
 * (`fresh`), the message that belongs to the navigation under way (`carried`: opened while it was
 * under way, or in the task it started in), and whether a navigation is under way.
 */
let fresh: number | null = null;
let carried: number | null = null;
let navigationUnderWay = () => false;

/** docs/product §2 "Other UI" / §4: one snackbar with message, severity and position (success, failed, hide). */
export const useSnackbar = create<SnackbarState>()((set) => ({
  current: null,
  open: false,
  show: (message, severity = 'info', position = BOTTOM_CENTRE) => {
    const id = nextId++;
    fresh = id;
    setTimeout(() => {
      if (fresh === id) fresh = null;
    }, 0);
    if (navigationUnderWay()) carried = id;
    set({ current: { id, message, severity, position }, open: true });
  },
  // The message stays while the snackbar animates out.
  hide: () => set({ open: false }),
}));

/** notificationBarSuccess */
export const showSuccess = (message: string) => useSnackbar.getState().show(message, 'success');
/** notificationBarFailed: red, bottom centre (docs/product §8). */
export const showFailure = (message: string) => useSnackbar.getState().show(message, 'error', BOTTOM_CENTRE);
/** notificationBarHide */
export const hideSnackbar = () => useSnackbar.getState().hide();
/**
 * Closes the red snackbar of an earlier attempt, if one is on screen: a screen that answers a new
 * attempt (or moves to its next step) on the page itself calls it, so an old failure does not stand
 * beside a later success. A success or information message on screen stays.
 */
export const dismissFailure = () => {
  const { current, open, hide } = useSnackbar.getState();
  if (open && current?.severity === 'error') hide();
};

/** What `closeOnNavigation` reads of React Router's data router (`createBrowserRouter`'s answer). */
export interface NavigatingRouter {
  readonly state: RouterStateSeen;
  subscribe(listener: (state: RouterStateSeen) => void): () => void;
}
interface RouterStateSeen {
  readonly historyAction: 'POP' | 'PUSH' | 'REPLACE';
  readonly location: { readonly pathname: string };
  readonly navigation: { readonly state: 'idle' | 'loading' | 'submitting' };
}

/**
 * Closes a success or information message when the reader goes to another page, so a message about
 * the page left ("Claim Item has been successfully added") does not stay over the next one (at 360 px
 * it covers its content). Called once with the app's router (main.tsx); answers the unsubscribe.
 *
 * - A page is a pathname: a change of the query or the hash (a tab, a page of a list) closes nothing.
 * - The reader's own moves close it: a link or a button that goes elsewhere (PUSH), Back or Forward
 *   (POP). A redirect (REPLACE: `lib/redirect`, the move on after a forced step, a sign-out) closes
 *   nothing: its page is the one the reader asked for, and the message may say why they are sent on
 *   (`RedirectWithMessage`'s 'redirect message') or what was just saved before it.
 * - A message opened while the navigation was under way, or in the same task it started in, is about
 *   where it leads ("Saved", then on to the dashboard): it stays on the new page, and the reader's
 *   next move closes it.
 * - A failure (red) or a warning stays until it times out or is closed: it asks to be read, and a
 *   forced sign-out shows its reason as it leaves the page.
 */
export function closeOnNavigation(router: NavigatingRouter): () => void {
  let pathname = router.state.location.pathname;
  let navigating = router.state.navigation.state !== 'idle';
  navigationUnderWay = () => router.state.navigation.state !== 'idle';
  const stop = router.subscribe((state) => {
    const started = !navigating && state.navigation.state !== 'idle';
    navigating = state.navigation.state !== 'idle';
    if (started && fresh !== null) carried = fresh;
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    const { current, open, hide } = useSnackbar.getState();
    const ownMove = state.historyAction !== 'REPLACE';
    const aboutThePageLeft = current !== null && current.id !== carried && current.id !== fresh;
    if (
      open &&
      ownMove &&
      aboutThePageLeft &&
      (current.severity === 'success' || current.severity === 'info')
    )
      hide();
    // Arrived: the reader's next move closes the message this navigation carried.
    if (!navigating) carried = null;
  });
  return () => {
    stop();
    navigationUnderWay = () => false;
    carried = null;
  };
}
