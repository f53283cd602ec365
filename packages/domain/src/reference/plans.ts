import type { Language } from '../text/language';
import { isOneOfCodes, lookupCode, parseCode } from './codes';

/** Plan codes of the current catalogue (docs/product §3 "Reference data"). */
export const PLAN_CODES = {
  HSA_GROUP: 1071,
  HSA_BASIC: 1051,
  HSA_PLUS: 1081,
  HSA_DELUXE: 2000,
} as const;

export type CurrentPlanCode = (typeof PLAN_CODES)[keyof typeof PLAN_CODES];

/** The current plan catalogue: code -> name. */
export const CURRENT_PLANS: Readonly<Record<CurrentPlanCode, string>> = {
  1071: 'HSA Group',
  1051: 'HSA Basic',
  1081: 'HSA Plus',
  2000: 'HSA Deluxe',
};

/** The legacy plan catalogue: code -> name (names repeat across codes, as in the spec). */
export const LEGACY_PLANS: Readonly<Record<number, string>> = {
  1: 'Family',
  2: 'Sole',
  3: 'Legacy Group Plan',
  4: 'Small Group',
  5: 'Small Group',
  8: 'Legacy Group Plan - Unincorporated',
  10: 'Elite',
  13: 'Online Group',
  21: 'Family',
  22: 'Single',
  23: 'Sole Family',
  24: 'Single',
  1011: 'Single Inc',
  1012: 'Single Sole',
  1021: 'Family Inc',
  1022: 'Family Sole',
  1031: 'Classic Inc',
  1032: 'Classic Sole',
  1061: 'Plus',
};

/** Every known plan, current and legacy: code -> name. */
export const PLAN_NAMES: Readonly<Record<number, string>> = { ...LEGACY_PLANS, ...CURRENT_PLANS };

export const INVALID_PLAN = 'Invalid Plan';

/** The plan's name, or 'Invalid Plan' for an unknown code. */
export function planName(code: unknown): string {
  return lookupCode(PLAN_NAMES, code, INVALID_PLAN);
}

/**
 * The French name of every plan (CSS: compte de soins de santé), code for code with PLAN_NAMES
 * (plans.test.ts checks both tables have the same codes).
 */
export const PLAN_NAMES_FR: Readonly<Record<number, string>> = {
  1: 'Familial',
  2: 'Entreprise individuelle',
  3: 'Ancien régime collectif',
  4: 'Petit groupe',
  5: 'Petit groupe',
  8: 'Ancien régime collectif – entreprise non constituée',
  10: 'Élite',
  13: 'Groupe en ligne',
  21: 'Familial',
  22: 'Individuel',
  23: 'Familial – entreprise individuelle',
  24: 'Individuel',
  1011: 'Individuel – société',
  1012: 'Individuel – entreprise individuelle',
  1021: 'Familial – société',
  1022: 'Familial – entreprise individuelle',
  1031: 'Classique – société',
  1032: 'Classique – entreprise individuelle',
  1061: 'Plus',
  1071: 'CSS Groupe',
  1051: 'CSS De base',
  1081: 'CSS Plus',
  2000: 'CSS Luxe',
};

export const INVALID_PLAN_FR = 'Régime non valide';

/** The plan's name in a language (the server's texts and answers, the web's screens). */
export function planNameIn(code: unknown, language: Language): string {
  return language === 'fr' ? lookupCode(PLAN_NAMES_FR, code, INVALID_PLAN_FR) : planName(code);
}

/** A code of the current catalogue (1071, 1051, 1081, 2000). */
export function isCurrentPlanCode(code: unknown): boolean {
  return isOneOfCodes(Object.values(PLAN_CODES), code);
}

/** A code of the current or the legacy catalogue. */
export function isKnownPlanCode(code: unknown): boolean {
  const parsed = parseCode(code);
  return parsed !== null && Object.hasOwn(PLAN_NAMES, parsed);
}

/** Plan codes a prospect may choose in the online sign-up (docs/product §9). */
export const SIGNUP_PLAN_CODES: readonly number[] = [1051, 1061, 1081, 2000, 1071];

export function isSignupPlanCode(code: unknown): boolean {
  return isOneOfCodes(SIGNUP_PLAN_CODES, code);
}

/**
 * Plans whose oldest allowed birth date is 70 years back; every other plan allows 100 years
 * (docs/product §5 "Date limits").
 */
export const SEVENTY_YEAR_AGE_LIMIT_PLAN_CODES: readonly number[] = [1031, 1032, 1061, 1081, 2000];

/** 70 for the plans above, 100 for all others (including unknown codes). */
export function maxAgeYearsForPlan(code: unknown): 70 | 100 {
  return isOneOfCodes(SEVENTY_YEAR_AGE_LIMIT_PLAN_CODES, code) ? 70 : 100;
}
