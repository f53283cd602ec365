import { ErrorCode, type BinaryAnswer } from '@benefits/contract';
import {
  auditSelection,
  CLAIM_MESSAGES,
  centsToDecimalString,
  checkClaimItems,
  checkNewClaimItem,
  claimableServices,
  claimFileTypeMessage,
  claimLedgerEntries,
  dollarsToCents,
  keyedMessage,
  isInClaimWindow,
  patientClaimWindow,
  MAX_CLAIM_ITEM_CENTS,
  MESSAGES,
  orderedCategories,
  patientDependantId,
  priceClaim,
  SELF_PATIENT,
  serviceProblem,
  spendableBalances,
  type ClaimCostBreakdown,
  type ClaimItemIdentity,
  type ClaimType,
  type AuditReason,
  type Language,
  ledgerReference,
} from '@benefits/domain';
import { AppError, notFound, validationError } from '../../platform/errors';
import { queueMail, type Mail } from '../../platform/mail';
import type { Log, Services } from '../../platform/services';
import { checkUploadedBytes, ownedFile, storeFile } from '../../platform/uploads';
import { notify } from '../notifications/service';
import {
  assertMayClaim,
  checkClaimType,
  checkEmployeeField,
  loadClaimant,
  ownerOf,
  type Claimant,
} from './claimant';
import type { Tx } from '../../db/client';
import {
  activeServices,
  claimView,
  deleteClaimFile,
  deleteClaimItem,
  deleteFileRow,
  filesOf,
  findActiveService,
  insertClaim,
  insertClaimFile,
  insertClaimItem,
  insertLedgerRows,
  insertStatusHistory,
  markEmployeeAudited,
  recentProviders,
  setItemBreakdown,
  updateClaim,
  upsertProvider,
  incompleteClaims,
  itemsOf,
  itemsWithFrenchOf,
  lastClaimId,
  openClaimOf,
  ownedClaim,
  planYearBalances,
  submittedCount,
  type ClaimItemRow,
  type ClaimItemWithFrench,
  type ClaimRow,
} from './queries';
import { liveDependantOf, liveDependantsOf } from '../account/service/dependants';
import { confirmationMailText, submittedNotification } from './text';

/** At most this many receipts, and this many audit files, on one claim. */
export const MAX_FILES_PER_CLAIM = 20;

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, { GENERAL: message });
const claimNotFound = () => notFound(CLAIM_MESSAGES.claimNotFound);
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * The wellness categories a claim of `type` follows: a WSA claim's are the company's as they stand
 * today (decision 0026, amended: QA lifecycle F7); an HSA claim has none.
 */
const categoriesOf = (c: Claimant, type: ClaimType) =>
  type === 'WSA' ? orderedCategories(c.employer.wellnessCategories) : [];

const identity = (i: ClaimItemRow): ClaimItemIdentity => ({
  patient: i.dependantId === null ? SELF_PATIENT : String(i.dependantId),
  service: String(i.serviceId),
  service_date: i.serviceDate,
  provider: i.provider,
  amount: centsToDecimalString(i.amountCents),
});

/** The caller's claim in the status an action needs, locked for the rest of the transaction. */
async function lockOpenClaim(tx: Tx, employeeId: number, claimId: number) {
  const claim = await ownedClaim(tx, employeeId, claimId, true);
  if (!claim) throw claimNotFound();
  if (claim.status !== 'R') throw conflict(CLAIM_MESSAGES.claimNotOpen);
  return claim;
}

async function history(tx: Tx, claimId: number, status: string, employeeId: number, note: string, at: Date) {
  await insertStatusHistory(tx, {
    claimId,
    status,
    actorKind: 'employee',
    actorId: String(employeeId),
    note,
    at,
  });
}

/** /claims/pending: the open claim of each type and the last submitted claim. */
export async function pendingClaims(s: Services, employeeId: number, employee?: string) {
  const c = await loadClaimant(s.db, employeeId, s.now());
  checkEmployeeField(c, employee);
  if (c.flags.nonMemberAdminOnly)
    throw new AppError(ErrorCode.FORBIDDEN, { GENERAL: CLAIM_MESSAGES.nonMemberAdmin });
  const [incomplete, last] = await Promise.all([incompleteClaims(s.db, c), lastClaimId(s.db, employeeId)]);
  return { incompleteClaims: incomplete, lastClaimId: last };
}

