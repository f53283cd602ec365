import { describe, expect, it } from 'vitest';
import { isRelationshipCode, relationshipName, RELATIONSHIPS } from './dependants';

describe('dependant relationships (docs/product §3)', () => {
  it('1001 Spouse, 1002 Dependent Child, 1003 Infirm', () => {
    expect(RELATIONSHIPS).toEqual({ SPOUSE: 1001, DEPENDENT_CHILD: 1002, INFIRM: 1003 });
    expect(relationshipName(1001)).toBe('Spouse');
    expect(relationshipName('1002')).toBe('Dependent Child');
    expect(relationshipName(1003)).toBe('Infirm');
    expect(relationshipName(1004)).toBe('');
    expect(isRelationshipCode('1003')).toBe(true);
    expect(isRelationshipCode(1000)).toBe(false);
  });
});
