import type { Area } from '../session/areas';
import type { CommonCatalogue } from './common/en';
import { loadCatalogue, type Namespace } from './namespaces';

/*
 * Where each text namespace's catalogues are (lib/i18n/namespaces.ts says how to add one), and which
 * namespaces each area and feature loads. Not part of the entry: this module is its own chunk, loaded
 * the first time a namespace other than `common` is needed (a signed-in area, a feature's screen, a
 * public page of a feature), so adding a feature adds nothing to what /login downloads (issue #15).
 */
type Loaders<E> = { en: () => Promise<{ en: E }>; fr: () => Promise<{ fr: unknown }> };
const catalogue = <E>(loaders: Loaders<E>) => loaders;

export const CATALOGUES = {
  common: catalogue({
    // What a first render shows (English: bundled) and the rest, a chunk of its own (./namespaces.ts).
    en: async (): Promise<{ en: CommonCatalogue }> => ({
      en: (await loadCatalogue('common', 'en')) as CommonCatalogue,
    }),
    fr: async (): Promise<{ fr: unknown }> => ({ fr: await loadCatalogue('common', 'fr') }),
  }),
  employeeShell: catalogue({
    en: () => import('./employeeShell/en'),
    fr: () => import('./employeeShell/fr'),
  }),
  partnerShell: catalogue({ en: () => import('./partnerShell/en'), fr: () => import('./partnerShell/fr') }),
  accountStates: catalogue({
    en: () => import('./accountStates/en'),
    fr: () => import('./accountStates/fr'),
  }),
  toolsShell: catalogue({ en: () => import('./toolsShell/en'), fr: () => import('./toolsShell/fr') }),
  'drawer-shell': catalogue({
    en: () => import('../drawer-shell/i18n/en'),
    fr: () => import('../drawer-shell/i18n/fr'),
  }),
  'report-view': catalogue({
    en: () => import('../report-view/i18n/en'),
    fr: () => import('../report-view/i18n/fr'),
  }),
  notifications: catalogue({
    en: () => import('../notifications/i18n/en'),
    fr: () => import('../notifications/i18n/fr'),
  }),
  acting: catalogue({
    en: () => import('../../features/acting/i18n/en'),
    fr: () => import('../../features/acting/i18n/fr'),
  }),
  account: catalogue({
    en: () => import('../../features/account/i18n/en'),
    fr: () => import('../../features/account/i18n/fr'),
  }),
  classifications: catalogue({
    en: () => import('../../features/classifications/i18n/en'),
    fr: () => import('../../features/classifications/i18n/fr'),
  }),
  devtools: catalogue({
    en: () => import('../../features/devtools/i18n/en'),
    fr: () => import('../../features/devtools/i18n/fr'),
  }),
  directory: catalogue({
    en: () => import('../../features/directory/i18n/en'),
    fr: () => import('../../features/directory/i18n/fr'),
  }),
  claims: catalogue({
    en: () => import('../../features/claims/i18n/en'),
    fr: () => import('../../features/claims/i18n/fr'),
  }),
  card: catalogue({
    en: () => import('../../features/card/i18n/en'),
    fr: () => import('../../features/card/i18n/fr'),
  }),
  employer: catalogue({
    en: () => import('../../features/employer/i18n/en'),
    fr: () => import('../../features/employer/i18n/fr'),
  }),
  enrolment: catalogue({
    en: () => import('../../features/enrolment/i18n/en'),
    fr: () => import('../../features/enrolment/i18n/fr'),
  }),
  plan: catalogue({
    en: () => import('../../features/plan/i18n/en'),
    fr: () => import('../../features/plan/i18n/fr'),
  }),
  'company-reports': catalogue({
    en: () => import('../../features/company-reports/i18n/en'),
    fr: () => import('../../features/company-reports/i18n/fr'),
  }),
  content: catalogue({
    en: () => import('../../features/content/i18n/en'),
    fr: () => import('../../features/content/i18n/fr'),
  }),
  dashboard: catalogue({
    en: () => import('../../features/dashboard/i18n/en'),
    fr: () => import('../../features/dashboard/i18n/fr'),
  }),
  'partner-signup': catalogue({
    en: () => import('../../features/partner-signup/i18n/en'),
    fr: () => import('../../features/partner-signup/i18n/fr'),
  }),
  'partner-clients': catalogue({
    en: () => import('../../features/partner-clients/i18n/en'),
    fr: () => import('../../features/partner-clients/i18n/fr'),
  }),
  signup: catalogue({
    en: () => import('../../features/signup/i18n/en'),
    fr: () => import('../../features/signup/i18n/fr'),
  }),
  'partner-account': catalogue({
    en: () => import('../../features/partner-account/i18n/en'),
    fr: () => import('../../features/partner-account/i18n/fr'),
  }),
  partner: catalogue({
    en: () => import('../../features/partner/i18n/en'),
    fr: () => import('../../features/partner/i18n/fr'),
  }),
  placeholders: catalogue({
    en: () => import('../../features/placeholders/i18n/en'),
    fr: () => import('../../features/placeholders/i18n/fr'),
  }),
  reports: catalogue({
    en: () => import('../../features/reports/i18n/en'),
    fr: () => import('../../features/reports/i18n/fr'),
  }),
  tools: catalogue({
    en: () => import('../../features/tools/i18n/en'),
    fr: () => import('../../features/tools/i18n/fr'),
  }),
  audits: catalogue({
    en: () => import('../../features/audits/i18n/en'),
    fr: () => import('../../features/audits/i18n/fr'),
  }),
  wellness: catalogue({
    en: () => import('../../features/wellness/i18n/en'),
    fr: () => import('../../features/wellness/i18n/fr'),
  }),
  receipts: catalogue({
    en: () => import('../../features/receipts/i18n/en'),
    fr: () => import('../../features/receipts/i18n/fr'),
  }),
  sales: catalogue({
    en: () => import('../../features/sales/i18n/en'),
    fr: () => import('../../features/sales/i18n/fr'),
  }),
  commissions: catalogue({
    en: () => import('../../features/commissions/i18n/en'),
    fr: () => import('../../features/commissions/i18n/fr'),
  }),
  demo: catalogue({
    en: () => import('../../features/demo/i18n/en'),
    fr: () => import('../../features/demo/i18n/fr'),
  }),
};

