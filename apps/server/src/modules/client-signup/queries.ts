import { and, eq, gte, inArray, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  clientSignupApplications,
  employers,
  partnerLicences,
  partners,
  jobs,
  offlineCheckoutSessions,
  paymentSessions,
} from '../../db/schema';
import { mailJob } from '../../platform/mail';

/*
 * The client sign-up's SQL (decision 0041): the applications, the partner lookup, and the company
 * ID allocation of a paid application.
 */

export type ApplicationRow = typeof clientSignupApplications.$inferSelect;

export async function loadApplication(db: Tx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(clientSignupApplications)
    .where(eq(clientSignupApplications.id, id))
    .limit(1);
  return row;
}

/** The application, locked for the rest of the transaction (saves, payment start and settling queue). */
export async function lockApplication(tx: Tx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(clientSignupApplications)
    .where(eq(clientSignupApplications.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function insertApplication(tx: Tx, values: typeof clientSignupApplications.$inferInsert) {
  await tx.insert(clientSignupApplications).values(values);
}

export async function updateApplication(
  db: Tx,
  id: string,
  values: Partial<typeof clientSignupApplications.$inferInsert>,
) {
  await db.update(clientSignupApplications).set(values).where(eq(clientSignupApplications.id, id));
}

/** A partner still selling, with the provinces of their licences in force on `today`. */
export async function partnerWithLicences(db: Tx, id: number, today: string) {
  const [partner] = await db
    .select({
      id: partners.id,
      name: partners.agentName,
      webName: partners.webName,
      webTele: partners.webTele,
      webIntro: partners.webIntro,
    })
    .from(partners)
    .where(and(eq(partners.id, id), eq(partners.terminated, false)))
    .limit(1);
  if (!partner) return undefined;
  const licences = await db
    .select({ province: partnerLicences.province })
    .from(partnerLicences)
    .where(and(eq(partnerLicences.partnerId, id), gte(partnerLicences.expiresOn, today)))
    .orderBy(partnerLicences.province);
  return { ...partner, provinces: licences.map((l) => l.province) };
}

/** The advisory lock that serialises company ID allocation (an arbitrary constant: 'emplr'). */
const EMPLOYER_ID_LOCK = 0x656d706c72;

/**
 * Takes the company ID lock for the rest of the transaction and answers the highest company ID in
 * use (5000 when none): the new company's is the next (as decision 0025's employee IDs).
 */
export async function lockHighestEmployerId(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMPLOYER_ID_LOCK})`);
  const [row] = await tx.select({ max: sql<string | null>`max(${employers.id})` }).from(employers);
  return Math.max(5000, Number(row?.max ?? 0));
}

export async function insertEmployer(tx: Tx, values: typeof employers.$inferInsert) {
  await tx.insert(employers).values(values);
}

/** The status of a payment session (open, succeeded, failed, expired), read on `tx`. */
export async function paymentSessionStatus(tx: Tx, sessionId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: paymentSessions.status })
    .from(paymentSessions)
    .where(eq(paymentSessions.sessionId, sessionId))
    .limit(1);
  return row?.status;
}

/** The resume link's mail job key of an application (the link is in its sealed payload). */
export const resumeMailKey = (id: string) => `client-signup-resume:${id}`;

/**
 * Deletes up to `limit` applications never paid whose last save is before `cutoff` (decision 0047),
 * with what holds their details or their link: their payment sessions (the description names the
 * company; none succeeded, or the application would be kept), the offline provider's copies of those
 * sessions, and the resume mail's job row. Answers how many applications went.
 */
export async function purgeUnpaidApplications(tx: Tx, cutoff: Date, limit: number): Promise<number> {
  const expired = await tx
    .select({ id: clientSignupApplications.id })
    .from(clientSignupApplications)
    .where(
      and(
        isNull(clientSignupApplications.employerId),
        isNull(clientSignupApplications.paidAt),
        lt(clientSignupApplications.updatedAt, cutoff),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(paymentSessions)
            .where(
              and(
                eq(paymentSessions.ownerKind, 'application'),
                eq(paymentSessions.ownerId, clientSignupApplications.id),
                eq(paymentSessions.status, 'succeeded'),
              ),
            ),
        ),
      ),
    )
    .orderBy(clientSignupApplications.updatedAt, clientSignupApplications.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = expired.map((row) => row.id);
  if (ids.length === 0) return 0;
  const ofThese = and(eq(paymentSessions.ownerKind, 'application'), inArray(paymentSessions.ownerId, ids));
  const sessions = tx.select({ id: paymentSessions.sessionId }).from(paymentSessions).where(ofThese);
  await tx.delete(offlineCheckoutSessions).where(inArray(offlineCheckoutSessions.sessionId, sessions));
  await tx.delete(paymentSessions).where(ofThese);
  await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.name, mailJob.name),
        inArray(jobs.dedupeKey, ids.map(resumeMailKey)),
        ne(jobs.state, 'running'),
      ),
    );
  const gone = await tx
    .delete(clientSignupApplications)
    .where(inArray(clientSignupApplications.id, ids))
    .returning({ id: clientSignupApplications.id });
  return gone.length;
}
