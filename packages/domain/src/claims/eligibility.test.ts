import { describe, expect, it } from 'vitest';
import {
  canPrintClaimForm,
  canViewClaimHistory,
  claimBlockMessage,
  coverageStartsLater,
  memberOnlineClaimOk,
  onlineClaimBlock,
  terminationInEffect,
  type ClaimantFlags,
} from './eligibility';
import { pendingFirstSignInStep } from '../account/first-sign-in';
import {
  FIRST_SIGN_IN_TARGETS,
  firstSignInFlagsOf,
  forcedRedirect,
  type EmployeeGuardUser,
} from '../access/employee-guard';
import { paths } from '../access/paths';

/** A signed-in employee as the route guard reads them: nothing pending. */
const guardUser: EmployeeGuardUser = {
  REQUIRE_WEB_PASSWORD_RESET: 'N',
  NEW_EMPLOYEE_CHECK: 'N',
  MISSING_INFO: 'N',
  MISSING_BANKING: 'N',
  MISSING_COMPANY_INFO: 'N',
  MISSING_COMPANY_BANKING: 'N',
  BANKING_INFO_WAIVED: 'N',
  NON_MEMBER_ADMIN_ONLY: 'N',
  IS_ADMIN: 'N',
  TERMINATED_FLAG: 'N',
  CLAIM_PERIOD_ENDED: 'N',
  ONLINE_CLAIM_OK: 'Y',
  CONTRACT_TYPE: 3,
  EMPLOYEE_AUDIT_STATE: 0,
  ONLINE_CLAIMS_ONLY: 'N',
  PLAN_TYPE: 1071,
};

const ok: ClaimantFlags = {
  nonMemberAdminOnly: false,
  terminated: false,
  frozen: false,
  claimPeriodEnded: false,
  planClosed: false,
  onlineClaimOk: true,
  customizedBenefits: false,
  onlineClaimsOnly: false,
  planType: 1071,
  auditState: 0,
  newEmployeeCheck: false,
  missingInfo: false,
  missingBanking: false,
  coverageStarts: null,
};

