import type { Api, BinaryAnswer, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import { API_MESSAGES } from '@benefits/contract';
import {
  EMPLOYER_DETAILS_MAX_LENGTHS,
  employerDetailsSchema,
  EMPLOYER_MESSAGES,
  isWellnessCategory,
  lengthErrors,
  maskAccountNumber,
  MESSAGES,
  PAD_AGREEMENT_VERSION,
  PAD_CONFIRMATION_LEAD_DAYS,
  PAD_SIGNATORY_MAX_LENGTH,
  WELLNESS_CATEGORIES,
} from '@benefits/domain';
import {
  BANK_NUMBER_FIELDS,
  openBankNumbers,
  sealBankNumbers,
  shownBankNumbers,
} from '../../platform/bank-numbers';
import { unauthenticated, validationError } from '../../platform/errors';
import { fieldErrors, type Caller } from '../../platform/http';
import { queueMail } from '../../platform/mail';
import type { CompanyContext, EmployeeContext } from '../../platform/principals';
import type { Db, Tx } from '../../db/client';
import type { Services } from '../../platform/services';
import { checkUploadedBytes, ownedDownload, ownedFileInfo, storeFile } from '../../platform/uploads';
import { actorOf, recordChanges, type Party } from '../account/service/change-log';
import { padRefusal, padVerifiedAt } from '../audits/service/pads';
import {
  padConfirmationMail,
  padSections,
  padTitle,
  type PadLanguage,
  type PadParties,
} from './pad-agreement';
import {
  loadAdmin,
  loadCompanyBanking,
  loadEmployer,
  lockEmployer,
  recordPadAgreement,
  saveCompanyBanking,
  updateEmployer,
  type CompanyBankingRow,
  type EmployerRow,
} from './queries';

type EmployerAnswer = ResponseOf<Api['employerGet']>['employer'];
type CompanyBanking = ResponseOf<Api['employerBankingDetails']>['banking'];

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');
const DAY_MS = 86_400_000;

/** The company's files (its void cheque) belong to the company, not to the admin who sent them. */
const ownerOf = (company: CompanyContext) => ({ kind: 'employer', id: String(company.id) });

/**
 * Who acts and whose data it is, for the change log: the admin acts; the data is the company's.
 * Every employer endpoint acts for the caller's own company (the scope's), never one from the payload.
 */
function partiesOf(me: EmployeeContext, company: CompanyContext): { actor: Party; subject: Party } {
  return {
    actor: actorOf(me),
    subject: { kind: 'employer', id: String(company.id) },
  };
}

async function requireEmployer(s: Services, company: CompanyContext): Promise<EmployerRow> {
  const row = await loadEmployer(s.db, company.id);
  // The session's company is gone: the session has ended.
  if (!row) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return row;
}

function employerAnswer(r: EmployerRow): EmployerAnswer {
  const categories = new Set(r.wellnessCategories.filter(isWellnessCategory));
  return {
    EMPLOYER: r.id,
    EMPLOYER_NAME: r.name,
    CONTRACT_TYPE: r.contractType,
    PLAN_CODE: r.planCode,
    STREET1: r.street1,
    CITY: r.city,
    POSTCODE: r.postcode,
    PROVINCE: r.province,
    TELEPHONE: r.telephone,
    CELLPHONE: r.cellphone,
    FAX: r.fax,
    HAS_WELLNESS: yn(r.hasWellness),
    ONLINE_CLAIM_OK: yn(r.onlineClaimOk),
    BANKING_INFO_WAIVED: yn(r.bankingInfoWaived),
    WELLNESS_CATEGORIES: WELLNESS_CATEGORIES.filter((c) => categories.has(c)),
    MISSING_COMPANY_INFO: yn(r.missingCompanyInfo),
    MISSING_COMPANY_BANKING: yn(r.missingCompanyBanking),
  };
}

/** The update fields as the change log records them (docs/product §3 "Employer"). */
const detailsOf = (r: EmployerRow) => ({
  STREET1: r.street1,
  CITY: r.city,
  POSTCODE: r.postcode,
  PROVINCE: r.province,
  TELEPHONE: r.telephone,
  CELLPHONE: r.cellphone,
  FAX: r.fax,
});

export async function getEmployer(
  s: Services,
  company: CompanyContext,
): Promise<ResponseOf<Api['employerGet']>> {
  return { employer: employerAnswer(await requireEmployer(s, company)) };
}

/**
 * /employer/update: the details are checked with the domain's employer rules (docs/product §5 "Employer
 * details"), saved, MISSING_COMPANY_INFO cleared, and each changed field logged, in one transaction.
 */
export async function updateEmployerDetails(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
  input: ParsedRequestOf<Api['employerUpdate']>,
): Promise<ResponseOf<Api['employerUpdate']>> {
  const parsed = employerDetailsSchema.safeParse(input);
  if (!parsed.success) throw validationError(fieldErrors(parsed.error), MESSAGES.correctMissingInformation);
  const v = parsed.data;
  const tooLong = lengthErrors(v, EMPLOYER_DETAILS_MAX_LENGTHS);
  if (Object.keys(tooLong).length > 0) throw validationError(tooLong, MESSAGES.correctMissingInformation);
  await requireEmployer(s, company);
  const now = s.now();
  const { actor, subject } = partiesOf(me, company);
  const after = {
    STREET1: v.STREET1,
    CITY: v.CITY,
    POSTCODE: v.POSTCODE,
    PROVINCE: v.PROVINCE,
    TELEPHONE: v.TELEPHONE,
    CELLPHONE: v.CELLPHONE,
    FAX: v.FAX,
  };
  const saved = await s.db.transaction(async (tx) => {
    const current = await lockEmployer(tx, company.id);
    await updateEmployer(tx, company.id, {
      street1: after.STREET1,
      city: after.CITY,
      postcode: after.POSTCODE,
      province: after.PROVINCE,
      telephone: after.TELEPHONE,
      cellphone: after.CELLPHONE,
      fax: after.FAX,
      // Every required field is present (the schema said so): the company's information is complete.
      missingCompanyInfo: false,
    });
    await recordChanges(
      tx,
      actor,
      subject,
      'employer',
      String(company.id),
      { ...detailsOf(current), MISSING_COMPANY_INFO: current.missingCompanyInfo },
      { ...after, MISSING_COMPANY_INFO: false },
      [],
      now,
    );
    return lockEmployer(tx, company.id);
  });
  return { employer: employerAnswer(saved), message: EMPLOYER_MESSAGES.companySaved };
}

// ---- Business banking ---------------------------------------------------------------------------

function parties(s: Services, r: EmployerRow): PadParties {
  return {
    payeeName: s.config.PROVIDER_NAME,
    payeeEmail: s.config.SUPPORT_EMAIL,
    payeeUrl: s.config.publicUrl,
    companyName: r.name,
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** What is on file, as answered: the account number masked, never in clear. */
async function bankingAnswer(
  s: Services,
  company: CompanyContext,
  row: CompanyBankingRow | undefined,
): Promise<CompanyBanking> {
  if (!row) {
    return {
      onFile: false,
      transitNumber: '',
      institutionNumber: '',
      accountNumber: '',
      signatoryName: '',
      prenotificationWaived: 'N',
      agreementVersion: null,
      acceptedAt: null,
      firstDebitFrom: null,
      document: null,
      updatedAt: null,
    };
  }
  return {
    onFile: true,
    ...shownBankNumbers(s.sealer, row),
    signatoryName: row.signatoryName,
    prenotificationWaived: yn(row.prenotificationWaived),
    agreementVersion: row.agreementVersion,
    acceptedAt: row.acceptedAt.toISOString(),
    firstDebitFrom: isoDay(new Date(row.acceptedAt.getTime() + PAD_CONFIRMATION_LEAD_DAYS * DAY_MS)),
    document: await ownedFileInfo(s.db, ownerOf(company), row.documentFileId),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getCompanyBanking(
  s: Services,
  company: CompanyContext,
  input: ParsedRequestOf<Api['employerBankingDetails']>,
): Promise<ResponseOf<Api['employerBankingDetails']>> {
  const r = await requireEmployer(s, company);
  const language: PadLanguage = input.language;
  const p = parties(s, r);
  const row = await loadCompanyBanking(s.db, company.id);
  const refusal = await padRefusal(s.db, 'employer', company.id, {
    missing: r.missingCompanyBanking,
    submittedAt: row?.updatedAt ?? null,
  });
  const verifiedAt = await padVerifiedAt(s.db, 'employer', company.id, {
    missing: r.missingCompanyBanking,
    waiting: row?.verifyRequired ?? false,
    submittedAt: row?.updatedAt ?? null,
  });
  return {
    banking: await bankingAnswer(s, company, row),
    agreement: {
      version: PAD_AGREEMENT_VERSION,
      title: padTitle(language),
      category: 'BUSINESS',
      payee: { name: p.payeeName, email: p.payeeEmail, url: p.payeeUrl },
      sections: padSections(language, p),
    },
    BANKING_INFO_WAIVED: yn(r.bankingInfoWaived),
    MISSING_COMPANY_BANKING: yn(r.missingCompanyBanking),
    ...(refusal ? { refusal } : {}),
    ...(verifiedAt ? { verifiedAt } : {}),
  };
}

/**
 * /employer/banking-details/save: the void cheque is checked by its bytes first (required when none
 * is on file, and while staff's refusal of the account on file is current: `padRefusal`, decision
 * 0029); then, in one transaction, the numbers are sealed and saved, the PAD agreement's
 * acceptance recorded, MISSING_COMPANY_BANKING cleared, every change logged (bank numbers masked) and
 * the agreement's confirmation queued on the outbox. A failure anywhere saves nothing.
 */
export async function saveCompanyBankingDetails(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
  caller: Caller,
  input: ParsedRequestOf<Api['employerBankingDetailsSave']>,
): Promise<ResponseOf<Api['employerBankingDetailsSave']>> {
  if (input.signatoryName.length > PAD_SIGNATORY_MAX_LENGTH) {
    throw validationError(
      lengthErrors({ signatoryName: input.signatoryName }, { signatoryName: PAD_SIGNATORY_MAX_LENGTH }),
      MESSAGES.correctMissingInformation,
    );
  }
  await requireEmployer(s, company);
  const admin = await loadAdmin(s.db, me.id);
  if (!admin) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  const checked = input.image ? checkUploadedBytes(input.image, { kind: 'document' }) : null;
  const now = s.now();
  const { actor, subject } = partiesOf(me, company);
  const noCheque = () =>
    validationError({ image: EMPLOYER_MESSAGES.voidChequeRequired }, MESSAGES.correctMissingInformation);
  const newChequeRequired = () =>
    validationError(
      { image: EMPLOYER_MESSAGES.newVoidChequeRequired },
      EMPLOYER_MESSAGES.newVoidChequeRequired,
    );
  if (!checked && !(await loadCompanyBanking(s.db, company.id))?.documentFileId) throw noCheque();

  const { row, employer } = await s.db.transaction(async (tx) => {
    const current = await lockEmployer(tx, company.id);
    const old = await loadCompanyBanking(tx, company.id);
    if (!checked && !old?.documentFileId) throw noCheque();
    // Staff refused the account on file (a failed PAD audit): it is taken again only with a new void
    // cheque, which queues it for verification; the refused one on file does not count.
    if (!checked) {
      const refusal = await padRefusal(tx, 'employer', company.id, {
        missing: current.missingCompanyBanking,
        submittedAt: old?.updatedAt ?? null,
      });
      if (refusal) throw newChequeRequired();
    }
    const stored = checked ? await storeFile(tx, s.files, ownerOf(company), 'banking', checked, now) : null;
    const documentFileId = stored?.id ?? old?.documentFileId ?? null;
    const waived = input.prenotificationWaived === 'Y';
    const saved = await saveCompanyBanking(tx, {
      employerId: company.id,
      ...sealBankNumbers(s.sealer, input),
      documentFileId,
      // A new void cheque waits for staff verification (tools PAD audit, decision 0029).
      verifyRequired: stored !== null || (old?.verifyRequired ?? false),
      signatoryName: input.signatoryName,
      prenotificationWaived: waived,
      agreementVersion: PAD_AGREEMENT_VERSION,
      acceptedAt: now,
      acceptedBy: me.id,
      updatedAt: now,
    });
    await recordPadAgreement(tx, {
      employerId: company.id,
      acceptedBy: me.id,
      signatoryName: input.signatoryName,
      agreementVersion: PAD_AGREEMENT_VERSION,
      accountLast4: saved.accountLast4,
      prenotificationWaived: waived,
      language: input.language,
      ip: caller.ip.slice(0, 100),
      acceptedAt: now,
    });
    const before = old
      ? {
          ...openBankNumbers(s.sealer, old),
          signatoryName: old.signatoryName,
          prenotificationWaived: old.prenotificationWaived,
          agreementVersion: old.agreementVersion,
          acceptedAt: old.acceptedAt.toISOString(),
          document: old.documentFileId,
        }
      : null;
    const after = {
      transitNumber: input.transitNumber,
      institutionNumber: input.institutionNumber,
      accountNumber: input.accountNumber,
      signatoryName: input.signatoryName,
      prenotificationWaived: waived,
      agreementVersion: PAD_AGREEMENT_VERSION,
      acceptedAt: now.toISOString(),
      document: documentFileId,
    };
    await recordChanges(
      tx,
      actor,
      subject,
      'companyBanking',
      String(company.id),
      before,
      after,
      BANK_NUMBER_FIELDS,
      now,
    );
    if (current.missingCompanyBanking) {
      await updateEmployer(tx, company.id, { missingCompanyBanking: false });
      await recordChanges(
        tx,
        actor,
        subject,
        'employer',
        String(company.id),
        { MISSING_COMPANY_BANKING: true },
        { MISSING_COMPANY_BANKING: false },
        [],
        now,
      );
    }
    await queueMail(
      s,
      tx,
      padConfirmationMail(admin.email, parties(s, current), {
        signatoryName: input.signatoryName,
        acceptedOn: isoDay(now),
        institutionNumber: input.institutionNumber,
        transitNumber: input.transitNumber,
        maskedAccount: maskAccountNumber(saved.accountLast4),
        prenotificationWaived: waived,
      }),
    );
    return { row: saved, employer: { ...current, missingCompanyBanking: false } };
  });
  return {
    banking: await bankingAnswer(s, company, row),
    BANKING_INFO_WAIVED: yn(employer.bankingInfoWaived),
    MISSING_COMPANY_BANKING: 'N',
    message: EMPLOYER_MESSAGES.companyBankingSaved,
  };
}

/** The company's void cheque, as uploaded; "not found" when there is none. */
export async function companyBankingDocument(s: Services, company: CompanyContext): Promise<BinaryAnswer> {
  const banking = await loadCompanyBanking(s.db, company.id);
  return ownedDownload(
    s,
    ownerOf(company),
    banking?.documentFileId,
    EMPLOYER_MESSAGES.companyBankingDocumentMissing,
  );
}

/**
 * The name and e-mail of a company administrator, for the mails other company modules send them
 * (the plan module's EFT payee details); the PAD confirmation reads the same row.
 */
export async function companyAdminContact(
  db: Db | Tx,
  employeeId: number,
): Promise<{ firstName: string; lastName: string; email: string } | undefined> {
  return loadAdmin(db, employeeId);
}
