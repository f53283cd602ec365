import { randomBytes } from 'node:crypto';
import type { Api, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import { ErrorCode } from '@benefits/contract';
import {
  CLIENT_SIGNUP_HOUSE_PARTNER as HOUSE,
  CLIENT_SIGNUP_MESSAGES as M,
  CLIENT_SIGNUP_STEP_FIELDS,
  CLIENT_SIGNUP_STEPS as STEPS,
  CLIENT_SIGNUP_VERSION,
  checkClientSignup,
  checkClientSignupStep,
  formatMoneyIn,
  normalizePostalCode,
  paths,
  planNameIn,
  signupContractType,
  signupFiscalYearEnd,
  signupQuote,
  todayIso,
  type Language,
} from '@benefits/domain';
import { linkOrigin, type RequestAddress } from '../../config';
import type { Tx } from '../../db/client';
import { AppError, notFound, validationError } from '../../platform/errors';
import type { Caller } from '../../platform/http';
import { attach, queueMail } from '../../platform/mail';
import type { PaymentSessionRow } from '../../platform/payments/payments';
import type { Log, Services } from '../../platform/services';
import { NO_PASSWORD_YET } from '../auth/service';
import { insertEmployees, lockHighestEmployeeId } from '../enrolment/queries';
import { welcomeJob } from '../enrolment/service';
import { companyReceiptFilename, companyReceiptPdf, type CompanyReceiptInput } from '../receipts/documents';
import * as q from './queries';
import { receiptMailText, resumeMailText } from './text';
import { accrueSignupCommission } from '../commissions/accrual';

/*
 * The client sign-up (docs/product §4 "Client signup", decision 0041). An application is saved
 * step by step under a random ID (the resume link mailed when it starts), checked by the domain's
 * rules at each step and again, whole, before paying. Paying is one hosted Checkout Session per
 * application (platform/payments, decision 0028: idempotency key `signup-payment:<ID>`); when it
 * settles as succeeded, whoever settles it first (the return, the webhook, the offline page) runs
 * `completeSignupPayment` once, in the settling transaction: the company, its administrator and a
 * second employee, the receipt mail (a PDF with the tax line) and the welcome mails. A declined
 * or abandoned payment creates nothing; the review shows why.
 */

export const SIGNUP_PAYMENT_PURPOSE = 'signup-payment';
const OWNER_KIND = 'application';

type Answer<N extends keyof Api> = ResponseOf<Api[N]>;
type Input<N extends keyof Api> = ParsedRequestOf<Api[N]>;
type State = Answer<'clientSignupResume'>;
type AppData = Record<string, unknown>;

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, { GENERAL: message });

