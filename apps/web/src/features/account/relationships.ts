import { RELATIONSHIPS, type RelationshipCode } from '@benefits/domain';

/** The catalogue key of each relationship code (docs/product §3 reference data: 1001, 1002, 1003). */
export const RELATIONSHIP_KEYS: Record<RelationshipCode, 'spouse' | 'child' | 'infirm'> = {
  [RELATIONSHIPS.SPOUSE]: 'spouse',
  [RELATIONSHIPS.DEPENDENT_CHILD]: 'child',
  [RELATIONSHIPS.INFIRM]: 'infirm',
};

export const RELATIONSHIP_CODES = Object.keys(RELATIONSHIP_KEYS).map(Number) as RelationshipCode[];

export function relationshipKey(code: number): 'spouse' | 'child' | 'infirm' | undefined {
  return RELATIONSHIP_KEYS[code as RelationshipCode];
}
