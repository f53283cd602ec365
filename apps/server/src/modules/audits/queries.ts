import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  balanceLedger,
  bankingDetails,
  claimFiles,
  claimItems,
  claims,
  claimStatusHistory,
  companyBanking,
  employees,
  employers,
  files,
  partnerBanking,
  partners,
  preferences,
  services,
  staffActions,
} from '../../db/schema';

export type AuditedClaimRow = typeof claims.$inferSelect;

/** The claims in audit (status A), oldest submission first, with their employee and company. */
export function claimsInAudit(db: Db) {
  return db
    .select({
      id: claims.id,
      type: claims.type,
      employeeId: claims.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employerName: employers.name,
      submittedAt: claims.submittedAt,
      claimedCents: claims.claimedCents,
      payableCents: claims.payableCents,
      auditFiles: sql<number>`(select count(*)::int from ${claimFiles} where ${claimFiles.claimId} = ${claims.id} and ${claimFiles.kind} = 'audit')`,
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(claims.status, 'A'))
    .orderBy(asc(claims.submittedAt), asc(claims.id));
}

/** A submitted claim (any status but open or cancelled), locked when `lock` (the settle's row lock). */
export async function submittedClaim(db: Db | Tx, claimId: number, lock = false) {
  const q = db
    .select()
    .from(claims)
    .where(and(eq(claims.id, claimId), inArray(claims.status, ['N', 'A', 'P', 'F'])))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The employee and company of a claim. */
export async function claimOwner(db: Db | Tx, employeeId: number) {
  const [row] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      employerName: employers.name,
    })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row;
}

/** The claim's items, with their service's French name ('' when it has none). */
export function claimItemsOf(db: Db, claimId: number) {
  return db
    .select({
      id: claimItems.id,
      patientName: claimItems.patientName,
      serviceName: claimItems.serviceName,
      serviceNameFr: services.nameFr,
      provider: claimItems.provider,
      serviceDate: claimItems.serviceDate,
      amountCents: claimItems.amountCents,
    })
    .from(claimItems)
    .innerJoin(services, eq(services.id, claimItems.serviceId))
    .where(eq(claimItems.claimId, claimId))
    .orderBy(asc(claimItems.id));
}

/** The claim's files (receipts and audit documents) with their kind. */
export function claimFilesOf(db: Db, claimId: number) {
  return db
    .select({ file: files, kind: claimFiles.kind })
    .from(claimFiles)
    .innerJoin(files, eq(files.id, claimFiles.fileId))
    .where(eq(claimFiles.claimId, claimId))
    .orderBy(asc(claimFiles.id));
}

/** One file of the claim (a receipt or an audit document); undefined when it is not the claim's. */
export async function claimFile(db: Db, claimId: number, fileId: number) {
  const [row] = await db
    .select({ file: files, kind: claimFiles.kind })
    .from(claimFiles)
    .innerJoin(files, eq(files.id, claimFiles.fileId))
    .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.fileId, fileId)))
    .limit(1);
  return row;
}

export function claimHistoryOf(db: Db, claimId: number) {
  return db
    .select()
    .from(claimStatusHistory)
    .where(eq(claimStatusHistory.claimId, claimId))
    .orderBy(asc(claimStatusHistory.at), asc(claimStatusHistory.id));
}

/** Locks the employee row: every balance change of an employee goes through this lock (claims/submit). */
export async function lockEmployeeRow(tx: Tx, employeeId: number) {
  const [row] = await tx.select().from(employees).where(eq(employees.id, employeeId)).for('update');
  return row;
}

/**
 * Moves a claim out of audit only if it is still in audit (the conditional update: of two auditors
 * settling at once, one changes the row and the other changes nothing).
 */
export async function settleClaimRow(
  tx: Tx,
  claimId: number,
  values: { status: string; auditResult: string; updatedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(claims)
    .set(values)
    .where(and(eq(claims.id, claimId), eq(claims.status, 'A')))
    .returning({ id: claims.id });
  return rows.length === 1;
}

/** The claim's own ledger rows (those submission wrote: kind CLAIM, negative). */
export function claimLedgerRows(tx: Tx, claimId: number) {
  return tx
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.claimId, claimId), eq(balanceLedger.kind, 'CLAIM')));
}

export async function insertLedger(tx: Tx, rows: (typeof balanceLedger.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(balanceLedger).values(rows);
}

export async function insertHistory(tx: Tx, values: typeof claimStatusHistory.$inferInsert) {
  await tx.insert(claimStatusHistory).values(values);
}

/** How many of the employee's claims other than `claimId` are still in audit. */
export async function otherClaimsInAudit(tx: Tx, employeeId: number, claimId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(claims)
    .where(and(eq(claims.employeeId, employeeId), eq(claims.status, 'A'), ne(claims.id, claimId)));
  return row?.n ?? 0;
}

export async function setEmployee(
  tx: Tx,
  employeeId: number,
  values: Partial<typeof employees.$inferInsert>,
) {
  await tx.update(employees).set(values).where(eq(employees.id, employeeId));
}

/** The language a person last signed in with (decision 0021), or undefined. */
export async function languageOf(db: Db | Tx, kind: string, subjectId: string) {
  const [row] = await db
    .select({ language: preferences.language })
    .from(preferences)
    .where(and(eq(preferences.kind, kind), eq(preferences.subjectId, subjectId)))
    .limit(1);
  return row?.language ?? undefined;
}

// ---- Pre-authorised debit (banking details) audits ----

/** Employees' banking details waiting for verification, oldest first. */
export function employeePadsWaiting(db: Db) {
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      company: employers.name,
      accountLast4: bankingDetails.accountLast4,
      updatedAt: bankingDetails.updatedAt,
    })
    .from(bankingDetails)
    .innerJoin(employees, eq(employees.id, bankingDetails.employeeId))
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(employees.employeeChequeVerifyRequired, true))
    .orderBy(asc(bankingDetails.updatedAt), asc(employees.id));
}

