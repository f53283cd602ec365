import { ErrorCode, type Api, type BinaryAnswer, type ResponseOf } from '@benefits/contract';
import {
  AUDIT_MESSAGES,
  AUDIT_REASON_MAX_LENGTH,
  auditReasonProblem,
  isLanguage,
  keyedMessage,
  maskAccountNumber,
  paths,
  type AuditResult,
  type Language,
  type PAD_AUDIT_TYPES,
  type StaffLogSubjectKind,
} from '@benefits/domain';
import { AppError, notFound, validationError } from '../../../platform/errors';
import { queueMail } from '../../../platform/mail';
import type { StaffContext } from '../../../platform/principals';
import type { Db, Tx } from '../../../db/client';
import type { Log, Services } from '../../../platform/services';
import { notify } from '../../notifications/service';
import { latestBankingDocument } from '../../partner-account/queries';
import { recordStaffAction } from '../../tools/service/staff-log';
import {
  agentPad,
  agentPadsWaiting,
  employeePad,
  employeePadsWaiting,
  employerPad,
  employerPadsWaiting,
  fileRow,
  languageOf,
  latestPadVerdict,
  setCompanyBankingVerify,
  setEmployee,
  setEmployer,
  settleAgentBanking,
} from '../queries';
import { padFailedMail, padFailedNotification, sentence } from '../text';

type PadType = (typeof PAD_AUDIT_TYPES)[number];

/** Whom the staff log names for each kind of banking (an agent's is a partner's, as acting is). */
const SUBJECT_KIND = {
  agent: 'partner',
  employee: 'employee',
  employer: 'company',
} as const satisfies Record<PadType, StaffLogSubjectKind>;
type PadDetails = ResponseOf<Api['auditPadGet']>['pad'];

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const padNotFound = () => notFound(AUDIT_MESSAGES.padNotFound);

/**
 * /tools/get-audit-pads: banking details of a type waiting for verification, oldest first. An agent's
 * are their commission account, from the sign-up (decision 0036) or /partner/banking (decision 0040).
 */
