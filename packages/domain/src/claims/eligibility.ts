/**
 * Who may make, see and print claims (docs/product §4 "Terminated accounts", "Other blocks", §6 menu rules;
 * docs/decisions/0006 and 0008). The server applies the same rules as the web's route guards.
 */
import { pendingFirstSignInStep, type FirstSignInStep } from '../account/first-sign-in';
import { ACCOUNT_MESSAGES } from '../account/messages';
import { compareIsoDates } from '../dates';
import { keyedMessage } from '../messages/catalogue';
import { isOneOfCodes } from '../reference/codes';
import { PLAN_CODES } from '../reference/plans';
import { CLAIM_MESSAGES } from './messages';

export interface ClaimantFlags {
  nonMemberAdminOnly: boolean;
  terminated: boolean;
  /** FROZEN: a frozen account moves no money (docs/decisions/0020). */
  frozen: boolean;
  claimPeriodEnded: boolean;
  /** The company's plan was cancelled and its run-off is over (docs/decisions/0027): no more claims. */
  planClosed: boolean;
  /** The employer's ONLINE_CLAIM_OK. */
  onlineClaimOk: boolean;
  customizedBenefits: boolean;
  onlineClaimsOnly: boolean;
  /** PLAN_TYPE: the employer's plan code. */
  planType: number;
  /** EMPLOYEE_AUDIT_STATE: above 0 blocks making a claim. */
  auditState: number;
  /** NEW_EMPLOYEE_CHECK: the HSA agreement is still to be accepted (a first-sign-in step). */
  newEmployeeCheck: boolean;
  /** MISSING_INFO: the personal details are still to be completed (a first-sign-in step). */
  missingInfo: boolean;
  /** MISSING_BANKING: the banking details are still to be added (a first-sign-in step). */
  missingBanking: boolean;
  /**
   * The member's effective date while it is still to come (`coverageStartsLater`), else null: no
   * claim is made before coverage starts (QA lifecycle, finding 3).
   */
  coverageStarts: string | null;
}

export type ClaimBlock =
  | 'NON_MEMBER_ADMIN'
  | 'TERMINATED'
  | 'PLAN_CLOSED'
  | 'FROZEN'
  | 'ONLINE_CLAIMS_OFF'
  | 'CUSTOMIZED_BENEFITS'
  | 'COVERAGE_NOT_STARTED'
  | 'AGREEMENT_PENDING'
  | 'PERSONAL_DETAILS_MISSING'
  | 'BANKING_DETAILS_MISSING'
  | 'AUDIT_IN_PROCESS';

/** The block of each pending first-sign-in step (account/first-sign-in.ts). */
const FIRST_SIGN_IN_BLOCKS: Readonly<Record<FirstSignInStep, ClaimBlock>> = {
  AGREEMENT: 'AGREEMENT_PENDING',
  PERSONAL_DETAILS: 'PERSONAL_DETAILS_MISSING',
  BANKING_DETAILS: 'BANKING_DETAILS_MISSING',
};

/**
 * Why the employee may not make an online claim now, or null when they may: non-member admins
 * never claim; a terminated account uses the paper form; a cancelled plan past its run-off takes no
 * more claims; a frozen account moves no money; online claims must be enabled; customised
 * benefits are not claimed online; nothing is claimed before the member's coverage starts (their
 * effective date: no service date could be claimed yet, decision 0008); a first-sign-in step still pending (the HSA agreement, the
 * personal details, the banking details: the steps the web's route guard sends the employee to
 * first, account/first-sign-in.ts) must be completed; an audit in process blocks new claims. The
 * blocks that completing a step would not lift are said first; the steps in the guard's order.
 */
export function onlineClaimBlock(flags: ClaimantFlags): ClaimBlock | null {
  if (flags.nonMemberAdminOnly) return 'NON_MEMBER_ADMIN';
  if (flags.terminated) return 'TERMINATED';
  if (flags.planClosed) return 'PLAN_CLOSED';
  if (flags.frozen) return 'FROZEN';
  if (!flags.onlineClaimOk) return 'ONLINE_CLAIMS_OFF';
  if (flags.customizedBenefits) return 'CUSTOMIZED_BENEFITS';
  if (flags.coverageStarts) return 'COVERAGE_NOT_STARTED';
  const step = pendingFirstSignInStep(flags);
  if (step) return FIRST_SIGN_IN_BLOCKS[step];
  if (flags.auditState > 0) return 'AUDIT_IN_PROCESS';
  return null;
}

/**
 * Whether an account's termination is in effect on `today` (server days, decision 0024): from its
 * date, a termination dated today or earlier at once; one dated later is pending and the account
 * claims as before until then. In effect on its date whether or not the job that marks the account
 * terminated (TERMINATED_FLAG) has run yet, as a closed plan is (decision 0027). The claim rules
 * (`onlineClaimBlock`'s `terminated`) and the member's ONLINE_CLAIM_OK both read this.
 */
export function terminationInEffect(
  account: { terminated: boolean; terminationDate: string | null },
  today: string,
): boolean {
  if (account.terminated) return true;
  return account.terminationDate !== null && compareIsoDates(account.terminationDate, today) <= 0;
}

