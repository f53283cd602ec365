import type { Api, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import { API_MESSAGES, ErrorCode } from '@benefits/contract';
import {
  addDays,
  nextRenewalDate,
  BALANCE_MOVEMENTS_SHOWN,
  CANCEL_RUN_OFF_DAYS,
  canEnableOnlineClaims,
  canWithdrawCancellation,
  cancellationDates,
  cancellationState,
  claimTaxRule,
  DEFAULT_FUNDING,
  fundingChoiceErrors,
  INSURANCE_PRODUCTS,
  isCancellationDate,
  isFundingFrequency,
  isFundingMethod,
  isInsuranceFunding,
  isInsuranceProduct,
  keyedMessage,
  MESSAGES,
  normaliseFunding,
  planPricing,
  planYearOn,
  PLAN_MESSAGES as M,
  refundError,
  runOffEnds,
  todayIso,
  type InsuranceProduct,
  type Language,
  type PlanYearEndType,
  LEDGER_REFERENCES,
  PLAN_CLOSED_SUFFIX,
} from '@benefits/domain';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError, forbidden, unauthenticated, validationError } from '../../platform/errors';
import { defineJob, type JobContext } from '../../platform/jobs';
import { queueMail } from '../../platform/mail';
import type { CompanyContext, EmployeeContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import { actorOf, recordChanges, type Party } from '../account/service/change-log';
import { companyAdminContact } from '../employer/service';
import * as q from './queries';
import { coveredOn } from './coverage';
import { cancelMailText, eftPayeeMailText, refundMailText, withdrawMailText } from './text';

/*
 * The company's funding, balance and refunds, insurance add-ons, online claiming and plan
 * (docs/decisions/0027). Every function acts on the company of the caller's COMPANY_ADMIN scope;
 * every change is in the change log, and every balance change an employer_ledger row, in the
 * transaction that makes it.
 */

type Answer<N extends keyof Api> = ResponseOf<Api[N]>;
type Input<N extends keyof Api> = ParsedRequestOf<Api[N]>;

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');
const companyOf = (c: { id: number }): Party => ({ kind: 'employer', id: String(c.id) });
const conflict = (message: string, field?: string) =>
  new AppError(ErrorCode.CONFLICT, field ? { GENERAL: message, [field]: message } : { GENERAL: message });
/** Midnight UTC at the start of an ISO date (the server's days are UTC days, as todayIso). */
const startOf = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

type Contact = { firstName: string; lastName: string; email: string };

/**
 * Queues a mail to the administrator who acts, in the transaction of its cause and in the
 * language of the request (decision 0021); an administrator without an e-mail gets none.
 */
async function mailAdmin(
  s: Services,
  tx: Tx,
  me: EmployeeContext,
  write: (admin: Contact) => { subject: string; text: string },
): Promise<void> {
  const admin = await companyAdminContact(tx, me.id);
  if (admin?.email) await queueMail(s, tx, { to: admin.email, ...write(admin) });
}

const partiesOf = (s: Services, r: q.EmployerRow, admin: Contact) => ({
  provider: s.config.PROVIDER_NAME,
  supportEmail: s.config.SUPPORT_EMAIL,
  company: r.name,
  admin: `${admin.firstName} ${admin.lastName}`,
});

async function requireEmployer(db: Tx, company: CompanyContext): Promise<q.EmployerRow> {
  const row = await q.loadEmployer(db, company.id);
  // The session's company is gone: the session has ended.
  if (!row) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return row;
}

async function lockEmployer(tx: Tx, company: CompanyContext): Promise<q.EmployerRow> {
  const row = await q.lockEmployer(tx, company.id);
  if (!row) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return row;
}

/** The plan's cancellation as the domain reads it. */
const cancellationOf = (r: q.EmployerRow, today: string) =>
  cancellationState({ effectiveDate: r.cancellationDate, closed: r.planClosedAt !== null }, today);

/** After a cancellation's date the plan has ended: its funding, add-ons and claiming are frozen. */
const planEnded = (r: q.EmployerRow, today: string) => {
  const state = cancellationOf(r, today);
  return state === 'RUN_OFF' || state === 'CLOSED';
};

function refuseChanges(me: EmployeeContext, r: q.EmployerRow, today: string): void {
  if (me.terminated) throw forbidden(M.terminatedAdmin);
  if (planEnded(r, today)) throw conflict(M.planCancelledNoChanges);
}

// ---- Company funding ---------------------------------------------------------------------------

async function fundingAnswer(
  db: Tx,
  r: q.EmployerRow,
  today: string,
): Promise<Answer<'employerCompanyFunding'>> {
  const [row, pad, balanceCents] = await Promise.all([
    q.loadFunding(db, r.id),
    q.padOnFile(db, r.id),
    q.companyBalance(db, r.id),
  ]);
  const method = row && isFundingMethod(row.method) ? row.method : DEFAULT_FUNDING.method;
  const frequency = row && isFundingFrequency(row.frequency) ? row.frequency : DEFAULT_FUNDING.frequency;
  return {
    funding: {
      method,
      frequency,
      depositCents: row?.depositCents ?? null,
      chosen: yn(row !== undefined),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    },
    padOnFile: yn(pad),
    balanceCents,
    planEnded: yn(planEnded(r, today)),
  };
}

export async function getCompanyFunding(
  s: Services,
  company: CompanyContext,
): Promise<Answer<'employerCompanyFunding'>> {
  const today = todayIso(s.now());
  return fundingAnswer(s.db, await requireEmployer(s.db, company), today);
}

/**
 * /employer/company-funding/set: pay as you go needs PAD, PAD needs the company's account on file,
 * a scheduled deposit is $100 to $1,000,000 (domain fundingChoiceErrors); saved and logged at once.
 * Choosing EFT (from another method, or its schedule changing) mails the administrator who chose it
 * the payee details to set up in their online banking, in their language, in the same transaction.
 */
export async function setCompanyFunding(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerCompanyFundingSet'>,
  language: Language = 'en',
): Promise<Answer<'employerCompanyFundingSet'>> {
  const now = s.now();
  const today = todayIso(now);
  const answer = await s.db.transaction(async (tx) => {
    const r = await lockEmployer(tx, company);
    refuseChanges(me, r, today);
    const errors = fundingChoiceErrors(input, { padOnFile: await q.padOnFile(tx, r.id) });
    // The general message of a field wrong (§5), as the web's own check shows it: an amount out of
    // range is not "missing information".
    if (Object.keys(errors).length > 0) throw validationError(errors, MESSAGES.correctInformation);
    const choice = normaliseFunding(input);
    const before = await q.loadFunding(tx, r.id);
    await q.saveFunding(tx, { employerId: r.id, ...choice, updatedBy: me.id, updatedAt: now });
    await recordChanges(
      tx,
      actorOf(me),
      companyOf(r),
      'companyFunding',
      String(r.id),
      before
        ? { method: before.method, frequency: before.frequency, depositCents: before.depositCents }
        : null,
      { ...choice },
      [],
      now,
    );
    const eftChanged =
      choice.method === 'EFT' &&
      (before?.method !== 'EFT' ||
        before.frequency !== choice.frequency ||
        before.depositCents !== choice.depositCents);
    if (eftChanged) {
      await mailAdmin(s, tx, me, (admin) =>
        eftPayeeMailText(language, {
          provider: s.config.PROVIDER_NAME,
          supportEmail: s.config.SUPPORT_EMAIL,
          firstName: admin.firstName,
          company: r.name,
          employerId: r.id,
          frequency: choice.frequency,
          depositCents: choice.depositCents,
        }),
      );
    }
    return fundingAnswer(tx, r, today);
  });
  return { ...answer, message: M.fundingSaved };
}

// ---- Balance and refunds -----------------------------------------------------------------------

async function balanceAnswer(db: Tx, employerId: number): Promise<Answer<'employerBalance'>> {
  const [balanceCents, movements, pad] = await Promise.all([
    q.companyBalance(db, employerId),
    q.recentMovements(db, employerId, BALANCE_MOVEMENTS_SHOWN),
    q.padOnFile(db, employerId),
  ]);
  return {
    balanceCents,
    movements: movements.map((m) => ({ ...m, at: m.at.toISOString() })),
    refundTo: pad ? 'PAD' : 'CHEQUE',
  };
}

export async function getBalance(s: Services, company: CompanyContext): Promise<Answer<'employerBalance'>> {
  await requireEmployer(s.db, company);
  return balanceAnswer(s.db, company.id);
}

/** Where a refund goes, as the ledger row's reference says it. */
const refundReference = (pad: boolean) =>
  pad ? LEDGER_REFERENCES.refundToPad.en : LEDGER_REFERENCES.refundByCheque.en;

/**
 * /employer/refund: a refund of at most the balance, as a REFUND row of the group account, written
 * under the company's row lock so two refunds cannot both spend the same balance. The row keeps the
 * caller's request ID (unique per company, employer_ledger_request_idx): the same refund sent again
 * (a double click, a retried call, a second tab) waits for the lock, finds the first one's row and
 * answers as the first did, refunding, logging and mailing nothing more; the same ID with another
 * amount is refused.
 */
export async function requestRefund(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerRefund'>,
  language: Language = 'en',
): Promise<Answer<'employerRefund'>> {
  if (me.terminated) throw forbidden(M.terminatedAdmin);
  const now = s.now();
  const answer = await s.db.transaction(async (tx) => {
    const r = await lockEmployer(tx, company);
    // Under the lock, so a repeat sent at the same time sees the first one's row once it commits;
    // before the balance check, which the first refund has changed.
    const earlier = await q.ledgerRowOfRequest(tx, r.id, input.requestId);
    if (earlier) {
      if (earlier.kind !== 'REFUND' || earlier.amountCents !== -input.amountCents) {
        throw conflict(M.refundRequestReused);
      }
      return balanceAnswer(tx, r.id);
    }
    const balance = await q.companyBalance(tx, r.id);
    const error = refundError(input.amountCents, balance);
    if (error) throw validationError({ amountCents: error }, MESSAGES.correctInformation);
    const toPad = await q.padOnFile(tx, r.id);
    const reference = refundReference(toPad);
    const id = await q.insertLedgerRow(tx, {
      employerId: r.id,
      amountCents: -input.amountCents,
      kind: 'REFUND',
      reference,
      createdAt: now,
      requestId: input.requestId,
    });
    await recordChanges(
      tx,
      actorOf(me),
      companyOf(r),
      'employerLedger',
      String(id),
      null,
      { kind: 'REFUND', amountCents: -input.amountCents, balanceBefore: balance, reference },
      [],
      now,
    );
    await mailAdmin(s, tx, me, (admin) =>
      refundMailText(language, partiesOf(s, r, admin), {
        amountCents: input.amountCents,
        balanceCents: balance - input.amountCents,
        date: todayIso(now),
        toPad,
      }),
    );
    return balanceAnswer(tx, r.id);
  });
  return { ...answer, message: M.refundRequested };
}

// ---- Insurance add-ons -------------------------------------------------------------------------

async function insuranceAnswer(
  db: Tx,
  r: q.EmployerRow,
  today: string,
): Promise<Answer<'employerInsuranceFunding'>> {
  const [rows, covered, pad] = await Promise.all([
    q.insuranceOf(db, r.id),
    coveredOn(db, r.id, today),
    q.padOnFile(db, r.id),
  ]);
  const products = rows
    .filter((p) => isInsuranceProduct(p.product) && isInsuranceFunding(p.funding))
    .map((p) => {
      const product = p.product as InsuranceProduct;
      // Today's coverage rows, as the Insurance Coverage report and the premium statements read them.
      const onToday = covered.get(product) ?? { covered: 0, premiumCents: 0 };
      return {
        product,
        insurer: p.insurer,
        policyNumber: p.policyNumber,
        coverageCents: p.coverageCents,
        deductibleCents: p.deductibleCents,
        coverageNote: p.coverageNote,
        premiumCents: p.premiumCents,
        coveredEmployees: onToday.covered,
        monthlyCents: onToday.premiumCents,
        startDate: p.startDate,
        funding: p.funding as 'GROUP_ACCOUNT' | 'PAD' | 'INVOICE',
      };
    });
  return {
    products,
    monthlyTotalCents: products.reduce((sum, p) => sum + p.monthlyCents, 0),
    padOnFile: yn(pad),
    planEnded: yn(planEnded(r, today)),
  };
}

export async function getInsuranceFunding(
  s: Services,
  company: CompanyContext,
): Promise<Answer<'employerInsuranceFunding'>> {
  const r = await requireEmployer(s.db, company);
  const answer = await insuranceAnswer(s.db, r, todayIso(s.now()));
  if (answer.products.length === 0) throw conflict(M.noInsurance);
  return answer;
}

/**
 * /employer/insurance-funding/set: each named product must be one the company holds; PAD needs the
 * company's account on file. All or nothing, each change logged.
 */
export async function setInsuranceFunding(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerInsuranceFundingSet'>,
): Promise<Answer<'employerInsuranceFundingSet'>> {
  const now = s.now();
  const today = todayIso(now);
  const answer = await s.db.transaction(async (tx) => {
    const r = await lockEmployer(tx, company);
    refuseChanges(me, r, today);
    const held = new Map((await q.insuranceOf(tx, r.id)).map((p) => [p.product, p]));
    if (held.size === 0) throw conflict(M.noInsurance);
    const pad = await q.padOnFile(tx, r.id);
    const errors: Record<string, string> = {};
    for (const { product, funding } of input.products) {
      if (!held.has(product)) errors[`funding_${product}`] = M.insuranceProductNotHeld;
      else if (funding === 'PAD' && !pad) errors[`funding_${product}`] = M.padNotOnFile;
    }
    if (Object.keys(errors).length > 0) throw validationError(errors, MESSAGES.correctMissingInformation);
    for (const { product, funding } of input.products) {
      const before = held.get(product)!;
      if (before.funding === funding) continue;
      await q.setInsuranceFunding(tx, r.id, product, funding, now);
      await recordChanges(
        tx,
        actorOf(me),
        companyOf(r),
        'insuranceProduct',
        String(before.id),
        { product, funding: before.funding },
        { product, funding },
        [],
        now,
      );
    }
    return insuranceAnswer(tx, r, today);
  });
  return { ...answer, message: M.insuranceFundingSaved };
}

// ---- Online claiming ---------------------------------------------------------------------------

/** /employer/enable-online-claiming: docs/product §6's rule, checked here as the menu checks it. */
export async function enableOnlineClaiming(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
): Promise<Answer<'employerEnableOnlineClaiming'>> {
  const now = s.now();
  await s.db.transaction(async (tx) => {
    const r = await lockEmployer(tx, company);
    if (planEnded(r, todayIso(now))) throw conflict(M.planCancelledNoChanges);
    if (r.onlineClaimOk) throw conflict(M.onlineClaimsAlreadyEnabled);
    const admin = await q.loadAdminFlags(tx, r.id, me.id);
    const allowed = canEnableOnlineClaims({
      terminated: me.terminated || (admin?.terminated ?? true),
      customised: admin?.customised ?? true,
      planType: r.planCode,
      onlineClaimOk: r.onlineClaimOk,
    });
    if (!allowed) throw forbidden(M.onlineClaimsNotAllowed);
    await q.updateEmployer(tx, r.id, { onlineClaimOk: true });
    await recordChanges(
      tx,
      actorOf(me),
      companyOf(r),
      'employer',
      String(r.id),
      { ONLINE_CLAIM_OK: false },
      { ONLINE_CLAIM_OK: true },
      [],
      now,
    );
  });
  return { ONLINE_CLAIM_OK: 'Y', message: M.onlineClaimsEnabled };
}

// ---- Plan details and cancellation -------------------------------------------------------------

async function planAnswer(db: Tx, r: q.EmployerRow, today: string): Promise<Answer<'employerPlanDetails'>> {
  const [rows, members, balanceCents] = await Promise.all([
    q.insuranceOf(db, r.id),
    q.companyMembers(db, r.id),
    q.companyBalance(db, r.id),
  ]);
  const year = planYearOn(
    {
      type: r.planYearEndType as PlanYearEndType,
      fiscalYearEnd: r.fiscalYearEnd,
      effectiveDate: r.planEffectiveDate ?? '',
    },
    today,
  );
  const pricing = planPricing(r.planCode, r.province);
  const state = cancellationOf(r, today);
  const held = new Set(rows.map((p) => p.product));
  return {
    plan: {
      planCode: r.planCode,
      contractType: r.contractType,
      effectiveDate: r.planEffectiveDate,
      planYearEndType: r.planYearEndType,
      fiscalYearEnd: r.fiscalYearEnd,
      planYearStart: year.start,
      planYearEnd: year.end,
      // The contract renews on its effective date's anniversary, as the partner's screens say
      // (decision 0038, \`nextRenewalDate\`); the plan year (above) is the balances' period.
      renewalDate: nextRenewalDate(r.planEffectiveDate, r.cancellationDate, today),
      province: r.province,
      priceCents: pricing.priceCents,
      renewalCents: pricing.renewalCents,
      taxIncluded: yn(pricing.taxIncluded),
      taxBps: pricing.taxBps,
      renewalTaxCents: pricing.renewalTaxCents,
      renewalTotalCents: pricing.renewalTotalCents,
      adminFeeBps: pricing.adminFeeBps,
      claimTaxes: claimTaxRule(r.province),
      addOns: INSURANCE_PRODUCTS.filter((p) => held.has(p)),
      hasWellness: yn(r.hasWellness),
      onlineClaimOk: yn(r.onlineClaimOk),
      employeeCount: members.filter((m) => !m.terminated && !m.nonMemberAdminOnly).length,
    },
    cancellation: {
      state,
      effectiveDate: r.cancellationDate,
      runOffEnds: r.cancellationDate ? runOffEnds(r.cancellationDate) : null,
      requestedAt: r.cancellationRequestedAt?.toISOString() ?? null,
      reason: r.cancellationReason,
      canWithdraw: yn(
        state === 'PENDING' && !!r.cancellationDate && canWithdrawCancellation(r.cancellationDate, today),
      ),
      dates: state === 'NONE' ? cancellationDates(today) : [],
      runOffDays: CANCEL_RUN_OFF_DAYS,
      balanceCents,
    },
  };
}

export async function getPlanDetails(
  s: Services,
  company: CompanyContext,
): Promise<Answer<'employerPlanDetails'>> {
  return planAnswer(s.db, await requireEmployer(s.db, company), todayIso(s.now()));
}

/** The durable job that closes a cancelled plan after its run-off (docs/decisions/0027). */
export const planCloseJob = defineJob(
  'plan-cancellation-close',
  z.object({ employerId: z.number().int(), effectiveDate: z.string() }),
  { maxAttempts: 20 },
);

/**
 * /employer/cancel-plan: on one of the offered month ends, confirmed; recorded on the company with
 * who asked and why, logged, and the closing job queued for the day after the run-off, all at once.
 */
export async function cancelPlan(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerCancelPlan'>,
  language: Language = 'en',
): Promise<Answer<'employerCancelPlan'>> {
  if (me.terminated) throw forbidden(M.terminatedAdmin);
  const now = s.now();
  const today = todayIso(now);
  if (!isCancellationDate(input.effectiveDate, today)) {
    throw validationError({ effectiveDate: M.cancelDateInvalid }, MESSAGES.correctInformation);
  }
  const answer = await s.db.transaction(async (tx) => {
    const r = await lockEmployer(tx, company);
    if (cancellationOf(r, today) !== 'NONE') throw conflict(M.planAlreadyCancelled);
    const reason = input.reason ? input.reason : null;
    await q.updateEmployer(tx, r.id, {
      cancellationDate: input.effectiveDate,
      cancellationRequestedAt: now,
      cancellationRequestedBy: me.id,
      cancellationReason: reason,
    });
    await s.jobs.enqueue(
      tx,
      planCloseJob,
      { employerId: r.id, effectiveDate: input.effectiveDate },
      {
        key: `plan-close:${r.id}:${input.effectiveDate}`,
        runAt: startOf(addDays(runOffEnds(input.effectiveDate), 1)),
      },
    );
    await recordChanges(
      tx,
      actorOf(me),
      companyOf(r),
      'employer',
      String(r.id),
      { CANCELLATION_DATE: null, CANCELLATION_REASON: null },
      { CANCELLATION_DATE: input.effectiveDate, CANCELLATION_REASON: reason },
      [],
      now,
    );
    await mailAdmin(s, tx, me, (admin) =>
      cancelMailText(language, partiesOf(s, r, admin), {
        effectiveDate: input.effectiveDate,
        runOffEnds: runOffEnds(input.effectiveDate),
      }),
    );
    return planAnswer(tx, (await q.loadEmployer(tx, r.id))!, today);
  });
  return { ...answer, message: M.planCancelled };
}

/** /employer/cancel-plan/withdraw: up to the cancellation's date; the closing job then does nothing. */
export async function withdrawCancellation(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
  language: Language = 'en',
): Promise<Answer<'employerWithdrawCancellation'>> {
  if (me.terminated) throw forbidden(M.terminatedAdmin);
  const now = s.now();
  const today = todayIso(now);
  const answer = await s.db.transaction(async (tx) => {
    const r = await lockEmployer(tx, company);
    if (!r.cancellationDate) throw conflict(M.planNotCancelled);
    if (!canWithdrawCancellation(r.cancellationDate, today) || r.planClosedAt) {
      throw conflict(keyedMessage('plan.cancellationFinal', { date: r.cancellationDate }));
    }
    await q.updateEmployer(tx, r.id, {
      cancellationDate: null,
      cancellationRequestedAt: null,
      cancellationRequestedBy: null,
      cancellationReason: null,
    });
    await recordChanges(
      tx,
      actorOf(me),
      companyOf(r),
      'employer',
      String(r.id),
      { CANCELLATION_DATE: r.cancellationDate, CANCELLATION_REASON: r.cancellationReason },
      { CANCELLATION_DATE: null, CANCELLATION_REASON: null },
      [],
      now,
    );
    await mailAdmin(s, tx, me, (admin) => withdrawMailText(language, partiesOf(s, r, admin), { today }));
    return planAnswer(tx, (await q.loadEmployer(tx, r.id))!, today);
  });
  return { ...answer, message: M.cancellationWithdrawn };
}

/**
 * The job: after the run-off, refunds whatever balance is left (a REFUND ledger row) and marks the
 * plan closed, in one transaction with the job's completion. A cancellation withdrawn (or moved to
 * another date) since, or a plan already closed, does nothing.
 */
export function closeCancelledPlan(s: Pick<Services, 'now'>) {
  return async (
    { employerId, effectiveDate }: { employerId: number; effectiveDate: string },
    ctx: JobContext,
  ) => {
    await ctx.transaction(async (tx) => {
      const r = await q.lockEmployer(tx, employerId);
      if (!r || r.cancellationDate !== effectiveDate || r.planClosedAt) return;
      const now = s.now();
      const balance = await q.companyBalance(tx, employerId);
      const system: Party = { kind: 'system', id: planCloseJob.name };
      if (balance > 0) {
        const reference = `${refundReference(await q.padOnFile(tx, employerId))}${PLAN_CLOSED_SUFFIX.en}`;
        const id = await q.insertLedgerRow(tx, {
          employerId,
          amountCents: -balance,
          kind: 'REFUND',
          reference,
          createdAt: now,
        });
        await recordChanges(tx, system, companyOf(r), 'employerLedger', String(id), null, {
          kind: 'REFUND',
          amountCents: -balance,
          balanceBefore: balance,
          reference,
        });
      }
      await q.updateEmployer(tx, employerId, { planClosedAt: now });
      await recordChanges(
        tx,
        system,
        companyOf(r),
        'employer',
        String(employerId),
        { PLAN_CLOSED: false },
        { PLAN_CLOSED: true },
        [],
        now,
      );
    });
  };
}