/** /claim/id: the open claim of a type, started when there is none (one at a time, under the employee lock). */
export async function openClaim(
  s: Services,
  employeeId: number,
  input: { type: ClaimType; employee?: string },
) {
  const now = s.now();
  const { c, row } = await s.db.transaction(async (tx) => {
    const c = await loadClaimant(tx, employeeId, now, true);
    checkEmployeeField(c, input.employee);
    checkClaimType(c, input.type);
    assertMayClaim(c);
    const existing = await openClaimOf(tx, employeeId, input.type);
    if (existing) return { c, row: existing };
    const row = await insertClaim(tx, {
      employeeId,
      type: input.type,
      status: 'R',
      origin: 'O',
      createdAt: now,
      updatedAt: now,
    });
    await history(tx, row!.id, 'R', employeeId, 'Started', now);
    return { c, row: row! };
  });
  return { claimId: row.id, claim: await claimView(s.db, c, row) };
}

/** /claims/details: patients, services, providers, the window and balances for the claim form. */
export async function claimFormDetails(
  s: Services,
  employeeId: number,
  input: { type: ClaimType; employee?: string },
) {
  const c = await loadClaimant(s.db, employeeId, s.now());
  checkEmployeeField(c, input.employee);
  checkClaimType(c, input.type);
  assertMayClaim(c);
  const [deps, serviceRows, providerRows, balances, open] = await Promise.all([
    liveDependantsOf(s.db, employeeId),
    activeServices(s.db, input.type),
    recentProviders(s.db, employeeId),
    planYearBalances(s.db, c, input.type),
    openClaimOf(s.db, employeeId, input.type),
  ]);
  const spendable = spendableBalances(balances, c.window.runOut);
  const categories = categoriesOf(c, input.type);
  return {
    type: input.type,
    claimId: open?.id ?? null,
    patients: [
      { id: SELF_PATIENT, name: fullName(c.employee), relation: null, coveredSince: null },
      ...deps.map((d) => ({
        id: String(d.id),
        name: fullName(d),
        relation: d.relation,
        coveredSince: d.effectiveDate,
      })),
    ],
    // A WSA claim offers the services of the company's wellness categories only.
    services: claimableServices(input.type, serviceRows, categories).map((r) => ({
      id: r.id,
      name: r.name,
      nameFr: r.nameFr,
    })),
    wellnessCategories: categories,
    providers: providerRows.map((p) => ({ id: p.id, name: p.name, provider_number: p.providerNumber })),
    minDate: c.window.minDate,
    maxDate: c.window.maxDate,
    runOut: c.window.runOut,
    runOutEnds: c.window.runOutEnds,
    balances: {
      account: input.type,
      current: balances.currentCents,
      previousYear: spendable.previousYearBalanceCents,
      available: spendable.currentBalanceCents + spendable.previousYearBalanceCents,
      planYear: c.window.current,
      previousPlanYear: c.window.previous,
    },
  };
}

export interface NewItem {
  claimId: number;
  patient: string;
  service_date: string;
  service: string;
  provider: string;
  provider_number: string;
  amount: string;
}

