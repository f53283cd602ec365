import { describe, expect, it } from 'vitest';
import { partnerRedirect, type PartnerGuardUser } from './partner-guard';
import { PARTNER_ROUTES } from './routes';

const agent: PartnerGuardUser = {
  ID: 200001,
  MANAGER: 200002,
  MISSING_PARTNER_BANKING: 'N',
  REQUIRE_WEB_PASSWORD_RESET: 'N',
  TERMINATED_FLAG: 'N',
};
const manager: PartnerGuardUser = { ...agent, ID: 200002 };
const pathOf = (pattern: string) => pattern.replace(/:\w+/g, '7');

describe('partner route flags (docs/product §6, decision 0020)', () => {
  it('lets an agent open every partner route but the managers-only Agent List', () => {
    for (const pattern of PARTNER_ROUTES) {
      expect(partnerRedirect(agent, pathOf(pattern))).toBe(
        pattern === '/partner/agent-list' ? '/partner' : null,
      );
    }
  });

  it('lets a manager open every partner route', () => {
    for (const pattern of PARTNER_ROUTES) expect(partnerRedirect(manager, pathOf(pattern))).toBeNull();
  });

  it('sends a partner who must change the password there first, whatever else is set', () => {
    const u: PartnerGuardUser = {
      ...manager,
      REQUIRE_WEB_PASSWORD_RESET: 'Y',
      MISSING_PARTNER_BANKING: 'Y',
      TERMINATED_FLAG: 'Y',
    };
    for (const path of ['/partner', '/partner/banking', '/partner/agent-list', '/partner/faqs/']) {
      expect(partnerRedirect(u, path)).toBe('/partner/change-password');
    }
    expect(partnerRedirect(u, '/partner/change-password')).toBeNull();
  });

  it('sends a partner without banking information to /partner/banking', () => {
    const u: PartnerGuardUser = { ...agent, MISSING_PARTNER_BANKING: 'Y' };
    expect(partnerRedirect(u, '/partner')).toBe('/partner/banking');
    expect(partnerRedirect(u, '/partner/client-list/3')).toBe('/partner/banking');
    expect(partnerRedirect(u, '/partner/banking')).toBeNull();
  });

  it('keeps a terminated partner to the dashboard, commissions, documents and help', () => {
    const u: PartnerGuardUser = { ...manager, TERMINATED_FLAG: 'Y', MISSING_PARTNER_BANKING: 'Y' };
    for (const path of ['/partner', '/partner/commissions', '/partner/commissions/4', '/partner/documents']) {
      expect(partnerRedirect(u, path)).toBeNull();
    }
    for (const path of [
      '/partner/banking',
      '/partner/client-list',
      '/partner/agent-list',
      '/partner/personal',
    ]) {
      expect(partnerRedirect(u, path)).toBe('/partner');
    }
  });
});