/** What a signed-in area's shell shows (its menus, page titles, frame): loaded with the shell. */
export const AREA_NAMESPACES: Record<Area, readonly Namespace[]> = {
  employee: ['employeeShell', 'notifications', 'accountStates'],
  // notifications: /partner/notifications (decision 0040).
  partner: ['partnerShell', 'drawer-shell', 'partner', 'accountStates', 'notifications'],
  tools: ['toolsShell', 'drawer-shell'],
};

/**
 * What a feature's screens show, loaded with each of the feature's signed-in routes (app/router.tsx
 * wraps the routes' `lazy`): the feature's own namespace, and any other it borrows.
 */
export const FEATURE_NAMESPACES: Partial<Record<string, readonly Namespace[]>> = {
  account: ['account'],
  // The audits show claims' files and statuses (the claims catalogue).
  audits: ['audits', 'claims'],
  acting: ['acting'],
  // The forced password change (decision 0020) answers account messages.
  auth: ['account'],
  card: ['card'],
  claims: ['claims'],
  classifications: ['classifications'],
  // The company reports (decision 35): the report view (its period's messages too).
  'company-reports': ['company-reports', 'report-view'],
  // The tools' ads, update notes and welcomes; the partner's update notes (decision 0031).
  content: ['content'],
  dashboard: ['dashboard', 'claims'],
  // The limit recalculation's unknown employee is the directory's message.
  devtools: ['devtools', 'directory'],
  // Unknown divisions and classifications answer the classifications' messages.
  directory: ['directory', 'classifications'],
  employer: ['employer'],
  enrolment: ['enrolment'],
  partner: ['partner'],
  // The partner's own pages (decision 0040): the account's banking and personal field labels.
  'partner-account': ['partner-account'],
  // The partner's clients, agents, sales and renewals (decision 0038): the report view (its period's messages too).
  'partner-clients': ['partner-clients', 'report-view'],
  // The partner sign-up's public pages (decision 0036).
  'partner-signup': ['partner-signup'],
  // The client sign-up's public pages (decision 0041).
  signup: ['signup'],
  placeholders: ['placeholders'],
  plan: ['plan'],
  reports: ['reports', 'claims', 'report-view'],
  // The Sales Report and Transfer Details (decision 0033): the report view (its period's messages too).
  sales: ['sales', 'report-view'],
  tools: ['tools'],
  // An unknown classification's message is the classifications' English too; the server may send that
  // key, and the wellness catalogue's serves (lib/i18n/messages.ts, translateKeyed).
  wellness: ['wellness'],
  // Send Receipt and Send Partner Receipt (decision 0034).
  receipts: ['receipts'],
  // The partner's commission statements (decision 0042): the report view (its period's messages too).
  commissions: ['commissions', 'report-view'],
  // The public demo claim (decision 0039).
  demo: ['demo'],
};
