import { ACCOUNT_MESSAGES } from '../account/messages';
import { CLAIM_MESSAGES } from '../claims/messages';
import { REPORT_MESSAGES } from '../reports/messages';
import { CLASSIFICATION_MESSAGES } from '../company/classifications';
import { DIRECTORY_MESSAGES } from '../directory/messages';
import { AUDIT_MESSAGES } from '../audits/messages';
import { CONTENT_MESSAGES } from '../content/content';
import { RECEIPT_MESSAGES } from '../receipts/messages';
import { COMMISSION_MESSAGES } from '../commissions/messages';
import { DEMO_MESSAGES } from '../demo/demo';
import { CLIENT_SIGNUP_MESSAGES } from '../signup/client-signup';
import { PARTNER_SIGNUP_MESSAGES } from '../signup/partner-signup';
import { EMPLOYER_MESSAGES } from '../employer/messages';
import { PAYMENT_MESSAGES } from '../payments/card';
import { WELLNESS_MESSAGES } from '../wellness/wellness';
import { ENROLMENT_MESSAGES } from '../enrolment/messages';
import { PLAN_MESSAGES } from '../plan/messages';
import { MESSAGES } from '../validation/messages';
import { API_MESSAGES } from './api';
import { registerMessageSection } from './catalogue';

/** The whole message catalogue, every section (see catalogue.ts): for the server and the tests. */
export const MESSAGE_CATALOGUE = {
  validation: MESSAGES,
  account: ACCOUNT_MESSAGES,
  claims: CLAIM_MESSAGES,
  reports: REPORT_MESSAGES,
  employer: EMPLOYER_MESSAGES,
  classifications: CLASSIFICATION_MESSAGES,
  payments: PAYMENT_MESSAGES,
  wellness: WELLNESS_MESSAGES,
  enrolment: ENROLMENT_MESSAGES,
  plan: PLAN_MESSAGES,
  directory: DIRECTORY_MESSAGES,
  audits: AUDIT_MESSAGES,
  content: CONTENT_MESSAGES,
  receipts: RECEIPT_MESSAGES,
  commissions: COMMISSION_MESSAGES,
  demo: DEMO_MESSAGES,
  clientSignup: CLIENT_SIGNUP_MESSAGES,
  partnerSignup: PARTNER_SIGNUP_MESSAGES,
  api: API_MESSAGES,
} as const;

/** Registers every section: the server does this once at start, so every message it writes has a key. */
export function registerAllMessageSections(): void {
  for (const [section, messages] of Object.entries(MESSAGE_CATALOGUE)) {
    registerMessageSection(section as keyof typeof MESSAGE_CATALOGUE, messages as never);
  }
}
