import { API_MESSAGES, type ParsedRequestOf, type Api, type ResponseOf } from '@benefits/contract';
import {
  employeeDetailsSchema,
  isPersonalInfoComplete,
  lengthErrors,
  MESSAGES,
  PERSONAL_INFO_MAX_LENGTHS,
} from '@benefits/domain';
import { forbidden, unauthenticated, validationError } from '../../../platform/errors';
import { fieldErrors } from '../../../platform/http';
import type { Services } from '../../../platform/services';
import type { EmployeeContext } from '../../../platform/principals';
import { queueEmailChangeNotices } from '../../auth/notices';
import { loadEmployeeUser } from '../../employee/service';
import { assertMayChange, partiesOf, requireAccount } from './account';
import { recordChanges } from './change-log';
import { lockEmployee, updateEmployee, type EmployeeRow } from '../queries';

/** The personal fields of an employee row, by their spec names (as the change log records them). */
function personalOf(e: EmployeeRow) {
  return {
    FIRST_NAME: e.firstName,
    LAST_NAME: e.lastName,
    STREET1: e.street1,
    CITY: e.city,
    POSTCODE: e.postcode,
    PROVINCE: e.province,
    TELEPHONE: e.telephone,
    CELLPHONE: e.cellphone,
    FAX: e.fax,
    EMAIL: e.email,
    DATE_OF_BIRTH: e.dateOfBirth,
  };
}

/**
 * /employee/update: validates the details with the employee's plan (birth-date limit 70 or 100
 * years), saves them, clears MISSING_INFO once every required field is present, logs each changed
 * field and, for a new e-mail address, queues the notices to the old and the new one, all in one
 * transaction.
 */
export async function updatePersonalDetails(
  s: Services,
  me: EmployeeContext,
  input: ParsedRequestOf<Api['employeeUpdate']>,
): Promise<ResponseOf<Api['employeeUpdate']>> {
  const id = me.id;
  // The payload's userId is not who we act for (the session is); one that names someone else is refused.
  if (input.userId !== undefined && String(input.userId).trim() !== String(id)) {
    throw forbidden(API_MESSAGES.notAllowed);
  }
  const { e, r } = await requireAccount(s, id);
  assertMayChange(e);
  const now = s.now();
  const parsed = employeeDetailsSchema({ planCode: r.planCode, today: now }).safeParse(input.employee);
  if (!parsed.success) throw validationError(fieldErrors(parsed.error), MESSAGES.correctInformation);
  const v = parsed.data;
  const tooLong = lengthErrors(v, PERSONAL_INFO_MAX_LENGTHS);
  if (Object.keys(tooLong).length > 0) throw validationError(tooLong, MESSAGES.correctInformation);
  // Decision 0030: the e-mail that resets the password is the account holder's to change, not staff's.
  if (me.actingStaffId !== undefined && v.EMAIL !== e.email) {
    throw validationError({ EMAIL: API_MESSAGES.notWhileActing }, MESSAGES.correctInformation);
  }

  const { actor, subject } = partiesOf(me);
  await s.db.transaction(async (tx) => {
    const current = await lockEmployee(tx, id);
    const before = { ...personalOf(current), MISSING_INFO: current.missingInfo };
    const after = {
      FIRST_NAME: v.FIRST_NAME,
      LAST_NAME: v.LAST_NAME,
      STREET1: v.STREET1,
      CITY: v.CITY,
      POSTCODE: v.POSTCODE,
      PROVINCE: v.PROVINCE,
      TELEPHONE: v.TELEPHONE,
      CELLPHONE: v.CELLPHONE,
      FAX: v.FAX,
      EMAIL: v.EMAIL,
      DATE_OF_BIRTH: v.DATE_OF_BIRTH,
    };
    const missingInfo = current.missingInfo && !isPersonalInfoComplete(after);
    await updateEmployee(tx, id, {
      firstName: after.FIRST_NAME,
      lastName: after.LAST_NAME,
      street1: after.STREET1,
      city: after.CITY,
      postcode: after.POSTCODE,
      province: after.PROVINCE,
      telephone: after.TELEPHONE,
      cellphone: after.CELLPHONE,
      fax: after.FAX,
      email: after.EMAIL,
      dateOfBirth: after.DATE_OF_BIRTH,
      missingInfo,
    });
    await recordChanges(
      tx,
      actor,
      subject,
      'employee',
      String(id),
      before,
      { ...after, MISSING_INFO: missingInfo },
      [],
      now,
    );
    // A new sign-in e-mail is told to the old address and the new one (QA security F1).
    await queueEmailChangeNotices(s, tx, { kind: 'employee', id }, current.email, after.EMAIL);
  });
  const user = await loadEmployeeUser(s.db, id, s.now());
  if (!user) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return { user, message: MESSAGES.savedPersonalInformation };
}
