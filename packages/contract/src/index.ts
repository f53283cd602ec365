import * as account from './endpoints/account';
import * as auth from './endpoints/auth';
import * as card from './endpoints/card';
import * as claims from './endpoints/claims';
import * as classifications from './endpoints/classifications';
import * as companyPlan from './endpoints/company-plan';
import * as companyReports from './endpoints/company-reports';
import * as directory from './endpoints/directory';
import * as ebooks from './endpoints/ebooks';
import * as employee from './endpoints/employee';
import * as employer from './endpoints/employer';
import * as enrolment from './endpoints/enrolment';
import * as notifications from './endpoints/notifications';
import * as partnerClients from './endpoints/partner-clients';
import * as partnerAccount from './endpoints/partner-account';
import * as partnerSignup from './endpoints/partner-signup';
import * as partnerCommissions from './endpoints/partner-commissions';
import * as demo from './endpoints/demo';
import * as clientSignup from './endpoints/client-signup';
import * as platform from './endpoints/platform';
import * as reports from './endpoints/reports';
import * as toolsAudits from './endpoints/tools-audits';
import * as toolsContent from './endpoints/tools-content';
import * as toolsDevtools from './endpoints/tools-devtools';
import * as toolsActing from './endpoints/tools-acting';
import * as toolsReceipts from './endpoints/tools-receipts';
import * as toolsSales from './endpoints/tools-sales';
import * as wellness from './endpoints/wellness';
import type { Endpoint } from './endpoint';

export * from './access';
export * from './endpoint';
export * from './envelope';
export * from './messages';
export { isPadRefusalError, PAD_REFUSAL_FIELD, PAD_REFUSAL_SAVE_MESSAGES } from './pad-refusal';
export * from './uploads';
export * from './shapes';

/** Every endpoint, once. The server registers exactly these; the web client is typed by them. */
export const api = {
  ...platform,
  ...auth,
  ...employee,
  ...notifications,
  ...account,
  ...claims,
  ...ebooks,
  ...reports,
  ...employer,
  ...classifications,
  ...card,
  ...wellness,
  ...enrolment,
  ...companyPlan,
  ...companyReports,
  ...directory,
  ...toolsAudits,
  ...toolsContent,
  ...toolsDevtools,
  ...toolsActing,
  ...toolsReceipts,
  ...toolsSales,
  ...partnerSignup,
  ...partnerClients,
  ...partnerCommissions,
  ...demo,
  ...clientSignup,
  ...partnerAccount,
} satisfies Record<string, Endpoint>;
export type Api = typeof api;
export type EndpointName = keyof Api;
export const endpoints: readonly Endpoint[] = Object.values(api);

/** The URL prefix of every call. */
export const API_PREFIX = '/webapp';
