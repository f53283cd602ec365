import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './useAction';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction (the public screens’ submit state)', () => {
  it('is pending while the action runs, then calls the default and the call’s onSuccess with the result', async () => {
    const d = deferred<number>();
    const run = vi.fn((n: number) => d.promise.then((x) => x + n));
    const always = vi.fn();
    const once = vi.fn();
    const { result } = renderHook(() => useAction(run, { onSuccess: always }));
    expect(result.current.isPending).toBe(false);
    act(() => result.current.mutate(1, { onSuccess: once }));
    expect(result.current.isPending).toBe(true);
    expect(run).toHaveBeenCalledWith(1);
    await act(async () => d.resolve(41));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(always).toHaveBeenCalledWith(42);
    expect(once).toHaveBeenCalledWith(42);
  });

  it('ignores a second submit while the first runs, and reports a failure to onError', async () => {
    const d = deferred<void>();
    const run = vi.fn(() => d.promise);
    const onError = vi.fn();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(run));
    act(() => result.current.mutate(undefined, { onError, onSuccess }));
    act(() => result.current.mutate(undefined, { onError, onSuccess }));
    expect(run).toHaveBeenCalledTimes(1);
    const failure = new Error('offline');
    await act(async () => d.reject(failure));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onSuccess).not.toHaveBeenCalled();
    // Once settled, the action can run again.
    act(() => result.current.mutate(undefined));
    expect(run).toHaveBeenCalledTimes(2);
  });
});
