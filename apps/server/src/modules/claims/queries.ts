import type { Api, FileInfo, ResponseOf } from '@benefits/contract';
import {
  EMPTY_BREAKDOWN,
  priceClaim,
  SELF_PATIENT,
  type ClaimCostBreakdown,
  type ClaimType,
  type PlanYearBalances,
} from '@benefits/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  balanceLedger,
  claimFiles,
  claimItems,
  claims,
  claimStatusHistory,
  employees,
  employers,
  files,
  providers,
  services,
} from '../../db/schema';
import type { Claimant } from './claimant';
import type { Tx } from '../../db/client';

export type ClaimView = ResponseOf<Api['claimOpen']>['claim'];
export type ClaimRow = typeof claims.$inferSelect;
export type ClaimItemRow = typeof claimItems.$inferSelect;

/** The ledger sums of one account for the current and the previous plan year of the window. */
export async function planYearBalances(db: Tx, c: Claimant, account: ClaimType): Promise<PlanYearBalances> {
  const { current, previous } = c.window;
  const rows = await db
    .select({ planYear: balanceLedger.planYear, cents: sql<string>`sum(${balanceLedger.amountCents})` })
    .from(balanceLedger)
    .where(
      and(
        eq(balanceLedger.employeeId, c.employee.id),
        eq(balanceLedger.account, account),
        inArray(balanceLedger.planYear, [current.key, previous.key]),
      ),
    )
    .groupBy(balanceLedger.planYear);
  const sumOf = (key: number) => Number(rows.find((r) => r.planYear === key)?.cents ?? 0);
  return { currentCents: sumOf(current.key), previousCents: sumOf(previous.key) };
}

