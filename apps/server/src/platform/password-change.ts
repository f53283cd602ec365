import type { Endpoint } from '@benefits/contract';
import { ACCOUNT_MESSAGES } from '@benefits/domain';
import { forbidden } from './errors';
import type { PrincipalLoader } from './principals';
import type { Session } from './sessions';

/*
 * Decision 0020: while an employee's or partner's REQUIRE_WEB_PASSWORD_RESET is set, the server
 * refuses their calls (403, 'Please change your password to continue.') except those whose contract
 * entry says `openWhilePasswordChangePending` (the change itself, sign-out, session extension, the
 * profile that carries the flag, notifications, preferences and the client log). The web guard sends
 * the user to the screen first; this makes the rule hold for every client.
 */

/**
 * Refuses a signed-in call that is not open while the password change is pending. The flag is read
 * with the session's principal (platform/principals.ts), which the call's scope reads anyway: no
 * statement of its own (docs/performance.md "Seventeenth session").
 */
export async function assertNoPendingPasswordChange(
  endpoint: Endpoint,
  session: Session | null,
  principals: PrincipalLoader,
): Promise<void> {
  if (!session || endpoint.access.kind === 'public') return;
  if (endpoint.openWhilePasswordChangePending) return;
  if (session.kind !== 'employee' && session.kind !== 'partner') return;
  const principal = await principals[session.kind](Number(session.subjectId));
  if (principal?.passwordChangePending === true) {
    throw forbidden(ACCOUNT_MESSAGES.passwordChangeRequired);
  }
}
