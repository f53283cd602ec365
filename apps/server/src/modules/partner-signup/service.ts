import type { Api, ResponseOf } from '@benefits/contract';
import {
  checkPartnerSignup,
  earliestCanadianToday,
  LICENSED_PROVINCES,
  MESSAGES,
  PARTNER_AGREEMENT_VERSION,
  PARTNER_HOUSE_MANAGER,
  PARTNER_SIGNUP_MESSAGES,
  partnerEmailKey,
  type Language,
  type PartnerSignupData,
} from '@benefits/domain';
import { z } from 'zod';
import { sealBankNumbers } from '../../platform/bank-numbers';
import type { Tx } from '../../db/client';
import { validationError } from '../../platform/errors';
import { defineJob, type JobContext } from '../../platform/jobs';
import type { Caller } from '../../platform/http';
import type { Services } from '../../platform/services';
import { NO_PASSWORD_YET } from '../auth/service';
import { rememberLanguage } from '../general/service';
import { mailPartnerWelcome } from '../partner/welcome';
import * as q from './queries';
import { PARTNER_SIGNUP_TEXT } from './text';

/*
 * The partner sign-up (docs/product §4 "Partner signup", decision 0036). An application is checked
 * by the domain's one rule (the web form runs the same) at validation and again at submission, where
 * the partner is created in one transaction under the partner ID lock: the partner (no password
 * until the welcome link is used), the application with the SIN sealed and the agreements' time,
 * the licences, and the commission account (sealed, waiting for the PAD audit). The welcome mail is
 * a durable job enqueued in that transaction. Nothing here logs the application: the SIN and the
 * account number reach no log line.
 */

/** The welcome of a new partner: a set-password link for the partner area and its mail. */
export const signupWelcomeJob = defineJob(
  'partner-signup-welcome',
  z.object({ partnerId: z.number().int(), language: z.enum(['en', 'fr']) }),
  { maxAttempts: 20 },
);

/** The application's data, or the spec's answer: a message per field and 'Please correct the errors above.'. */
function checked(s: Services, appdata: unknown): PartnerSignupData {
  // A licence expiring tomorrow on the applicant's calendar is in the future (decision 0056).
  const result = checkPartnerSignup(appdata, earliestCanadianToday(s.now()));
  if (!result.ok) throw validationError(result.errors, result.general);
  return result.data;
}

/**
 * One partner account per e-mail address (decision 0036): an application whose address a partner
 * who is not terminated already uses is refused on the e-mail field, with the spec's general message.
 */
async function assertNewEmail(db: Tx, email: string): Promise<void> {
  if (await q.hasPartnerWithEmail(db, partnerEmailKey(email))) {
    throw validationError(
      { 'personalInput.email': PARTNER_SIGNUP_MESSAGES.emailAlreadyPartner },
      MESSAGES.correctErrors,
    );
  }
}

/** /partner/signup/validate: step 0 to the review; saves nothing. An e-mail already a partner's is refused here already. */
export async function validateApplication(
  s: Services,
  appdata: unknown,
): Promise<ResponseOf<Api['partnerSignupValidate']>> {
  const data = checked(s, appdata);
  await assertNewEmail(s.db, data.personalInput.email);
  return { valid: true };
}

/** /partner/signup/submit: opens the partner account and queues the welcome, in the applicant's language. */
export async function submitApplication(
  s: Services,
  appdata: unknown,
  caller: Caller,
  language: Language,
): Promise<ResponseOf<Api['partnerSignupSubmit']>> {
  const data = checked(s, appdata);
  const p = data.personalInput;
  const now = s.now();
  const id = await s.db.transaction(async (tx) => {
    const partnerId = (await q.lockHighestPartnerId(tx)) + 1;
    // Under the lock, so two submissions of one application (a retry, a second tab) open one account.
    await assertNewEmail(tx, p.email);
    const recruiter = Number(data.obiManager);
    const managerId =
      recruiter !== PARTNER_HOUSE_MANAGER && (await q.isActiveManager(tx, recruiter))
        ? recruiter
        : PARTNER_HOUSE_MANAGER;
    await q.insertPartner(tx, {
      id: partnerId,
      managerId,
      agentName: `${p.firstname} ${p.lastname}`,
      company: data.businessInput.businessName,
      email: p.email,
      passwordHash: NO_PASSWORD_YET,
      province: p.province,
      // The partner's contact details start as the application's (decision 0040).
      street1: p.address,
      street2: p.address2,
      city: p.city,
      postalCode: p.postalcode,
      phone: p.phone,
      phoneExt: p.phoneext,
    });
    await q.insertApplication(tx, {
      partnerId,
      firstName: p.firstname,
      lastName: p.lastname,
      email: p.email,
      address: p.address,
      address2: p.address2,
      city: p.city,
      province: p.province,
      postalCode: p.postalcode,
      phone: p.phone,
      phoneExt: p.phoneext,
      businessName: data.businessInput.businessName,
      principalOfficer: data.businessInput.businessPrincipalOfficer,
      businessNumber: data.businessInput.businessID.replace(/[\s-]/g, ''),
      principalOfficerEmail: data.businessInput.businessPrincipalOfficerEmail,
      sinSealed: s.sealer.seal(data.personalIDInput.personalID.replace(/[\s-]/g, '')),
      agreementVersion: PARTNER_AGREEMENT_VERSION,
      agentContractAt: now,
      salesCommissionScheduleAt: now,
      preAuthAgreementAt: now,
      ip: caller.ip,
      language,
    });
    await q.insertLicences(
      tx,
      LICENSED_PROVINCES.flatMap((province) => {
        const licence = data.licenseInput[province];
        return licence?.enabled
          ? [{ partnerId, province, licenceNumber: licence.license, expiresOn: licence.expiry }]
          : [];
      }),
    );
    await q.insertBanking(tx, {
      partnerId,
      ...sealBankNumbers(s.sealer, data.bankingInput),
      verifyRequired: true,
      updatedAt: now,
    });
    await s.jobs.enqueue(tx, signupWelcomeJob, { partnerId, language });
    return partnerId;
  });
  // Later mail (a welcome resent by the tools) follows the language of the application.
  await rememberLanguage(s.db, 'partner', String(id), language);
  return { ID: id, email: p.email };
}

/** The welcome job's handler: the link and the mail, in one transaction with the job's completion. */
export function sendSignupWelcome(s: Services) {
  return async ({ partnerId, language }: { partnerId: number; language: Language }, job: JobContext) => {
    await job.transaction((tx) =>
      mailPartnerWelcome(s, tx, partnerId, PARTNER_SIGNUP_TEXT[language].welcomeMail),
    );
  };
}