describe('who may claim', () => {
  it('lets an ordinary employee claim', () => {
    expect(onlineClaimBlock(ok)).toBeNull();
  });

  it('blocks non-member admins, terminated accounts, disabled online claims, customised benefits and audits', () => {
    expect(onlineClaimBlock({ ...ok, nonMemberAdminOnly: true })).toBe('NON_MEMBER_ADMIN');
    expect(onlineClaimBlock({ ...ok, terminated: true })).toBe('TERMINATED');
    expect(onlineClaimBlock({ ...ok, frozen: true })).toBe('FROZEN');
    expect(onlineClaimBlock({ ...ok, planClosed: true })).toBe('PLAN_CLOSED');
    expect(claimBlockMessage('PLAN_CLOSED')).toBe(
      'Your company’s plan has ended: claims can no longer be made.',
    );
    expect(claimBlockMessage('FROZEN')).toMatch(/^Your account is frozen/);
    expect(onlineClaimBlock({ ...ok, onlineClaimOk: false })).toBe('ONLINE_CLAIMS_OFF');
    expect(onlineClaimBlock({ ...ok, customizedBenefits: true })).toBe('CUSTOMIZED_BENEFITS');
    expect(onlineClaimBlock({ ...ok, auditState: 1 })).toBe('AUDIT_IN_PROCESS');
    expect(claimBlockMessage('AUDIT_IN_PROCESS')).toMatch(/^Claim Audit in Process/);
  });

  it('refuses claims while a first-sign-in step is pending, naming the step (the route guard sends there first)', () => {
    expect(onlineClaimBlock({ ...ok, newEmployeeCheck: true })).toBe('AGREEMENT_PENDING');
    expect(onlineClaimBlock({ ...ok, missingInfo: true })).toBe('PERSONAL_DETAILS_MISSING');
    expect(onlineClaimBlock({ ...ok, missingBanking: true })).toBe('BANKING_DETAILS_MISSING');
    // In the guard's order: the agreement, then the personal details, then the banking details.
    expect(onlineClaimBlock({ ...ok, newEmployeeCheck: true, missingInfo: true, missingBanking: true })).toBe(
      'AGREEMENT_PENDING',
    );
    expect(onlineClaimBlock({ ...ok, missingInfo: true, missingBanking: true })).toBe(
      'PERSONAL_DETAILS_MISSING',
    );
    // A block that completing a step would not lift is said first.
    expect(onlineClaimBlock({ ...ok, frozen: true, missingBanking: true })).toBe('FROZEN');
    expect(onlineClaimBlock({ ...ok, terminated: true, newEmployeeCheck: true })).toBe('TERMINATED');
    expect(onlineClaimBlock({ ...ok, auditState: 1, missingBanking: true })).toBe('BANKING_DETAILS_MISSING');
    expect(claimBlockMessage('AGREEMENT_PENDING')).toBe(
      'Please accept the HSA Agreement before making a claim.',
    );
    expect(claimBlockMessage('PERSONAL_DETAILS_MISSING')).toBe(
      'Please complete your Personal Details before making a claim.',
    );
    expect(claimBlockMessage('BANKING_DETAILS_MISSING')).toBe(
      'Please add your Banking Details before making a claim.',
    );
  });

  it('agrees with the route guard: a step the guard sends to is a step that blocks claims', () => {
    const flags = [false, true];
    for (const NEW_EMPLOYEE_CHECK of flags)
      for (const MISSING_INFO of flags)
        for (const MISSING_BANKING of flags) {
          const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');
          const wire = {
            NEW_EMPLOYEE_CHECK: yn(NEW_EMPLOYEE_CHECK),
            MISSING_INFO: yn(MISSING_INFO),
            MISSING_BANKING: yn(MISSING_BANKING),
            NON_MEMBER_ADMIN_ONLY: 'N' as const,
          };
          const step = pendingFirstSignInStep(firstSignInFlagsOf(wire));
          const block = onlineClaimBlock({
            ...ok,
            newEmployeeCheck: NEW_EMPLOYEE_CHECK,
            missingInfo: MISSING_INFO,
            missingBanking: MISSING_BANKING,
          });
          expect(block === null).toBe(step === null);
          // The guard's redirect from the claim page is the step's page.
          const redirect = forcedRedirect({ ...guardUser, ...wire }, paths.claims.makeClaim.path, 'claims');
          expect(redirect).toBe(step === null ? null : FIRST_SIGN_IN_TARGETS[step]);
        }
  });

  it('refuses claims before the member’s coverage starts, naming the date (QA lifecycle, finding 3)', () => {
    const today = '2026-12-07';
    // The effective date is still to come: claims open on it.
    expect(coverageStartsLater('2027-01-15', today)).toBe('2027-01-15');
    expect(coverageStartsLater('2026-12-08', today)).toBe('2026-12-08');
    // From the effective date on (or without one), coverage has started.
    expect(coverageStartsLater(today, today)).toBeNull();
    expect(coverageStartsLater('2026-01-01', today)).toBeNull();
    expect(coverageStartsLater(null, today)).toBeNull();
    const later = { ...ok, coverageStarts: '2027-01-15' };
    expect(onlineClaimBlock(later)).toBe('COVERAGE_NOT_STARTED');
    expect(claimBlockMessage('COVERAGE_NOT_STARTED', later)).toBe(
      'Your coverage starts on 2027-01-15: claims can be made from then.',
    );
    // A block the start date would not lift is said first; a first-sign-in step or an audit after it.
    expect(onlineClaimBlock({ ...later, terminated: true })).toBe('TERMINATED');
    expect(onlineClaimBlock({ ...later, onlineClaimOk: false })).toBe('ONLINE_CLAIMS_OFF');
    expect(onlineClaimBlock({ ...later, newEmployeeCheck: true })).toBe('COVERAGE_NOT_STARTED');
    expect(onlineClaimBlock({ ...later, auditState: 1 })).toBe('COVERAGE_NOT_STARTED');
    // The other blocks' messages take no date.
    expect(claimBlockMessage('TERMINATED', later)).toBe(claimBlockMessage('TERMINATED'));
  });

  it('keeps history from non-member admins and the paper form from those the spec hides it from', () => {
    expect(canViewClaimHistory(ok)).toBe(true);
    expect(canViewClaimHistory({ ...ok, nonMemberAdminOnly: true })).toBe(false);
    expect(canPrintClaimForm(ok)).toBe(true);
    expect(canPrintClaimForm({ ...ok, onlineClaimsOnly: true })).toBe(false);
    // The individual plans sold online have no paper form.
    for (const planType of [1051, 1061, 1081, 2000])
      expect(canPrintClaimForm({ ...ok, planType })).toBe(false);
    expect(canPrintClaimForm({ ...ok, terminated: true })).toBe(true);
    expect(canPrintClaimForm({ ...ok, terminated: true, claimPeriodEnded: true })).toBe(false);
    // A terminated account cannot claim online: the paper form stays its way to claim until the
    // claim period ends, on any plan.
    expect(canPrintClaimForm({ ...ok, terminated: true, planType: 1081 })).toBe(true);
    expect(canPrintClaimForm({ ...ok, terminated: true, onlineClaimsOnly: true })).toBe(true);
    expect(canPrintClaimForm({ ...ok, terminated: true, planType: 1081, claimPeriodEnded: true })).toBe(
      false,
    );
    expect(canPrintClaimForm({ ...ok, terminated: true, nonMemberAdminOnly: true })).toBe(false);
  });
});

describe("the member's online claims (ONLINE_CLAIM_OK), which open the claim menus", () => {
  it("follows the company's flag, closed by a closed plan or a termination in effect", () => {
    expect(memberOnlineClaimOk(ok)).toBe(true);
    expect(memberOnlineClaimOk({ ...ok, onlineClaimOk: false })).toBe(false);
    expect(memberOnlineClaimOk({ ...ok, planClosed: true })).toBe(false);
    expect(memberOnlineClaimOk({ ...ok, terminated: true })).toBe(false);
    // The other blocks keep their own menu item (audit: 'Claim Audit in Process', disabled) or rule.
    const inAudit: ClaimantFlags = { ...ok, auditState: 1 };
    expect(memberOnlineClaimOk(inAudit)).toBe(true);
    // Before coverage starts the menu item stays: it opens the claim page, which says when claims open.
    const notYetCovered: ClaimantFlags = { ...ok, coverageStarts: '2027-01-15' };
    expect(memberOnlineClaimOk(notYetCovered)).toBe(true);
  });

  it('a termination is in effect from its date, whether or not its job has run; a later one is pending', () => {
    const today = '2026-12-07';
    expect(terminationInEffect({ terminated: false, terminationDate: null }, today)).toBe(false);
    expect(terminationInEffect({ terminated: true, terminationDate: '2026-09-30' }, today)).toBe(true);
    // Pending: claims stay open until the date.
    expect(terminationInEffect({ terminated: false, terminationDate: '2026-12-08' }, today)).toBe(false);
    // Its date has come: in effect even before the job marks the account terminated.
    expect(terminationInEffect({ terminated: false, terminationDate: today }, today)).toBe(true);
    expect(terminationInEffect({ terminated: false, terminationDate: '2026-12-01' }, today)).toBe(true);
  });
});
