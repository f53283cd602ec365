import type { Api, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import { MESSAGES, PAYMENT_MESSAGES, paths, receiptEmailSchema } from '@benefits/domain';
import type { Tx } from '../../db/client';
import { notFound, validationError } from '../../platform/errors';
import { fieldErrors } from '../../platform/http';
import type { PaymentSessionRow } from '../../platform/payments/payments';
import type { CompanyContext, EmployeeContext } from '../../platform/principals';
import type { Log, Services } from '../../platform/services';
import { actorOf, recordChanges, type Party } from '../account/service/change-log';
import { getEmployer } from '../employer/service';
import { loadCompanyCard, lockCompanyCard, updateCompanyCard, type CompanyCardRow } from './queries';
import { linkOrigin, type RequestAddress } from '../../config';

/** The payments purpose of a company's card on file (platform/payments, decision 0028). */
export const COMPANY_CARD_PURPOSE = 'company-card';

type CardAnswer = ResponseOf<Api['employerStripeGet']>;

const ownerOf = (company: CompanyContext) => ({ kind: 'employer', id: String(company.id) });
const subjectOf = (employerId: number): Party => ({ kind: 'employer', id: String(employerId) });

function cardOf(row: CompanyCardRow | undefined): CardAnswer['card'] {
  if (!row?.paymentMethodId || !row.last4 || !row.expMonth || !row.expYear) return null;
  return {
    brand: row.brand ?? 'unknown',
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function attemptOf(session: PaymentSessionRow | undefined): CardAnswer['attempt'] {
  if (!session) return null;
  return {
    sessionId: session.sessionId,
    status: session.status as 'open' | 'succeeded' | 'failed' | 'expired',
    message: session.failureMessage,
  };
}

/**
 * /employer/stripe/get: the company's card on file. Back from the provider's page with the
 * session's ID, that session is settled first (idempotent with the webhook: the card changes once);
 * a session of another company, or none, is "not found".
 */
export async function getCompanyCard(
  s: Services,
  company: CompanyContext,
  input: ParsedRequestOf<Api['employerStripeGet']>,
  log: Log,
): Promise<CardAnswer> {
  let attempt: PaymentSessionRow | undefined;
  if (input.sessionId) {
    const session = await s.payments.session(input.sessionId);
    const owner = ownerOf(company);
    if (
      !session ||
      session.purpose !== COMPANY_CARD_PURPOSE ||
      session.ownerKind !== owner.kind ||
      session.ownerId !== owner.id
    ) {
      throw notFound(PAYMENT_MESSAGES.cardSessionNotFound);
    }
    attempt = await s.payments.settle(session.sessionId, log);
  } else {
    attempt = await s.payments.latest(ownerOf(company), COMPANY_CARD_PURPOSE);
  }
  return {
    card: cardOf(await loadCompanyCard(s.db, company.id)),
    provider: s.payments.kind,
    attempt: attemptOf(attempt),
  };
}

/**
 * /employer/stripe/update: a setup session at the provider for the company's customer (created on
 * first use, with the receipt e-mail), answered as the page to send the admin to. The card number
 * is typed there, never here.
 */
export async function startCardUpdate(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
  input: ParsedRequestOf<Api['employerStripeUpdate']>,
  log: Log,
  /** The request's address: the checkout returns there (config.ts linkOrigin). */
  address?: RequestAddress,
): Promise<ResponseOf<Api['employerStripeUpdate']>> {
  const { employer } = await getEmployer(s, company);
  const current = await loadCompanyCard(s.db, company.id);
  let customerId = current?.provider === s.payments.kind ? current.customerId : null;
  if (!customerId) {
    customerId = await s.payments.createCustomer(
      {
        name: employer.EMPLOYER_NAME,
        email: current?.receiptEmail ?? null,
        reference: `employer-${company.id}`,
      },
      log,
    );
    const created = customerId;
    await s.db.transaction(async (tx) => {
      await lockCompanyCard(tx, company.id);
      // A customer at another provider (or none) is replaced; the card on file stays until a new one is saved.
      await updateCompanyCard(tx, company.id, { provider: s.payments.kind, customerId: created });
    });
  }
  const page = `${linkOrigin(s.config, address)}${paths.company.updateCard.getHref()}`;
  const started = await s.payments.startSetup(
    {
      purpose: COMPANY_CARD_PURPOSE,
      owner: ownerOf(company),
      customerId,
      reference: `employer-${company.id}`,
      successUrl: `${page}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${page}?cancelled=1`,
      locale: input.language,
      createdBy: String(me.id),
    },
    log,
  );
  return { sessionId: started.sessionId, url: started.url };
}

/**
 * A company-card session settled (whichever of the return, the webhook or the offline page came
 * first; once): a succeeded one becomes the card on file, logged by its last four digits only.
 */
export async function completeCardUpdate(tx: Tx, session: PaymentSessionRow): Promise<void> {
  if (session.status !== 'succeeded' || !session.paymentMethodId || !session.cardLast4) return;
  const employerId = Number(session.ownerId);
  const before = await lockCompanyCard(tx, employerId);
  const updatedBy = session.createdBy ? Number(session.createdBy) : null;
  const at = session.settledAt ?? new Date();
  await updateCompanyCard(tx, employerId, {
    provider: session.provider,
    customerId: session.customerId ?? before.customerId,
    paymentMethodId: session.paymentMethodId,
    brand: session.cardBrand,
    last4: session.cardLast4,
    expMonth: session.cardExpMonth,
    expYear: session.cardExpYear,
    updatedBy,
    updatedAt: at,
  });
  await recordChanges(
    tx,
    { kind: 'employee', id: session.createdBy ?? 'payments' },
    subjectOf(employerId),
    'company_card',
    String(employerId),
    { CARD_LAST4: before.last4 },
    { CARD_LAST4: session.cardLast4 },
    [],
    at,
  );
}

export async function getReceiptEmail(
  s: Services,
  company: CompanyContext,
): Promise<ResponseOf<Api['employerStripeEmailGet']>> {
  return { email: (await loadCompanyCard(s.db, company.id))?.receiptEmail ?? '' };
}

/**
 * /employer/stripe-email/update: where card receipts go, checked with the domain's rule, logged,
 * and given to the provider's customer when there is one (so its receipts follow).
 */
export async function updateReceiptEmail(
  s: Services,
  me: EmployeeContext,
  company: CompanyContext,
  input: ParsedRequestOf<Api['employerStripeEmailUpdate']>,
  log: Log,
): Promise<ResponseOf<Api['employerStripeEmailUpdate']>> {
  const parsed = receiptEmailSchema.safeParse(input);
  if (!parsed.success) throw validationError(fieldErrors(parsed.error), MESSAGES.correctInformation);
  const { email } = parsed.data;
  const current = await loadCompanyCard(s.db, company.id);
  if (current?.customerId && current.provider === s.payments.kind) {
    await s.payments.updateCustomerEmail(current.customerId, email, log);
  }
  await s.db.transaction(async (tx) => {
    const before = await lockCompanyCard(tx, company.id);
    const at = s.now();
    await updateCompanyCard(tx, company.id, { receiptEmail: email, updatedBy: me.id, updatedAt: at });
    await recordChanges(
      tx,
      actorOf(me),
      subjectOf(company.id),
      'company_card',
      String(company.id),
      { RECEIPT_EMAIL: before.receiptEmail },
      { RECEIPT_EMAIL: email },
      [],
      at,
    );
  });
  return { email, message: PAYMENT_MESSAGES.receiptEmailSaved };
}
