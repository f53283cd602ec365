import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction, type Location } from 'react-router';
import { sessionPaths } from '@benefits/domain';
import { ConfirmDialog } from './ConfirmDialog';

/** Where the app sends a user whose session ends: never held back by a form. */
const SESSION_EXITS: ReadonlySet<string> = new Set(
  Object.values(sessionPaths).flatMap((area) => [area.login.path, area.logout.path]),
);

/**
 * The forms on screen and whether each holds unsaved changes, in the order they came. A page may
 * have several (the partner's profile has three), and React Router heeds one blocker at a time: the
 * first form on screen owns it, and it asks for all of them.
 */
const forms = new Map<symbol, { dirty: boolean; query: boolean }>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const anyUnsaved = () => [...forms.values()].some((form) => form.dirty);
/** Whether a navigation from `from` to `to` leaves a dirty form: another path, or another query for one that asks. */
const leavesUnsaved = (from: Location, to: Location) =>
  [...forms.values()].some(
    (form) => form.dirty && (from.pathname !== to.pathname || (form.query && from.search !== to.search)),
  );

/**
 * Nothing typed is lost without a word: while `dirty` (a form changed and not saved), leaving the page
 * asks first. A link, the menu or Back opens "Leave this page?" (Stay is focused, so Enter keeps the
 * work); a reload, closing the tab or typing an address gets the browser's own question. The end of a
 * session (sign-out, expiry) is never held back. A form that saves and then moves on calls `leave()`
 * first, since its own `reset` reaches `dirty` only on the next render.
 *
 * Returns the dialog to render in the form (null but in the form that owns the question) and `leave`.
 */
export function useUnsavedChanges(
  dirty: boolean,
  {
    query = false,
  }: {
    /** Also ask when only the address's query changes (a form of one step of a page's steps). */
    query?: boolean;
  } = {},
) {
  const [id] = useState(() => Symbol('form'));
  useLayoutEffect(() => {
    forms.set(id, { dirty, query });
    changed();
  }, [id, dirty, query]);
  useLayoutEffect(
    () => () => {
      forms.delete(id);
      changed();
    },
    [id],
  );
  const owner = useSyncExternalStore(subscribe, () => forms.keys().next().value === id);
  const leave = useCallback(() => {
    const form = forms.get(id);
    if (form) forms.set(id, { ...form, dirty: false });
    changed();
  }, [id]);
  return { dialog: owner ? <LeaveQuestion /> : null, leave };
}

function LeaveQuestion() {
  const { t } = useTranslation();
  const unsaved = useSyncExternalStore(subscribe, anyUnsaved);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        leavesUnsaved(currentLocation, nextLocation) && !SESSION_EXITS.has(nextLocation.pathname),
      [],
    ),
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!anyUnsaved()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('unsavedChanges.title')}
      testId="unsaved-changes"
      cancelLabel={t('unsavedChanges.stay')}
      confirmLabel={t('unsavedChanges.leave')}
      onClose={() => blocker.reset()}
      onConfirm={() => blocker.proceed()}
      pending={false}
    >
      {t('unsavedChanges.body')}
    </ConfirmDialog>
  );
}
