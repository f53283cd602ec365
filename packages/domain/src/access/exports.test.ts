import { describe, expect, it } from 'vitest';
import * as domain from '../index';

describe('public surface: access rules', () => {
  it('exports the route-guard and menu rules', () => {
    for (const name of [
      'ROUTES',
      'matchRoute',
      'LEGACY_REDIRECTS',
      'legacyRedirect',
      'isBlocked',
      'checkSession',
      'loginRouteFor',
      'logoutRouteFor',
      'postLogoutRoute',
      'employeeRedirect',
      'isHsaAgreementEligible',
      'employeeMenu',
      'employeeBalancesShown',
      'partnerMenu',
      'partnerDisplayName',
      'toolsMenu',
      'canSeeToolsButton',
      'PRINT_CLAIM_FORM_HIDDEN_PLAN_TYPES',
      'ONLINE_CAPABLE_PLAN_TYPES',
      'UPDATE_CARD_CONTRACT_TYPES',
      'WELLNESS_SETUP_CONTRACT_TYPES',
      'tourReducer',
      'relativeTime',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
