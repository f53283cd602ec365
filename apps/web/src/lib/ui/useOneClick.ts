import { useEffect, useRef, useState, type FormEvent } from 'react';

/**
 * One click per step for a button that starts a step on the server (a refund, a claim's submission,
 * a confirmation's action): from the click until the step settles the button is `busy` (give it
 * `loading={busy}`: disabled, with its progress), and further clicks do nothing, so a double click
 * takes the step once.
 *
 * The step is the caller's: while it runs the caller says `pending` (a mutation's isPending), or
 * `action` answers a promise. A mutation is pending as soon as `mutate()` returns, but the screen
 * hears of it only on the next task (TanStack Query notifies its observers with a timer): a second
 * click in between found the button enabled and sent the step again. So the click itself holds the
 * button, until the next task (by then `pending` says whether the step still runs) or until the
 * promise settles (its failure is the caller's to report, a mutation's onError: the button only
 * waits). `open` false (a dialog closed) lets go at once. The click's arguments go to `action`.
 */
export function useOneClick<A extends unknown[] = []>(
  action: (...args: A) => unknown,
  pending: boolean,
  open = true,
) {
  const [clicked, setClicked] = useState(false);
  // Read by the handler at once: two clicks may come before a render.
  const latched = useRef(false);
  // A closed dialog starts afresh (adjusted while rendering, react.dev "You might not need an effect").
  if (clicked && !open) setClicked(false);
  useEffect(() => {
    if (!clicked) latched.current = false;
  }, [clicked]);
  const busy = pending || clicked;
  const onClick = (...args: A) => {
    if (latched.current || busy) return;
    latched.current = true;
    setClicked(true);
    // The latch goes at once (a click before the next render still finds this render's busy, and
    // the next render reads `pending` afresh); waiting for the effect would drop a quick click
    // after a refused check.
    const release = () => {
      latched.current = false;
      setClicked(false);
    };
    let answer: unknown;
    try {
      answer = action(...args);
    } catch (failure) {
      release();
      throw failure;
    }
    if (answer instanceof Promise) answer.then(release, release);
    else setTimeout(release, 0);
  };
  return { busy, onClick };
}

/**
 * useOneClick for a form that creates something or moves money: give the form `onSubmit` and its
 * submit button `loading={busy}`. A submission (the button, Enter in a field, a double click) is
 * taken once until the step settles: `submit` (react-hook-form's handleSubmit(...) or the form's
 * own handler) runs for the first and the browser's own submission is always prevented, so a held
 * one does not reload the page. handleSubmit's promise holds the form through its validation;
 * the mutation's `pending` from there.
 */
export function useOneSubmit(
  submit: (event: FormEvent<HTMLFormElement>) => unknown,
  pending: boolean,
  open = true,
) {
  const one = useOneClick(submit, pending, open);
  return {
    busy: one.busy,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      one.onClick(event);
    },
  };
}
