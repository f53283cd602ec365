import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { partnerApplications, partnerBanking, partnerLicences, partners } from '../../db/schema';

/*
 * The partner sign-up's SQL (decision 0036): the partner ID allocation, the new partner's rows, and
 * what the welcome mail needs.
 */

/** The advisory lock that serialises partner ID allocation (an arbitrary constant: 'partn'). */
const PARTNER_ID_LOCK = 0x706172746e;

/**
 * Takes the partner ID lock for the rest of the transaction and answers the highest partner ID in
 * use (200000 when none): the new partner's is the next. A second sign-up waits for the first to
 * commit, so two never share an ID (as enrolment's employee IDs, decision 0025).
 */
export async function lockHighestPartnerId(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PARTNER_ID_LOCK})`);
  const [row] = await tx.select({ max: sql<string | null>`max(${partners.id})` }).from(partners);
  return Math.max(200_000, Number(row?.max ?? 0));
}

/**
 * Whether a partner who is not terminated (other than `exceptId`) already uses the e-mail address
 * whose key (partnerEmailKey: trimmed, lower case) is `emailKey`. Under the partner ID lock, a second
 * submission of one application (a network retry, a second tab) finds the first one's partner, and a
 * partner's change of address finds an application's partner made at the same moment.
 */
export async function hasPartnerWithEmail(db: Tx, emailKey: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        sql`lower(trim(${partners.email})) = ${emailKey}`,
        eq(partners.terminated, false),
        exceptId === undefined ? undefined : ne(partners.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether `id` is a manager (a partner whose manager is themself) still selling. */
export async function isActiveManager(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, id), eq(partners.managerId, id), eq(partners.terminated, false)))
    .limit(1);
  return row !== undefined;
}

export async function insertPartner(tx: Tx, values: typeof partners.$inferInsert) {
  await tx.insert(partners).values(values);
}

export async function insertApplication(tx: Tx, values: typeof partnerApplications.$inferInsert) {
  await tx.insert(partnerApplications).values(values);
}

export async function insertLicences(tx: Tx, rows: (typeof partnerLicences.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(partnerLicences).values(rows);
}

export async function insertBanking(tx: Tx, values: typeof partnerBanking.$inferInsert) {
  await tx.insert(partnerBanking).values(values);
}
