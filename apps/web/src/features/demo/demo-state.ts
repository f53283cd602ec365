import type { Api, ResponseOf } from '@benefits/contract';
import { useSyncExternalStore } from 'react';

/*
 * The demo in this browser tab (decision 0039): what /demo/login answered (the demo user with its
 * token, dependants, services, claim window), the items of the claim being made, and the last
 * submitted claim. Kept in the tab's sessionStorage, so a reload keeps the demo; nothing of it is a
 * real session. A demo past its end is forgotten.
 */

export type DemoLogin = ResponseOf<Api['demoLogin']>;
export type DemoSubmitted = ResponseOf<Api['demoClaimSubmit']>;

/** A claim item as the form has it. */
export interface DemoItemValues {
  patient: string;
  service: string;
  service_date: string;
  provider: string;
  amount: string;
}

export interface DemoState {
  login: DemoLogin;
  items: DemoItemValues[];
  submitted?: DemoSubmitted;
}

const KEY = 'demo-state';
/** Set when a demo of this tab ended (its day is over, or the server no longer knows it). */
const ENDED_KEY = 'demo-ended';
const listeners = new Set<() => void>();
let cached: { raw: string | null; state: DemoState | undefined } = { raw: null, state: undefined };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): DemoState | undefined {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cached.raw) return cached.state;
  let state: DemoState | undefined;
  try {
    state = raw ? (JSON.parse(raw) as DemoState) : undefined;
  } catch {
    state = undefined;
  }
  if (state && state.login.userdata.EXPIRY * 1000 <= Date.now()) {
    state = undefined;
    markEnded();
  }
  cached = { raw, state };
  return state;
}

function write(state: DemoState | undefined): void {
  try {
    if (state) storage()?.setItem(KEY, JSON.stringify(state));
    else storage()?.removeItem(KEY);
  } catch {
    // A full or disabled storage keeps the demo for this page only.
  }
  listeners.forEach((l) => l());
}

function markEnded(): void {
  try {
    storage()?.setItem(ENDED_KEY, '1');
  } catch {
    // Without storage the notice is simply not shown.
  }
}

/** Whether a demo of this tab has ended (the start page says so). */
export function demoHasEnded(): boolean {
  try {
    return storage()?.getItem(ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

export function startDemo(login: DemoLogin): void {
  try {
    storage()?.removeItem(ENDED_KEY);
  } catch {
    // Nothing to clear.
  }
  write({ login, items: [] });
}

/** The server no longer knows the demo (cleaned up): forgotten, and the start page says why. */
export function endDemo(): void {
  markEnded();
  write(undefined);
}

export function updateDemo(change: (state: DemoState) => DemoState): void {
  const state = read();
  if (state) write(change(state));
}

/** The demo of this tab (undefined when there is none or it has ended), kept up to date. */
export function useDemo(): DemoState | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => undefined,
  );
}
