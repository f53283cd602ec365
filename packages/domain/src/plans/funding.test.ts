import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerAccountOf, type LedgerAccount, type LimitAmounts } from '../company/classifications';
import { addDays, compareIsoDates } from '../dates';
import type { BalanceLedgerKind } from '../plan/ledger';
import { wellnessMemberRows } from '../wellness/wellness';
import {
  fundedAccounts,
  planYearDeposits,
  planYearDue,
  planYearToFund,
  planYearWrites,
  type FundingMember,
} from './funding';
import { planYearOn } from './plan-year';

/** A member of a calendar-year plan since 2024, with the wellness account, in a $1,000 / $250 class. */
const member = (over: Partial<FundingMember> = {}): FundingMember => ({
  effectiveDate: '2024-03-01',
  terminated: false,
  terminationDate: null,
  nonMemberAdminOnly: false,
  wellness: true,
  hsaCents: 100_000,
  wsaCents: 25_000,
  planYearEndType: 3,
  fiscalYearEnd: null,
  cancellationDate: null,
  planClosed: false,
  ...over,
});

describe('plan-year funding: who is funded, for which plan year (decision 0059)', () => {
  it('funds the plan year containing today: the new one from its first day, the old one the day before', () => {
    expect(planYearToFund(member(), '2026-12-31')).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
      key: 2026,
    });
    expect(planYearToFund(member(), '2027-01-01')?.key).toBe(2027);
  });

  it('follows the company’s plan-year terms: a fiscal year, or twelve months from the member’s effective date', () => {
    const fiscal = member({ planYearEndType: 1, fiscalYearEnd: '03-31' });
    expect(planYearToFund(fiscal, '2027-03-31')?.start).toBe('2026-04-01');
    expect(planYearToFund(fiscal, '2027-04-01')).toEqual({
      start: '2027-04-01',
      end: '2028-03-31',
      key: 2027,
    });
    const anniversary = member({ planYearEndType: 2, effectiveDate: '2024-09-15' });
    expect(planYearToFund(anniversary, '2026-09-14')?.key).toBe(2025);
    expect(planYearToFund(anniversary, '2026-09-15')?.start).toBe('2026-09-15');
  });

  it('funds a member from their effective date, not before', () => {
    const hire = member({ effectiveDate: '2027-01-15' });
    expect(planYearToFund(hire, '2026-12-07')).toBeNull();
    expect(planYearToFund(hire, '2027-01-14')).toBeNull();
    expect(planYearToFund(hire, '2027-01-15')?.key).toBe(2027);
    // Twelve months from the effective date: the first plan year starts on it.
    const anniversary = member({ planYearEndType: 2, effectiveDate: '2027-01-15' });
    expect(planYearToFund(anniversary, '2027-01-15')?.start).toBe('2027-01-15');
  });

  it('funds no non-member admin and no terminated member, nor one terminated from today or earlier', () => {
    expect(planYearToFund(member({ nonMemberAdminOnly: true }), '2027-01-01')).toBeNull();
    expect(
      planYearToFund(member({ terminated: true, terminationDate: '2026-09-30' }), '2027-01-01'),
    ).toBeNull();
    // A termination whose job has not run yet: terminated from its date all the same.
    expect(planYearToFund(member({ terminationDate: '2027-01-01' }), '2027-01-01')).toBeNull();
    // A termination still to come: covered today, so funded today.
    expect(planYearToFund(member({ terminationDate: '2027-01-02' }), '2027-01-01')?.key).toBe(2027);
  });

  it('funds no member of a plan that has ended (cancelled and past its date, or closed)', () => {
    const cancelled = member({ cancellationDate: '2026-12-31' });
    expect(planYearToFund(cancelled, '2026-12-31')?.key).toBe(2026); // still in force on its date
    expect(planYearToFund(cancelled, '2027-01-01')).toBeNull(); // the run-off
    expect(planYearToFund(cancelled, '2027-06-01')).toBeNull(); // closed
    expect(
      planYearToFund(member({ cancellationDate: '2027-01-31', planClosed: true }), '2027-01-01'),
    ).toBeNull();
  });

  it('deposits the classification’s amounts now: HSA always, WSA with the wellness account', () => {
    expect(planYearDeposits(member())).toEqual([
      { account: 'HSA', amountCents: 100_000 },
      { account: 'WSA', amountCents: 25_000 },
    ]);
    expect(planYearDeposits(member({ wellness: false }))).toEqual([{ account: 'HSA', amountCents: 100_000 }]);
    // A classification without a wellness amount opens no wellness deposit.
    expect(planYearDeposits(member({ wsaCents: 0 }))).toEqual([{ account: 'HSA', amountCents: 100_000 }]);
  });

  it('deposits nothing again in an account of the plan year that already has its funding', () => {
    expect(planYearDeposits(member(), ['HSA', 'WSA'])).toEqual([]);
    // A wellness setup funded the WSA of this plan year: the HSA still gets its deposit.
    expect(planYearDeposits(member(), ['WSA'])).toEqual([{ account: 'HSA', amountCents: 100_000 }]);
    expect(planYearDeposits(member(), ['HSA'])).toEqual([{ account: 'WSA', amountCents: 25_000 }]);
  });

  it('funds a member in force the plan year planYearOn gives them, on any day (property)', () => {
    const day = fc.integer({ min: 0, max: 5_000 }).map((n) => addDays('2020-01-01', n));
    const type = fc.constantFrom(1, 2, 3);
    fc.assert(
      fc.property(day, day, type, (effective, today, t) => {
        const m = member({ effectiveDate: effective, planYearEndType: t, fiscalYearEnd: '06-30' });
        const year = planYearToFund(m, today);
        if (compareIsoDates(effective, today) > 0) return year === null;
        return (
          year !== null &&
          JSON.stringify(year) ===
            JSON.stringify(
              planYearOn({ type: t as 1 | 2 | 3, fiscalYearEnd: '06-30', effectiveDate: effective }, today),
            )
        );
      }),
    );
  });
});

