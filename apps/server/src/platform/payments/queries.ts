import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { offlineCheckoutSessions, paymentSessions, paymentWebhookEvents } from '../../db/schema';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type OfflineSessionRow = typeof offlineCheckoutSessions.$inferSelect;

export async function insertPaymentSession(
  db: Db | Tx,
  values: typeof paymentSessions.$inferInsert,
): Promise<PaymentSessionRow> {
  const [row] = await db.insert(paymentSessions).values(values).returning();
  return row!;
}

export async function loadPaymentSession(db: Db | Tx, sessionId: string) {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.sessionId, sessionId));
  return row;
}

export async function loadPaymentSessionByKey(db: Db | Tx, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.idempotencyKey, idempotencyKey));
  return row;
}

/** The session's row, locked until the transaction ends (one settling at a time). */
export async function lockPaymentSession(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.sessionId, sessionId))
    .for('update');
  return row;
}

export async function updatePaymentSession(
  tx: Tx,
  sessionId: string,
  values: Partial<Omit<PaymentSessionRow, 'sessionId'>>,
): Promise<PaymentSessionRow> {
  const [row] = await tx
    .update(paymentSessions)
    .set(values)
    .where(eq(paymentSessions.sessionId, sessionId))
    .returning();
  return row!;
}

/** An owner's latest session for a purpose. */
export async function latestPaymentSession(db: Db | Tx, ownerKind: string, ownerId: string, purpose: string) {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.ownerKind, ownerKind),
        eq(paymentSessions.ownerId, ownerId),
        eq(paymentSessions.purpose, purpose),
      ),
    )
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  return row;
}

export async function webhookEventSeen(db: Db | Tx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId));
  return Boolean(row);
}

export async function recordWebhookEvent(
  db: Db | Tx,
  values: typeof paymentWebhookEvents.$inferInsert,
): Promise<void> {
  await db.insert(paymentWebhookEvents).values(values).onConflictDoNothing();
}

// ---- The offline provider's own sessions -------------------------------------------------------

export async function insertOfflineSession(db: Db | Tx, values: typeof offlineCheckoutSessions.$inferInsert) {
  await db.insert(offlineCheckoutSessions).values(values);
}

export async function loadOfflineSession(db: Db | Tx, sessionId: string) {
  const [row] = await db
    .select()
    .from(offlineCheckoutSessions)
    .where(eq(offlineCheckoutSessions.sessionId, sessionId));
  return row;
}

export async function lockOfflineSession(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select()
    .from(offlineCheckoutSessions)
    .where(eq(offlineCheckoutSessions.sessionId, sessionId))
    .for('update');
  return row;
}

export async function updateOfflineSession(
  db: Db | Tx,
  sessionId: string,
  values: Partial<Omit<OfflineSessionRow, 'sessionId'>>,
): Promise<void> {
  await db
    .update(offlineCheckoutSessions)
    .set(values)
    .where(eq(offlineCheckoutSessions.sessionId, sessionId));
}
