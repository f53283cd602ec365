import { isOneOfCodes } from './codes';

/**
 * Contract-type sets (docs/product §9 "Contract types"). Only the first set has a stated use; the
 * spec lists the others without saying which menu item uses which, so they are named by what
 * they contain.
 */

/** Group "admin" contract types: add employees, divisions, classifications, HSA employer agreement, company banking redirect. */
export const GROUP_ADMIN_CONTRACT_TYPES: readonly number[] = [3, 8, 13];

/** Individual and family plan contract types: 21-24, 1011-1061, 1081 and 2000. */
export const FAMILY_CONTRACT_TYPES: readonly number[] = [
  21, 22, 23, 24, 1011, 1012, 1021, 1022, 1031, 1032, 1051, 1061, 1081, 2000,
];

/** Legacy catalogue contract types: 1, 2, 3, 8, 10. */
export const LEGACY_CONTRACT_TYPES: readonly number[] = [1, 2, 3, 8, 10];

/** The remaining listed set: 1, 2, 4, 5, 6, 7, 10-14, 20. */
export const OTHER_CONTRACT_TYPES: readonly number[] = [1, 2, 4, 5, 6, 7, 10, 11, 12, 13, 14, 20];

export function isGroupAdminContractType(contractType: unknown): boolean {
  return isOneOfCodes(GROUP_ADMIN_CONTRACT_TYPES, contractType);
}

export function isFamilyContractType(contractType: unknown): boolean {
  return isOneOfCodes(FAMILY_CONTRACT_TYPES, contractType);
}
