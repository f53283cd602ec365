import {
  CONTENT_MESSAGES as M,
  keyedMessage,
  type Language,
  type SEND_WELCOME_TYPES,
} from '@benefits/domain';
import { z } from 'zod';
import { notFound, validationError } from '../../../platform/errors';
import { defineJob, type JobContext } from '../../../platform/jobs';
import type { StaffContext } from '../../../platform/principals';
import type { Services } from '../../../platform/services';
import { welcomeJob } from '../../enrolment/service';
import { storedLanguage } from '../../general/service';
import { recordStaffAction } from '../../tools/service/staff-log';
import * as q from '../queries';
import { mailPartnerWelcome, partnerForWelcome } from '../../partner/welcome';
import { CONTENT_TEXT } from '../text';

type SendWelcomeType = (typeof SEND_WELCOME_TYPES)[number];

/** The partner's welcome job: a set-password link for the partner area and its mail (decision 0031). */
export const partnerWelcomeJob = defineJob(
  'content-partner-welcome',
  z.object({ partnerId: z.number().int(), language: z.enum(['en', 'fr']) }),
  { maxAttempts: 20 },
);

/** The partner welcome job's handler: the link and the mail, in one transaction with the job's completion. */
export function sendPartnerWelcome(s: Services) {
  return async ({ partnerId, language }: { partnerId: number; language: Language }, job: JobContext) => {
    await job.transaction((tx) =>
      mailPartnerWelcome(s, tx, partnerId, CONTENT_TEXT[language].partnerWelcomeMail),
    );
  };
}

/**
 * /tools/welcome/resend: a company administrator (er), an employee (ee) or an agent gets a new
 * welcome mail with a fresh 7-day set-password link, in the language they last signed in with. The
 * mail is a durable job (decision 0015) enqueued in the transaction that logs the staff action.
 */
export async function resendWelcome(
  s: Services,
  staff: StaffContext,
  input: { type: SendWelcomeType; id: number },
) {
  let recipient: { email: string; name: string; terminated: boolean };
  let kind: 'employee' | 'partner';
  if (input.type === 'agent') {
    const partner = await partnerForWelcome(s.db, input.id);
    if (!partner) throw notFound(M.agentNotFound);
    recipient = partner;
    kind = 'partner';
  } else {
    const employee = await q.findEmployeeForWelcome(s.db, input.id);
    const isAdmin = employee && (employee.groupAdmin || employee.nonMemberAdmin);
    if (!employee || (input.type === 'er' && !isAdmin)) {
      throw notFound(input.type === 'er' ? M.adminNotFound : M.employeeNotFound);
    }
    recipient = { ...employee, name: `${employee.firstName} ${employee.lastName}`.trim() };
    kind = 'employee';
  }
  if (recipient.terminated) throw validationError({ id: M.accountTerminated }, M.accountTerminated);
  if (recipient.email.trim() === '') throw validationError({ id: M.noEmail }, M.noEmail);
  const language = await storedLanguage(s.db, kind, String(input.id));
  await s.db.transaction(async (tx) => {
    if (kind === 'partner') {
      await s.jobs.enqueue(tx, partnerWelcomeJob, { partnerId: input.id, language });
    } else {
      await s.jobs.enqueue(tx, welcomeJob, { accounts: [{ id: input.id, language }] });
    }
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: `welcome.resend-${input.type}`,
      subject: { kind, id: input.id },
      detail: { key: 'text', values: { text: recipient.email } },
    });
  });
  return {
    message: keyedMessage('content.welcomeSent', { email: recipient.email }),
    email: recipient.email,
    name: recipient.name,
  };
}
