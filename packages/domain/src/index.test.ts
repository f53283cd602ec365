import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public surface', () => {
  it('exports the names other packages depend on', () => {
    for (const name of [
      'employeeLoginSchema',
      'partnerLoginSchema',
      'toolsLoginSchema',
      'resetRequestSchema',
      'newPasswordSchema',
      'PASSWORD_MIN_LENGTH',
      'MESSAGES',
      'formatMessage',
      'planName',
      'hasPermission',
      'calculateClaimCost',
      'sumBreakdowns',
      'signupPrice',
      'dollarsToCents',
      'APP_VERSION',
      'NOTIFICATIONS_PAGE_SIZE',
      'MAX_CLAIM_ITEMS',
      'MAX_UPLOAD_BYTES',
      'DEMO_AMOUNT_LIMIT_CENTS',
      'SESSION_WARNING_SECONDS',
      'CLIENT_LOG_THROTTLE_MS',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
