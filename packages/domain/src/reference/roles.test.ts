import { describe, expect, it } from 'vitest';
import { isPartnerManager, isRole, PARTNER_ROLES, partnerRole, ROLES } from './roles';

describe('roles (docs/product §6)', () => {
  it('has the four roles', () => {
    expect(Object.values(ROLES)).toEqual(['EMPLOYEE', 'AGENT', 'MANAGER', 'TOOLS']);
    expect(isRole('MANAGER')).toBe(true);
    expect(isRole('ADMIN')).toBe(false);
    expect(PARTNER_ROLES).toEqual(['AGENT', 'MANAGER']);
  });

  it('a partner whose manager ID is their own ID is a manager', () => {
    expect(isPartnerManager({ ID: 200002, MANAGER: '200002' })).toBe(true);
    expect(isPartnerManager({ ID: 200001, MANAGER: 200002 })).toBe(false);
    expect(isPartnerManager({ ID: null, MANAGER: null })).toBe(false);
    expect(partnerRole({ ID: 7, MANAGER: 7 })).toBe('MANAGER');
    expect(partnerRole({ ID: 7, MANAGER: 8 })).toBe('AGENT');
  });
});
