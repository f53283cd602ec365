import type { PartnerUser } from '@benefits/contract';
import { usePartnerSession, useToolsSession } from '../lib/session/store';

/** A partner as the sign-in answers it: agent 200001 managed by 200002 (a manager manages itself). */
export function partnerUser(over: Partial<PartnerUser> = {}): PartnerUser {
  return {
    ID: 200001,
    MANAGER: 200002,
    MANAGER_NAME: 'Sophie Bouchard',
    AGENT_NAME: 'Ethan Wilson',
    TYPE: 'AGENT',
    UNPAID_COMMISSION: 123_456,
    EMAIL: 'ethan@example.com',
    MISSING_PARTNER_BANKING: 'N',
    REQUIRE_WEB_PASSWORD_RESET: 'N',
    TERMINATED_FLAG: 'N',
    ...over,
  };
}

export const managerUser = (over: Partial<PartnerUser> = {}) =>
  partnerUser({
    ID: 200002,
    MANAGER: 200002,
    AGENT_NAME: '',
    TYPE: 'MANAGER',
    UNPAID_COMMISSION: 98_700,
    ...over,
  });

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** Signs a partner in (persisted like a real sign-in), the session ending in `seconds`. */
export function signInPartner(user: PartnerUser = partnerUser(), seconds = 1800): void {
  usePartnerSession
    .getState()
    .signIn({ token: `tok-p-${user.ID}`, expiry: inSeconds(seconds), user, adList: [], blockList: [] });
}

/** Signs a staff member in with the given permissions. */
export function signInTools(
  username = 'staff',
  permissions: string[] = ['ALL_ACCESS'],
  seconds = 1800,
): void {
  useToolsSession.getState().signIn({
    token: `tok-t-${username}`,
    expiry: inSeconds(seconds),
    username,
    permissions,
    adList: [],
    blockList: [],
  });
}

/** Marks every tour as seen for a user, so the first visit to a dashboard opens no dialog. */
export function skipTours(userId: string | number): void {
  for (const audience of ['EE', 'BC', 'AGENT'])
    localStorage.setItem(`benefits.tour.${audience}.${userId}`, 'seen');
}

/** Makes `useMediaQuery` see a wide (md and up) or a narrow screen. */
export function setScreenWide(wide: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: wide ? /min-width/.test(query) : /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
