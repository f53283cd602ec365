import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Ad, EmployeeUser, PartnerUser } from '@benefits/contract';
import { forgetKeptFrames } from '../kept-frame/storage';
import type { Area } from './areas';

/** Decision 0030: the staff member acting for the account in this session (tools "Access Account"). */
export interface ActingInfo {
  staffName: string;
  username: string;
  subjectName: string;
  subjectId: number;
}

interface SessionBase {
  token: string;
  /** Unix seconds. */
  expiry: number;
  adList: Ad[];
  blockList: string[];
  /** Set when a staff member opened this employee or partner session to act for the account. */
  acting?: ActingInfo;
}
export interface EmployeeSession extends SessionBase {
  user: EmployeeUser;
}
export interface PartnerSession extends SessionBase {
  user: PartnerUser;
}
export interface ToolsSession extends SessionBase {
  username: string;
  permissions: string[];
}
export interface SessionByArea {
  employee: EmployeeSession;
  partner: PartnerSession;
  tools: ToolsSession;
}

export interface SessionStore<S extends SessionBase> {
  session: S | null;
  /** Sign-in success replaces the area's state. */
  signIn: (session: S) => void;
  /** A TOKEN_EXPIRY in an answer moves the expiry. */
  extend: (expiry: number) => void;
  clear: () => void;
}

export const storageKey = (area: Area) => `benefits.session.${area}`;

/*
 * Areas whose session ended without the user signing out in this tab: a FORCE_LOGOUT answer (revoked
 * or expired on the server, signed out elsewhere) or a sign-out in another tab. Until the session
 * changes again, the guard sending the user to the sign-in says why (app/guards RequireSession).
 */
const endedElsewhere = new Set<Area>();

function createSessionStore<S extends SessionBase>(area: Area) {
  return create<SessionStore<S>>()(
    persist(
      (set) => ({
        session: null,
        signIn: (session) => set({ session }),
        extend: (expiry) => set((s) => (s.session ? { session: { ...s.session, expiry } } : s)),
        clear: () => {
          endedElsewhere.delete(area);
          set({ session: null });
        },
      }),
      {
        name: storageKey(area),
        version: 1,
        storage: createJSONStorage(() => localStorage),
        partialize: (s) => ({ session: s.session }),
      },
    ),
  );
}

export const useEmployeeSession = createSessionStore<EmployeeSession>('employee');
export const usePartnerSession = createSessionStore<PartnerSession>('partner');
export const useToolsSession = createSessionStore<ToolsSession>('tools');

export const sessionStores = {
  employee: useEmployeeSession,
  partner: usePartnerSession,
  tools: useToolsSession,
} as const;

export function getSession<A extends Area>(area: A): SessionByArea[A] | null {
  return sessionStores[area].getState().session as SessionByArea[A] | null;
}

/** The token persisted in local storage for an area (another tab may have changed it). */
function persistedToken(area: Area): string | undefined {
  try {
    const raw = localStorage.getItem(storageKey(area));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { state?: { session?: { token?: unknown } | null } };
    const token = parsed.state?.session?.token;
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}

export type SessionCheck = 'none' | 'invalid' | 'valid';

/**
 * docs/product §4 Session: no session -> 'none' (go to the login route); a token that differs from the one in
 * local storage, or an expiry in the past -> 'invalid' (go to the area's logout route).
 */
export function checkSession(area: Area, nowMs = Date.now()): SessionCheck {
  const session = getSession(area);
  if (!session?.token) return 'none';
  if (persistedToken(area) !== session.token) return 'invalid';
  if (!Number.isFinite(session.expiry) || session.expiry * 1000 <= nowMs) return 'invalid';
  return 'valid';
}

/** The app ends an area's session that the server no longer accepts (lib/api/client FORCE_LOGOUT). */
export function endSession(area: Area): void {
  sessionStores[area].getState().clear();
  endedElsewhere.add(area);
}

/** Whether the area's session was ended by `endSession` or by a sign-out in another tab. */
export const sessionEnded = (area: Area): boolean => endedElsewhere.has(area);

/** Whether a stored session value (local storage, as another tab wrote it) holds no session. */
function holdsNoSession(raw: string | null): boolean {
  if (raw === null) return true;
  try {
    return !(JSON.parse(raw) as { state?: { session?: unknown } }).state?.session;
  } catch {
    return false;
  }
}

/** Forget every area's session (the /refresh screen); theme and language live elsewhere and stay. */
export function clearAllSessions(): void {
  for (const store of Object.values(sessionStores)) store.getState().clear();
}

// The frames kept with a session (decision 0053) go with it: at logout, a forced logout, /refresh and
// a new sign-in (a new token).
for (const [area, store] of Object.entries(sessionStores)) {
  store.subscribe((state, previous) => {
    if (state.session?.token !== previous.session?.token) forgetKeptFrames(storageKey(area as Area));
    if (state.session) endedElsewhere.delete(area as Area);
  });
}

// Keep tabs in step: a sign-in or logout in another tab updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    for (const [area, store] of Object.entries(sessionStores)) {
      if (event.key !== storageKey(area as Area)) continue;
      // Signed out there: the sign-in this tab goes to says the session has ended.
      if (store.getState().session && holdsNoSession(event.newValue)) endedElsewhere.add(area as Area);
      void store.persist.rehydrate();
    }
  });
}

/** The session of an area, re-rendering when it changes. */
export function useAreaSession<A extends Area>(area: A): SessionByArea[A] | null {
  const employee = useEmployeeSession((s) => s.session);
  const partner = usePartnerSession((s) => s.session);
  const tools = useToolsSession((s) => s.session);
  const byArea = { employee, partner, tools };
  return byArea[area] as SessionByArea[A] | null;
}
