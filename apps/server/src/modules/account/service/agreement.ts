import { API_MESSAGES, type Api, type BinaryAnswer, type ResponseOf } from '@benefits/contract';
import {
  ACCOUNT_MESSAGES,
  asciiFileName,
  fillIn,
  formatDateTimeIn,
  isChecked,
  isHsaAgreementEligible,
  knownTimeZone,
  MESSAGES,
  provinceTimeZone,
  type Language,
} from '@benefits/domain';
import { forbidden, notFound, unauthenticated, validationError } from '../../../platform/errors';
import type { Caller } from '../../../platform/http';
import { field, FONT, framePages, renderPdf } from '../../../platform/pdf';
import type { Services } from '../../../platform/services';
import type { EmployeeContext } from '../../../platform/principals';
import { loadEmployeeUser } from '../../employee/service';
import { assertMayChange, partiesOf, requireAccount, yn } from './account';
import { AGREEMENT_TITLES, AGREEMENT_VERSION, agreementSections } from './agreement-text';
import { recordChanges } from './change-log';
import { ACCOUNT_TEXT } from '../text';
import {
  insertAcceptance,
  latestAcceptance,
  lockEmployee,
  updateEmployee,
  type EmployeeRow,
  type EmployerRow,
} from '../queries';

type AgreementAccept = ResponseOf<Api['employeeAgreement']>;

/** docs/product §4 "HSA employer agreement eligibility", from the rows. */
function eligibility(e: EmployeeRow, r: EmployerRow): boolean {
  return isHsaAgreementEligible(
    {
      TYPE: 'EMPLOYEE',
      HSA_EMPLOYER_AGREEMENT: yn(e.hsaEmployerAgreement),
      CONTRACT_TYPE: r.contractType,
      NON_MEMBER_ADMIN_ONLY: yn(e.nonMemberAdminOnly),
    },
    e.username,
  );
}

async function agreementState(s: Services, e: EmployeeRow, r: EmployerRow) {
  const signed = await latestAcceptance(s.db, e.id);
  return {
    version: AGREEMENT_VERSION,
    eligible: eligibility(e, r),
    accepted: e.hsaEmployerAgreement && !e.newEmployeeCheck,
    acceptedAt: signed?.acceptedAt.toISOString() ?? null,
    signedCopy: signed !== undefined,
  };
}

const partiesFor = (s: Services, r: EmployerRow) => ({
  providerName: s.config.PROVIDER_NAME,
  supportEmail: s.config.SUPPORT_EMAIL,
  employerName: r.name,
});

/** /employee/agreement/get: the text (in the request's language), eligibility and acceptance. */
export async function getAgreement(s: Services, me: EmployeeContext, language: Language = 'en') {
  const id = me.id;
  const { e, r } = await requireAccount(s, id);
  return {
    ...(await agreementState(s, e, r)),
    title: AGREEMENT_TITLES[language],
    providerName: s.config.PROVIDER_NAME,
    employerName: r.name,
    sections: agreementSections(partiesFor(s, r), language),
  };
}

/**
 * /employee/agreement: records the acceptance (version, time, address), sets
 * HSA_EMPLOYER_AGREEMENT and clears the new-employee check. Offered to an eligible employee
 * (docs/product §4) and to anyone the new-employee check sends to /hsa-agreement; for an account that has
 * already accepted it answers the current state without a second record.
 */
