import { describe, expect, it } from 'vitest';
import {
  CURRENT_PLANS,
  INVALID_PLAN,
  isCurrentPlanCode,
  isKnownPlanCode,
  isSignupPlanCode,
  LEGACY_PLANS,
  maxAgeYearsForPlan,
  PLAN_CODES,
  PLAN_NAMES,
  PLAN_NAMES_FR,
  planName,
  planNameIn,
  SIGNUP_PLAN_CODES,
} from './plans';
import { DEPENDANT_RELATIONSHIPS, DEPENDANT_RELATIONSHIPS_FR, relationshipNameIn } from './dependants';
import { LIMIT_PERIOD_LABELS_FR, LIMIT_PERIOD_OPTIONS, limitPeriodLabelIn } from './limits';

describe('plan catalogue (docs/product §3)', () => {
  it('names the current plans', () => {
    expect(CURRENT_PLANS).toEqual({
      1071: 'HSA Group',
      1051: 'HSA Basic',
      1081: 'HSA Plus',
      2000: 'HSA Deluxe',
    });
    expect(PLAN_CODES).toEqual({ HSA_GROUP: 1071, HSA_BASIC: 1051, HSA_PLUS: 1081, HSA_DELUXE: 2000 });
    expect(planName(1071)).toBe('HSA Group');
    expect(planName('2000')).toBe('HSA Deluxe');
  });

  it('names every legacy plan', () => {
    const expected: [number, string][] = [
      [1, 'Family'],
      [2, 'Sole'],
      [3, 'Legacy Group Plan'],
      [4, 'Small Group'],
      [5, 'Small Group'],
      [8, 'Legacy Group Plan - Unincorporated'],
      [10, 'Elite'],
      [13, 'Online Group'],
      [21, 'Family'],
      [22, 'Single'],
      [23, 'Sole Family'],
      [24, 'Single'],
      [1011, 'Single Inc'],
      [1012, 'Single Sole'],
      [1021, 'Family Inc'],
      [1022, 'Family Sole'],
      [1031, 'Classic Inc'],
      [1032, 'Classic Sole'],
      [1061, 'Plus'],
    ];
    for (const [code, name] of expected) expect(planName(code)).toBe(name);
    expect(Object.keys(LEGACY_PLANS)).toHaveLength(expected.length);
  });

  it("shows 'Invalid Plan' for unknown codes", () => {
    expect(INVALID_PLAN).toBe('Invalid Plan');
    expect(planName(9999)).toBe('Invalid Plan');
    expect(planName(undefined)).toBe('Invalid Plan');
    expect(planName('HSA')).toBe('Invalid Plan');
  });

  it('tells current, known and sign-up codes apart', () => {
    expect(isCurrentPlanCode(1081)).toBe(true);
    expect(isCurrentPlanCode(1061)).toBe(false);
    expect(isKnownPlanCode(1061)).toBe(true);
    expect(isKnownPlanCode(6)).toBe(false);
    expect(SIGNUP_PLAN_CODES).toEqual([1051, 1061, 1081, 2000, 1071]);
    expect(isSignupPlanCode('1061')).toBe(true);
    expect(isSignupPlanCode(1031)).toBe(false);
  });

  it('plans 1031, 1032, 1061, 1081, 2000 allow 70 years, others 100', () => {
    for (const code of [1031, 1032, 1061, 1081, 2000]) expect(maxAgeYearsForPlan(code)).toBe(70);
    for (const code of [1071, 1051, 3, 'x']) expect(maxAgeYearsForPlan(code)).toBe(100);
  });
});

describe('plan and reference names in French (decision 0021)', () => {
  it('names every plan in French, code for code', () => {
    expect(Object.keys(PLAN_NAMES_FR).sort()).toEqual(Object.keys(PLAN_NAMES).sort());
    for (const name of Object.values(PLAN_NAMES_FR)) expect(name.trim()).not.toBe('');
    expect(planNameIn(1081, 'fr')).toBe('CSS Plus');
    expect(planNameIn(1071, 'fr')).toBe('CSS Groupe');
    expect(planNameIn(1071, 'en')).toBe('HSA Group');
    expect(planNameIn(999, 'fr')).toBe('Régime non valide');
    expect(planNameIn(999, 'en')).toBe(INVALID_PLAN);
  });

  it('names limit periods and relationships in French, value for value', () => {
    expect(Object.keys(LIMIT_PERIOD_LABELS_FR).map(Number)).toEqual(LIMIT_PERIOD_OPTIONS.map((o) => o.value));
    expect(limitPeriodLabelIn(2, 'fr')).toBe('Reporté à la fin de l’année du régime');
    expect(limitPeriodLabelIn(2, 'en')).toBe('Roll over on plan year end');
    expect(limitPeriodLabelIn(9, 'fr')).toBe('');
    expect(Object.keys(DEPENDANT_RELATIONSHIPS_FR)).toEqual(Object.keys(DEPENDANT_RELATIONSHIPS));
    expect(relationshipNameIn(1002, 'fr')).toBe('Enfant à charge');
    expect(relationshipNameIn(1002, 'en')).toBe('Dependent Child');
  });
});
