import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forcedSignOut, type Area } from '../session/areas';
import { useAreaSession } from '../session/store';
import { isWarningTime, nextCheckDelay, secondsLeft } from './countdown';

// The dialog (MUI Dialog and the extend call) is its own chunk, fetched while the page is idle.
const loadDialog = () => import('./SessionWarningDialog');
const SessionWarningDialog = lazy(async () => ({ default: (await loadDialog()).SessionWarningDialog }));

export interface SessionWarningProps {
  area: Area;
  /** The clock, in ms since the epoch (tests inject one). */
  now?: () => number;
}

/**
 * The session warning of docs/product §2 "Other UI", for one area's session: 300 seconds before the stored
 * expiry a dialog opens with a minutes:seconds countdown that ticks every second and an 'Extend
 * Session' button; at zero the user goes to the area's logout route, which revokes the session on
 * the server (best effort), clears the area's session (the theme stays) and goes on to the login,
 * which says the user was signed out for inactivity and comes back to this page once signed in.
 * A new expiry — from 'Extend Session', from any answer carrying TOKEN_EXPIRY, or from another tab —
 * closes the dialog. Mount it once inside each signed-in shell.
 */
export function SessionWarning({ area, now = Date.now }: SessionWarningProps) {
  const expiry = useAreaSession(area)?.expiry;
  const navigate = useNavigate();
  // The page on screen when the countdown ends (read then, without restarting the countdown).
  const { pathname, search } = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${pathname}${search}`;
  }, [pathname, search]);
  // The seconds left while the warning shows, for the expiry they were counted against.
  const [shown, setShown] = useState<{ expiry: number; left: number } | null>(null);

  useEffect(() => {
    void loadDialog().catch(() => {
      // Offline: React.lazy tries again when the dialog is needed.
    });
  }, []);

  useEffect(() => {
    if (typeof expiry !== 'number' || !Number.isFinite(expiry)) return;
    let loggedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const seconds = secondsLeft(expiry, now());
      if (seconds <= 0) {
        setShown(null);
        if (!loggedOut) {
          loggedOut = true;
          void navigate(forcedSignOut(area, here.current, 'idle'), { replace: true });
        }
        return;
      }
      setShown(isWarningTime(seconds) ? { expiry, left: seconds } : null);
      timer = setTimeout(check, nextCheckDelay(expiry, now()));
    };
    timer = setTimeout(check, 0);
    // Background tabs run timers late: look again as soon as the page is visible.
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [area, expiry, navigate, now]);

  const left = shown !== null && shown.expiry === expiry ? shown.left : null;
  if (left === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningDialog area={area} secondsLeft={left} />
    </Suspense>
  );
}
