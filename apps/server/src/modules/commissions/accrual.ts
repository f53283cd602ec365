/*
 * Accrual and payout of commissions (docs/decisions/0042-commissions.md). Every function here takes
 * the caller's transaction: a line is written in the same transaction as the event that earns it (a
 * client's sign-up payment, a claim paid), and a month's close pays statements in its own.
 */
import {
  commissionLines,
  fillIn,
  formatMoneyIn,
  isPayable,
  monthEnd,
  nextMonth,
  paths,
  payoutReference,
  todayIso,
  type CommissionSource,
  type Language,
} from '@benefits/domain';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { defineJob, type JobQueue } from '../../platform/jobs';
import { notify } from '../notifications/service';
import { COMMISSIONS_TEXT } from './text';
import {
  dueOf,
  employerName,
  hasLaterLines,
  insertLine,
  lockOpenStatement,
  lockOpenStatements,
  moveLaterLines,
  payStatement,
  sellerOf,
  sourceAccrued,
} from './queries';

/** What accrual needs of the services: the job queue (the month's close) and the clock. */
export interface AccrualServices {
  jobs: JobQueue;
  now: () => Date;
}

/** Closes a month's statements (payload: the month, YYYY-MM); enqueued by every accrual, once per month. */
export const commissionCloseJob = defineJob(
  'commission-close',
  z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) }),
);

const startOfDay = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** Enqueues the close of `month` at the start of the next month (once per month: the job key). */
export async function scheduleClose(s: AccrualServices, tx: Tx, month: string) {
  await s.jobs.enqueue(
    tx,
    commissionCloseJob,
    { month },
    { key: `commission-close:${month}`, runAt: startOfDay(`${nextMonth(month)}-01`) },
  );
}

export interface AccrualInput {
  source: Exclude<CommissionSource, 'ADJUSTMENT'>;
  /** What identifies the event: the payment reference, the claim ID. */
  sourceRef: string;
  employerId: number;
  baseCents: number;
  /** The event's date (ISO). */
  accruedOn: string;
}

export interface Accrued {
  /** False when the source had already accrued, or the company has no partner: nothing was written. */
  accrued: boolean;
  lines: { partnerId: number; role: string; amountCents: number }[];
}

/**
 * Writes the lines an event earns, in the caller's transaction, on each partner's open statement:
 * nothing when the company has no selling partner or the source already accrued (idempotent on
 * source and reference: a retried payment or a claim paid twice accrues once).
 */
export async function accrueLines(tx: Tx, input: AccrualInput): Promise<Accrued> {
  const seller = await sellerOf(tx, input.employerId);
  if (!seller) return { accrued: false, lines: [] };
  if (await sourceAccrued(tx, input.source, input.sourceRef)) return { accrued: false, lines: [] };
  const lines = commissionLines(input.source, input.baseCents, seller);
  const written: Accrued['lines'] = [];
  for (const line of lines) {
    const statementId = await lockOpenStatement(tx, line.partnerId);
    const inserted = await insertLine(tx, {
      partnerId: line.partnerId,
      employerId: input.employerId,
      amountCents: line.amountCents,
      accruedOn: input.accruedOn,
      source: input.source,
      sourceRef: input.sourceRef,
      role: line.role,
      baseCents: line.baseCents,
      rateBps: line.rateBps,
      statementId,
    });
    if (inserted) written.push({ partnerId: line.partnerId, role: line.role, amountCents: line.amountCents });
  }
  return { accrued: written.length > 0, lines: written };
}

async function accrue(s: AccrualServices, tx: Tx, input: AccrualInput): Promise<Accrued> {
  const done = await accrueLines(tx, input);
  if (done.accrued) {
    const today = todayIso(s.now());
    const month = (input.accruedOn > today ? input.accruedOn : today).slice(0, 7);
    await scheduleClose(s, tx, month);
  }
  return done;
}