/** The caller's claim, or undefined (another employee's claim is no different from a missing one). */
export async function ownedClaim(
  db: Tx,
  employeeId: number,
  claimId: number,
  lock = false,
): Promise<ClaimRow | undefined> {
  const query = db
    .select()
    .from(claims)
    .where(and(eq(claims.id, claimId), eq(claims.employeeId, employeeId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The open (status R) claim of a type, the most recent when there are several. */
export async function openClaimOf(db: Tx, employeeId: number, type: ClaimType) {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.employeeId, employeeId), eq(claims.type, type), eq(claims.status, 'R')))
    .orderBy(desc(claims.updatedAt), desc(claims.id))
    .limit(1);
  return row;
}

export async function itemsOf(db: Tx, claimIds: readonly number[]): Promise<ClaimItemRow[]> {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(claimItems)
    .where(inArray(claimItems.claimId, [...claimIds]))
    .orderBy(asc(claimItems.id));
}

export type ClaimItemWithFrench = ClaimItemRow & { serviceNameFr: string };

/**
 * Items of claims, oldest first, each with its service's French name from the services table ('' when
 * the table has none): the item keeps only the English name it was added with.
 */
export async function itemsWithFrenchOf(db: Tx, claimIds: readonly number[]): Promise<ClaimItemWithFrench[]> {
  if (claimIds.length === 0) return [];
  const rows = await db
    .select({ item: claimItems, serviceNameFr: services.nameFr })
    .from(claimItems)
    .leftJoin(services, eq(services.id, claimItems.serviceId))
    .where(inArray(claimItems.claimId, [...claimIds]))
    .orderBy(asc(claimItems.id));
  return rows.map((r) => ({ ...r.item, serviceNameFr: r.serviceNameFr ?? '' }));
}

export type AttachedFile = typeof files.$inferSelect & { claimId: number; kind: string };

/** Receipts and audit files of claims, oldest first. */
export async function filesOf(db: Tx, claimIds: readonly number[], kind?: 'receipt' | 'audit') {
  if (claimIds.length === 0) return [];
  const rows = await db
    .select({ f: files, claimId: claimFiles.claimId, kind: claimFiles.kind })
    .from(claimFiles)
    .innerJoin(files, eq(files.id, claimFiles.fileId))
    .where(and(inArray(claimFiles.claimId, [...claimIds]), kind ? eq(claimFiles.kind, kind) : undefined))
    .orderBy(asc(claimFiles.id));
  return rows.map((r): AttachedFile => ({ ...r.f, claimId: r.claimId, kind: r.kind }));
}

export const fileInfo = (f: typeof files.$inferSelect): FileInfo => ({
  id: f.id,
  fileName: f.fileName,
  mimeType: f.mimeType,
  size: f.sizeBytes,
  uploadedAt: f.createdAt.toISOString(),
});

/** The stored breakdown of a submitted claim, from its columns. */
export function storedBreakdown(claim: ClaimRow): ClaimCostBreakdown {
  return {
    payableAmount: claim.payableCents - claim.previousYearPayableCents,
    previousYearPayableAmount: claim.previousYearPayableCents,
    totalPayableAmount: claim.payableCents,
    adminFeeAmount: claim.adminFeeCents,
    coPayAmount: claim.copayCents,
    gstAmount: claim.gstCents,
    hstAmount: claim.hstCents,
    rstAmount: claim.rstCents,
    pstAmount: claim.pstCents,
    premAmount: claim.premCents,
    totalAmount: claim.totalCents,
  };
}

const asBreakdown = (value: unknown): ClaimCostBreakdown =>
  value && typeof value === 'object'
    ? { ...EMPTY_BREAKDOWN, ...(value as ClaimCostBreakdown) }
    : { ...EMPTY_BREAKDOWN };

/**
 * The wire view of claims. An open claim is priced on today's balances (an estimate; submission
 * recomputes under a lock); a submitted claim shows what was stored; a cancelled one shows what its
 * items asked for and nothing payable, no fee and no tax (it never drew on the balance; decision 8).
 */
export async function claimViews(db: Tx, c: Claimant, rows: readonly ClaimRow[]): Promise<ClaimView[]> {
  const ids = rows.map((r) => r.id);
  const [items, attached] = await Promise.all([itemsWithFrenchOf(db, ids), filesOf(db, ids)]);
  const balances = new Map<string, PlanYearBalances>();
  const views: ClaimView[] = [];
  for (const claim of rows) {
    const mine = items.filter((i) => i.claimId === claim.id);
    let lines: ClaimCostBreakdown[];
    let total: ClaimCostBreakdown;
    const estimated = claim.status === 'R';
    if (estimated) {
      const type = claim.type as ClaimType;
      if (!balances.has(type)) balances.set(type, await planYearBalances(db, c, type));
      ({ lines, total } = priceClaim(mine, {
        province: c.employee.province,
        planCode: c.employer.planCode,
        balances: balances.get(type)!,
        runOut: c.window.runOut,
      }));
    } else {
      lines = mine.map((i) => asBreakdown(i.breakdown));
      total = claim.status === 'C' ? { ...EMPTY_BREAKDOWN } : storedBreakdown(claim);
    }
    // A cancelled claim never stored what it claimed: its total is its items' own, as on its page.
    const claimed =
      estimated || claim.status === 'C'
        ? mine.reduce((sum, i) => sum + i.amountCents, 0)
        : claim.claimedCents;
    const mineFiles = attached.filter((f) => f.claimId === claim.id);
    views.push({
      id: claim.id,
      type: claim.type as ClaimType,
      status: claim.status as ClaimView['status'],
      origin: claim.origin,
      employee: claim.employeeId,
      planYear: claim.planYear,
      amounts: {
        total_amount: claimed,
        admin_fee: total.adminFeeAmount,
        copay_pct: 0,
        copay: total.coPayAmount,
        gst: total.gstAmount,
        hst: total.hstAmount,
        rst: total.rstAmount,
        pst: total.pstAmount,
        prem: total.premAmount,
        total: total.totalAmount,
        payable: total.totalPayableAmount,
        previous_year_payable: total.previousYearPayableAmount,
        funded: claim.funded ? 'Y' : 'N',
      },
      breakdown: total,
      estimated,
      printed: claim.printed ? 'Y' : 'N',
      auditSelected: claim.auditSelected ? 'Y' : 'N',
      items: mine.map((i, index) => ({
        id: i.id,
        patient: i.dependantId === null ? SELF_PATIENT : String(i.dependantId),
        patient_name: i.patientName,
        service_date: i.serviceDate,
        service: i.serviceId,
        service_name: i.serviceName,
        service_name_fr: i.serviceNameFr,
        provider: i.provider,
        provider_number: i.providerNumber,
        amount: i.amountCents,
        dateTime: i.createdAt.toISOString(),
        breakdown: lines[index] ?? { ...EMPTY_BREAKDOWN },
      })),
      receipts: mineFiles.filter((f) => f.kind === 'receipt').map(fileInfo),
      auditFiles: mineFiles.filter((f) => f.kind === 'audit').map(fileInfo),
      createdAt: claim.createdAt.toISOString(),
      updatedAt: claim.updatedAt.toISOString(),
      submittedAt: claim.submittedAt ? claim.submittedAt.toISOString() : null,
    });
  }
  return views;
}

export async function claimView(db: Tx, c: Claimant, row: ClaimRow): Promise<ClaimView> {
  return (await claimViews(db, c, [row]))[0]!;
}

/** docs/product §3 "incomplete claims by type": the open claim of each type the employee has. */
export async function incompleteClaims(db: Tx, c: Claimant) {
  const [hsa, wsa] = await Promise.all([
    openClaimOf(db, c.employee.id, 'HSA'),
    c.employee.wellness ? openClaimOf(db, c.employee.id, 'WSA') : Promise.resolve(undefined),
  ]);
  const views = await claimViews(
    db,
    c,
    [hsa, wsa].filter((r): r is ClaimRow => r !== undefined),
  );
  return {
    HSA: views.find((v) => v.type === 'HSA') ?? null,
    WSA: views.find((v) => v.type === 'WSA') ?? null,
  };
}

/** docs/product §3 "lastClaimId": the employee's most recently submitted claim. */
export async function lastClaimId(db: Tx, employeeId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.employeeId, employeeId), isNotNull(claims.submittedAt)))
    .orderBy(desc(claims.submittedAt), desc(claims.id))
    .limit(1);
  return row?.id ?? null;
}

