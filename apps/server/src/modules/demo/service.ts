import { createHash, randomBytes } from 'node:crypto';
import type { Api, ResponseOf } from '@benefits/contract';
import {
  calculateDemoClaim,
  checkDemoClaim,
  DEMO_BALANCE_CENTS,
  DEMO_DEPENDANTS,
  DEMO_LIFETIME_SECONDS,
  DEMO_LOGINS_PER_HOUR,
  DEMO_MESSAGES,
  DEMO_SERVICE_LIST,
  demoAccountCodes,
  demoClaimWindow,
  dollarsToCents,
  filledHoneypot,
  MESSAGES,
  todayIso,
  type DemoLoginData,
  type Language,
} from '@benefits/domain';
import { z } from 'zod';
import { rateLimited, validationError } from '../../platform/errors';
import { defineJob, type JobContext } from '../../platform/jobs';
import type { Caller } from '../../platform/http';
import type { Services } from '../../platform/services';
import * as q from './queries';

/*
 * The public demo (docs/product §7 "Demo", decision 0039). /demo/login stores the prospect and opens
 * a demo account in the demo's own tables, with the clean-up job enqueued in the same transaction
 * for the moment it expires (a day later). /demo/claim/submit checks the items with the real claim
 * rules (the domain's checkDemoClaim) and prices them with the real calculation in the prospect's
 * province, drawing on what is left of the demo's $5,000, under the demo account's row lock. Nothing
 * here reads or writes an employee, a company, a claim or a ledger.
 */

/** Deletes a demo account and its claims once it has expired. */
export const demoCleanupJob = defineJob('demo-cleanup', z.object({ accountId: z.number().int() }), {
  maxAttempts: 20,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** /demo/login: the prospect, the demo account, its clean-up; the demo user, dependants, services and window. */
export async function openDemo(
  s: Services,
  input: DemoLoginData,
  caller: Caller,
  language: Language,
): Promise<ResponseOf<Api['demoLogin']>> {
  // An obvious bot: the hidden field a person never sees was filled in.
  if (filledHoneypot(input)) throw validationError({}, DEMO_MESSAGES.botRefused);
  const hour = await s.rateLimiter.hit(`demo-login-hour|${caller.ip}`, DEMO_LOGINS_PER_HOUR, 3600);
  if (!hour.allowed) throw rateLimited(DEMO_MESSAGES.tooManyDemos, hour.retryAfter);

  const now = s.now();
  const expiresAt = new Date(now.getTime() + DEMO_LIFETIME_SECONDS * 1000);
  const token = randomBytes(32).toString('base64url');
  const codes = demoAccountCodes(input.product);
  const id = await s.db.transaction(async (tx) => {
    const prospectId = await q.insertProspect(tx, {
      firstName: input.firstname,
      email: input.email,
      product: input.product,
      province: input.province,
      hubspotId: input.hubspotID,
      language,
      // The app's clock, as the retention rule reads it (decision 0047).
      createdAt: now,
    });
    const accountId = await q.insertAccount(tx, {
      prospectId,
      tokenHash: hashToken(token),
      fundingCode: codes.fundingCode,
      contractType: codes.contractType,
      openingBalanceCents: DEMO_BALANCE_CENTS,
      expiresAt,
      createdAt: now,
    });
    await s.jobs.enqueue(tx, demoCleanupJob, { accountId }, { runAt: expiresAt, key: String(accountId) });
    return accountId;
  });
  return {
    userdata: {
      ID: id,
      TOKEN: token,
      FIRST_NAME: input.firstname,
      EMAIL: input.email,
      PRODUCT: input.product,
      PROVINCE: input.province,
      HUTK: input.hubspotID,
      FUNDING_CODE: codes.fundingCode,
      CONTRACT_TYPE: codes.contractType,
      BALANCE: DEMO_BALANCE_CENTS,
      EXPIRY: Math.floor(expiresAt.getTime() / 1000),
    },
    depdata: DEMO_DEPENDANTS.map((d) => ({
      id: d.id,
      depFirstName: d.firstName,
      relationship: d.relationship,
    })),
    services: DEMO_SERVICE_LIST.map((x) => ({ id: x.id, name: x.name, name_fr: x.nameFr })),
    window: demoClaimWindow(todayIso(now)),
  };
}

/** /demo/claim/submit: the real rules and calculation, on the demo's own balance. */
export async function submitDemoClaim(
  s: Services,
  input: { userdata: { ID: number; TOKEN: string }; claimItemsData: unknown[] },
): Promise<ResponseOf<Api['demoClaimSubmit']>> {
  const now = s.now();
  return s.db.transaction(async (tx) => {
    const account = await q.lockLiveAccount(tx, input.userdata.ID, hashToken(input.userdata.TOKEN), now);
    if (!account) throw validationError({}, DEMO_MESSAGES.demoEnded);
    const checked = checkDemoClaim(input.claimItemsData, demoClaimWindow(todayIso(now)));
    if (!checked.ok) throw validationError(checked.errors, MESSAGES.correctClaimDetails);
    const left = account.openingBalanceCents - (await q.drawnCents(tx, account.id));
    const cost = calculateDemoClaim(checked.items, account.province, left);
    const patientName = (patient: string) =>
      patient === '0' ? account.firstName : (DEMO_DEPENDANTS.find((d) => d.id === patient)?.firstName ?? '');
    const items = checked.items.map((item, i) => ({
      patient: item.patient,
      patient_name: patientName(item.patient),
      service: item.service,
      service_name: DEMO_SERVICE_LIST.find((x) => x.id === item.service)?.name ?? '',
      service_date: item.service_date,
      provider: item.provider,
      amount: dollarsToCents(item.amount) ?? 0,
      breakdown: cost.lines[i]!,
    }));
    const claimNumber = await q.insertClaim(tx, {
      accountId: account.id,
      items,
      totalPayableCents: cost.total.totalPayableAmount,
      totalCents: cost.total.totalAmount,
      breakdown: cost.total,
      createdAt: now,
    });
    return { claimNumber, items, totals: cost.total, BALANCE: left - cost.total.totalPayableAmount };
  });
}

/** The clean-up job: the demo account and its claims go, in the job's own transaction (once). */
export function cleanUpDemo(s: Services) {
  return async ({ accountId }: { accountId: number }, job: JobContext) => {
    await job.transaction(async (tx) => {
      await q.deleteExpiredAccount(tx, accountId, s.now());
    });
  };
}
