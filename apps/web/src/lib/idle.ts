/**
 * Runs a task once the browser is idle (at the latest after `timeout` ms), or after a second where
 * there is no idle callback; returns what cancels it. For work the first render does not need.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}
