import { ErrorCode, type Api, type BinaryAnswer, type ResponseOf } from '@benefits/contract';
import {
  AUDIT_MESSAGES,
  auditedClaimStatus,
  auditReasonProblem,
  isLanguage,
  keyedMessage,
  AUDIT_REASON_MAX_LENGTH,
  reversalEntries,
  settledAuditState,
  type AuditResult,
  type ClaimType,
  type Language,
  ledgerReference,
  paths,
} from '@benefits/domain';
import { AppError, notFound, validationError } from '../../../platform/errors';
import { queueMail } from '../../../platform/mail';
import type { StaffContext } from '../../../platform/principals';
import type { Log, Services } from '../../../platform/services';
import { historyNoteIn, serviceNameIn } from '../../claims/text';
import { notify } from '../../notifications/service';
import { recordStaffAction } from '../../tools/service/staff-log';
import {
  claimFile,
  claimFilesOf,
  claimHistoryOf,
  claimItemsOf,
  claimLedgerRows,
  claimOwner,
  claimsInAudit,
  insertHistory,
  insertLedger,
  languageOf,
  lockEmployeeRow,
  otherClaimsInAudit,
  setEmployee,
  settleClaimRow,
  submittedClaim,
} from '../queries';
import {
  claimFailedMail,
  claimFailedNotification,
  claimPassedMail,
  claimPassedNotification,
  type FailedClaim,
  type PassedClaim,
} from '../text';

const fileInfo = (f: {
  id: number;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
}) => ({
  id: f.id,
  fileName: f.fileName,
  mimeType: f.mimeType,
  size: f.sizeBytes,
  uploadedAt: f.createdAt.toISOString(),
});

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** /tools/get-audit-claims: the queue, oldest first. */
export async function auditQueue(s: Services): Promise<ResponseOf<Api['getAuditClaims']>> {
  const rows = await claimsInAudit(s.db);
  return {
    claims: rows.map((r) => ({
      id: r.id,
      type: r.type as ClaimType,
      employeeId: r.employeeId,
      employeeName: name(r),
      employerName: r.employerName,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      claimedCents: r.claimedCents,
      payableCents: r.payableCents,
      auditFiles: r.auditFiles,
    })),
  };
}

/** /tools/audit-claim/get: the claim with its items, files and history; the opening is logged. */
export async function auditClaim(
  s: Services,
  staff: StaffContext,
  claimId: number,
  language: Language = 'en',
): Promise<ResponseOf<Api['auditClaimGet']>> {
  const row = await submittedClaim(s.db, claimId);
  if (!row) throw notFound(AUDIT_MESSAGES.claimNotFound);
  const [owner, items, attached, history] = await Promise.all([
    claimOwner(s.db, row.employeeId),
    claimItemsOf(s.db, row.id),
    claimFilesOf(s.db, row.id),
    claimHistoryOf(s.db, row.id),
  ]);
  await recordStaffAction(s.db, {
    staffId: staff.id,
    action: 'claim-audit.open',
    subject: { kind: 'claim', id: row.id },
    detail: { key: 'employee', values: { employeeId: row.employeeId } },
    at: s.now(),
  });
  return {
    claim: {
      id: row.id,
      type: row.type as ClaimType,
      status: row.status as 'A',
      employee: {
        id: row.employeeId,
        name: owner ? name(owner) : '',
        email: owner?.email ?? '',
        employerName: owner?.employerName ?? '',
      },
      submittedAt: row.submittedAt?.toISOString() ?? null,
      planYear: row.planYear,
      claimedCents: row.claimedCents,
      copayCents: row.copayCents,
      payableCents: row.payableCents,
      previousYearPayableCents: row.previousYearPayableCents,
      items: items.map((i) => ({
        id: i.id,
        patientName: i.patientName,
        // The service and the history in the staff member's language, as the claims' own reports.
        serviceName: serviceNameIn(i, language),
        provider: i.provider,
        serviceDate: i.serviceDate,
        amountCents: i.amountCents,
      })),
      receipts: attached.filter((a) => a.kind === 'receipt').map((a) => fileInfo(a.file)),
      auditFiles: attached.filter((a) => a.kind === 'audit').map((a) => fileInfo(a.file)),
      history: history.map((h) => ({
        status: h.status,
        note: historyNoteIn(h.note, language),
        at: h.at.toISOString(),
      })),
    },
  };
}

/** /tools/audit-claim/file: one receipt or audit document of the claim, inline; the viewing is logged. */
export async function auditClaimDocument(
  s: Services,
  staff: StaffContext,
  claimId: number,
  fileId: number,
): Promise<BinaryAnswer> {
  const found = await claimFile(s.db, claimId, fileId);
  if (!found) throw notFound(AUDIT_MESSAGES.fileNotFound);
  await recordStaffAction(s.db, {
    staffId: staff.id,
    action: 'claim-audit.view-file',
    subject: { kind: 'claim', id: claimId },
    detail: {
      key: 'claimFile',
      values: {
        file: found.kind === 'audit' ? 'audit' : 'receipt',
        fileId: found.file.id,
        fileName: found.file.fileName,
      },
    },
    at: s.now(),
  });
  return {
    bytes: await s.files.get(found.file.storageKey),
    mimeType: found.file.mimeType,
    fileName: found.file.fileName,
    disposition: 'inline',
  };
}

