/** The receipts module's SQL (decision 0034): a company's payments, a partner's paid commissions. */
import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  clientSignupApplications,
  commissions,
  companyCards,
  employees,
  employerLedger,
  employers,
  partners,
  paymentSessions,
} from '../../db/schema';

/** A company with its card's receipt e-mail (null when it has no card row). */
export async function findCompany(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ id: employers.id, name: employers.name, receiptEmail: companyCards.receiptEmail })
    .from(employers)
    .leftJoin(companyCards, eq(companyCards.employerId, employers.id))
    .where(eq(employers.id, id))
    .limit(1);
  return row;
}

/** The company's first administrator (group or non-member, not terminated) with an e-mail, by ID. */
export async function findFirstAdministrator(db: Db | Tx, employerId: number) {
  const [row] = await db
    .select({ id: employees.id, email: employees.email })
    .from(employees)
    .where(
      and(
        eq(employees.employerId, employerId),
        eq(employees.terminated, false),
        or(eq(employees.groupAdmin, true), eq(employees.nonMemberAdminOnly, true)),
      ),
    )
    .orderBy(asc(employees.id))
    .limit(1);
  return row;
}

/** The company's deposits into its claim account (employer_ledger DEPOSIT rows), newest first. */
export function companyDeposits(db: Db | Tx, employerId: number) {
  return db
    .select({
      id: employerLedger.id,
      at: employerLedger.createdAt,
      amountCents: employerLedger.amountCents,
      reference: employerLedger.reference,
    })
    .from(employerLedger)
    .where(and(eq(employerLedger.employerId, employerId), eq(employerLedger.kind, 'DEPOSIT')))
    .orderBy(desc(employerLedger.createdAt), desc(employerLedger.id));
}

/** The company's settled card charges (payment sessions of mode `payment` that succeeded), newest first. */
export function companyCardPayments(db: Db | Tx, employerId: number) {
  return db
    .select({
      sessionId: paymentSessions.sessionId,
      createdAt: paymentSessions.createdAt,
      settledAt: paymentSessions.settledAt,
      amountCents: paymentSessions.amountCents,
      reference: paymentSessions.reference,
      description: paymentSessions.description,
      cardBrand: paymentSessions.cardBrand,
      cardLast4: paymentSessions.cardLast4,
    })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.ownerKind, 'employer'),
        eq(paymentSessions.ownerId, String(employerId)),
        eq(paymentSessions.mode, 'payment'),
        eq(paymentSessions.status, 'succeeded'),
      ),
    )
    .orderBy(desc(paymentSessions.createdAt));
}

/**
 * The client sign-up that created the company (decision 0041; one application per employer), with
 * the price it stored when its payment started and was completed — plan, province, tax, total, the
 * payment reference and date — and its Checkout Session (owned by the application, not the
 * employer, so `companyCardPayments` does not list it). Undefined for a company not signed up online.
 */
export async function companySignup(db: Db | Tx, employerId: number) {
  const [row] = await db
    .select({
      language: clientSignupApplications.language,
      planCode: clientSignupApplications.planCode,
      province: clientSignupApplications.province,
      taxCents: clientSignupApplications.taxCents,
      totalCents: clientSignupApplications.totalCents,
      paymentRef: clientSignupApplications.paymentRef,
      paidAt: clientSignupApplications.paidAt,
      sessionId: paymentSessions.sessionId,
      sessionStatus: paymentSessions.status,
      createdAt: paymentSessions.createdAt,
      settledAt: paymentSessions.settledAt,
      cardBrand: paymentSessions.cardBrand,
      cardLast4: paymentSessions.cardLast4,
    })
    .from(clientSignupApplications)
    .leftJoin(paymentSessions, eq(paymentSessions.sessionId, clientSignupApplications.paymentSessionId))
    .where(eq(clientSignupApplications.employerId, employerId))
    .limit(1);
  return row;
}

/** A partner (agent or manager). */
export async function findPartner(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: partners.id,
      name: partners.agentName,
      email: partners.email,
      managerId: partners.managerId,
    })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1);
  return row;
}

/** The partner's paid commissions with their company's name, newest payout first. */
export function paidCommissions(db: Db | Tx, partnerId: number) {
  return db
    .select({
      id: commissions.id,
      paidAt: commissions.paidAt,
      accruedOn: commissions.accruedOn,
      amountCents: commissions.amountCents,
      source: commissions.source,
      sourceRef: commissions.sourceRef,
      role: commissions.role,
      companyId: commissions.employerId,
      companyName: employers.name,
    })
    .from(commissions)
    .leftJoin(employers, eq(employers.id, commissions.employerId))
    .where(and(eq(commissions.partnerId, partnerId), isNotNull(commissions.paidAt)))
    .orderBy(desc(commissions.paidAt), asc(employers.name), asc(commissions.id));
}
