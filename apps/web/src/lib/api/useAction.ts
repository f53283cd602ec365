import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface ActionCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * One asynchronous action of a public screen (sign in, ask for a reset link, set a new password):
 * whether it is running, and callbacks for its outcome. The signed-in screens use TanStack Query's
 * mutations; the public ones use this so that /login does not download the query cache
 * (docs/performance.md). A second call while one runs is ignored, like a double click on submit.
 */
export function useAction<V, R>(run: (values: V) => Promise<R>, defaults: ActionCallbacks<R> = {}) {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef({ run, defaults });
  // The newest callbacks, for an action that settles after a re-render.
  useLayoutEffect(() => {
    latest.current = { run, defaults };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((values: V, callbacks: ActionCallbacks<R> = {}) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    const { run: action, defaults: always } = latest.current;
    const settle = () => {
      running.current = false;
      if (mounted.current) setPending(false);
    };
    action(values).then(
      (result) => {
        settle();
        always.onSuccess?.(result);
        callbacks.onSuccess?.(result);
      },
      (error: unknown) => {
        settle();
        always.onError?.(error);
        callbacks.onError?.(error);
      },
    );
  }, []);

  return { mutate, isPending };
}
