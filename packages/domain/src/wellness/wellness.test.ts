import { describe, expect, it } from 'vitest';
import { WELLNESS_CATEGORIES } from '../reference/wellness';
import {
  amountField,
  orderedCategories,
  takesWellnessAmount,
  wellnessChangeIsEmpty,
  wellnessDateProblem,
  wellnessEndRows,
  wellnessMemberRows,
  wellnessPlanProblems,
} from './wellness';

const today = '2026-11-23';
const plan = (over: Partial<Parameters<typeof wellnessPlanProblems>[0]> = {}) => ({
  categories: ['Fitness', 'Mental Health'],
  amounts: [
    { classificationId: 1, wellnessAmountCents: 50_000 },
    { classificationId: 2, wellnessAmountCents: 25_000 },
  ],
  effective_date: today,
  ...over,
});
/** The company's two classifications before the setup (no wellness amounts yet). */
const classes = [
  { classificationId: 1, wellnessAmountCents: 0 },
  { classificationId: 2, wellnessAmountCents: 0 },
];

describe('a wellness setup or change (docs/product §3, §5)', () => {
  it('is fine with known categories, an amount of $250–$15,000 per classification and a date from today', () => {
    expect(wellnessPlanProblems(plan(), 'setup', classes, today)).toEqual({});
    expect(
      wellnessPlanProblems(
        plan({
          amounts: [
            { classificationId: 1, wellnessAmountCents: 25_000 },
            { classificationId: 2, wellnessAmountCents: 1_500_000 },
          ],
          effective_date: '2027-11-23',
        }),
        'setup',
        classes,
        today,
      ),
    ).toEqual({});
  });

  it('needs at least one category, each from the five of the reference data', () => {
    expect(wellnessPlanProblems(plan({ categories: [] }), 'setup', classes, today)).toEqual({
      categories: 'categoriesRequired',
    });
    expect(wellnessPlanProblems(plan({ categories: ['Fitness', 'Golf'] }), 'setup', classes, today)).toEqual({
      categories: 'categoryUnknown',
    });
    expect(
      wellnessPlanProblems(plan({ categories: [...WELLNESS_CATEGORIES] }), 'setup', classes, today),
    ).toEqual({});
  });

  it('refuses amounts outside $250–$15,000 by classification, and a missing one', () => {
    const problems = wellnessPlanProblems(
      plan({ amounts: [{ classificationId: 1, wellnessAmountCents: 24_999 }] }),
      'setup',
      classes,
      today,
    );
    expect(problems).toEqual({
      [amountField(1)]: 'amountOutOfRange',
      [amountField(2)]: 'amountOutOfRange',
      amounts: 'amountsIncomplete',
    });
    expect(
      wellnessPlanProblems(
        plan({
          amounts: [
            { classificationId: 1, wellnessAmountCents: 1_500_001 },
            { classificationId: 2, wellnessAmountCents: 0 },
          ],
        }),
        'setup',
        classes,
        today,
      ),
    ).toEqual({ 'amount-1': 'amountOutOfRange', 'amount-2': 'amountOutOfRange' });
  });

  it('refuses a classification that is not the company’s, and a company without classifications', () => {
    expect(
      wellnessPlanProblems(
        plan({ amounts: [...plan().amounts, { classificationId: 99, wellnessAmountCents: 50_000 }] }),
        'setup',
        classes,
        today,
      ),
    ).toEqual({ amounts: 'classificationNotFound' });
    expect(wellnessPlanProblems(plan({ amounts: [] }), 'setup', [], today)).toEqual({
      amounts: 'noClassifications',
    });
  });

  it('at a change, neither needs nor takes an amount for a classification without wellness', () => {
    // Classification 3 has no wellness amount (none, as /classifications allows): no account to change.
    const now = [
      { classificationId: 1, wellnessAmountCents: 50_000 },
      { classificationId: 2, wellnessAmountCents: 25_000 },
      { classificationId: 3, wellnessAmountCents: 0 },
    ];
    expect(takesWellnessAmount('change', now[0]!)).toBe(true);
    expect(takesWellnessAmount('change', now[2]!)).toBe(false);
    expect(takesWellnessAmount('setup', now[2]!)).toBe(true);
    expect(wellnessPlanProblems(plan(), 'change', now, today)).toEqual({});
    expect(
      wellnessPlanProblems(
        plan({ amounts: [...plan().amounts, { classificationId: 3, wellnessAmountCents: 50_000 }] }),
        'change',
        now,
        today,
      ),
    ).toEqual({ 'amount-3': 'classificationWithoutWellness', amounts: 'classificationWithoutWellness' });
    // Its colleagues still need theirs; a change of categories alone is fine when no class has one.
    expect(wellnessPlanProblems(plan({ amounts: [plan().amounts[0]!] }), 'change', now, today)).toEqual({
      'amount-2': 'amountOutOfRange',
      amounts: 'amountsIncomplete',
    });
    expect(wellnessPlanProblems(plan({ amounts: [] }), 'change', [now[2]!], today)).toEqual({});
    // At the setup every classification needs one.
    expect(wellnessPlanProblems(plan(), 'setup', now, today)).toEqual({
      'amount-3': 'amountOutOfRange',
      amounts: 'amountsIncomplete',
    });
  });

  it('takes effect from today up to a year ahead', () => {
    expect(wellnessDateProblem(today, today)).toBeNull();
    expect(wellnessDateProblem('2027-11-23', today)).toBeNull();
    expect(wellnessDateProblem('2027-11-24', today)).toBe('effectiveDateTooLate');
    expect(wellnessDateProblem('2026-11-22', today)).toBe('effectiveDatePast');
    expect(wellnessDateProblem('', today)).toBe('effectiveDateRequired');
    expect(wellnessDateProblem('23/11/2026', today)).toBe('effectiveDateRequired');
    expect(wellnessPlanProblems(plan({ effective_date: '2026-11-01' }), 'setup', classes, today)).toEqual({
      effective_date: 'effectiveDatePast',
    });
  });

  it('changes nothing with the same categories (in any order) and amounts', () => {
    const current = {
      categories: ['Mental Health', 'Fitness'],
      amounts: new Map([
        [1, 50_000],
        [2, 25_000],
      ]),
    };
    expect(wellnessChangeIsEmpty(current, plan())).toBe(true);
    expect(wellnessChangeIsEmpty(current, plan({ categories: ['Fitness'] }))).toBe(false);
    expect(
      wellnessChangeIsEmpty(
        current,
        plan({ amounts: [{ classificationId: 2, wellnessAmountCents: 30_000 }] }),
      ),
    ).toBe(false);
  });

  it('keeps the categories in the reference order', () => {
    expect(orderedCategories(['Mental Health', 'Nutrition', 'Mental Health'])).toEqual([
      'Nutrition',
      'Mental Health',
    ]);
  });
});

