import { createTourState, tourReducer, type TourAudience, type TourState } from '@benefits/domain';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useEmployeeSession, usePartnerSession } from '../session/store';
import { TOUR_STEPS } from './steps';

/** Local storage key remembering that a user has been shown an audience's tour. */
export const tourSeenKey = (audience: TourAudience, userId: string | number) =>
  `benefits.tour.${audience}.${String(userId)}`;

export function hasSeenTour(audience: TourAudience, userId: string | number): boolean {
  try {
    return localStorage.getItem(tourSeenKey(audience, userId)) !== null;
  } catch {
    return true; // storage blocked: do not pester on every visit
  }
}

function markTourSeen(audience: TourAudience, userId: string | number): void {
  try {
    localStorage.setItem(tourSeenKey(audience, userId), new Date().toISOString());
  } catch {
    // Storage full or blocked: nothing to remember with.
  }
}

export interface TourController {
  audience: TourAudience;
  steps: readonly string[];
  state: TourState;
  /** Opens the tour at its first step ('Take the tour'). */
  start: () => void;
  next: () => void;
  previous: () => void;
  exit: () => void;
}

/**
 * The intro tour of one audience for one user, driven by the domain's `tourReducer` (next steps
 * on, previous clamps at the first step, the last step shows Exit). It opens by itself the first
 * time the user arrives (remembered per user and audience in local storage) and again with `start`.
 * Without a user ID it stays closed until started.
 *
 * A staff member acting for the account (decision 0030) is not the user arriving: the tour does not
 * open by itself then (nor count as seen). Its dialog is modal, and it would cover the acting banner's
 * Stop on every width (the whole screen on a phone); 'Take the tour' still opens it, and Exit or
 * Escape close it.
 */
export function useTour(audience: TourAudience, userId: string | number | null | undefined): TourController {
  const steps = TOUR_STEPS[audience];
  const employeeActing = useEmployeeSession((s) => s.session?.acting !== undefined);
  const partnerActing = usePartnerSession((s) => s.session?.acting !== undefined);
  const acting = audience === 'AGENT' ? partnerActing : employeeActing;
  const firstTime = !acting && userId !== null && userId !== undefined && !hasSeenTour(audience, userId);
  const [state, dispatch] = useReducer(tourReducer, steps.length, (count) => ({
    ...createTourState(count),
    open: firstTime && count > 0,
  }));

  // Shown once: remember it as soon as it has opened (not when staff acting for the user opened it).
  useEffect(() => {
    if (state.open && !acting && userId !== null && userId !== undefined) markTourSeen(audience, userId);
  }, [state.open, acting, audience, userId]);

  const start = useCallback(() => dispatch({ type: 'start' }), []);
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const previous = useCallback(() => dispatch({ type: 'previous' }), []);
  const exit = useCallback(() => dispatch({ type: 'exit' }), []);
  return useMemo(
    () => ({ audience, steps, state, start, next, previous, exit }),
    [audience, steps, state, start, next, previous, exit],
  );
}