/** How many claims the employee has submitted (any type, any status since). */
export async function submittedCount(db: Tx, employeeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(claims)
    .where(and(eq(claims.employeeId, employeeId), isNotNull(claims.submittedAt)));
  return Number(row?.n ?? 0);
}

/** The employee and their employer; `lock` takes the employee row lock for the rest of the transaction. */
export async function loadClaimantRow(db: Tx, employeeId: number, lock: boolean) {
  const query = db
    .select({ e: employees, r: employers })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(employees.id, employeeId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: employees }) : await query;
  return row;
}

/** The active services of an account type, by ID. */
export function activeServices(db: Tx, account: ClaimType) {
  return db
    .select()
    .from(services)
    .where(and(eq(services.account, account), eq(services.active, true)))
    .orderBy(asc(services.id));
}

/** One active service of an account type. */
export async function findActiveService(db: Tx, serviceId: number, account: string) {
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.account, account), eq(services.active, true)))
    .limit(1);
  return service;
}

/** The providers the employee claimed for, most recently used first (at most 100). */
export function recentProviders(db: Tx, employeeId: number) {
  return db
    .select()
    .from(providers)
    .where(eq(providers.employeeId, employeeId))
    .orderBy(desc(providers.lastUsedAt), asc(providers.id))
    .limit(100);
}