function checkReason(result: AuditResult, reason: string | undefined): string {
  const problem = auditReasonProblem(result, reason);
  if (problem === 'reasonRequired')
    throw validationError({ reason: AUDIT_MESSAGES.reasonRequired }, AUDIT_MESSAGES.reasonRequired);
  if (problem === 'reasonTooLong') {
    const message = keyedMessage('audits.reasonTooLong', { max: AUDIT_REASON_MAX_LENGTH });
    throw validationError({ reason: message }, message);
  }
  return (reason ?? '').trim();
}

const notInAudit = () => new AppError(ErrorCode.CONFLICT, { GENERAL: AUDIT_MESSAGES.claimNotInAudit });

/**
 * Settles a claim in audit, in one transaction: the employee row is locked first (as submission
 * does: every balance change of an employee goes through that lock), then the claim is moved out of
 * audit only if it is still in audit (a conditional update: of two auditors at once, the second
 * changes nothing and is answered "no longer in audit"); a fail gives back each of the claim's
 * ledger rows; the employee's audit state is settled when no other claim of theirs is in audit; the
 * status history and the staff log are written; the employee's mail (passed: it will be paid; failed:
 * why, and what went back to the balance) is queued on the outbox. The in-app notification is written
 * after commit (as submission's is).
 */
export async function settleClaim(
  s: Services,
  staff: StaffContext,
  input: { claimId: number; reason?: string | undefined },
  result: AuditResult,
  log: Log,
): Promise<ResponseOf<Api['auditClaimPass']>> {
  const reason = checkReason(result, input.reason);
  const now = s.now();
  const found = await submittedClaim(s.db, input.claimId);
  if (!found) throw notFound(AUDIT_MESSAGES.claimNotFound);
  const status = auditedClaimStatus(result);
  const settled = await s.db.transaction(async (tx) => {
    const employee = await lockEmployeeRow(tx, found.employeeId);
    if (!employee) throw notFound(AUDIT_MESSAGES.claimNotFound);
    const claim = await submittedClaim(tx, input.claimId, true);
    if (!claim || claim.status !== 'A') throw notInAudit();
    if (!(await settleClaimRow(tx, claim.id, { status, auditResult: result, updatedAt: now })))
      throw notInAudit();
    let returned = 0;
    if (result === 'FAIL') {
      const back = reversalEntries(await claimLedgerRows(tx, claim.id));
      returned = back.reduce((sum, e) => sum + e.amountCents, 0);
      await insertLedger(
        tx,
        back.map((e) => ({
          employeeId: claim.employeeId,
          account: e.account,
          planYear: e.planYear,
          amountCents: e.amountCents,
          kind: 'CLAIM',
          reference: ledgerReference('claimAuditFailed', { id: claim.id }),
          claimId: claim.id,
          createdAt: now,
        })),
      );
    }
    const state = settledAuditState(await otherClaimsInAudit(tx, claim.employeeId, claim.id));
    if (employee.auditState !== state) await setEmployee(tx, claim.employeeId, { auditState: state });
    await insertHistory(tx, {
      claimId: claim.id,
      status,
      actorKind: 'staff',
      actorId: staff.username,
      note: result === 'PASS' ? `Audit passed${reason ? `: ${reason}` : ''}` : `Audit failed: ${reason}`,
      at: now,
    });
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: result === 'PASS' ? 'claim-audit.pass' : 'claim-audit.fail',
      subject: { kind: 'claim', id: claim.id },
      detail: reason
        ? { key: 'employeeReason', values: { employeeId: claim.employeeId, reason } }
        : { key: 'employee', values: { employeeId: claim.employeeId } },
      at: now,
    });
    const stored = await languageOf(tx, 'employee', String(claim.employeeId));
    const language: Language = isLanguage(stored) ? stored : 'en';
    const mail = {
      provider: s.config.PROVIDER_NAME,
      supportEmail: s.config.SUPPORT_EMAIL,
      firstName: employee.firstName,
    };
    if (result === 'PASS') {
      const d: PassedClaim = {
        claimId: claim.id,
        type: claim.type,
        reason,
        payableCents: claim.payableCents,
      };
      await queueMail(s, tx, {
        to: employee.email,
        ...claimPassedMail(language, {
          ...d,
          ...mail,
          link: `${s.config.publicUrl}${paths.employee.claimDetails.getHref({ id: claim.id })}`,
        }),
      });
      return { employeeId: claim.employeeId, claimId: claim.id, notice: claimPassedNotification(d) };
    }
    const d: FailedClaim = { claimId: claim.id, type: claim.type, reason, returnedCents: returned };
    await queueMail(s, tx, {
      to: employee.email,
      ...claimFailedMail(language, {
        ...d,
        ...mail,
        // "You can make a new claim at …": the claim page, not the failed claim's.
        link: `${s.config.publicUrl}${paths.claims.makeClaim.path}`,
      }),
    });
    return { employeeId: claim.employeeId, claimId: claim.id, notice: claimFailedNotification(d) };
  });
  try {
    await notify(s.db, {
      kind: 'employee',
      subjectId: String(settled.employeeId),
      ...settled.notice,
      webOnPress: paths.employee.claimDetails.getHref({ id: settled.claimId }),
      createdAt: now,
    });
  } catch (err) {
    log.error(
      { claimId: settled.claimId, err: err instanceof Error ? err.message : String(err) },
      `the ${result === 'PASS' ? 'passed' : 'failed'}-audit notification could not be written`,
    );
  }
  return {
    claimId: input.claimId,
    status,
    message: result === 'PASS' ? AUDIT_MESSAGES.claimPassed : AUDIT_MESSAGES.claimFailed,
  };
}
