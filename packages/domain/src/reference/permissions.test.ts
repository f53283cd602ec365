import { describe, expect, it } from 'vitest';
import {
  canSeeToolsMenuItem,
  hasAnyPermission,
  hasPermission,
  isToolsPermission,
  TOOLS_MENU_ITEMS,
  TOOLS_MENU_PERMISSIONS,
  TOOLS_PERMISSIONS,
} from './permissions';

describe('tools permissions (docs/product §6)', () => {
  it('lists the permissions', () => {
    expect(TOOLS_PERMISSIONS).toEqual([
      'ALL_ACCESS',
      'PERMIT_LOGIN_AS',
      'PERMIT_SALES_REPORT',
      'PERMIT_MANAGE_ADS',
      'PERMIT_DEVELOPER',
      'PERMIT_AUDIT',
      'PERMIT_SEND_RECEIPTS',
    ]);
    expect(isToolsPermission('PERMIT_AUDIT')).toBe(true);
    expect(isToolsPermission('PERMIT_X')).toBe(false);
  });

  it('ALL_ACCESS = Y grants everything', () => {
    for (const p of TOOLS_PERMISSIONS) {
      expect(hasPermission({ ALL_ACCESS: 'Y' }, p)).toBe(true);
      expect(hasPermission(['ALL_ACCESS'], p)).toBe(true);
    }
  });

  it('any one of a list is enough (an item the spec lists under several permissions)', () => {
    const either = ['PERMIT_AUDIT', 'PERMIT_SEND_RECEIPTS'] as const;
    expect(hasAnyPermission(['PERMIT_SEND_RECEIPTS'], either)).toBe(true);
    expect(hasAnyPermission(['PERMIT_AUDIT'], either)).toBe(true);
    expect(hasAnyPermission(['PERMIT_SALES_REPORT'], either)).toBe(false);
    expect(hasAnyPermission(['ALL_ACCESS'], either)).toBe(true);
    expect(hasAnyPermission(['PERMIT_AUDIT'], 'PERMIT_AUDIT')).toBe(true);
    expect(hasAnyPermission(null, either)).toBe(false);
  });

  it('otherwise only what is granted', () => {
    const auditor = { ALL_ACCESS: 'N', PERMIT_AUDIT: 'Y', PERMIT_DEVELOPER: false } as const;
    expect(hasPermission(auditor, 'PERMIT_AUDIT')).toBe(true);
    expect(hasPermission(auditor, 'PERMIT_DEVELOPER')).toBe(false);
    expect(hasPermission(auditor, 'ALL_ACCESS')).toBe(false);
    expect(hasPermission({ PERMIT_LOGIN_AS: true }, 'PERMIT_LOGIN_AS')).toBe(true);
    expect(hasPermission(['PERMIT_MANAGE_ADS'], 'PERMIT_MANAGE_ADS')).toBe(true);
    expect(hasPermission(['PERMIT_MANAGE_ADS'], 'PERMIT_AUDIT')).toBe(false);
    expect(hasPermission(null, 'PERMIT_AUDIT')).toBe(false);
  });

  it('tools menu items follow their permissions', () => {
    expect(Object.keys(TOOLS_MENU_PERMISSIONS)).toEqual([...TOOLS_MENU_ITEMS]);
    const auditor = { PERMIT_AUDIT: 'Y' } as const;
    expect(canSeeToolsMenuItem(auditor, 'auditClaim')).toBe(true);
    expect(canSeeToolsMenuItem(auditor, 'auditPad')).toBe(true);
    expect(canSeeToolsMenuItem(auditor, 'recalcEmployeeLimit')).toBe(true);
    expect(canSeeToolsMenuItem(auditor, 'resendWelcome')).toBe(true);
    expect(canSeeToolsMenuItem(auditor, 'sendReceipt')).toBe(false);
    expect(canSeeToolsMenuItem(auditor, 'apiTester')).toBe(false);
    expect(canSeeToolsMenuItem(auditor, 'dashboard')).toBe(true);
    const sender = ['PERMIT_SEND_RECEIPTS'] as const;
    expect(canSeeToolsMenuItem(sender, 'resendWelcome')).toBe(true);
    expect(canSeeToolsMenuItem(sender, 'sendPartnerReceipt')).toBe(true);
    const developer = { PERMIT_DEVELOPER: 'Y' } as const;
    for (const item of ['manageUpdates', 'apiTester', 'apiRoutes'] as const) {
      expect(canSeeToolsMenuItem(developer, item)).toBe(true);
    }
    expect(canSeeToolsMenuItem({ ALL_ACCESS: 'Y' }, 'accessAccount')).toBe(true);
    expect(canSeeToolsMenuItem({}, 'salesReport')).toBe(false);
  });
});
