import { ACCOUNT_MESSAGES, EMPLOYER_MESSAGES, MESSAGES } from '@benefits/domain';
import { z } from 'zod';

/**
 * Why staff refused the banking on file (a failed PAD audit) and when, as the GET of each banking page
 * answers it (employee /employee/banking-details, partner /partner/banking-details, company
 * /employer/banking-details/get) while the refusal is current: the banking is still missing and
 * nothing was submitted since. Absent otherwise.
 */
export const padRefusalSchema = z.object({
  /** The staff member's reason, as a sentence, as the mail and the notification quote it. */
  reason: z.string(),
  /** When staff refused them (a UTC timestamp). */
  refusedAt: z.string(),
});

/**
 * When staff passed the PAD audit of the banking on file (a UTC timestamp), as the GET of each banking
 * page answers it while that pass is current: staff's latest verdict on that banking is a pass, the
 * banking is neither missing nor waiting for verification, and nothing was submitted since. Absent
 * otherwise (never audited, waiting, refused, or changed after the pass).
 */
export const padVerifiedAtSchema = z.string().optional();

/** The field of a banking save that names the refusal: the void cheque or bank letter. */
export const PAD_REFUSAL_FIELD = 'image';

/**
 * The messages with which the employee's, the company's and the partner's banking save is refused
 * (400, on PAD_REFUSAL_FIELD) while staff's refusal of the banking on file is current and no new void
 * cheque or bank letter comes with it (decision 0029 as amended).
 */
export const PAD_REFUSAL_SAVE_MESSAGES: readonly string[] = [
  ACCOUNT_MESSAGES.newBankingDocumentRequired,
  EMPLOYER_MESSAGES.newVoidChequeRequired,
  MESSAGES.partnerNewBankingDocumentRequired,
];

/**
 * Whether a failed banking save's messages (`data.error`) say staff's refusal of the banking on file
 * is current. A banking page opened before the refusal then reads its GET again, whose `refusal`
 * says why and when.
 */
export function isPadRefusalError(errors: Readonly<Record<string, unknown>>): boolean {
  const text = errors[PAD_REFUSAL_FIELD];
  return typeof text === 'string' && PAD_REFUSAL_SAVE_MESSAGES.includes(text);
}