/**
 * A client's sign-up payment: the selling partner earns SIGNUP lines on the plan fee before tax, in
 * the payment's transaction. Call it where the sign-up payment is settled (the employer and its
 * `partner_id` written first); `paymentRef` is the payment's own reference (the same payment never
 * accrues twice). Each partner a line is written for (the agent, and their manager for the override)
 * is told in the same transaction: a notification in English and French (shown in the partner's
 * language) naming the company and the amount, opening /partner/commissions.
 */
export async function accrueSignupCommission(
  s: AccrualServices,
  tx: Tx,
  input: { employerId: number; paymentRef: string; planFeeCents: number; paidOn: string },
): Promise<Accrued> {
  const done = await accrue(s, tx, {
    source: 'SIGNUP',
    sourceRef: input.paymentRef,
    employerId: input.employerId,
    baseCents: input.planFeeCents,
    accruedOn: input.paidOn,
  });
  if (!done.accrued) return done;
  const company = (await employerName(tx, input.employerId)) ?? '';
  for (const line of done.lines) {
    const text = (language: Language) => {
      const t = COMMISSIONS_TEXT[language].signupAccrued;
      const template = line.role === 'OVERRIDE' ? t.OVERRIDE : t.DIRECT;
      const amount = formatMoneyIn(line.amountCents, language);
      return { title: t.title, body: fillIn(template, { company, amount }) };
    };
    const en = text('en');
    const fr = text('fr');
    await notify(tx, {
      kind: 'partner',
      subjectId: String(line.partnerId),
      title: en.title,
      body: en.body,
      titleFr: fr.title,
      bodyFr: fr.body,
      webOnPress: paths.partner.commissions.path,
      createdAt: s.now(),
    });
  }
  return done;
}

/** A claim paid: the selling partner earns CLAIM_FEE lines on its admin fee before tax, once per claim. */
export function accrueClaimFeeCommission(
  s: AccrualServices,
  tx: Tx,
  input: { claimId: number; employerId: number; adminFeeCents: number; paidOn: string },
): Promise<Accrued> {
  return accrue(s, tx, {
    source: 'CLAIM_FEE',
    sourceRef: String(input.claimId),
    employerId: input.employerId,
    baseCents: input.adminFeeCents,
    accruedOn: input.paidOn,
  });
}

export interface ClosedStatement {
  statementId: number;
  partnerId: number;
  totalCents: number;
  paid: boolean;
}

/**
 * Closes `month` (YYYY-MM): each open statement whose lines accrued by the month's end reach the
 * payout minimum, for a partner with banking on file that staff have verified (not waiting for its
 * PAD audit) and not terminated, is paid by EFT (status PAID,
 * period end, total, reference `EFT-<YYYYMM>-<partner>`, paid at `at`, its lines paid); its lines
 * accrued after the month's end move to a new open statement. Below the minimum, a statement stays
 * open and carries to the next month. Answers what it did, per open statement.
 */
export async function closeMonth(tx: Tx, month: string, at: Date): Promise<ClosedStatement[]> {
  const periodEnd = monthEnd(month);
  const done: ClosedStatement[] = [];
  for (const open of await lockOpenStatements(tx)) {
    const due = await dueOf(tx, open.id, periodEnd);
    const payable =
      due.count > 0 &&
      isPayable(due.totalCents) &&
      !open.missingBanking &&
      open.bankingVerified &&
      !open.terminated;
    if (payable) {
      await payStatement(tx, open.id, {
        periodEnd,
        totalCents: due.totalCents,
        payoutRef: payoutReference(month, open.partnerId),
        at,
      });
      if (await hasLaterLines(tx, open.id, periodEnd)) {
        const next = await lockOpenStatement(tx, open.partnerId);
        await moveLaterLines(tx, open.id, periodEnd, next);
      }
    }
    done.push({ statementId: open.id, partnerId: open.partnerId, totalCents: due.totalCents, paid: payable });
  }
  return done;
}
