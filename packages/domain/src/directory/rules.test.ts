import { describe, expect, it } from 'vitest';
import { messageKeyOf } from '../messages/catalogue';
import {
  accountChangeProblem,
  adminRemovalProblem,
  changeDateProblem,
  employeeStatus,
  holdsAccount,
  isAllowedOneTimeCents,
  oneTimeBalanceProblem,
  pendingReductionsCents,
  isDirectorySort,
  signedDollarsToCents,
  STATUS_ORDER,
  takesEffectNow,
  terminationDateProblem,
  terminationProblem,
} from './rules';

const today = '2026-11-23';

describe('the directory’s sorts', () => {
  it('are name, ID, division, classification and status', () => {
    for (const s of ['name', 'id', 'division', 'classification', 'status'])
      expect(isDirectorySort(s)).toBe(true);
    expect(isDirectorySort('balance')).toBe(false);
    expect(isDirectorySort(undefined)).toBe(false);
  });
});

describe('an employee’s status', () => {
  const started = { effectiveDate: '2026-01-01' };
  it('is terminated, pending while anything waits for its date, else active', () => {
    const status = (e: { terminated: boolean; terminationDate: string | null; pendingChanges: number }) =>
      employeeStatus({ ...started, ...e }, today);
    expect(status({ terminated: false, terminationDate: null, pendingChanges: 0 })).toBe('active');
    expect(status({ terminated: false, terminationDate: null, pendingChanges: 2 })).toBe('pending');
    expect(status({ terminated: false, terminationDate: '2026-12-31', pendingChanges: 0 })).toBe('pending');
    expect(status({ terminated: true, terminationDate: '2026-09-30', pendingChanges: 1 })).toBe('terminated');
  });

  it('is starting while the effective date is after today (QA lifecycle finding 9)', () => {
    const e = { terminated: false, terminationDate: null, pendingChanges: 0 };
    expect(employeeStatus({ ...e, effectiveDate: '2026-11-24' }, today)).toBe('starting');
    // From the effective date on, active.
    expect(employeeStatus({ ...e, effectiveDate: today }, today)).toBe('active');
    // A change waiting for its date does not hide that the employee has not started.
    expect(employeeStatus({ ...e, pendingChanges: 1, effectiveDate: '2027-01-15' }, today)).toBe('starting');
    // A termination is said first (the directory shows its date).
    expect(employeeStatus({ ...e, terminationDate: '2027-06-30', effectiveDate: '2027-01-15' }, today)).toBe(
      'pending',
    );
    // Sorted first: not yet started, active, pending, terminated.
    expect(STATUS_ORDER).toEqual(['starting', 'active', 'pending', 'terminated']);
  });
});

describe('effective dates of class changes, one-time changes and terminations', () => {
  it('run from a year ago to a year ahead, bounds included', () => {
    expect(changeDateProblem('2025-11-23', today)).toBeNull();
    expect(changeDateProblem(today, today)).toBeNull();
    expect(changeDateProblem('2027-11-23', today)).toBeNull();
    expect(changeDateProblem('2025-11-22', today)).toBe('changeDateTooEarly');
    expect(changeDateProblem('2027-11-24', today)).toBe('changeDateTooLate');
    expect(changeDateProblem('', today)).toBe('changeDateRequired');
    expect(changeDateProblem('2026-02-30', today)).toBe('changeDateRequired');
    expect(changeDateProblem(null, today, 'termination')).toBe('terminationDateRequired');
    expect(changeDateProblem('2020-01-01', today, 'termination')).toBe('terminationDateTooEarly');
    expect(changeDateProblem('2030-01-01', today, 'termination')).toBe('terminationDateTooLate');
  });

  it('take effect now when today or earlier, else wait for their date', () => {
    expect(takesEffectNow(today, today)).toBe(true);
    expect(takesEffectNow('2026-01-01', today)).toBe(true);
    expect(takesEffectNow('2026-11-24', today)).toBe(false);
  });
});

describe('one-time change amounts', () => {
  it('are whole cents, not zero, at most $15,000 either way', () => {
    expect(isAllowedOneTimeCents(1)).toBe(true);
    expect(isAllowedOneTimeCents(-1_500_000)).toBe(true);
    expect(isAllowedOneTimeCents(1_500_000)).toBe(true);
    expect(isAllowedOneTimeCents(0)).toBe(false);
    expect(isAllowedOneTimeCents(1_500_001)).toBe(false);
    expect(isAllowedOneTimeCents(-1_500_001)).toBe(false);
    expect(isAllowedOneTimeCents(10.5)).toBe(false);
    expect(isAllowedOneTimeCents('100')).toBe(false);
  });

  it('are read from dollars as typed, a leading minus making a reduction', () => {
    expect(signedDollarsToCents('150')).toBe(15_000);
    expect(signedDollarsToCents('$1,250.50')).toBe(125_050);
    expect(signedDollarsToCents('-20')).toBe(-2_000);
    expect(signedDollarsToCents('−20.5')).toBe(-2_050);
    expect(signedDollarsToCents('$-3')).toBe(-300);
    expect(signedDollarsToCents('0.005')).toBe(1);
    expect(signedDollarsToCents('abc')).toBeNull();
    expect(signedDollarsToCents('')).toBeNull();
    expect(signedDollarsToCents('5-3')).toBeNull();
    expect(signedDollarsToCents('--3')).toBeNull();
  });
});

