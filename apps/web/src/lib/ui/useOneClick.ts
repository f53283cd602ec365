import { useEffect, useRef, useState } from 'react';

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
 * waits). `open` false (a dialog closed) lets go at once.
 */
export function useOneClick(action: () => unknown, pending: boolean, open = true) {
  const [clicked, setClicked] = useState(false);
  // Read by the handler at once: two clicks may come before a render.
  const latched = useRef(false);
  // A closed dialog starts afresh (adjusted while rendering, react.dev "You might not need an effect").
  if (clicked && !open) setClicked(false);
  useEffect(() => {
    if (!clicked) latched.current = false;
  }, [clicked]);
  const busy = pending || clicked;
  const onClick = () => {
    if (latched.current || busy) return;
    latched.current = true;
    setClicked(true);
    const release = () => setClicked(false);
    let answer: unknown;
    try {
      answer = action();
    } catch (failure) {
      release();
      throw failure;
    }
    if (answer instanceof Promise) answer.then(release, release);
    else setTimeout(release, 0);
  };
  return { busy, onClick };
}