export async function padQueue(s: Services, type: PadType): Promise<ResponseOf<Api['getAuditPads']>> {
  if (type === 'employee') {
    const rows = await employeePadsWaiting(s.db);
    return {
      pads: rows.map((r) => ({
        type,
        id: r.id,
        name: name(r),
        company: r.company,
        accountNumber: maskAccountNumber(r.accountLast4),
        updatedAt: r.updatedAt.toISOString(),
      })),
    };
  }
  if (type === 'employer') {
    const rows = await employerPadsWaiting(s.db);
    return {
      pads: rows.map((r) => ({
        type,
        id: r.id,
        name: r.name,
        company: '',
        accountNumber: maskAccountNumber(r.accountLast4),
        updatedAt: r.updatedAt.toISOString(),
      })),
    };
  }
  const rows = await agentPadsWaiting(s.db);
  return {
    pads: rows.map((r) => ({
      type,
      id: r.id,
      name: r.name,
      company: r.company,
      accountNumber: maskAccountNumber(r.accountLast4),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/** The details of one set of banking details (account number masked), or undefined. */
async function details(s: Services, type: PadType, id: number) {
  if (type === 'employee') {
    const row = await employeePad(s.db, id);
    if (!row) return undefined;
    const pad: Omit<PadDetails, 'document'> = {
      type,
      id,
      name: name(row.employee),
      company: row.company,
      email: row.employee.email,
      transitNumber: s.sealer.open(row.banking.transitSealed),
      institutionNumber: s.sealer.open(row.banking.institutionSealed),
      accountNumber: maskAccountNumber(row.banking.accountLast4),
      updatedAt: row.banking.updatedAt.toISOString(),
      waiting: row.employee.employeeChequeVerifyRequired,
    };
    return { pad, fileId: row.banking.documentFileId };
  }
  if (type === 'employer') {
    const row = await employerPad(s.db, id);
    if (!row) return undefined;
    const pad: Omit<PadDetails, 'document'> = {
      type,
      id,
      name: row.employer.name,
      company: '',
      email: row.admin.email,
      transitNumber: s.sealer.open(row.banking.transitSealed),
      institutionNumber: s.sealer.open(row.banking.institutionSealed),
      accountNumber: maskAccountNumber(row.banking.accountLast4),
      updatedAt: row.banking.updatedAt.toISOString(),
      waiting: row.banking.verifyRequired,
    };
    return { pad, fileId: row.banking.documentFileId };
  }
  const row = await agentPad(s.db, id);
  if (!row) return undefined;
  const pad: Omit<PadDetails, 'document'> = {
    type,
    id,
    name: row.partner.agentName,
    company: row.partner.company,
    email: row.partner.email,
    transitNumber: s.sealer.open(row.banking.transitSealed),
    institutionNumber: s.sealer.open(row.banking.institutionSealed),
    accountNumber: maskAccountNumber(row.banking.accountLast4),
    updatedAt: row.banking.updatedAt.toISOString(),
    waiting: row.banking.verifyRequired,
  };
  // The void cheque or bank letter the partner sent with the account (the sign-up carries none).
  const document = await latestBankingDocument(s.db, id);
  return { pad, fileId: document?.id ?? null };
}

/** /tools/audit-pad/get: the details and their document's description; the opening is logged. */
export async function padDetails(
  s: Services,
  staff: StaffContext,
  type: PadType,
  id: number,
): Promise<ResponseOf<Api['auditPadGet']>> {
  const found = await details(s, type, id);
  if (!found) throw padNotFound();
  const file = found.fileId !== null ? await fileRow(s.db, found.fileId) : undefined;
  await recordStaffAction(s.db, {
    staffId: staff.id,
    action: 'pad-audit.open',
    subject: { kind: SUBJECT_KIND[type], id },
    at: s.now(),
  });
  return {
    pad: {
      ...found.pad,
      document: file
        ? {
            id: file.id,
            fileName: file.fileName,
            mimeType: file.mimeType,
            size: file.sizeBytes,
            uploadedAt: file.createdAt.toISOString(),
          }
        : null,
    },
  };
}

/** /tools/audit-pad/file: the void cheque, inline; the viewing is logged. */
export async function padDocument(
  s: Services,
  staff: StaffContext,
  type: PadType,
  id: number,
): Promise<BinaryAnswer> {
  const found = await details(s, type, id);
  if (!found) throw padNotFound();
  const file = found.fileId !== null ? await fileRow(s.db, found.fileId) : undefined;
  if (!file) throw notFound(AUDIT_MESSAGES.padDocumentMissing);
  await recordStaffAction(s.db, {
    staffId: staff.id,
    action: 'pad-audit.view-file',
    subject: { kind: SUBJECT_KIND[type], id },
    detail: { key: 'text', values: { text: file.fileName } },
    at: s.now(),
  });
  return {
    bytes: await s.files.get(file.storageKey),
    mimeType: file.mimeType,
    fileName: file.fileName,
    disposition: 'inline',
  };
}

const notWaiting = () => new AppError(ErrorCode.CONFLICT, { GENERAL: AUDIT_MESSAGES.padNotWaiting });

/**
 * /tools/audit-pad/pass and /fail, in one transaction under the owner's row lock: only details still
 * waiting are settled (a second auditor is answered "no longer waiting"). A pass clears the flag; a
 * fail clears it too and marks the banking as missing, so the owner is asked to enter it again (with
 * a new void cheque, which puts it back in the queue), and tells them: a notification (employees,
 * company administrators) and a mail in their language.
 */
export async function settlePad(
  s: Services,
  staff: StaffContext,
  input: { type: PadType; id: number; reason?: string | undefined },
  result: AuditResult,
  log: Log,
): Promise<ResponseOf<Api['auditPadPass']>> {
  const problem = auditReasonProblem(result, input.reason);
  if (problem === 'reasonRequired')
    throw validationError({ reason: AUDIT_MESSAGES.reasonRequired }, AUDIT_MESSAGES.reasonRequired);
  if (problem === 'reasonTooLong') {
    const message = keyedMessage('audits.reasonTooLong', { max: AUDIT_REASON_MAX_LENGTH });
    throw validationError({ reason: message }, message);
  }
  const reason = (input.reason ?? '').trim();
  const { type, id } = input;
  const now = s.now();
  const told = await s.db.transaction(async (tx) => {
    let person: { kind: 'employee' | 'partner'; subjectId: string; email: string; name: string };
    let link: string;
    if (type === 'employee') {
      const row = await employeePad(tx, id, true);
      if (!row) throw padNotFound();
      if (!row.employee.employeeChequeVerifyRequired) throw notWaiting();
      await setEmployee(tx, id, {
        employeeChequeVerifyRequired: false,
        ...(result === 'FAIL' ? { missingBanking: true } : {}),
      });
      person = {
        kind: 'employee',
        subjectId: String(id),
        email: row.employee.email,
        name: name(row.employee),
      };
      link = `${s.config.publicUrl}${paths.employee.bankingDetails.path}`;
    } else if (type === 'agent') {
      const row = await agentPad(tx, id, true);
      if (!row) throw padNotFound();
      if (!row.banking.verifyRequired) throw notWaiting();
      await settleAgentBanking(tx, id, result === 'FAIL');
      person = {
        kind: 'partner',
        subjectId: String(id),
        email: row.partner.email,
        name: row.partner.agentName,
      };
      link = `${s.config.publicUrl}${paths.partner.banking.path}`;
    } else {
      const row = await employerPad(tx, id, true);
      if (!row) throw padNotFound();
      if (!row.banking.verifyRequired) throw notWaiting();
      await setCompanyBankingVerify(tx, id, false);
      if (result === 'FAIL') await setEmployer(tx, id, { missingCompanyBanking: true });
      person = {
        kind: 'employee',
        subjectId: String(row.admin.id),
        email: row.admin.email,
        name: name(row.admin),
      };
      link = `${s.config.publicUrl}${paths.company.businessBanking.path}`;
    }
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: result === 'PASS' ? 'pad-audit.pass' : 'pad-audit.fail',
      subject: { kind: SUBJECT_KIND[type], id },
      ...(reason ? { detail: { key: 'text', values: { text: reason } } } : {}),
      at: now,
    });
    if (result === 'PASS') return null;
    const stored = await languageOf(tx, person.kind, person.subjectId);
    const language: Language = isLanguage(stored) ? stored : 'en';
    await queueMail(s, tx, {
      to: person.email,
      ...padFailedMail(language, {
        provider: s.config.PROVIDER_NAME,
        supportEmail: s.config.SUPPORT_EMAIL,
        name: person.name,
        reason,
        link,
      }),
    });
    return { person, link };
  });
  if (told) {
    try {
      await notify(s.db, {
        kind: told.person.kind,
        subjectId: told.person.subjectId,
        ...padFailedNotification(reason),
        webOnPress: told.link.slice(s.config.publicUrl.length),
        createdAt: now,
      });
    } catch (err) {
      log.error(
        { type, id, err: err instanceof Error ? err.message : String(err) },
        'the refused-banking notification could not be written',
      );
    }
  }
  return { type, id, message: result === 'PASS' ? AUDIT_MESSAGES.padPassed : AUDIT_MESSAGES.padFailed };
}

/** Why staff refused an owner's banking and when, as the owner's banking page answers it. */
export type PadRefusal = NonNullable<ResponseOf<Api['employeeBankingDetails']>['refusal']>;

/**
 * The refusal the owner's banking page shows (employee /banking-details, partner /partner/banking,
 * company /business-banking): the reason and time of staff's latest verdict on that banking, when the
 * verdict was a fail and the refusal is still current: the banking is still flagged missing (every
 * save clears the flag) and nothing was submitted after the fail. Undefined otherwise: after a pass,
 * after new details, and for banking staff never refused. `missing` and `submittedAt` are what the
 * owner's module holds: its missing-banking flag and when its banking was last saved (null if never).
 * The owner's save asks it too, in its transaction under the owner's lock: while a refusal is current,
 * the employee's, the company's and the partner's save needs a new void cheque or bank letter (the
 * contract's PAD_REFUSAL_SAVE_MESSAGES), which queues it for verification again, even with the same
 * numbers.
 */
export async function padRefusal(
  db: Db | Tx,
  type: PadType,
  id: number,
  banking: { missing: boolean; submittedAt: Date | null },
): Promise<PadRefusal | undefined> {
  if (!banking.missing) return undefined;
  const verdict = await latestPadVerdict(db, SUBJECT_KIND[type], String(id));
  if (verdict?.action !== 'pad-audit.fail') return undefined;
  if (banking.submittedAt && banking.submittedAt > verdict.at) return undefined;
  const values = verdict.detailValues as { text?: unknown } | null;
  const reason =
    verdict.detailKey === 'text' && typeof values?.text === 'string' ? values.text : verdict.detail;
  return { reason: sentence(reason), refusedAt: verdict.at.toISOString() };
}

/**
 * When staff passed the owner's banking (contract's padVerifiedAtSchema), as the owner's banking page
 * answers it (employee /banking-details, partner /partner/banking, company /business-banking): the time
 * of staff's latest verdict on that banking, when that verdict was a pass and it still speaks for the
 * details on file: they are neither missing nor waiting for verification, and nothing was submitted
 * after the pass. Undefined otherwise (never audited, refused, waiting, or changed since).
 */
export async function padVerifiedAt(
  db: Db | Tx,
  type: PadType,
  id: number,
  banking: { missing: boolean; waiting: boolean; submittedAt: Date | null },
): Promise<string | undefined> {
  if (banking.missing || banking.waiting || !banking.submittedAt) return undefined;
  const verdict = await latestPadVerdict(db, SUBJECT_KIND[type], String(id));
  if (verdict?.action !== 'pad-audit.pass') return undefined;
  if (banking.submittedAt > verdict.at) return undefined;
  return verdict.at.toISOString();
}