/** Remembers a provider for the claim form, or refreshes when it was last used. */
export async function upsertProvider(
  tx: Tx,
  employeeId: number,
  name: string,
  providerNumber: string,
  now: Date,
) {
  await tx
    .insert(providers)
    .values({ employeeId, name, providerNumber, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [providers.employeeId, providers.name, providers.providerNumber],
      set: { lastUsedAt: now },
    });
}

export async function insertClaim(tx: Tx, values: typeof claims.$inferInsert) {
  const [row] = await tx.insert(claims).values(values).returning();
  return row;
}

export async function updateClaim(tx: Tx, claimId: number, values: Partial<typeof claims.$inferInsert>) {
  await tx.update(claims).set(values).where(eq(claims.id, claimId));
}

export async function insertStatusHistory(tx: Tx, values: typeof claimStatusHistory.$inferInsert) {
  await tx.insert(claimStatusHistory).values(values);
}

export async function insertClaimItem(tx: Tx, values: typeof claimItems.$inferInsert) {
  await tx.insert(claimItems).values(values);
}

/** Deletes an item of the claim; answers the deleted rows (none when it is not the claim's). */
export function deleteClaimItem(tx: Tx, claimId: number, itemId: number) {
  return tx
    .delete(claimItems)
    .where(and(eq(claimItems.id, itemId), eq(claimItems.claimId, claimId)))
    .returning({ id: claimItems.id });
}

export async function setItemBreakdown(tx: Tx, itemId: number, breakdown: ClaimCostBreakdown) {
  await tx.update(claimItems).set({ breakdown }).where(eq(claimItems.id, itemId));
}

export async function insertLedgerRows(tx: Tx, rows: (typeof balanceLedger.$inferInsert)[]) {
  await tx.insert(balanceLedger).values(rows);
}

/** Marks the employee as under audit (EMPLOYEE_AUDIT_STATE 1). */
export async function markEmployeeAudited(tx: Tx, employeeId: number) {
  await tx.update(employees).set({ auditState: 1 }).where(eq(employees.id, employeeId));
}

export async function insertClaimFile(tx: Tx, values: typeof claimFiles.$inferInsert) {
  await tx.insert(claimFiles).values(values);
}

/** Takes a file off a claim; answers the rows removed. */
export function deleteClaimFile(tx: Tx, claimId: number, fileId: number, kind: 'receipt' | 'audit') {
  return tx
    .delete(claimFiles)
    .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.fileId, fileId), eq(claimFiles.kind, kind)))
    .returning({ id: claimFiles.id });
}

/** Deletes a file row (its bytes are the FileStore's to delete). */
export async function deleteFileRow(db: Tx, fileId: number) {
  await db.delete(files).where(eq(files.id, fileId));
}

// ---- The employee reports' reads (Claim Activity, Balance History, Benefit Summary, claim details) ----

/** The employee's claims submitted in [from, toExclusive), newest first, from `offset`, at most `limit`. */
export function submittedClaimsPage(
  db: Tx,
  employeeId: number,
  from: Date,
  toExclusive: Date,
  offset: number,
  limit: number,
) {
  return db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.employeeId, employeeId),
        isNotNull(claims.submittedAt),
        gte(claims.submittedAt, from),
        lt(claims.submittedAt, toExclusive),
      ),
    )
    .orderBy(desc(claims.submittedAt), desc(claims.id))
    .offset(offset)
    .limit(limit);
}

/** Per claim: its service dates, item count, patients and services (every item's names in both languages). */
export async function itemSummariesOf(db: Tx, claimIds: readonly number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select({
      claimId: claimItems.claimId,
      first: sql<string>`min(${claimItems.serviceDate})`,
      last: sql<string>`max(${claimItems.serviceDate})`,
      n: sql<number>`count(*)::int`,
      patients: sql<string[]>`array_agg(distinct ${claimItems.patientName})`,
      services: sql<string[]>`array_agg(distinct ${claimItems.serviceName})`,
      // Every item's English and French name, in the same order: the caller pairs them up.
      itemServices: sql<string[]>`array_agg(${claimItems.serviceName} order by ${claimItems.id})`,
      itemServicesFr: sql<string[]>`array_agg(coalesce(${services.nameFr}, '') order by ${claimItems.id})`,
    })
    .from(claimItems)
    .leftJoin(services, eq(services.id, claimItems.serviceId))
    .where(inArray(claimItems.claimId, [...claimIds]))
    .groupBy(claimItems.claimId);
}