/** /claim/item/add: checks the item against the employee (patient, service, window) and the claim (10, duplicates). */
export async function addItem(s: Services, employeeId: number, input: NewItem) {
  const now = s.now();
  const c = await loadClaimant(s.db, employeeId, now);
  assertMayClaim(c);
  const claim = await ownedClaim(s.db, employeeId, input.claimId);
  if (!claim) throw claimNotFound();
  if (claim.status !== 'R') throw conflict(CLAIM_MESSAGES.claimNotOpen);

  const fields: Record<string, string> = {};
  const dependantId = patientDependantId(input.patient);
  let patientName = fullName(c.employee);
  let coveredSince: string | null = null;
  if (dependantId === undefined) fields.patient = MESSAGES.invalidPatient;
  else if (dependantId !== null) {
    const dep = await liveDependantOf(s.db, employeeId, dependantId);
    if (dep) {
      patientName = fullName(dep);
      coveredSince = dep.effectiveDate;
    } else fields.patient = MESSAGES.invalidPatient;
  }
  if (!isInClaimWindow(patientClaimWindow(c.window, coveredSince), input.service_date))
    fields.service_date = MESSAGES.invalidServiceDate;
  const serviceId = /^\d{1,9}$/.test(input.service) ? Number(input.service) : null;
  const service = serviceId === null ? undefined : await findActiveService(s.db, serviceId, claim.type);
  if (!service) fields.service = MESSAGES.invalidServiceType;
  else {
    const outside = serviceProblem(
      claim.type as ClaimType,
      service.id,
      categoriesOf(c, claim.type as ClaimType),
    );
    if (outside) fields.service = outside;
  }
  if (input.provider.length > 200) fields.provider = MESSAGES.invalidProvider;
  if (input.provider_number.length > 60) fields.provider_number = MESSAGES.invalidProvider;
  const amountCents = dollarsToCents(input.amount);
  if (amountCents === null || amountCents <= 0 || amountCents > MAX_CLAIM_ITEM_CENTS)
    fields.amount = MESSAGES.invalidAmount;
  if (Object.keys(fields).length > 0) throw validationError(fields, MESSAGES.correctClaimDetails);

  await s.db.transaction(async (tx) => {
    await lockOpenClaim(tx, employeeId, claim.id);
    const existing = await itemsOf(tx, [claim.id]);
    const problem = checkNewClaimItem(existing.map(identity), {
      patient: input.patient,
      service: String(service!.id),
      service_date: input.service_date,
      provider: input.provider,
      amount: input.amount,
    });
    if (problem) throw validationError({}, problem);
    await insertClaimItem(tx, {
      claimId: claim.id,
      dependantId,
      patientName,
      serviceId: service!.id,
      serviceName: service!.name,
      provider: input.provider,
      providerNumber: input.provider_number,
      serviceDate: input.service_date,
      amountCents: amountCents!,
      createdAt: now,
    });
    await updateClaim(tx, claim.id, { updatedAt: now });
  });
  return { claim: await freshView(s, c, claim.id), message: MESSAGES.claimItemAdded };
}

async function freshView(s: Services, c: Claimant, claimId: number) {
  const row = await ownedClaim(s.db, c.employee.id, claimId);
  if (!row) throw claimNotFound();
  return claimView(s.db, c, row);
}

/** /claim/item/remove */
export async function removeItem(
  s: Services,
  employeeId: number,
  input: { claimId: number; itemId: number },
) {
  const now = s.now();
  const c = await loadClaimant(s.db, employeeId, now);
  assertMayClaim(c);
  await s.db.transaction(async (tx) => {
    await lockOpenClaim(tx, employeeId, input.claimId);
    const removed = await deleteClaimItem(tx, input.claimId, input.itemId);
    if (removed.length === 0) throw notFound(CLAIM_MESSAGES.claimItemNotFound);
    await updateClaim(tx, input.claimId, { updatedAt: now });
  });
  return { claim: await freshView(s, c, input.claimId), message: CLAIM_MESSAGES.itemRemoved };
}

/** /claim/save: the open claim stays R, to be resumed from /claims/pending. */
export async function saveClaim(s: Services, employeeId: number, claimId: number) {
  const now = s.now();
  const c = await loadClaimant(s.db, employeeId, now);
  assertMayClaim(c);
  await s.db.transaction(async (tx) => {
    await lockOpenClaim(tx, employeeId, claimId);
    await updateClaim(tx, claimId, { updatedAt: now });
    await history(tx, claimId, 'R', employeeId, 'Saved', now);
  });
  return { claim: await freshView(s, c, claimId), message: CLAIM_MESSAGES.claimSaved };
}

/** /claim/cancel: only an open claim; nothing was drawn from the balance, so nothing is given back. */
export async function cancelClaim(s: Services, employeeId: number, claimId: number) {
  const now = s.now();
  const c = await loadClaimant(s.db, employeeId, now);
  await s.db.transaction(async (tx) => {
    await lockOpenClaim(tx, employeeId, claimId);
    await updateClaim(tx, claimId, { status: 'C', updatedAt: now });
    await history(tx, claimId, 'C', employeeId, 'Cancelled by the employee', now);
  });
  return {
    claimId,
    status: 'C' as const,
    incompleteClaims: await incompleteClaims(s.db, c),
    message: CLAIM_MESSAGES.claimCancelled,
  };
}

const AUDIT_NOTES: Record<AuditReason, string> = {
  AMOUNT: 'Selected for audit: amount claimed above $1,000.00',
  SAMPLE: 'Selected for audit: every 8th claim',
};