describe('the writers of a plan year’s amounts: one rule, one limit’s worth (decision 0059, amended 2026-12-07)', () => {
  const funded = (limitCents: number, balanceCents = limitCents) => ({
    limitCents,
    balanceCents,
    funded: true,
  });
  const unfunded = { limitCents: 0, balanceCents: 0, funded: false };

  it('is due only for the plan year containing today, with the member in force', () => {
    expect(planYearDue(member(), 2026, '2026-12-07')).toBe(true);
    expect(planYearDue(member(), 2025, '2026-12-07')).toBe(false); // no catching up
    expect(planYearDue(member({ effectiveDate: '2027-01-15' }), 2026, '2026-12-07')).toBe(false);
    expect(planYearDue(member({ effectiveDate: '2027-01-15' }), 2027, '2027-01-15')).toBe(true);
  });

  it('deposits into an unfunded account of a due member, adjusts a funded one, each account on its own', () => {
    // QA lifecycle finding 1: the WSA funded by the wellness setup, the HSA never funded.
    const ledger = { hsa: unfunded, wsa: funded(50_000) };
    expect(fundedAccounts(ledger)).toEqual(['WSA']);
    expect(planYearWrites(ledger, { hsaCents: 150_000, wsaCents: 50_000 }, { wsa: true, due: true })).toEqual(
      [{ account: 'HSA', kind: 'FUNDING', amountCents: 150_000, keptCents: 0 }],
    );
    expect(
      planYearWrites(ledger, { hsaCents: 300_000, wsaCents: 100_000 }, { wsa: true, due: true }),
    ).toEqual([
      { account: 'HSA', kind: 'FUNDING', amountCents: 300_000, keptCents: 0 },
      { account: 'WSA', kind: 'CHANGE', amountCents: 50_000, keptCents: 0 },
    ]);
  });

  it('writes nothing into an unfunded account of a member not due (coverage not begun: QA finding 2)', () => {
    expect(
      planYearWrites(
        { hsa: unfunded, wsa: unfunded },
        { hsaCents: 150_000, wsaCents: 50_000 },
        { wsa: true, due: false },
      ),
    ).toEqual([]);
    // A funded account is adjusted whether or not the member is due today (a past plan year's change).
    expect(
      planYearWrites(
        { hsa: funded(150_000), wsa: unfunded },
        { hsaCents: 200_000, wsaCents: 0 },
        { wsa: false, due: false },
      ),
    ).toEqual([{ account: 'HSA', kind: 'CHANGE', amountCents: 50_000, keptCents: 0 }]);
  });

  it('classifies an unfunded member at once: the deposit of the new classification (QA finding 4)', () => {
    expect(
      planYearWrites(
        { hsa: unfunded, wsa: unfunded },
        { hsaCents: 150_000, wsaCents: 0 },
        { wsa: false, due: true },
      ),
    ).toEqual([{ account: 'HSA', kind: 'FUNDING', amountCents: 150_000, keptCents: 0 }]);
  });

  /*
   * The days of a company as the QA pass lived them, in any order: the sign-up's two people (no
   * classification), one whose coverage starts later (Tom), and the actions, each through the rule
   * its writer uses (the class change, the limit change dated today and the recalculation:
   * planYearWrites; the wellness setup and change: wellnessMemberRows; the daily run and the
   * enrolment: planYearToFund and planYearDeposits), over a few days across a new plan year (whose
   * accounts start unfunded, the day's writers acting before or after the run). After every action
   * each account of the plan year containing today holds exactly the classification's amount (the
   * wellness amount with the wellness account) for a classified member in force, and nothing
   * otherwise.
   */
  it('(property) keeps each account of the plan year at one limit’s worth after any actions in any order', () => {
    type Account = 'HSA' | 'WSA';
    type Row = { account: Account; planYear: number; kind: BalanceLedgerKind; amountCents: number };
    type Person = { effectiveDate: string; cls: 'A' | 'B' | null; wellness: boolean; rows: Row[] };
    type Action =
      | { kind: 'classify'; who: number; to: 'A' | 'B' }
      | { kind: 'enrol'; to: 'A' | 'B'; later: boolean }
      | { kind: 'wellnessSetup' }
      | { kind: 'wellnessChange'; deltaCents: number }
      | { kind: 'limitChange'; cls: 'A' | 'B'; hsaDelta: number; wsaDelta: number }
      | { kind: 'recalc'; who: number }
      | { kind: 'nightly' }
      | { kind: 'nextDay' };
    const cls = fc.constantFrom<'A' | 'B'>('A', 'B');
    const delta = fc.integer({ min: -5, max: 5 }).map((n) => n * 10_000);
    const action: fc.Arbitrary<Action> = fc.oneof(
      fc.record({ kind: fc.constant('classify' as const), who: fc.nat(5), to: cls }),
      fc.record({ kind: fc.constant('enrol' as const), to: cls, later: fc.boolean() }),
      fc.record({ kind: fc.constant('wellnessSetup' as const) }),
      fc.record({ kind: fc.constant('wellnessChange' as const), deltaCents: delta }),
      fc.record({ kind: fc.constant('limitChange' as const), cls, hsaDelta: delta, wsaDelta: delta }),
      fc.record({ kind: fc.constant('recalc' as const), who: fc.nat(5) }),
      fc.record({ kind: fc.constant('nightly' as const) }),
      fc.record({ kind: fc.constant('nextDay' as const) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 16 }), (actions) => {
        let TODAY = '2026-12-30';
        let YEAR = 2026;
        // Whether today's run has run: a new day's plan year may wait for it, unfunded, at $0.00.
        let ran = true;
        const classes: Record<'A' | 'B', LimitAmounts> = {
          A: { hsaCents: 150_000, wsaCents: 0 },
          B: { hsaCents: 300_000, wsaCents: 0 },
        };
        let hasWellness = false;
        // The sign-up's two people (no classification), and Tom, who starts next year.
        const people: Person[] = [
          { effectiveDate: TODAY, cls: null, wellness: false, rows: [] },
          { effectiveDate: TODAY, cls: null, wellness: false, rows: [] },
          { effectiveDate: '2027-01-01', cls: 'A', wellness: false, rows: [] },
        ];
        const facts = (p: Person) => member({ effectiveDate: p.effectiveDate });
        const due = (p: Person) => planYearDue(facts(p), YEAR, TODAY);
        const ledger = (p: Person) => ({
          hsa: ledgerAccountOf(p.rows.filter((r) => r.account === 'HSA' && r.planYear === YEAR)),
          wsa: ledgerAccountOf(p.rows.filter((r) => r.account === 'WSA' && r.planYear === YEAR)),
        });
        /** A writer of amounts (class change, limit change, recalculation): planYearWrites. */
        const bring = (p: Person, after: LimitAmounts, changeKind: BalanceLedgerKind) => {
          for (const w of planYearWrites(ledger(p), after, { wsa: p.wellness, due: due(p) })) {
            if (w.amountCents === 0) continue;
            const kind = w.kind === 'FUNDING' ? 'FUNDING' : changeKind;
            p.rows.push({ account: w.account, planYear: YEAR, kind, amountCents: w.amountCents });
          }
        };
        const wellness = (kind: 'setup' | 'change') => {
          for (const p of people) {
            if (!p.cls) continue;
            const { enrol, rows } = wellnessMemberRows(
              kind,
              { wellness: p.wellness, due: due(p), planYear: YEAR, wsa: ledger(p).wsa },
              classes[p.cls].wsaCents,
            );
            for (const r of rows) p.rows.push({ account: 'WSA', ...r });
            if (enrol) p.wellness = true;
          }
        };
        const clamp = (cents: number) => Math.min(1_500_000, Math.max(25_000, cents));
        for (const a of [...actions, { kind: 'nightly' } as const]) {
          switch (a.kind) {
            case 'classify': {
              const p = people[a.who % people.length]!;
              if (p.cls === a.to) break;
              p.cls = a.to;
              bring(p, classes[a.to], 'CLASS_CHANGE');
              break;
            }
            case 'enrol': {
              const to = classes[a.to];
              const p: Person = {
                effectiveDate: a.later ? addDays(TODAY, 1) : TODAY,
                cls: a.to,
                wellness: hasWellness && to.wsaCents > 0,
                rows: [],
              };
              const m = { ...facts(p), wellness: p.wellness, ...to };
              if (planYearToFund(m, TODAY)) {
                for (const d of planYearDeposits(m)) p.rows.push({ ...d, planYear: YEAR, kind: 'FUNDING' });
              }
              people.push(p);
              break;
            }
            case 'wellnessSetup':
              if (hasWellness) break;
              classes.A.wsaCents = 50_000;
              classes.B.wsaCents = 100_000;
              hasWellness = true;
              wellness('setup');
              break;
            case 'wellnessChange':
              if (!hasWellness) break;
              classes.A.wsaCents = clamp(classes.A.wsaCents + a.deltaCents);
              classes.B.wsaCents = clamp(classes.B.wsaCents + a.deltaCents);
              wellness('change');
              break;
            case 'limitChange': {
              const after = {
                hsaCents: clamp(classes[a.cls].hsaCents + a.hsaDelta),
                wsaCents: hasWellness ? clamp(classes[a.cls].wsaCents + a.wsaDelta) : 0,
              };
              for (const p of people) if (p.cls === a.cls) bring(p, after, 'LIMIT_CHANGE');
              classes[a.cls] = after;
              break;
            }
            case 'recalc': {
              const p = people[a.who % people.length]!;
              if (p.cls) bring(p, classes[p.cls], 'LIMIT_CHANGE');
              break;
            }
            case 'nightly':
              for (const p of people) {
                if (!p.cls) continue;
                const m = { ...facts(p), wellness: p.wellness, ...classes[p.cls] };
                if (planYearToFund(m, TODAY)?.key !== YEAR) continue;
                for (const d of planYearDeposits(m, fundedAccounts(ledger(p)))) {
                  p.rows.push({ ...d, planYear: YEAR, kind: 'FUNDING' });
                }
              }
              ran = true;
              break;
            case 'nextDay':
              TODAY = addDays(TODAY, 1);
              YEAR = Number(TODAY.slice(0, 4));
              ran = false;
              break;
          }
          for (const p of people) {
            const l = ledger(p);
            const inForce = p.cls !== null && due(p);
            const hsa = inForce ? classes[p.cls!].hsaCents : 0;
            const wsa = inForce && p.wellness ? classes[p.cls!].wsaCents : 0;
            const holds = (account: LedgerAccount, cents: number) =>
              account.balanceCents === cents || (!ran && !account.funded && account.balanceCents === 0);
            if (!holds(l.hsa, hsa) || !holds(l.wsa, wsa)) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
