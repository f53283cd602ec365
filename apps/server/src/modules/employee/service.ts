import { API_MESSAGES, type EmployeeUser } from '@benefits/contract';
import {
  cancellationState,
  claimWindowFor,
  memberOnlineClaimOk,
  planYearOn,
  spendableBalances,
  terminationInEffect,
  todayIso,
  type PlanYearEndType,
} from '@benefits/domain';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { loadEmployeeRow, type LedgerSum } from './queries';

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

const sumOf = (sums: LedgerSum[] | null, account: string, planYear: number): number =>
  Number(sums?.find((x) => x.account === account && Number(x.planYear) === planYear)?.cents ?? 0);

/** The spec's User fields for one employee, or undefined when there is no such employee. */
export async function loadEmployeeUser(db: Db, id: number, today: Date): Promise<EmployeeUser | undefined> {
  const row = await loadEmployeeRow(db, id);
  if (!row) return undefined;
  const { e, r } = row;
  const terms = {
    type: r.planYearEndType as PlanYearEndType,
    fiscalYearEnd: r.fiscalYearEnd,
    effectiveDate: e.effectiveDate,
  };
  const planYear = planYearOn(terms, today);
  // Last plan year's balance is spendable only during its run-out (docs/decisions/0008).
  const { runOut } = claimWindowFor(terms, today);
  const b = {
    hsa: sumOf(row.sums, 'HSA', planYear.key),
    hsaPrevious: spendableBalances(
      { currentCents: 0, previousCents: sumOf(row.sums, 'HSA', planYear.key - 1) },
      runOut,
    ).previousYearBalanceCents,
    wsa: sumOf(row.sums, 'WSA', planYear.key),
    group: Number(row.group ?? 0),
  };
  const isAdmin = e.groupAdmin || e.nonMemberAdminOnly;
  // A cancelled plan past its run-off (decision 0027) and a termination in effect take no more
  // online claims: the claim menus close (ONLINE_CLAIM_OK N), by the rule the claims module applies.
  const day = todayIso(today);
  const onlineClaimOk = memberOnlineClaimOk({
    onlineClaimOk: r.onlineClaimOk,
    planClosed:
      cancellationState({ effectiveDate: r.cancellationDate, closed: r.planClosedAt !== null }, day) ===
      'CLOSED',
    terminated: terminationInEffect(e, day),
  });
  return {
    ID: e.id,
    TYPE: 'EMPLOYEE',
    USERNAME: e.username,
    FIRST_NAME: e.firstName,
    LAST_NAME: e.lastName,
    EMAIL: e.email,
    EMPLOYER: r.id,
    EMPLOYER_NAME: r.name,
    GROUP_ADMIN: yn(e.groupAdmin),
    NON_MEMBER_ADMIN_ONLY: yn(e.nonMemberAdminOnly),
    ONLINE_CLAIM_OK: yn(onlineClaimOk),
    ONLINE_CLAIMS_ONLY: yn(e.onlineClaimsOnly),
    CUSTOMIZED_BENEFITS: yn(e.customizedBenefits),
    LIMIT_TYPE: e.limitType,
    WELLNESS: yn(e.wellness),
    BALANCE: b.hsa,
    SPENDABLE_PREVIOUS_BALANCE: b.hsaPrevious,
    WELLNESS_BALANCE: b.wsa,
    GROUP_BALANCE: e.groupAdmin ? b.group : 0,
    TERMINATED_FLAG: yn(e.terminated),
    CLAIM_PERIOD_ENDED: yn(e.claimPeriodEnded),
    PLAN_TYPE: r.planCode,
    CONTRACT_TYPE: r.contractType,
    TRAVEL_INS: yn(r.travelIns),
    CAT_DRUG: yn(r.catDrug),
    EEI_INS: yn(r.eeiIns),
    EE_HAS_EEI: yn(e.eeHasEei),
    EEI_GS: yn(e.eeiGs),
    EMPLOYEE_AUDIT_STATE: e.auditState,
    FROZEN: yn(e.frozen),
    HSA_EMPLOYER_AGREEMENT: yn(e.hsaEmployerAgreement),
    MISSING_INFO: yn(e.missingInfo),
    MISSING_BANKING: yn(e.missingBanking),
    MISSING_COMPANY_INFO: yn(r.missingCompanyInfo),
    MISSING_COMPANY_BANKING: yn(r.missingCompanyBanking),
    MISSING_PARTNER_BANKING: 'N',
    BANKING_INFO_WAIVED: yn(r.bankingInfoWaived),
    REQUIRE_WEB_PASSWORD_RESET: yn(e.requireWebPasswordReset),
    EMPLOYER_CHEQUE_VERIFY_REQUIRED: yn(e.employerChequeVerifyRequired),
    EMPLOYEE_CHEQUE_VERIFY_REQUIRED: yn(e.employeeChequeVerifyRequired),
    AGENT_CHEQUE_VERIFY_REQUIRED: 'N',
    CELLPHONE: e.cellphone,
    CITY: e.city,
    DATE_OF_BIRTH: e.dateOfBirth,
    EFFECTIVE_DATE: e.effectiveDate,
    EMPLOYEE: e.id,
    FAX: e.fax,
    POSTCODE: e.postcode,
    PROVINCE: e.province,
    STREET1: e.street1,
    STREET2: e.street2,
    TELEPHONE: e.telephone,
    NEW_EMPLOYEE_CHECK: yn(e.newEmployeeCheck),
    IS_ADMIN: yn(isAdmin),
    PLAN_YEAR_START: planYear.start,
    PLAN_YEAR_END: planYear.end,
  };
}

/** /employee/profile: the signed-in employee's User; a deleted account ends the session. */
export async function employeeProfile(s: Services, employeeId: number): Promise<EmployeeUser> {
  const user = await loadEmployeeUser(s.db, employeeId, s.now());
  if (!user) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return user;
}