describe('one-time changes and the balance', () => {
  const problem = (amountCents: number, balanceCents: number, pendingCents = 0) =>
    oneTimeBalanceProblem({ amountCents, balanceCents, pendingCents });

  it('take back at most what the HSA holds: down to exactly $0.00, not a cent below', () => {
    expect(problem(-76_800, 76_800)).toBeNull();
    expect(problem(-1, 76_800)).toBeNull();
    const over = problem(-500_000, 76_800);
    expect(over).toBe('This change would take the HSA balance below $0.00: the balance is $768.00.');
    expect(messageKeyOf(over!)).toEqual({
      key: 'directory.oneTimeBelowZero',
      params: { balance: '$768.00' },
    });
    expect(problem(-76_801, 76_800)).toBe(
      'This change would take the HSA balance below $0.00: the balance is $768.00.',
    );
  });

  it('always allow an addition, even to a balance below zero; take nothing from one', () => {
    expect(problem(100, 0)).toBeNull();
    expect(problem(1_500_000, -423_200)).toBeNull();
    expect(problem(-1, 0)).toBe('This change would take the HSA balance below $0.00: the balance is $0.00.');
    expect(problem(-1, -423_200)).toBe(
      'This change would take the HSA balance below $0.00: the balance is -$4,232.00.',
    );
  });

  it('count what reductions already waiting for their date will take', () => {
    expect(pendingReductionsCents([-20_000, 5_000, -1_000])).toBe(21_000);
    expect(pendingReductionsCents([])).toBe(0);
    expect(problem(-55_800, 76_800, 21_000)).toBeNull();
    const over = problem(-55_801, 76_800, 21_000);
    expect(over).toBe(
      'This change would take the HSA balance below $0.00: the balance is $768.00, and pending one-time changes already take $210.00 of it.',
    );
    expect(messageKeyOf(over!)).toEqual({
      key: 'directory.oneTimeBelowZeroPending',
      params: { balance: '$768.00', pending: '$210.00' },
    });
  });
});

describe('an employee’s account', () => {
  it('is held by every employee but a non-member admin, on the server’s row and on the wire', () => {
    expect(holdsAccount({ nonMemberAdminOnly: false })).toBe(true);
    expect(holdsAccount({ nonMemberAdminOnly: true })).toBe(false);
    expect(holdsAccount({ NON_MEMBER_ADMIN_ONLY: 'N' })).toBe(true);
    expect(holdsAccount({ NON_MEMBER_ADMIN_ONLY: 'Y' })).toBe(false);
  });

  it('takes no class or one-time change for a non-member admin, nor for a terminated employee', () => {
    expect(accountChangeProblem({ holdsAccount: true, terminated: false })).toBeNull();
    expect(accountChangeProblem({ holdsAccount: false, terminated: false })).toBe('noAccount');
    expect(accountChangeProblem({ holdsAccount: false, terminated: true })).toBe('noAccount');
    expect(accountChangeProblem({ holdsAccount: true, terminated: true })).toBe('accountTerminated');
  });
});

describe('administrator status', () => {
  it('cannot be removed from oneself, nor from the last administrator', () => {
    expect(adminRemovalProblem({ actorId: 1, employeeId: 1, otherAdmins: 3 })).toBe('ownAdminStatus');
    expect(adminRemovalProblem({ actorId: 1, employeeId: 2, otherAdmins: 0 })).toBe('lastAdmin');
    expect(adminRemovalProblem({ actorId: 1, employeeId: 2, otherAdmins: 1 })).toBeNull();
    // The screen does not count the company's administrators: only oneself is refused there.
    expect(adminRemovalProblem({ actorId: 1, employeeId: 1, otherAdmins: null })).toBe('ownAdminStatus');
    expect(adminRemovalProblem({ actorId: 1, employeeId: 2, otherAdmins: null })).toBeNull();
  });
});

describe('termination', () => {
  const base = {
    actorId: 1,
    employeeId: 2,
    isAdmin: false,
    otherAdmins: 0,
    terminated: false,
    terminationDate: null,
  };
  it('is refused once terminated or pending, for oneself and for the last administrator', () => {
    expect(terminationProblem(base)).toBeNull();
    expect(terminationProblem({ ...base, terminated: true })).toBe('alreadyTerminated');
    expect(terminationProblem({ ...base, terminationDate: '2026-12-01' })).toBe('alreadyTerminated');
    expect(terminationProblem({ ...base, employeeId: 1 })).toBe('terminateSelf');
    expect(terminationProblem({ ...base, isAdmin: true })).toBe('terminateLastAdmin');
    expect(terminationProblem({ ...base, isAdmin: true, otherAdmins: 1 })).toBeNull();
  });
  it('tells the screen, which does not count administrators, what it can know before asking', () => {
    const screen = { ...base, otherAdmins: null };
    expect(terminationProblem({ ...screen, employeeId: 1 })).toBe('terminateSelf');
    expect(terminationProblem({ ...screen, employeeId: 1, isAdmin: true })).toBe('terminateSelf');
    expect(terminationProblem({ ...screen, terminationDate: '2026-12-01' })).toBe('alreadyTerminated');
    // The last administrator is the server's to refuse: it counts them under the company's lock.
    expect(terminationProblem({ ...screen, isAdmin: true })).toBeNull();
  });
  it('is not dated before the employee’s effective date', () => {
    expect(terminationDateProblem('2026-11-15', '2026-12-01')).toBe('terminationBeforeEffective');
    expect(terminationDateProblem('2026-12-01', '2026-12-01')).toBeNull();
    expect(terminationDateProblem('2026-12-02', '2026-12-01')).toBeNull();
  });
});
