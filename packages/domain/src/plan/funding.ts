import { centsToDecimalString } from '../money';
import { keyedMessage } from '../messages/catalogue';
import { PLAN_MESSAGES } from './messages';

/**
 * How a company funds its claim account (docs/decisions/0027). The spec lists /company-funding and
 * its get and set calls but no options; these are the ones a Canadian HSA administrator offers:
 *
 * - method: PAD (pre-authorised debit from the company's business account, Payments Canada Rule
 *   H1, docs/decisions/0023), EFT (the company pushes the money by online banking), CHEQUE.
 * - frequency: PER_CLAIM (pay as you go: claims are debited as they are paid, so no deposit sits
 *   idle; needs PAD), MONTHLY, QUARTERLY or ANNUAL deposits of a fixed amount.
 */
export const FUNDING_METHODS = ['PAD', 'EFT', 'CHEQUE'] as const;
export type FundingMethod = (typeof FUNDING_METHODS)[number];

export const FUNDING_FREQUENCIES = ['PER_CLAIM', 'MONTHLY', 'QUARTERLY', 'ANNUAL'] as const;
export type FundingFrequency = (typeof FUNDING_FREQUENCIES)[number];

/** What a company with no choice on file has: pay as you go by pre-authorised debit. */
export const DEFAULT_FUNDING = { method: 'PAD', frequency: 'PER_CLAIM' } as const satisfies {
  method: FundingMethod;
  frequency: FundingFrequency;
};

/** A scheduled deposit: $100 to $1,000,000. */
export const DEPOSIT_MIN_CENTS = 10_000;
export const DEPOSIT_MAX_CENTS = 100_000_000;

export const isFundingMethod = (v: unknown): v is FundingMethod =>
  typeof v === 'string' && (FUNDING_METHODS as readonly string[]).includes(v);
export const isFundingFrequency = (v: unknown): v is FundingFrequency =>
  typeof v === 'string' && (FUNDING_FREQUENCIES as readonly string[]).includes(v);

/** A deposit amount in cents within the allowed range. */
export function isAllowedDepositCents(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= DEPOSIT_MIN_CENTS && v <= DEPOSIT_MAX_CENTS;
}

/** Whether a frequency has a scheduled deposit (every one but pay as you go). */
export const hasScheduledDeposit = (frequency: FundingFrequency): boolean => frequency !== 'PER_CLAIM';

export interface FundingChoice {
  method: FundingMethod;
  frequency: FundingFrequency;
  /** The amount of each scheduled deposit; null for pay as you go. */
  depositCents: number | null;
}

/**
 * The field messages of a funding choice ({} when it is allowed): pay as you go needs PAD; PAD needs
 * the company's pre-authorised debit account on file; a scheduled deposit needs an amount in range.
 */
export function fundingChoiceErrors(
  choice: { method: FundingMethod; frequency: FundingFrequency; depositCents?: number | null | undefined },
  company: { padOnFile: boolean },
): Partial<Record<'method' | 'frequency' | 'depositCents', string>> {
  const errors: Partial<Record<'method' | 'frequency' | 'depositCents', string>> = {};
  if (choice.frequency === 'PER_CLAIM' && choice.method !== 'PAD') {
    errors.frequency = PLAN_MESSAGES.perClaimNeedsPad;
  }
  if (choice.method === 'PAD' && !company.padOnFile) errors.method = PLAN_MESSAGES.padNotOnFile;
  if (hasScheduledDeposit(choice.frequency) && !isAllowedDepositCents(choice.depositCents)) {
    errors.depositCents = PLAN_MESSAGES.depositRequired;
  }
  return errors;
}

/** The choice as stored: no deposit amount for pay as you go. */
export function normaliseFunding(choice: {
  method: FundingMethod;
  frequency: FundingFrequency;
  depositCents?: number | null | undefined;
}): FundingChoice {
  return {
    method: choice.method,
    frequency: choice.frequency,
    depositCents: hasScheduledDeposit(choice.frequency) ? (choice.depositCents ?? null) : null,
  };
}

/** Movements the balance view shows, newest first. */
export const BALANCE_MOVEMENTS_SHOWN = 25;

/** A dollar amount for a message: '$10,150.00'. */
export function dollarsText(cents: number): string {
  const [whole, part] = centsToDecimalString(Math.abs(cents)).split('.') as [string, string];
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`;
}

/**
 * A refund request against the company balance: undefined when allowed, else the message. A refund
 * is at least a cent and at most the balance (docs/decisions/0027).
 */
export function refundError(amountCents: number, balanceCents: number): string | undefined {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return PLAN_MESSAGES.refundAmountInvalid;
  if (balanceCents <= 0) return PLAN_MESSAGES.refundNoBalance;
  if (amountCents > balanceCents) {
    return keyedMessage('plan.refundOverBalance', { balance: dollarsText(balanceCents) });
  }
  return undefined;
}