describe('what a wellness change writes for an employee (decision 0026)', () => {
  const none = { limitCents: 0, balanceCents: 0, funded: false };
  const member = { wellness: false, due: true, planYear: 2026, wsa: none };

  it('setup: the account opens with the classification’s amount for the plan year', () => {
    expect(wellnessMemberRows('setup', member, 50_000)).toEqual({
      enrol: true,
      rows: [{ kind: 'FUNDING', planYear: 2026, amountCents: 50_000 }],
    });
  });

  it('setup or change: a member whose coverage starts later gets the account and no money yet (QA lifecycle, finding 2)', () => {
    const later = { ...member, due: false };
    expect(wellnessMemberRows('setup', later, 50_000)).toEqual({ enrol: true, rows: [] });
    expect(wellnessMemberRows('change', later, 50_000)).toEqual({ enrol: true, rows: [] });
    expect(wellnessMemberRows('change', { ...later, wellness: true }, 50_000)).toEqual({
      enrol: false,
      rows: [],
    });
  });

  it('change: new less the ledger’s limit for a funded plan year, nothing for an unchanged amount', () => {
    const enrolled = {
      wellness: true,
      due: true,
      planYear: 2026,
      wsa: { limitCents: 50_000, balanceCents: 45_000, funded: true },
    };
    expect(wellnessMemberRows('change', enrolled, 60_000)).toEqual({
      enrol: false,
      rows: [{ kind: 'LIMIT_CHANGE', planYear: 2026, amountCents: 10_000 }],
    });
    expect(wellnessMemberRows('change', enrolled, 30_000).rows).toEqual([
      { kind: 'LIMIT_CHANGE', planYear: 2026, amountCents: -20_000 },
    ]);
    expect(wellnessMemberRows('change', enrolled, 50_000).rows).toEqual([]);
    // Not in force on the change's date (terminated from it, say): a funded account is still adjusted.
    expect(wellnessMemberRows('change', { ...enrolled, due: false }, 60_000).rows).toEqual([
      { kind: 'LIMIT_CHANGE', planYear: 2026, amountCents: 10_000 },
    ]);
  });

  it('change: an unfunded WSA of a member in force gets its deposit at the new amount, once', () => {
    const unfunded = { wellness: true, due: true, planYear: 2026, wsa: none };
    expect(wellnessMemberRows('change', unfunded, 60_000)).toEqual({
      enrol: false,
      rows: [{ kind: 'FUNDING', planYear: 2026, amountCents: 60_000 }],
    });
  });

  it('change: a decrease takes at most what the account holds (decision 0022, amended): the balance stops at $0.00', () => {
    const spent = {
      wellness: true,
      due: true,
      planYear: 2026,
      wsa: { limitCents: 50_000, balanceCents: 5_000, funded: true },
    };
    expect(wellnessMemberRows('change', spent, 30_000).rows).toEqual([
      { kind: 'LIMIT_CHANGE', planYear: 2026, amountCents: -5_000 },
    ]);
    expect(
      wellnessMemberRows(
        'change',
        { ...spent, wsa: { limitCents: 50_000, balanceCents: 0, funded: true } },
        30_000,
      ).rows,
    ).toEqual([]);
  });

  it('change: a member without the account (joined later) gets it with the new amount', () => {
    expect(wellnessMemberRows('change', member, 60_000)).toEqual({
      enrol: true,
      rows: [{ kind: 'FUNDING', planYear: 2026, amountCents: 60_000 }],
    });
  });

  it('end: each plan year’s remaining balance is closed; nothing for none or a negative one', () => {
    expect(
      wellnessEndRows([
        { planYear: 2025, cents: 0 },
        { planYear: 2026, cents: 12_345 },
        { planYear: 2024, cents: -500 },
      ]),
    ).toEqual([{ kind: 'WELLNESS_END', planYear: 2026, amountCents: -12_345 }]);
    expect(wellnessEndRows([])).toEqual([]);
  });
});