/** A bot filled in the hidden field: refused with a plain message, nothing saved. */
function refuseBots(website: string | undefined, log: Log) {
  if (website !== undefined && website.trim() !== '') {
    log.info({ reason: 'honeypot' }, 'client sign-up refused');
    throw validationError({}, M.honeypot);
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const section = (data: AppData, key: string) =>
  (typeof data[key] === 'object' && data[key] !== null ? data[key] : {}) as AppData;

/**
 * The application with its company's postal code written the standard way ('m5v3l9' -> 'M5V 3L9'),
 * as the review shows it and the employer keeps it; a code that is not valid is kept as typed.
 */
function withStandardPostalCode(data: AppData): AppData {
  const company = section(data, 'company');
  const postal = normalizePostalCode(company.postal);
  return postal === null ? data : { ...data, company: { ...company, postal } };
}

/** The application's current quote: the plan's price at the company's postal code, once both are known. */
const quoteOf = (data: AppData) => signupQuote(data.planCode, section(data, 'company').postal);

/** What the application keeps of its partner (§3), from our own lookup, never from the payload. */
/** A partner as the application and the link's lookup name them. */
const partnerOf = (found: { id: number; name: string; provinces: string[] }) => ({
  partnerID: found.id,
  partnerName: found.name,
  partnerInsuredProvinces: found.provinces,
  partnerNotInsured: found.provinces.length === 0 ? ('Y' as const) : ('N' as const),
});

async function partnerFields(s: Services, db: Tx, partnerId: unknown) {
  const id = Number(partnerId);
  const found =
    Number.isSafeInteger(id) && id !== HOUSE
      ? await q.partnerWithLicences(db, id, todayIso(s.now()))
      : undefined;
  return found
    ? partnerOf(found)
    : { partnerID: HOUSE, partnerName: '', partnerInsuredProvinces: [], partnerNotInsured: 'N' };
}

/** The answer every call gives: the application as saved, its step, quote and payment state. */
async function stateOf(s: Services, row: q.ApplicationRow, cancelled = false, log?: Log): Promise<State> {
  return {
    applicationID: row.id,
    currentSignupStep: row.step,
    appdata: { ...row.data, applicationID: row.id },
    quote: quoteOf(row.data),
    paymentError: row.step === STEPS.REVIEW ? await paymentError(s, row, cancelled, log) : null,
    locked: row.employerId === null && (await paymentOpen(s, row)),
    paid:
      row.employerId !== null ? { employerId: row.employerId, adminId: Number(row.data.adminId ?? 0) } : null,
  };
}

/** A payment of the application has started and not failed: it can no longer be changed (`changeable`). */
async function paymentOpen(s: Services, row: q.ApplicationRow): Promise<boolean> {
  if (!row.paymentSessionId) return false;
  const status = (await s.payments.session(row.paymentSessionId))?.status;
  return status === 'open' || status === 'succeeded';
}

/**
 * Why the last payment did not go through (§4: "submit failure goes to step 2 with the error"): a
 * failed or expired session's reason; for one still open (a decline leaves it open, as Stripe's
 * page does) the provider's last decline, asked only when the person came back from the checkout.
 */
async function paymentError(
  s: Services,
  row: q.ApplicationRow,
  cancelled: boolean,
  log?: Log,
): Promise<string | null> {
  if (!row.paymentSessionId) return null;
  const session = await s.payments.session(row.paymentSessionId);
  if (!session || session.status === 'succeeded') return null;
  if (session.status === 'failed' || session.status === 'expired') {
    return session.failureMessage ?? M.paymentNotCompleted;
  }
  if (!cancelled) return null;
  try {
    const now = await s.payments.provider.retrieveSession(session.sessionId);
    return now.failureMessage ?? M.paymentNotCompleted;
  } catch (err) {
    log?.warn({ reason: (err as Error).message }, 'payment session not retrieved');
    return M.paymentNotCompleted;
  }
}

/** An existing application for a change, locked; refused once paid or while its payment is open. */
async function changeable(s: Services, tx: Tx, id: string): Promise<q.ApplicationRow> {
  const row = await q.lockApplication(tx, id);
  if (!row) throw notFound(M.applicationNotFound);
  if (row.step === STEPS.THANKS || row.employerId !== null) throw conflict(M.alreadyPaid);
  if (row.paymentSessionId) {
    // Read on the transaction: PGlite has one connection, which the transaction holds.
    const status = await q.paymentSessionStatus(tx, row.paymentSessionId);
    if (status === 'open' || status === 'succeeded') {
      throw conflict(M.paymentInProgress);
    }
  }
  return row;
}

/**
 * /client/signup/save: one step of the form (§4: the step moves on by one). Without an
 * applicationID, step 0 starts an application and mails the link to resume it.
 */
export async function saveStep(
  s: Services,
  input: Input<'clientSignupSave'>,
  caller: Caller,
  language: Language,
  log: Log,
): Promise<Answer<'clientSignupSave'>> {
  refuseBots(input.website, log);
  const appdata = input.appdata;
  const id = typeof appdata.applicationID === 'string' ? appdata.applicationID.trim() : '';
  const own = Object.fromEntries(
    CLIENT_SIGNUP_STEP_FIELDS[input.step].filter((f) => f in appdata).map((f) => [f, appdata[f]]),
  );
  const today = todayIso(s.now());
  const result = await s.db.transaction(async (tx) => {
    const row = id !== '' ? await changeable(s, tx, id) : undefined;
    if (!row && input.step !== STEPS.PLAN) throw notFound(M.applicationNotFound);
    const merged: AppData = { ...(row?.data ?? {}), ...own };
    const checked = checkClientSignupStep(input.step, merged, today);
    if (!checked.ok) throw validationError(checked.errors, checked.general);
    const partner = row
      ? await partnerFields(s, tx, input.step === STEPS.PLAN ? appdata.partnerID : row.partnerId)
      : await partnerFields(s, tx, appdata.partnerID);
    const data: AppData = {
      ...withStandardPostalCode(merged),
      ...partner,
      applicationVersion: CLIENT_SIGNUP_VERSION,
    };
    if (typeof appdata.hubspotID === 'string') data.hubspotID = appdata.hubspotID.slice(0, 64);
    const step = input.step + 1;
    const email = text(data.email).trim();
    if (row) {
      await q.updateApplication(tx, row.id, {
        data,
        step,
        email,
        partnerId: partner.partnerID,
        updatedAt: s.now(),
      });
      return { row: { ...row, data, step, email, partnerId: partner.partnerID }, mailed: null };
    }
    const newId = randomBytes(16).toString('base64url');
    const values = {
      id: newId,
      step,
      data,
      email,
      partnerId: partner.partnerID,
      language,
      ip: caller.ip,
      createdAt: s.now(),
      updatedAt: s.now(),
    };
    await q.insertApplication(tx, values);
    const link = `${s.config.publicUrl}${paths.public.signupStep.getHref({ id: newId })}`;
    await queueMail(
      s,
      tx,
      {
        to: email,
        ...resumeMailText(language, {
          provider: s.config.PROVIDER_NAME,
          supportEmail: s.config.SUPPORT_EMAIL,
          name: text(data.firstname),
          link,
        }),
      },
      { key: q.resumeMailKey(newId) },
    );
    const created = await q.loadApplication(tx, newId);
    return { row: created!, mailed: email };
  });
  return { ...(await stateOf(s, result.row)), resumeMailedTo: result.mailed };
}

/**
 * /client/signup/resume: the application by its ID. With the `sessionId` of a return from the
 * checkout (one of this application's), that payment is settled first (once, whoever comes first).
 */
export async function resumeApplication(
  s: Services,
  input: Input<'clientSignupResume'>,
  log: Log,
): Promise<State> {
  const before = await q.loadApplication(s.db, input.applicationID);
  if (!before) throw notFound(M.applicationNotFound);
  if (input.sessionId && before.step === STEPS.REVIEW) {
    const session = await s.payments.session(input.sessionId);
    if (session && session.ownerKind === OWNER_KIND && session.ownerId === before.id) {
      await s.payments.settle(session.sessionId, log);
    }
  }
  const row = (await q.loadApplication(s.db, input.applicationID))!;
  return stateOf(s, row, input.cancelled === true, log);
}

/**
 * /client/signup/payment: the whole application checked again, its price fixed, and the address
 * of its one Checkout Session (a retry, a double click or a second tab answers the same session,
 * so it cannot be paid twice). The checkout returns to `linkOrigin` of the request's `address`:
 * PUBLIC_URL, else the address the applicant opened the app at (its cookies: theme, language).
 */
export async function startSignupPayment(
  s: Services,
  input: Input<'clientSignupPayment'>,
  language: Language,
  log: Log,
  address?: RequestAddress,
): Promise<Answer<'clientSignupPayment'>> {
  refuseBots(input.website, log);
  const row = await q.loadApplication(s.db, input.applicationID);
  if (!row) throw notFound(M.applicationNotFound);
  if (row.step === STEPS.THANKS || row.employerId !== null) throw conflict(M.alreadyPaid);
  if (row.step < STEPS.REVIEW) throw validationError({}, M.notReadyToPay);
  const checked = checkClientSignup(row.data, todayIso(s.now()));
  if (!checked.ok) throw validationError(checked.errors, checked.general);
  const quote = signupQuote(checked.data.planCode, checked.data.company.postal);
  if (!quote) throw validationError({}, M.notReadyToPay);
  const company = checked.data.company.name;
  const origin = linkOrigin(s.config, address);
  const page = (href: string) => `${origin}${href}`;
  const started = await s.payments.startPayment(
    {
      purpose: SIGNUP_PAYMENT_PURPOSE,
      owner: { kind: OWNER_KIND, id: row.id },
      amountCents: quote.totalCents,
      description: `${planNameIn(quote.planCode, language)} — ${company}`,
      reference: `signup-${row.id.slice(0, 8)}`,
      metadata: { planCode: String(quote.planCode), province: quote.province },
      idempotencyKey: `${SIGNUP_PAYMENT_PURPOSE}:${row.id}`,
      email: row.email,
      successUrl: `${page(paths.public.signupThanks.getHref({ id: row.id }))}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${page(paths.public.signupReview.getHref({ id: row.id }))}?payment=cancelled`,
      locale: language,
    },
    log,
  );
  if (started.session.status === 'succeeded') throw conflict(M.alreadyPaid);
  await s.db.transaction(async (tx) => {
    const locked = await q.lockApplication(tx, row.id);
    if (!locked || locked.employerId !== null) return;
    // The price charged is the session's: kept with the application for the receipt and the commission.
    await q.updateApplication(tx, row.id, {
      planCode: quote.planCode,
      province: quote.province,
      planFeeCents: quote.priceCents,
      taxCents: quote.taxCents,
      totalCents: started.session.amountCents ?? quote.totalCents,
      paymentSessionId: started.sessionId,
      updatedAt: s.now(),
    });
  });
  return { url: started.url, sessionId: started.sessionId };
}

/**
 * A sign-up payment settled (registered with Payments in app.ts; runs once per session, inside the
 * settling transaction). Succeeded: the company, its administrator (the applicant) and the second
 * employee with the plan, the receipt and the welcome mails, all in this transaction; the
 * application keeps the partner, the plan fee before tax and the payment reference, which the
 * partner's commission accrues from. Anything else creates nothing.
 */
export function completeSignupPayment(s: Services) {
  return async (tx: Tx, session: PaymentSessionRow): Promise<void> => {
    if (session.status !== 'succeeded') return;
    const row = await q.lockApplication(tx, session.ownerId);
    // One employer per application: a second settled session (which the single key prevents) changes nothing.
    if (!row || row.employerId !== null) return;
    const paidAt = session.settledAt ?? s.now();
    const paidOn = todayIso(paidAt);
    // Checked as on the day the payment started (the age rule moves with the date), so a payment
    // that settles later cannot fail a rule the application passed when it was charged.
    const checked = checkClientSignup(row.data, todayIso(session.createdAt));
    if (!checked.ok) throw new Error(`Paid application ${row.id.slice(0, 8)}… no longer passes its rules`);
    const d = checked.data;
    const quote = signupQuote(d.planCode, d.company.postal)!;
    const language: Language = row.language === 'fr' ? 'fr' : 'en';
    const postcode = normalizePostalCode(d.company.postal) ?? d.company.postal;

    const employerId = (await q.lockHighestEmployerId(tx)) + 1;
    const partnerId = row.partnerId !== HOUSE ? row.partnerId : null;
    await q.insertEmployer(tx, {
      id: employerId,
      name: d.company.name,
      contractType: signupContractType(quote.planCode),
      planCode: quote.planCode,
      planYearEndType: d.employCompany.planYearType,
      // Only a Corporate Fiscal Year End plan year has one (the rule the form and the review use).
      fiscalYearEnd: signupFiscalYearEnd(d.employCompany),
      province: quote.province,
      postcode,
      // The address and telephone, and the company's banking, are asked at the administrator's first sign-in.
      missingCompanyInfo: true,
      missingCompanyBanking: true,
      planEffectiveDate: paidOn,
      partnerId,
    });

    const highest = await lockHighestEmployeeId(tx);
    const person = {
      employerId,
      passwordHash: NO_PASSWORD_YET,
      province: quote.province,
      effectiveDate: paidOn,
      limitType: 'STANDARD',
    };
    const adminId = highest + 1;
    const people = [
      {
        ...person,
        id: adminId,
        firstName: d.firstname,
        lastName: d.lastname,
        email: d.email,
        dateOfBirth: d.birthdate,
        postcode,
        groupAdmin: true,
        // The applicant accepted the online agreement; their name, e-mail and birth date are known.
        hsaEmployerAgreement: true,
        newEmployeeCheck: false,
        missingInfo: false,
        missingBanking: true,
      },
    ];
    if (d.secondEmployee) {
      people.push({
        ...person,
        id: adminId + 1,
        firstName: d.secondEmployee.firstname,
        lastName: d.secondEmployee.lastname,
        email: d.secondEmployee.email,
        dateOfBirth: d.secondEmployee.birthdate,
        postcode: '',
        groupAdmin: false,
        // As an enrolled employee (decision 0025): the agreement, then details and banking.
        hsaEmployerAgreement: false,
        newEmployeeCheck: true,
        missingInfo: true,
        missingBanking: true,
      });
    }
    await insertEmployees(tx, people);

    const paymentRef = session.paymentIntentId ?? session.sessionId;
    await q.updateApplication(tx, row.id, {
      step: STEPS.THANKS,
      employerId,
      paymentRef,
      paidAt,
      planCode: quote.planCode,
      province: quote.province,
      planFeeCents: row.planFeeCents ?? quote.priceCents,
      taxCents: row.taxCents ?? quote.taxCents,
      totalCents: session.amountCents ?? quote.totalCents,
      data: { ...row.data, adminId },
      updatedAt: paidAt,
    });
    // The selling partner's commission (and their manager's override) on the plan fee before tax, in
    // this transaction, once per payment (decision 0042); nothing when no partner sold it.
    await accrueSignupCommission(s, tx, {
      employerId,
      paymentRef,
      planFeeCents: row.planFeeCents ?? quote.priceCents,
      paidOn,
    });

    await s.jobs.enqueue(tx, welcomeJob, {
      accounts: people.map((p) => ({ id: p.id, language })),
    });

    const receipt: CompanyReceiptInput = {
      language,
      provider: s.config.PROVIDER_NAME,
      issuedOn: paidOn,
      company: { id: employerId, name: d.company.name },
      planCode: quote.planCode,
      payment: {
        source: 'CARD',
        paymentId: session.sessionId,
        date: paidOn,
        amountCents: session.amountCents ?? quote.totalCents,
        method: 'CARD',
        cardBrand: session.cardBrand,
        cardLast4: session.cardLast4,
        reference: paymentRef,
        taxes: [{ kind: quote.taxKind, cents: row.taxCents ?? quote.taxCents }],
      },
    };
    await queueMail(
      s,
      tx,
      {
        to: d.email,
        ...receiptMailText(language, {
          provider: s.config.PROVIDER_NAME,
          supportEmail: s.config.SUPPORT_EMAIL,
          name: d.firstname,
          company: d.company.name,
          plan: planNameIn(quote.planCode, language),
          amount: formatMoneyIn(receipt.payment.amountCents, language),
          companyId: employerId,
          adminId,
        }),
        attachments: [attach(companyReceiptPdf, companyReceiptFilename(receipt), receipt)],
      },
      { key: `client-signup-receipt:${row.id}` },
    );
  };
}

/**
 * /partner/insurance/get: the partner of a partner's link (§4) with their public web profile, or "not
 * found" (the form then resets it).
 */
export async function lookupPartner(
  s: Services,
  input: Input<'partnerInsuranceGet'>,
): Promise<Answer<'partnerInsuranceGet'>> {
  const found =
    input.partnerID === HOUSE
      ? undefined
      : await q.partnerWithLicences(s.db, input.partnerID, todayIso(s.now()));
  if (!found) throw notFound(M.partnerNotFound);
  const web = { name: found.webName.trim(), phone: found.webTele.trim(), intro: found.webIntro.trim() };
  return {
    ...partnerOf(found),
    // The partner's public web profile (decision 0040); a blank one is no profile.
    webProfile: web.name || web.phone || web.intro ? web : null,
  };
}
