/**
 * Who may make, see and print claims (docs/product §4 "Terminated accounts", "Other blocks", §6 menu rules;
 * docs/decisions/0006 and 0008). The server applies the same rules as the web's route guards.
 */
import { ACCOUNT_MESSAGES } from '../account/messages';
import { compareIsoDates } from '../dates';
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
}

export type ClaimBlock =
  | 'NON_MEMBER_ADMIN'
  | 'TERMINATED'
  | 'PLAN_CLOSED'
  | 'FROZEN'
  | 'ONLINE_CLAIMS_OFF'
  | 'CUSTOMIZED_BENEFITS'
  | 'AUDIT_IN_PROCESS';

/**
 * Why the employee may not make an online claim now, or null when they may: non-member admins
 * never claim; a terminated account uses the paper form; a cancelled plan past its run-off takes no
 * more claims; a frozen account moves no money; online claims must be enabled; customised
 * benefits are not claimed online; an audit in process blocks new claims.
 */
export function onlineClaimBlock(flags: ClaimantFlags): ClaimBlock | null {
  if (flags.nonMemberAdminOnly) return 'NON_MEMBER_ADMIN';
  if (flags.terminated) return 'TERMINATED';
  if (flags.planClosed) return 'PLAN_CLOSED';
  if (flags.frozen) return 'FROZEN';
  if (!flags.onlineClaimOk) return 'ONLINE_CLAIMS_OFF';
  if (flags.customizedBenefits) return 'CUSTOMIZED_BENEFITS';
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
 * The member's ONLINE_CLAIM_OK (the signed-in User's field, which opens Make a Claim in the drawer,
 * the dashboard's quick link and the /claims routes): the company's flag, closed once the company's
 * plan has closed (decision 0027) or the member's termination is in effect (decision 0006: a
 * terminated account no longer claims online, `onlineClaimBlock` refuses it). The other blocks keep
 * the menu item: an audit shows it as 'Claim Audit in Process', disabled; non-member admins and
 * customised benefits have their own menu rules.
 */
export function memberOnlineClaimOk(
  flags: Pick<ClaimantFlags, 'onlineClaimOk' | 'planClosed' | 'terminated'>,
): boolean {
  return flags.onlineClaimOk && !flags.planClosed && !flags.terminated;
}

export function claimBlockMessage(block: ClaimBlock): string {
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