export async function acceptAgreement(
  s: Services,
  me: EmployeeContext,
  caller: Caller,
  input: { agreement?: unknown },
): Promise<AgreementAccept> {
  if (!isChecked(input.agreement)) {
    throw validationError({ agreement: MESSAGES.acceptAgreement }, MESSAGES.acceptAgreement);
  }
  const id = me.id;
  const { e, r } = await requireAccount(s, id);
  assertMayChange(e);
  const alreadyAccepted = e.hsaEmployerAgreement && !e.newEmployeeCheck;
  if (!alreadyAccepted && !eligibility(e, r) && !e.newEmployeeCheck) {
    throw forbidden(ACCOUNT_MESSAGES.agreementNotOffered);
  }
  const now = s.now();
  const { actor, subject } = partiesOf(me);
  await s.db.transaction(async (tx) => {
    const current = await lockEmployee(tx, id);
    if (current.hsaEmployerAgreement && !current.newEmployeeCheck) return;
    await insertAcceptance(tx, {
      employeeId: id,
      agreementVersion: AGREEMENT_VERSION,
      acceptedAt: now,
      ip: caller.ip.slice(0, 100),
    });
    await updateEmployee(tx, id, { hsaEmployerAgreement: true, newEmployeeCheck: false });
    await recordChanges(
      tx,
      actor,
      subject,
      'agreement',
      AGREEMENT_VERSION,
      { HSA_EMPLOYER_AGREEMENT: current.hsaEmployerAgreement, NEW_EMPLOYEE_CHECK: current.newEmployeeCheck },
      { HSA_EMPLOYER_AGREEMENT: true, NEW_EMPLOYEE_CHECK: false },
      [],
      now,
    );
  });
  const account = await requireAccount(s, id);
  const user = await loadEmployeeUser(s.db, id, s.now());
  if (!user) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return {
    ...(await agreementState(s, account.e, account.r)),
    user,
    message: ACCOUNT_MESSAGES.agreementAccepted,
  };
}

/**
 * /employee/agreement/pdf: the signed agreement with the employee's name, ID, employer and acceptance,
 * in the request's language (the same version in either language). The acceptance's time is in the
 * reader's time zone when the request names one Intl knows, else in the employee's province's, and
 * says which. Every page is numbered, and every page after the first names the employee.
 */
export async function agreementPdf(
  s: Services,
  me: EmployeeContext,
  language: Language = 'en',
  timeZone?: string,
): Promise<BinaryAnswer> {
  const t = ACCOUNT_TEXT[language].agreementPdf;
  const title = AGREEMENT_TITLES[language];
  const id = me.id;
  const { e, r } = await requireAccount(s, id);
  const signed = await latestAcceptance(s.db, id);
  if (!signed) throw notFound(ACCOUNT_MESSAGES.agreementNotSigned);
  const zone = knownTimeZone(timeZone) ?? provinceTimeZone(e.province);
  const acceptedAt = formatDateTimeIn(signed.acceptedAt, language, zone);
  const name = `${e.firstName} ${e.lastName}`;
  const sections = agreementSections(partiesFor(s, r), language);
  const bytes = await renderPdf(
    title,
    (doc) => {
      doc.font(FONT.bold).fontSize(16).text(title);
      doc.font(FONT.regular).fontSize(10).text(s.config.PROVIDER_NAME).moveDown();
      doc.fontSize(11);
      field(doc, t.employee, name, language);
      field(doc, t.employeeId, String(e.id), language);
      field(doc, t.employer, `${r.name} (${r.id})`, language);
      field(doc, t.acceptedOnline, acceptedAt, language);
      field(doc, t.version, signed.agreementVersion, language);
      doc.moveDown();
      for (const section of sections) {
        doc.font(FONT.bold).fontSize(11).text(section.heading);
        doc.font(FONT.regular).fontSize(10).text(section.body, { align: 'left' }).moveDown(0.6);
      }
      doc.moveDown();
      doc
        .font(FONT.italic)
        .fontSize(9)
        .text(fillIn(t.acceptedBy, { name, id: e.id, date: acceptedAt }));
      framePages(doc, {
        pageLabel: (page, pages) => fillIn(t.page, { page, pages }),
        runningHead: fillIn(t.runningHead, { title, name, id: e.id }),
      });
    },
    { bufferPages: true },
  );
  return {
    bytes,
    mimeType: 'application/pdf',
    fileName: asciiFileName(fillIn(t.fileName, { id: e.id })),
    disposition: 'inline',
  };
}
