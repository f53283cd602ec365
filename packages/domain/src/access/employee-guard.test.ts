import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockedRedirect,
  employeeRedirect,
  forcedRedirect,
  FUNDING_SETUP_PATHS,
  isAllowedWhenTerminated,
  isHsaAgreementEligible,
  isYes,
  terminatedRedirect,
} from './employee-guard';
import type { EmployeeGuardUser, HsaAgreementUser } from './employee-guard';
import { matchRoute, ROUTES } from './routes';

/** A plain employee: nothing missing, online claims OK, not an admin, contract type 3. */
const base: EmployeeGuardUser = {
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
const user = (over: Partial<EmployeeGuardUser>): EmployeeGuardUser => ({ ...base, ...over });
const admin = (over: Partial<EmployeeGuardUser> = {}) => user({ IS_ADMIN: 'Y', ...over });

/** The guard as the router applies it: area from the route table. */
const guard = (u: EmployeeGuardUser, path: string) => employeeRedirect(u, path, matchRoute(path)?.area);

describe('isYes', () => {
  it('only Y is yes', () => {
    expect(isYes('Y')).toBe(true);
    for (const v of ['N', 'y', '', null, undefined]) expect(isYes(v)).toBe(false);
  });
});

describe('employee forced redirects (docs/product §4, in order, each only while not on the target)', () => {
  it('a plain employee is never redirected on employee, claims or company-free routes', () => {
    for (const area of ['employee', 'claims'] as const) {
      for (const pattern of ROUTES[area]) {
        const path = pattern.replace(':id', '1');
        expect(forcedRedirect(base, path, area)).toBeNull();
      }
    }
  });

  it('0. REQUIRE_WEB_PASSWORD_RESET -> /change-password before anything else (decision 0020)', () => {
    const u = user({
      REQUIRE_WEB_PASSWORD_RESET: 'Y',
      NEW_EMPLOYEE_CHECK: 'Y',
      MISSING_INFO: 'Y',
      MISSING_BANKING: 'Y',
    });
    for (const path of ['/', '/claims', '/hsa-agreement', '/employee', '/banking-details', '/claim/7']) {
      expect(guard(u, path)).toBe('/change-password');
    }
    expect(guard(admin({ REQUIRE_WEB_PASSWORD_RESET: 'Y', MISSING_COMPANY_INFO: 'Y' }), '/employer')).toBe(
      '/change-password',
    );
    expect(guard(u, '/change-password')).toBeNull();
    // Once changed, the next forced redirect takes over.
    expect(guard({ ...u, REQUIRE_WEB_PASSWORD_RESET: 'N' }, '/change-password')).toBe('/hsa-agreement');
    // A terminated account can change its password too.
    expect(guard(user({ REQUIRE_WEB_PASSWORD_RESET: 'Y', TERMINATED_FLAG: 'Y' }), '/')).toBe(
      '/change-password',
    );
    expect(guard(base, '/change-password')).toBeNull();
  });

  it('1. new-employee check -> /hsa-agreement', () => {
    const u = user({ NEW_EMPLOYEE_CHECK: 'Y' });
    expect(guard(u, '/')).toBe('/hsa-agreement');
    expect(guard(u, '/claims')).toBe('/hsa-agreement');
    expect(guard(admin({ NEW_EMPLOYEE_CHECK: 'Y' }), '/employer')).toBe('/hsa-agreement');
    expect(guard(u, '/hsa-agreement')).toBeNull();
  });

  it('2. missing personal info -> /employee (and /employee/{id} counts as the target)', () => {
    const u = user({ MISSING_INFO: 'Y' });
    expect(guard(u, '/')).toBe('/employee');
    expect(guard(u, '/my-plan')).toBe('/employee');
    expect(guard(u, '/employee')).toBeNull();
    expect(guard(u, '/employee/5')).toBeNull();
  });

  it('3. missing banking -> /banking-details on employee routes only', () => {
    const u = user({ MISSING_BANKING: 'Y' });
    expect(guard(u, '/')).toBe('/banking-details');
    expect(guard(u, '/claims/details')).toBe('/banking-details');
    expect(guard(u, '/banking-details')).toBeNull();
    expect(guard({ ...u, IS_ADMIN: 'Y' }, '/divisions')).toBeNull();
  });

  it('3. does not apply when personal info is missing or for non-member admins', () => {
    expect(guard(user({ MISSING_BANKING: 'Y', MISSING_INFO: 'Y' }), '/')).toBe('/employee');
    expect(guard(user({ MISSING_BANKING: 'Y', MISSING_INFO: 'Y' }), '/employee')).toBeNull();
    expect(guard(user({ MISSING_BANKING: 'Y', NON_MEMBER_ADMIN_ONLY: 'Y' }), '/')).toBeNull();
  });

  it('4. missing company info -> /employer, for an admin only', () => {
    expect(guard(admin({ MISSING_COMPANY_INFO: 'Y' }), '/')).toBe('/employer');
    expect(guard(admin({ MISSING_COMPANY_INFO: 'Y' }), '/divisions')).toBe('/employer');
    expect(guard(admin({ MISSING_COMPANY_INFO: 'Y' }), '/employer')).toBeNull();
    expect(guard(user({ MISSING_COMPANY_INFO: 'Y' }), '/')).toBeNull();
  });

  it('5. employee routes: missing company banking -> /business-banking for contract types 3, 8, 13', () => {
    for (const CONTRACT_TYPE of [3, 8, 13]) {
      expect(guard(admin({ MISSING_COMPANY_BANKING: 'Y', CONTRACT_TYPE }), '/')).toBe('/business-banking');
    }
    for (const CONTRACT_TYPE of [1, 20, 1071]) {
      expect(guard(admin({ MISSING_COMPANY_BANKING: 'Y', CONTRACT_TYPE }), '/')).toBeNull();
    }
  });

  it('5. company routes: on a funding or setup path, whatever the contract type', () => {
    expect(FUNDING_SETUP_PATHS).toEqual([
      '/company-funding',
      '/insurance-funding',
      '/wellness/setup',
      '/business-plan',
      '/update-card',
    ]);
    const u = admin({ MISSING_COMPANY_BANKING: 'Y', CONTRACT_TYPE: 20 });
    for (const path of FUNDING_SETUP_PATHS) expect(guard(u, path)).toBe('/business-banking');
    expect(guard(u, '/divisions')).toBeNull();
    expect(guard(u, '/wellness/setup/success')).toBeNull();
    expect(guard(admin({ MISSING_COMPANY_BANKING: 'Y', CONTRACT_TYPE: 3 }), '/employer')).toBeNull();
  });

  it('5. company routes: any company route for contract type 13', () => {
    const u = admin({ MISSING_COMPANY_BANKING: 'Y', CONTRACT_TYPE: 13 });
    expect(guard(u, '/employer')).toBe('/business-banking');
    expect(guard(u, '/company-reports')).toBe('/business-banking');
    expect(guard(u, '/business-banking')).toBeNull();
  });

  it('5. not when banking is waived, nor for a non-admin', () => {
    expect(guard(admin({ MISSING_COMPANY_BANKING: 'Y', BANKING_INFO_WAIVED: 'Y' }), '/')).toBeNull();
    expect(guard(user({ MISSING_COMPANY_BANKING: 'Y' }), '/')).toBeNull();
  });

  it('takes the rules in the spec order', () => {
    const all = admin({
      NEW_EMPLOYEE_CHECK: 'Y',
      MISSING_INFO: 'Y',
      MISSING_BANKING: 'Y',
      MISSING_COMPANY_INFO: 'Y',
      MISSING_COMPANY_BANKING: 'Y',
    });
    expect(guard(all, '/')).toBe('/hsa-agreement');
    expect(guard({ ...all, NEW_EMPLOYEE_CHECK: 'N' }, '/')).toBe('/employee');
    const noInfo = { ...all, NEW_EMPLOYEE_CHECK: 'N', MISSING_INFO: 'N' } as const;
    expect(guard(noInfo, '/')).toBe('/banking-details');
    expect(guard({ ...noInfo, MISSING_BANKING: 'N' }, '/')).toBe('/employer');
    expect(guard({ ...noInfo, MISSING_BANKING: 'N', MISSING_COMPANY_INFO: 'N' }, '/')).toBe(
      '/business-banking',
    );
  });

  it('on one target the earlier rule stops the later ones (each only while not on its target)', () => {
    // On /hsa-agreement, rule 1 is satisfied and nothing else forces a move.
    const u = user({ NEW_EMPLOYEE_CHECK: 'Y', MISSING_INFO: 'Y' });
    expect(guard(u, '/hsa-agreement')).toBeNull();
  });

  it('does not apply outside employee areas', () => {
    const u = user({ NEW_EMPLOYEE_CHECK: 'Y' });
    expect(employeeRedirect(u, '/partner', 'partner')).toBeNull();
    expect(employeeRedirect(u, '/tools', 'tools')).toBeNull();
    expect(employeeRedirect(u, '/login', 'public')).toBeNull();
    expect(employeeRedirect(u, '/nope', null)).toBeNull();
  });
});

describe('terminated accounts (docs/product §4: a real filter)', () => {
  const ended = user({ TERMINATED_FLAG: 'Y', CLAIM_PERIOD_ENDED: 'Y', IS_ADMIN: 'Y' });
  const open = user({ TERMINATED_FLAG: 'Y', CLAIM_PERIOD_ENDED: 'N', IS_ADMIN: 'Y' });

  it('claim period ended: only /, /logout, reports, claims history and the plan', () => {
    for (const path of [
      '/',
      '/logout',
      '/balance-report',
      '/claim-report',
      '/company-reports',
      '/company-reports/fees',
      '/claim',
      '/claim/12',
      '/business-plan',
    ]) {
      expect(isAllowedWhenTerminated(ended, path)).toBe(true);
      expect(terminatedRedirect(ended, path)).toBeNull();
    }
  });

  it('claim period ended: everything else goes to /', () => {
    for (const path of [
      '/claim-form-print',
      '/claim-form-print/3',
      '/claims',
      '/my-plan',
      '/employer',
      '/audit/1',
    ]) {
      expect(terminatedRedirect(ended, path)).toBe('/');
      expect(guard(ended, path)).toBe('/');
    }
  });

  it('claim period not ended: the paper claim form is added', () => {
    expect(terminatedRedirect(open, '/claim-form-print')).toBeNull();
    expect(terminatedRedirect(open, '/claim-form-print/3')).toBeNull();
    expect(terminatedRedirect(open, '/claim/3')).toBeNull();
    expect(terminatedRedirect(open, '/claims')).toBe('/');
    expect(terminatedRedirect(open, '/banking-details')).toBe('/');
  });

  it('applies on employee routes too (not the always-truthy filter)', () => {
    expect(guard(ended, '/my-plan')).toBe('/');
    expect(guard(ended, '/documents')).toBe('/');
    expect(guard(open, '/notifications')).toBe('/');
  });

  it('accounts that are not terminated are not filtered', () => {
    expect(terminatedRedirect(base, '/my-plan')).toBeNull();
    expect(terminatedRedirect(user({ CLAIM_PERIOD_ENDED: 'Y' }), '/claims')).toBeNull();
  });

  it('forced redirects to a page a terminated account cannot open are skipped (no loop)', () => {
    const u = { ...ended, NEW_EMPLOYEE_CHECK: 'Y', MISSING_INFO: 'Y', MISSING_COMPANY_BANKING: 'Y' } as const;
    expect(guard(u, '/')).toBeNull();
    expect(guard(u, '/hsa-agreement')).toBe('/');
    expect(guard(u, '/claim-report')).toBeNull();
  });
});

describe('other blocks (docs/product §4, redirect to /)', () => {
  it('add-employee and classifications need contract type 3, 8 or 13', () => {
    for (const CONTRACT_TYPE of [3, 8, 13]) {
      for (const path of ['/add-employee', '/add-employee/success', '/classifications']) {
        expect(guard(admin({ CONTRACT_TYPE }), path)).toBeNull();
      }
    }
    for (const CONTRACT_TYPE of [1, 20, 1071]) {
      for (const path of ['/add-employee', '/add-employee/success', '/classifications']) {
        expect(guard(admin({ CONTRACT_TYPE }), path)).toBe('/');
      }
      expect(guard(admin({ CONTRACT_TYPE }), '/divisions')).toBeNull();
    }
  });

  it('non-member admins cannot open the member pages (nor their sub-paths)', () => {
    const u = admin({ NON_MEMBER_ADMIN_ONLY: 'Y' });
    for (const path of [
      '/my-plan',
      '/banking-details',
      '/balance-report',
      '/claim-report',
      '/claim-form-print',
      '/claim-form-print/4',
      '/claims',
      '/claims/details',
      '/claims/success',
    ]) {
      expect(guard(u, path)).toBe('/');
    }
    for (const path of ['/', '/employee', '/notifications', '/documents', '/employer']) {
      expect(guard(u, path)).toBeNull();
    }
    expect(guard(admin(), '/my-plan')).toBeNull();
  });

  it('the paper claim form only where the menu offers it: not on an online-only plan or for online-only users', () => {
    for (const u of [user({ PLAN_TYPE: 1081 }), user({ ONLINE_CLAIMS_ONLY: 'Y' })]) {
      expect(guard(u, '/claim-form-print')).toBe('/');
      expect(guard(u, '/claim-form-print/4')).toBe('/');
      expect(guard(u, '/claim-report')).toBeNull();
    }
    expect(guard(user({ PLAN_TYPE: 1071 }), '/claim-form-print/4')).toBeNull();
  });

  it('company admin routes need IS_ADMIN = Y', () => {
    for (const pattern of ROUTES.company) {
      const path = pattern.replace(':report', 'fees');
      expect(guard(user({ IS_ADMIN: 'N' }), path)).toBe('/');
      if (!['/add-employee', '/add-employee/success', '/classifications'].includes(path)) {
        expect(guard(admin({ CONTRACT_TYPE: 20 }), path)).toBeNull();
      }
    }
    expect(guard(user({ IS_ADMIN: 'N' }), '/')).toBeNull();
  });

  it('claims routes need ONLINE_CLAIM_OK = Y', () => {
    for (const path of ROUTES.claims) expect(guard(user({ ONLINE_CLAIM_OK: 'N' }), path)).toBe('/');
    for (const path of ROUTES.claims) expect(guard(base, path)).toBeNull();
  });

  it('claims routes need audit state 0; above 0 only /claims/success stays open', () => {
    const audited = user({ EMPLOYEE_AUDIT_STATE: 2 });
    for (const path of ROUTES.claims) {
      expect(guard(audited, path)).toBe(path === '/claims/success' ? null : '/');
    }
    expect(guard(audited, '/')).toBeNull();
    expect(guard(audited, '/claim/5')).toBeNull();
  });

  it('blockedRedirect alone', () => {
    expect(blockedRedirect(base, '/claims', 'claims')).toBeNull();
    expect(blockedRedirect(user({ IS_ADMIN: 'N' }), '/employer', 'company')).toBe('/');
  });
});

describe('employeeRedirect applies (a), then (b), then (c)', () => {
  it('forced before terminated before blocks', () => {
    // (a) wins over (c): missing info on a blocked claims page
    expect(guard(user({ MISSING_INFO: 'Y', ONLINE_CLAIM_OK: 'N' }), '/claims')).toBe('/employee');
    // (b) before (c): both answer '/', terminated decides first
    expect(terminatedRedirect(user({ TERMINATED_FLAG: 'Y' }), '/claims')).toBe('/');
  });

  it('following the redirects always settles (no loops)', () => {
    const yn = fc.constantFrom<'Y' | 'N'>('Y', 'N');
    const arbUser = fc.record({
      REQUIRE_WEB_PASSWORD_RESET: yn,
      NEW_EMPLOYEE_CHECK: yn,
      MISSING_INFO: yn,
      MISSING_BANKING: yn,
      MISSING_COMPANY_INFO: yn,
      MISSING_COMPANY_BANKING: yn,
      BANKING_INFO_WAIVED: yn,
      NON_MEMBER_ADMIN_ONLY: yn,
      IS_ADMIN: yn,
      TERMINATED_FLAG: yn,
      CLAIM_PERIOD_ENDED: yn,
      ONLINE_CLAIM_OK: yn,
      CONTRACT_TYPE: fc.constantFrom(1, 3, 8, 13, 20, 1071),
      EMPLOYEE_AUDIT_STATE: fc.constantFrom(0, 1, 2),
      ONLINE_CLAIMS_ONLY: yn,
      PLAN_TYPE: fc.constantFrom(1071, 1081),
    });
    const paths = [...ROUTES.employee, ...ROUTES.claims, ...ROUTES.company].map((p) =>
      p.replace(':id', '1').replace(':report', 'fees'),
    );
    fc.assert(
      fc.property(arbUser, fc.constantFrom(...paths), (u, start) => {
        let path = start;
        for (let hops = 0; hops < 6; hops += 1) {
          const next = guard(u, path);
          if (next === null) return;
          expect(matchRoute(next)).not.toBeNull();
          path = next;
        }
        throw new Error(`redirect loop from ${start}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('HSA employer agreement eligibility (docs/product §4)', () => {
  const eligible: HsaAgreementUser = {
    TYPE: 'EMPLOYEE',
    HSA_EMPLOYER_AGREEMENT: 'N',
    CONTRACT_TYPE: 8,
    NON_MEMBER_ADMIN_ONLY: 'N',
  };

  it('EMPLOYEE, no agreement, username PHSPW, contract type 3/8/13, not non-member admin', () => {
    expect(isHsaAgreementEligible(eligible, 'PHSPW')).toBe(true);
    for (const CONTRACT_TYPE of [3, 8, 13]) {
      expect(isHsaAgreementEligible({ ...eligible, CONTRACT_TYPE }, 'PHSPW')).toBe(true);
    }
  });

  it('each condition is needed', () => {
    expect(isHsaAgreementEligible({ ...eligible, TYPE: 'AGENT' }, 'PHSPW')).toBe(false);
    expect(isHsaAgreementEligible({ ...eligible, HSA_EMPLOYER_AGREEMENT: 'Y' }, 'PHSPW')).toBe(false);
    expect(isHsaAgreementEligible(eligible, 'someone')).toBe(false);
    expect(isHsaAgreementEligible(eligible, 'phspw')).toBe(false);
    expect(isHsaAgreementEligible(eligible, null)).toBe(false);
    expect(isHsaAgreementEligible({ ...eligible, CONTRACT_TYPE: 20 }, 'PHSPW')).toBe(false);
    expect(isHsaAgreementEligible({ ...eligible, NON_MEMBER_ADMIN_ONLY: 'Y' }, 'PHSPW')).toBe(false);
  });
});
