import type { Endpoint } from '@benefits/contract';
import { ACCOUNT_MESSAGES } from '@benefits/domain';
import { eq, sql } from 'drizzle-orm';
import { preparedOn } from '../db/prepared';
import { employees, partners } from '../db/schema';
import { forbidden } from './errors';
import type { Services } from './services';
import type { Session } from './sessions';

/*
 * Decision 0020: while an employee's or partner's REQUIRE_WEB_PASSWORD_RESET is set, the server
 * refuses their calls (403, 'Please change your password to continue.') except those whose contract
 * entry says `openWhilePasswordChangePending` (the change itself, sign-out, session extension, the
 * profile that carries the flag, notifications, preferences and the client log). The web guard sends
 * the user to the screen first; this makes the rule hold for every client.
 */

/** True when the account behind an employee or partner session must change its password first. */
export async function passwordChangePending(services: Services, session: Session): Promise<boolean> {
  if (session.kind !== 'employee' && session.kind !== 'partner') return false;
  const table = session.kind === 'employee' ? employees : partners;
  const name = `password_change_pending_${session.kind}`;
  const pending = preparedOn(services.db, name, () =>
    services.db
      .select({ pending: table.requireWebPasswordReset })
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .limit(1),
  );
  const [row] = await pending.execute({ id: Number(session.subjectId) });
  return row?.pending === true;
}

/** Refuses a signed-in call that is not open while the password change is pending. */
export async function assertNoPendingPasswordChange(
  endpoint: Endpoint,
  session: Session | null,
  services: Services,
): Promise<void> {
  if (!session || endpoint.access.kind === 'public') return;
  if (endpoint.openWhilePasswordChangePending) return;
  if (await passwordChangePending(services, session)) {
    throw forbidden(ACCOUNT_MESSAGES.passwordChangeRequired);
  }
}
