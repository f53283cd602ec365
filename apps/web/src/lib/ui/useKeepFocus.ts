import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the keyboard focus has fallen to the page itself (no element of it has the focus). */
const focusLost = (): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
};

type Target = () => HTMLElement | null | undefined;

interface Release {
  /** Where the focus goes instead of the element (the step's result). */
  to?: Target;
  /** Where it goes when the element is gone. */
  fallback?: Target;
  /** The step takes the element away: wait until it has gone, then go to `fallback`. */
  leaves?: boolean;
}

/**
 * Keeps the keyboard where it was through a step that makes the pressed button busy. MUI's `loading`
 * (or `disabled` while the step runs) disables the focused button, and the browser then drops the
 * focus to <body>: a keyboard user starts again from the top of the page and a screen reader says
 * nothing (the QA pass `robust`, finding 7).
 *
 * `hold()` as the step starts notes the element that has the focus (nothing when none has: a click
 * on a browser that does not focus buttons). `release()` as it ends puts the focus back on it once it
 * is enabled again; or on `to()` instead (where the step's result is, e.g. the list a file joined);
 * or on `fallback()` when the element is gone (with `leaves`, once it has: a removed item's button).
 * Only when the focus was lost meanwhile: a user who moved on elsewhere is left there.
 */
export function useKeepFocus() {
  const held = useRef<HTMLElement | null>(null);
  const returning = useRef<Release | null>(null);
  const [, setReleased] = useState(0);
  // After the render the release asked for (and the next ones, while the element is still busy).
  useEffect(() => {
    const back = returning.current;
    if (!back) return;
    const element = held.current;
    // The step takes the element away (a removed item's button): once it has gone.
    if (back.leaves && element?.isConnected) return;
    const target = back.to?.() ?? (element?.isConnected ? element : back.fallback?.());
    // Still busy (the step's end not drawn yet): after a later render.
    if (target?.matches(':disabled')) return;
    returning.current = null;
    held.current = null;
    if (focusLost()) target?.focus();
  });
  const hold = useCallback(() => {
    const active = document.activeElement;
    held.current = active instanceof HTMLElement && !focusLost() ? active : null;
  }, []);
  const release = useCallback((where: Release = {}) => {
    if (!held.current) return;
    returning.current = where;
    setReleased((n) => n + 1);
  }, []);
  return { hold, release };
}