/**
 * The member's effective date when it is after `today` (their coverage has not started: no service
 * date can be claimed yet, and no claim may be started), else null. The server's claim rules
 * (`onlineClaimBlock`'s `coverageStarts`) and the web's claim page both read this.
 */
export function coverageStartsLater(effectiveDate: string | null | undefined, today: string): string | null {
  return effectiveDate && compareIsoDates(effectiveDate, today) > 0 ? effectiveDate : null;
}

/**
 * The member's ONLINE_CLAIM_OK (the signed-in User's field, which opens Make a Claim in the drawer,
 * the dashboard's quick link and the /claims routes): the company's flag, closed once the company's
 * plan has closed (decision 0027) or the member's termination is in effect (decision 0006: a
 * terminated account no longer claims online, `onlineClaimBlock` refuses it). The other blocks keep
 * the menu item: an audit shows it as 'Claim Audit in Process', disabled; non-member admins and
 * customised benefits have their own menu rules; a pending first-sign-in step keeps it too, as the
 * route guard sends the member to the step before any claim page (and the claim calls answer what to
 * complete), so the menu opens once the step is done without a new profile. Before the member's
 * coverage starts it stays too: Make a Claim opens the claim page, which says the date claims open
 * on (`coverageStartsLater`) instead of offering to start one, where a closed menu would say nothing.
 */
export function memberOnlineClaimOk(
  flags: Pick<ClaimantFlags, 'onlineClaimOk' | 'planClosed' | 'terminated'>,
): boolean {
  return flags.onlineClaimOk && !flags.planClosed && !flags.terminated;
}

/**
 * The message of a block; COVERAGE_NOT_STARTED names the date coverage starts (`flags.coverageStarts`,
 * as an ISO date, as the server's other dated messages do).
 */
export function claimBlockMessage(
  block: ClaimBlock,
  flags: Pick<ClaimantFlags, 'coverageStarts'> = { coverageStarts: null },
): string {
  switch (block) {
    case 'NON_MEMBER_ADMIN':
      return CLAIM_MESSAGES.nonMemberAdmin;
    case 'TERMINATED':
      return CLAIM_MESSAGES.terminated;
    case 'PLAN_CLOSED':
      return CLAIM_MESSAGES.planClosed;
    case 'FROZEN':
      return ACCOUNT_MESSAGES.accountFrozen;
    case 'ONLINE_CLAIMS_OFF':
      return CLAIM_MESSAGES.onlineClaimsOff;
    case 'CUSTOMIZED_BENEFITS':
      return CLAIM_MESSAGES.customizedBenefits;
    case 'COVERAGE_NOT_STARTED':
      return keyedMessage('claims.coverageNotStarted', { date: flags.coverageStarts ?? '' });
    case 'AGREEMENT_PENDING':
      return CLAIM_MESSAGES.agreementPending;
    case 'PERSONAL_DETAILS_MISSING':
      return CLAIM_MESSAGES.personalDetailsMissing;
    case 'BANKING_DETAILS_MISSING':
      return CLAIM_MESSAGES.bankingDetailsMissing;
    case 'AUDIT_IN_PROCESS':
      return CLAIM_MESSAGES.auditInProcess;
  }
}

/** Claim history, claim details and balance history: everyone but non-member admins. */
export function canViewClaimHistory(flags: Pick<ClaimantFlags, 'nonMemberAdminOnly'>): boolean {
  return !flags.nonMemberAdminOnly;
}

/**
 * CHOICE (not shown in the spec): plan types whose members have no paper claim form, so Print Claim
 * Form is hidden — the individual plans sold online (HSA Basic 1051, Plus 1061 and 1081, Deluxe
 * 2000), which take claims online only. HSA Group 1071 and the legacy plans keep the paper form.
 */
export const PRINT_CLAIM_FORM_HIDDEN_PLAN_TYPES: readonly number[] = [
  PLAN_CODES.HSA_BASIC,
  1061,
  PLAN_CODES.HSA_PLUS,
  PLAN_CODES.HSA_DELUXE,
];

/**
 * The paper claim form (docs/product §6 "Print Claim Form"): not for non-member admins, online-claims-
 * only users or the plan types above. A terminated account, which can no longer claim online, keeps
 * it until its claim period has ended (docs/product §4 "Terminated accounts"), whatever its plan. The
 * menu, the route guard (access/employee-guard.ts `paperClaimFormOpen`), the claim page's button,
 * the documents list and /employee/get-print-form all ask this.
 */
export function canPrintClaimForm(
  flags: Pick<
    ClaimantFlags,
    'nonMemberAdminOnly' | 'onlineClaimsOnly' | 'planType' | 'terminated' | 'claimPeriodEnded'
  >,
): boolean {
  if (flags.nonMemberAdminOnly) return false;
  if (flags.terminated) return !flags.claimPeriodEnded;
  return !flags.onlineClaimsOnly && !isOneOfCodes(PRINT_CLAIM_FORM_HIDDEN_PLAN_TYPES, flags.planType);
}