/** Companies' banking details waiting for verification, oldest first. */
export function employerPadsWaiting(db: Db) {
  return db
    .select({
      id: employers.id,
      name: employers.name,
      accountLast4: companyBanking.accountLast4,
      updatedAt: companyBanking.updatedAt,
    })
    .from(companyBanking)
    .innerJoin(employers, eq(employers.id, companyBanking.employerId))
    .where(eq(companyBanking.verifyRequired, true))
    .orderBy(asc(companyBanking.updatedAt), asc(employers.id));
}

/** An employee's banking details with the employee (and the flag), locked when `lock`. */
export async function employeePad(db: Db | Tx, employeeId: number, lock = false) {
  const q = db
    .select({ banking: bankingDetails, employee: employees, company: employers.name })
    .from(bankingDetails)
    .innerJoin(employees, eq(employees.id, bankingDetails.employeeId))
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(bankingDetails.employeeId, employeeId))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: employees }) : await q;
  return row;
}

/*
 * Locks are taken owner first, then the banking row, in the order the owner's own save takes them
 * (the company's or partner's row, then its banking): a PAD audit settled while the owner saves waits
 * for it instead of deadlocking with it.
 */

/** A company's banking details with the company and the admin who authorised them, locked when `lock`. */
export async function employerPad(db: Db | Tx, employerId: number, lock = false) {
  if (lock)
    await db.select({ id: employers.id }).from(employers).where(eq(employers.id, employerId)).for('update');
  const q = db
    .select({ banking: companyBanking, employer: employers, admin: employees })
    .from(companyBanking)
    .innerJoin(employers, eq(employers.id, companyBanking.employerId))
    .innerJoin(employees, eq(employees.id, companyBanking.acceptedBy))
    .where(eq(companyBanking.employerId, employerId))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: companyBanking }) : await q;
  return row;
}

export async function setCompanyBankingVerify(tx: Tx, employerId: number, verifyRequired: boolean) {
  await tx.update(companyBanking).set({ verifyRequired }).where(eq(companyBanking.employerId, employerId));
}

export async function setEmployer(
  tx: Tx,
  employerId: number,
  values: Partial<typeof employers.$inferInsert>,
) {
  await tx.update(employers).set(values).where(eq(employers.id, employerId));
}

export async function fileRow(db: Db, fileId: number) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row;
}

/** Partners' (agents') commission accounts waiting for verification, oldest first (decision 0036). */
export function agentPadsWaiting(db: Db) {
  return db
    .select({
      id: partners.id,
      name: partners.agentName,
      company: partners.company,
      accountLast4: partnerBanking.accountLast4,
      updatedAt: partnerBanking.updatedAt,
    })
    .from(partnerBanking)
    .innerJoin(partners, eq(partners.id, partnerBanking.partnerId))
    .where(eq(partnerBanking.verifyRequired, true))
    .orderBy(asc(partnerBanking.updatedAt), asc(partners.id));
}

/** A partner's commission account with the partner, locked when `lock`. */
export async function agentPad(db: Db | Tx, partnerId: number, lock = false) {
  if (lock)
    await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).for('update');
  const q = db
    .select({ banking: partnerBanking, partner: partners })
    .from(partnerBanking)
    .innerJoin(partners, eq(partners.id, partnerBanking.partnerId))
    .where(eq(partnerBanking.partnerId, partnerId))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: partnerBanking }) : await q;
  return row;
}

export async function settleAgentBanking(tx: Tx, partnerId: number, failed: boolean) {
  await tx
    .update(partnerBanking)
    .set({ verifyRequired: false })
    .where(eq(partnerBanking.partnerId, partnerId));
  if (failed)
    await tx.update(partners).set({ missingPartnerBanking: true }).where(eq(partners.id, partnerId));
}

/**
 * Staff's latest verdict (`pad-audit.pass` or `pad-audit.fail`) on the banking of one subject of the
 * staff log (a partner, an employee or a company), with its detail and time; undefined when there is
 * none. Read through the log's (subject_kind, subject_id, at) index.
 */
export async function latestPadVerdict(db: Db | Tx, subjectKind: string, subjectId: string) {
  const [row] = await db
    .select({
      action: staffActions.action,
      detail: staffActions.detail,
      detailKey: staffActions.detailKey,
      detailValues: staffActions.detailValues,
      at: staffActions.at,
    })
    .from(staffActions)
    .where(
      and(
        eq(staffActions.subjectKind, subjectKind),
        eq(staffActions.subjectId, subjectId),
        inArray(staffActions.action, ['pad-audit.pass', 'pad-audit.fail']),
      ),
    )
    .orderBy(desc(staffActions.at), desc(staffActions.id))
    .limit(1);
  return row;
}