/** The employee's ledger summed per account and plan year (rows before `before` only, when given). */
export function ledgerSumsOf(db: Tx, employeeId: number, before?: Date) {
  const mine = eq(balanceLedger.employeeId, employeeId);
  return db
    .select({
      account: balanceLedger.account,
      planYear: balanceLedger.planYear,
      cents: sql<string>`sum(${balanceLedger.amountCents})`,
    })
    .from(balanceLedger)
    .where(before ? and(mine, lt(balanceLedger.createdAt, before)) : mine)
    .groupBy(balanceLedger.account, balanceLedger.planYear);
}

/** The employee's ledger rows from `from`, oldest first, at most `limit`. */
export function ledgerRowsFrom(db: Tx, employeeId: number, from: Date, limit: number) {
  return db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.employeeId, employeeId), gte(balanceLedger.createdAt, from)))
    .orderBy(asc(balanceLedger.createdAt), asc(balanceLedger.id))
    .limit(limit);
}

/** Per account and plan year of `keys`: funded (every credit but claims), paid (claims) and the balance. */
export function fundedAndPaid(db: Tx, employeeId: number, keys: number[]) {
  return db
    .select({
      account: balanceLedger.account,
      planYear: balanceLedger.planYear,
      funded: sql<string>`coalesce(sum(${balanceLedger.amountCents}) filter (where ${balanceLedger.kind} <> 'CLAIM'), 0)`,
      paid: sql<string>`coalesce(-sum(${balanceLedger.amountCents}) filter (where ${balanceLedger.kind} = 'CLAIM'), 0)`,
      balance: sql<string>`sum(${balanceLedger.amountCents})`,
    })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.employeeId, employeeId), inArray(balanceLedger.planYear, keys)))
    .groupBy(balanceLedger.account, balanceLedger.planYear);
}

/** The submitted, audited and paid claims' items of the plan years `keys`, per account, plan year and service. */
export function claimedByService(db: Tx, employeeId: number, keys: number[]) {
  return db
    .select({
      account: claims.type,
      planYear: claims.planYear,
      service: claimItems.serviceId,
      serviceName: claimItems.serviceName,
      serviceNameFr: sql<string>`coalesce(max(${services.nameFr}), '')`,
      items: sql<number>`count(*)::int`,
      claimed: sql<string>`sum(${claimItems.amountCents})`,
      paid: sql<string>`coalesce(sum((${claimItems.breakdown} ->> 'totalPayableAmount')::bigint), 0)`,
    })
    .from(claimItems)
    .innerJoin(claims, eq(claims.id, claimItems.claimId))
    .leftJoin(services, eq(services.id, claimItems.serviceId))
    .where(
      and(
        eq(claims.employeeId, employeeId),
        inArray(claims.status, ['N', 'A', 'P']),
        inArray(claims.planYear, keys),
      ),
    )
    .groupBy(claims.type, claims.planYear, claimItems.serviceId, claimItems.serviceName)
    .orderBy(asc(claims.type), desc(claims.planYear), asc(claimItems.serviceId));
}

/** A claim's status history, oldest first. */
export function statusHistoryOf(db: Tx, claimId: number) {
  return db
    .select()
    .from(claimStatusHistory)
    .where(eq(claimStatusHistory.claimId, claimId))
    .orderBy(asc(claimStatusHistory.at), asc(claimStatusHistory.id));
}
