/**
 * How long the personal information of prospects is kept (decision 0047). PIPEDA's principle 4.5
 * (Schedule 1, "Limiting Use, Disclosure, and Retention") says personal information is kept only as
 * long as it is needed for the purposes it was collected for, with a maximum retention period, and is
 * then destroyed, erased or made anonymous; Quebec's private-sector act (s. 23) says the same. A
 * prospect is not a client: nothing here is needed for a contract, a payment, a tax return or a claim.
 *
 * - A demo lead (decision 0039: first name, e-mail, province, product, HubSpot cookie) exists for the
 *   sales team to follow up on the demo. Its use is over within weeks; past three months a lead that
 *   did not become a client is not followed up any more. (CASL also lets an inquiry be answered by
 *   commercial messages for six months only, s. 10(10): keeping it longer than that would serve no
 *   purpose at all; 90 days is well inside.) Its last activity is the later of the demo's start and
 *   its last demo claim.
 * - A client sign-up application never paid (decision 0041: the applicant's and the company's
 *   details, the second employee's) exists so the applicant can resume it from the mailed link. After
 *   90 days without a save its plan start date and price are stale and the applicant starts again;
 *   kept longer, it only holds a stranger's details. A paid application (or one whose payment
 *   succeeded) is the company's record and is never purged here.
 */

/** A demo lead, its demo account and claims are deleted this many days after its last activity. */
export const DEMO_LEAD_RETENTION_DAYS = 90;

/** An application never paid is deleted this many days after its last save. */
export const UNPAID_APPLICATION_RETENTION_DAYS = 90;

/** Rows deleted per transaction by the retention job (short transactions, no long locks). */
export const RETENTION_BATCH_SIZE = 200;

const DAY_MS = 86_400_000;

/** The instant before which a row last active is expired: `days` whole days before `now`. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
