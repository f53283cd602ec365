import type { RequestOf, ToolsChallengeAnswer, ToolsLoginAnswer } from '@benefits/contract';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dropAreaData } from '../../lib/api/cache';
import { ApiError, call } from '../../lib/api/client';
// Light references (method and path only): the sign-in screens stay free of zod and the contract's schemas.
import { refs as api } from '../../lib/api/refs';
import { useAction } from '../../lib/api/useAction';
import { hideSnackbar } from '../../lib/ui/snackbar';
import { landingAfterSignIn, returnOf, type Area } from '../../lib/session/areas';
import {
  sessionStores,
  useEmployeeSession,
  usePartnerSession,
  useToolsSession,
} from '../../lib/session/store';

export interface LoginValues {
  id: string;
  pw: string;
}
export type ResetArea = 'employee' | 'partner';

/** Replaces the tools session with the staff sign-in's final answer. */
function storeToolsSession(a: ToolsLoginAnswer) {
  useToolsSession.getState().signIn({
    token: a.token,
    expiry: a.TOKEN_EXPIRY ?? a.expiry,
    username: a.username,
    permissions: a.permissions,
    adList: a.adList ?? [],
    blockList: a.blockList ?? [],
  });
}

/**
 * Signs in to an area and replaces its session state with the answer (docs/product §4 Session).
 * Staff get a second-factor challenge instead (decision 0032), answered; the session comes with
 * completeToolsSignIn.
 */
export async function signIn(area: Area, values: LoginValues): Promise<ToolsChallengeAnswer | undefined> {
  const options = { area, snackbar: true } as const;
  if (area === 'tools') {
    return call(api.toolsLogin, values as RequestOf<typeof api.toolsLogin>, options);
  } else if (area === 'partner') {
    const a = await call(api.partnerLogin, values as RequestOf<typeof api.partnerLogin>, options);
    usePartnerSession.getState().signIn({
      token: a.token,
      expiry: a.TOKEN_EXPIRY ?? a.expiry,
      user: a.user,
      adList: a.adList ?? [],
      blockList: a.blockList ?? [],
    });
  } else {
    const a = await call(api.employeeLogin, values as RequestOf<typeof api.employeeLogin>, options);
    useEmployeeSession.getState().signIn({
      token: a.token,
      expiry: a.TOKEN_EXPIRY ?? a.expiry,
      user: a.user,
      adList: a.adList ?? [],
      blockList: a.blockList ?? [],
    });
  }
  return undefined;
}

/** The staff sign-in's second step: the challenge and a code; stores the session. */
export async function completeToolsSignIn(values: { challenge: string; code: string }): Promise<void> {
  storeToolsSession(await call(api.toolsSecondFactor, values, { area: 'tools', snackbar: false }));
}

/**
 * After a session is stored: the page the sign-in was asked to come back to (`?next=`, lib/session
 * areas), else the area's home, with nothing of an earlier session cached.
 */
function useLanding(area: Area) {
  const navigate = useNavigate();
  const next = returnOf(useLocation().search);
  return () => {
    hideSnackbar();
    dropAreaData(area);
    void navigate(landingAfterSignIn(area, next), { replace: true });
  };
}

export function useSignIn(area: Area) {
  const land = useLanding(area);
  return useAction((values: LoginValues) => signIn(area, values), {
    onSuccess: (challenge) => {
      // A staff challenge: the screen asks for the second factor next, without an earlier attempt's
      // wrong-password snackbar.
      if (challenge) hideSnackbar();
      else land();
    },
    onError: (error) => {
      // Answers with an error code are shown by the client and the form; anything else is a bug.
      if (!(error instanceof ApiError)) console.error(error);
    },
  });
}

export function useToolsSecondFactor() {
  const land = useLanding('tools');
  return useAction((values: { challenge: string; code: string }) => completeToolsSignIn(values), {
    onSuccess: land,
    onError: (error) => {
      if (!(error instanceof ApiError)) console.error(error);
    },
  });
}

/**
 * Logout: forget the area's session locally at once (theme and language stay), then revoke it on the
 * server; a failed revoke does not keep the user signed in.
 */
export async function signOut(area: Area): Promise<void> {
  const token = sessionStores[area].getState().session?.token;
  sessionStores[area].getState().clear();
  if (!token) return;
  try {
    await call(api.logout, {}, { area, token, snackbar: false, signal: AbortSignal.timeout(5000) });
  } catch {
    // Already signed out locally; the server session expires by itself.
  }
}

export function useResetRequest(area: ResetArea) {
  return useAction((values: { id: string; email: string }) =>
    call(api.passwordReset, { ...values, type: area } as RequestOf<typeof api.passwordReset>, { area }),
  );
}

/**
 * Whether the reset link's hash can still be used, asked once when its page opens: undefined until
 * the answer (the form shows meanwhile), false for a used, expired or unknown link. A failed call
 * leaves it undefined: the update itself still says why. (Public pages have no query cache.)
 */
export function usePasswordLinkCheck(area: ResetArea, hash: string): boolean | undefined {
  const key = `${area}:${hash}`;
  const [answer, setAnswer] = useState<{ key: string; usable: boolean }>();
  useEffect(() => {
    let live = true;
    call(api.passwordLinkCheck, { hash, type: area }, { area, snackbar: false }).then(
      (checked) => live && setAnswer({ key: `${area}:${hash}`, usable: checked.usable }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [area, hash]);
  // The answer of this link only (an earlier link's, on the same page, does not count).
  return answer?.key === key ? answer.usable : undefined;
}

export function usePasswordUpdate(area: ResetArea) {
  return useAction(({ pw1, hash }: { pw1: string; hash: string }) =>
    call(api.passwordUpdate, { pw1, hash, type: area }, { area }),
  );
}
