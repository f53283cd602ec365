import { describe, expect, it } from 'vitest';
import {
  canPrintClaimForm,
  canViewClaimHistory,
  claimBlockMessage,
  memberOnlineClaimOk,
  onlineClaimBlock,
  terminationInEffect,
  type ClaimantFlags,
} from './eligibility';

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
