import { describe, expect, it } from 'vitest';
import {
  FAMILY_CONTRACT_TYPES,
  GROUP_ADMIN_CONTRACT_TYPES,
  isFamilyContractType,
  isGroupAdminContractType,
  LEGACY_CONTRACT_TYPES,
  OTHER_CONTRACT_TYPES,
} from './contract-types';

describe('contract-type sets (docs/product §9)', () => {
  it('group admin types are 3, 8 and 13', () => {
    expect(GROUP_ADMIN_CONTRACT_TYPES).toEqual([3, 8, 13]);
    expect(isGroupAdminContractType('13')).toBe(true);
    expect(isGroupAdminContractType(20)).toBe(false);
  });

  it('lists the other sets', () => {
    expect(FAMILY_CONTRACT_TYPES).toEqual([
      21, 22, 23, 24, 1011, 1012, 1021, 1022, 1031, 1032, 1051, 1061, 1081, 2000,
    ]);
    expect(isFamilyContractType(1081)).toBe(true);
    expect(isFamilyContractType(1071)).toBe(false);
    expect(LEGACY_CONTRACT_TYPES).toEqual([1, 2, 3, 8, 10]);
    expect(OTHER_CONTRACT_TYPES).toEqual([1, 2, 4, 5, 6, 7, 10, 11, 12, 13, 14, 20]);
  });
});
