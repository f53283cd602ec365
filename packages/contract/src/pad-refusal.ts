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