interface Submitted {
  c: Claimant;
  claim: ClaimRow;
  items: ClaimItemWithFrench[];
  lines: ClaimCostBreakdown[];
  total: ClaimCostBreakdown;
  claimed: number;
  status: 'N' | 'A';
  reason: AuditReason | null;
}

/**
 * /claim/submit, in one transaction: the employee row is locked first (every balance change of an
 * employee goes through that lock), then the claim; the items are re-checked and re-priced on the
 * ledger as it is now; the claim, its items' breakdowns, the ledger rows, the audit flag and the
 * status history are written; then, after commit, a notification and a confirmation mail.
 */
export async function submitClaim(
  s: Services,
  employeeId: number,
  claimId: number,
  log: Log,
  language: Language = 'en',
) {
  const now = s.now();
  const done: Submitted = await s.db.transaction(async (tx) => {
    const c = await loadClaimant(tx, employeeId, now, true);
    const claim = await ownedClaim(tx, employeeId, claimId, true);
    if (!claim) throw claimNotFound();
    if (claim.status !== 'R') throw conflict(CLAIM_MESSAGES.claimNotOpen);
    assertMayClaim(c);
    const type = claim.type as ClaimType;
    checkClaimType(c, type);
    const items = await itemsWithFrenchOf(tx, [claim.id]);
    if (items.length === 0) throw validationError({}, CLAIM_MESSAGES.noItems);
    if ((await filesOf(tx, [claim.id], 'receipt')).length === 0)
      throw validationError({}, CLAIM_MESSAGES.receiptRequired);
    // A dependant's items start at their effective date (decision 0058), which may have moved since
    // the item was added.
    const coveredSince = new Map(
      items.some((i) => i.dependantId !== null)
        ? (await liveDependantsOf(tx, employeeId)).map((d) => [d.id, d.effectiveDate])
        : [],
    );
    const windowOf = (i: (typeof items)[number]) =>
      patientClaimWindow(c.window, i.dependantId === null ? null : coveredSince.get(i.dependantId));
    if (items.some((i) => !isInClaimWindow(windowOf(i), i.serviceDate)))
      throw validationError({ service_date: MESSAGES.invalidServiceDate }, MESSAGES.invalidServiceDate);
    const problems = checkClaimItems(items.map(identity));
    if (problems.length > 0) throw validationError({}, problems[0]!.message);
    // The company's wellness categories may have changed since an item was added.
    const outside = items
      .map((i) => serviceProblem(type, i.serviceId, categoriesOf(c, type)))
      .find((problem) => problem !== null);
    if (outside) throw validationError({}, outside);

    const balances = await planYearBalances(tx, c, type);
    const { lines, total } = priceClaim(items, {
      province: c.employee.province,
      planCode: c.employer.planCode,
      balances,
      runOut: c.window.runOut,
    });
    if (total.totalPayableAmount <= 0) throw validationError({}, CLAIM_MESSAGES.noBalance);
    const claimed = items.reduce((sum, i) => sum + i.amountCents, 0);
    const reason = auditSelection({
      claimedCents: claimed,
      submissionNumber: (await submittedCount(tx, employeeId)) + 1,
    });
    const status = reason ? 'A' : 'N';

    for (const [index, item] of items.entries()) {
      await setItemBreakdown(tx, item.id, lines[index]!);
    }
    await updateClaim(tx, claim.id, {
      status,
      planYear: c.window.current.key,
      claimedCents: claimed,
      copayCents: total.coPayAmount,
      payableCents: total.totalPayableAmount,
      previousYearPayableCents: total.previousYearPayableAmount,
      adminFeeCents: total.adminFeeAmount,
      gstCents: total.gstAmount,
      hstCents: total.hstAmount,
      rstCents: total.rstAmount,
      pstCents: total.pstAmount,
      premCents: total.premAmount,
      totalCents: total.totalAmount,
      auditSelected: reason !== null,
      submittedAt: now,
      updatedAt: now,
    });
    const entries = claimLedgerEntries(total, {
      current: c.window.current.key,
      previous: c.window.previous.key,
    });
    if (entries.length > 0) {
      await insertLedgerRows(
        tx,
        entries.map((e) => ({
          employeeId,
          account: type,
          planYear: e.planYear,
          amountCents: e.amountCents,
          kind: 'CLAIM',
          reference: ledgerReference('claim', { id: claim.id }),
          claimId: claim.id,
          createdAt: now,
        })),
      );
    }
    if (reason) await markEmployeeAudited(tx, employeeId);
    await history(tx, claim.id, status, employeeId, reason ? AUDIT_NOTES[reason] : 'Submitted', now);
    const seen = new Set<string>();
    for (const item of items) {
      const key = `${item.provider}\u0000${item.providerNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await upsertProvider(tx, employeeId, item.provider, item.providerNumber, now);
    }
    const submitted: Submitted = { c, claim, items, lines, total, claimed, status, reason };
    // The confirmation mail commits with the claim; the mail job sends it (and retries).
    await queueMail(s, tx, confirmationMail(s, submitted, language));
    return submitted;
  });

  await tellEmployee(s, done, log);
  const c = await loadClaimant(s.db, employeeId, s.now());
  return {
    claimId: done.claim.id,
    status: done.status,
    auditSelected: done.reason !== null,
    breakdown: done.total,
    lines: done.items.map((item, index) => ({ itemId: item.id, breakdown: done.lines[index]! })),
    incompleteClaims: await incompleteClaims(s.db, c),
    message: done.reason ? CLAIM_MESSAGES.claimSubmittedForAudit : CLAIM_MESSAGES.claimSubmitted,
  };
}

/** The confirmation mail of a submitted claim, in the language of the request that submitted it. */
function confirmationMail(s: Services, d: Submitted, language: Language): Mail {
  const { c, claim, total } = d;
  return {
    to: c.employee.email,
    ...confirmationMailText(language, {
      provider: s.config.PROVIDER_NAME,
      supportEmail: s.config.SUPPORT_EMAIL,
      firstName: c.employee.firstName,
      claimId: claim.id,
      type: claim.type,
      today: c.today,
      items: d.items,
      claimedCents: d.claimed,
      paidCents: total.totalPayableAmount,
      previousYearCents: total.previousYearPayableAmount,
      currentYearCents: total.payableAmount,
      audit: d.reason !== null,
      link: d.reason ? `${s.config.publicUrl}/audit/${claim.id}` : `${s.config.publicUrl}/claim/${claim.id}`,
    }),
  };
}

/**
 * The notification, written in both languages (shown in the reader's). The claim is already
 * committed: a failure here is logged, not answered as a failed submission (which would invite a
 * second one).
 */
async function tellEmployee(s: Services, d: Submitted, log: Log) {
  const { c, claim } = d;
  try {
    await notify(s.db, {
      kind: 'employee',
      subjectId: String(c.employee.id),
      ...submittedNotification({
        claimId: claim.id,
        type: claim.type,
        claimedCents: d.claimed,
        paidCents: d.total.totalPayableAmount,
        audit: d.reason !== null,
      }),
      webOnPress: d.reason ? `/audit/${claim.id}` : `/claim/${claim.id}`,
      createdAt: s.now(),
    });
  } catch (err) {
    log.error(
      { claimId: claim.id, err: err instanceof Error ? err.message : String(err) },
      'the claim notification could not be written',
    );
  }
}

/**
 * /claim/upload (kind receipt, on an open claim) and /audit/upload (kind audit, on a claim in
 * audit): checks the bytes, stores the file, then attaches it under the claim's lock; a file that
 * could not be attached is removed again.
 */
async function attachFile(
  s: Services,
  employeeId: number,
  input: { claimId: number; fileName: string; content: string },
  kind: 'receipt' | 'audit',
) {
  const now = s.now();
  const c = await loadClaimant(s.db, employeeId, now);
  if (kind === 'receipt') assertMayClaim(c);
  const needed = kind === 'receipt' ? 'R' : 'A';
  const stateMessage = kind === 'receipt' ? CLAIM_MESSAGES.claimNotOpen : CLAIM_MESSAGES.notInAudit;
  const claim = await ownedClaim(s.db, employeeId, input.claimId);
  if (!claim) throw claimNotFound();
  if (claim.status !== needed) throw conflict(stateMessage);
  const tooMany = keyedMessage('claims.tooManyFiles', { max: MAX_FILES_PER_CLAIM });
  const attached = await filesOf(s.db, [claim.id], kind);
  if (attached.length >= MAX_FILES_PER_CLAIM) throw validationError({ image: tooMany }, tooMany);
  // A file named .png (.jpg, .pdf) whose bytes are not one is "not a readable image or PDF".
  const checked = checkUploadedBytes(input, {
    kind: 'receipt',
    attached,
    typeMessage: claimFileTypeMessage(input.fileName),
  });
  const stored = await storeFile(s.db, s.files, ownerOf(c), kind, checked, now);
  try {
    await s.db.transaction(async (tx) => {
      const locked = await ownedClaim(tx, employeeId, claim.id, true);
      if (!locked) throw claimNotFound();
      if (locked.status !== needed) throw conflict(stateMessage);
      const again = await filesOf(tx, [claim.id], kind);
      if (again.length >= MAX_FILES_PER_CLAIM) throw validationError({ image: tooMany }, tooMany);
      const duplicate = again.some(
        (a) =>
          a.fileName === stored.fileName &&
          a.mimeType === stored.mimeType &&
          a.sizeBytes === stored.sizeBytes,
      );
      if (duplicate) throw validationError({ image: MESSAGES.duplicateReceipt }, MESSAGES.duplicateReceipt);
      await insertClaimFile(tx, { claimId: claim.id, fileId: stored.id, kind, createdAt: now });
      await updateClaim(tx, claim.id, { updatedAt: now });
      if (kind === 'audit')
        await history(tx, claim.id, 'A', employeeId, `Audit document received: ${stored.fileName}`, now);
    });
  } catch (err) {
    await deleteFileRow(s.db, stored.id);
    await s.files.delete(stored.storageKey);
    throw err;
  }
  const view = await freshView(s, c, claim.id);
  const info = [...view.receipts, ...view.auditFiles].find((f) => f.id === stored.id)!;
  return { view, info };
}

export async function uploadReceipt(
  s: Services,
  employeeId: number,
  input: { claimId: number; fileName: string; content: string },
) {
  const { view, info } = await attachFile(s, employeeId, input, 'receipt');
  return { claim: view, receipt: info, message: CLAIM_MESSAGES.receiptUploaded };
}

/**
 * /claim/receipt/remove: a receipt attached by mistake comes off the open claim before it is
 * submitted (a submitted claim's receipts stay, decision 0008), and its file is deleted: the row with
 * the claim's link under the claim's lock, then the bytes. Bytes that cannot be deleted are logged
 * and left behind (nothing refers to them any more); the receipt is gone either way.
 */
export async function removeReceipt(
  s: Services,
  employeeId: number,
  input: { claimId: number; fileId: number },
  log: Log,
) {
  const now = s.now();
  const c = await loadClaimant(s.db, employeeId, now);
  assertMayClaim(c);
  const removed = await s.db.transaction(async (tx) => {
    await lockOpenClaim(tx, employeeId, input.claimId);
    const file = (await filesOf(tx, [input.claimId], 'receipt')).find((f) => f.id === input.fileId);
    if (!file) throw notFound(CLAIM_MESSAGES.fileNotFound);
    await deleteClaimFile(tx, input.claimId, file.id, 'receipt');
    await deleteFileRow(tx, file.id);
    await updateClaim(tx, input.claimId, { updatedAt: now });
    return file;
  });
  try {
    await s.files.delete(removed.storageKey);
  } catch (err) {
    log.warn(
      { fileId: removed.id, err: err instanceof Error ? err.message : String(err) },
      'the bytes of a removed receipt could not be deleted',
    );
  }
  return { claim: await freshView(s, c, input.claimId), message: CLAIM_MESSAGES.receiptRemoved };
}

/** Audit documents go one at a time, each call one file (docs/product §4: "Audit receipt upload is sequential"). */
export async function uploadAuditFile(
  s: Services,
  employeeId: number,
  input: { claimId: number; fileName: string; content: string },
) {
  const { view, info } = await attachFile(s, employeeId, input, 'audit');
  return { claim: view, file: info, message: CLAIM_MESSAGES.auditFileUploaded };
}

/** /claim/receipt: one of the caller's own receipts or audit files (never a banking document). */
export async function readClaimFile(s: Services, employeeId: number, fileId: number): Promise<BinaryAnswer> {
  const file = await ownedFile(s.db, { kind: 'employee', id: String(employeeId) }, fileId);
  if (!file || (file.purpose !== 'receipt' && file.purpose !== 'audit'))
    throw notFound(CLAIM_MESSAGES.fileNotFound);
  return {
    bytes: await s.files.get(file.storageKey),
    mimeType: file.mimeType,
    fileName: file.fileName,
    disposition: 'inline',
  };
}
