import type { Language } from '../text/language';
import { isOneOfCodes, lookupCode } from './codes';

/** Dependant relationship codes (docs/product §3 "Reference data"). */
export const RELATIONSHIPS = {
  SPOUSE: 1001,
  DEPENDENT_CHILD: 1002,
  INFIRM: 1003,
} as const;

export type RelationshipCode = (typeof RELATIONSHIPS)[keyof typeof RELATIONSHIPS];

export const DEPENDANT_RELATIONSHIPS: Readonly<Record<RelationshipCode, string>> = {
  1001: 'Spouse',
  1002: 'Dependent Child',
  1003: 'Infirm',
};

/** The relationship's name; the spec gives no fallback, so an unknown code answers ''. */
export function relationshipName(code: unknown): string {
  return lookupCode(DEPENDANT_RELATIONSHIPS, code, '');
}

/** The French of DEPENDANT_RELATIONSHIPS, code for code. */
export const DEPENDANT_RELATIONSHIPS_FR: Readonly<Record<RelationshipCode, string>> = {
  1001: 'Conjoint',
  1002: 'Enfant à charge',
  1003: 'Personne à charge invalide',
};

/** The relationship's name in a language, or '' for an unknown code. */
export function relationshipNameIn(code: unknown, language: Language): string {
  return language === 'fr' ? lookupCode(DEPENDANT_RELATIONSHIPS_FR, code, '') : relationshipName(code);
}

export function isRelationshipCode(code: unknown): boolean {
  return isOneOfCodes(Object.values(RELATIONSHIPS), code);
}
