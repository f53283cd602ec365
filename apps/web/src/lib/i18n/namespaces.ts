import type { Language } from '../preferences';
import type { Area } from '../session/areas';
import { en as common } from './common/en';

/*
 * The text catalogues, one i18next namespace each (decision 0018). A feature's text lives next to it,
 * in features/<feature>/i18n/en.ts and fr.ts (namespace = the feature's folder name); text shared by
 * several features lives in lib/<piece>/i18n/ (namespace = the piece's folder name), and each shell
 * has its own namespace in lib/i18n/<shell>/. `common` (lib/i18n/common: the public pages, the
 * frame, the domain's validation messages) is bundled in English; every other catalogue is its own
 * chunk (named `text-<namespace>.<language>` by vite.config.ts), loaded with the routes that need it.
 *
 * Adding a namespace: create its en.ts (`export const en = {…}`) and fr.ts (`export const fr:
 * DeepStrings<typeof en>`), add one line below, and say which area or feature loads it
 * (AREA_NAMESPACES, FEATURE_NAMESPACES). Its top-level sections must be new (catalogue.test.ts), so
 * every key (`claims.title`) names its section once and `t` is checked against the catalogues'
 * types (i18next.d.ts).
 */
type Loaders<E> = { en: () => Promise<{ en: E }>; fr: () => Promise<{ fr: unknown }> };
const catalogue = <E>(loaders: Loaders<E>) => loaders;

export const CATALOGUES = {
  common: catalogue({ en: () => Promise.resolve({ en: common }), fr: () => import('./common/fr') }),
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
};

export type Namespace = keyof typeof CATALOGUES;
/** Each namespace's English catalogue: the types `t` checks keys against (i18next.d.ts). */
export type Resources = { [N in Namespace]: Awaited<ReturnType<(typeof CATALOGUES)[N]['en']>>['en'] };

export const NAMESPACES = Object.keys(CATALOGUES) as Namespace[];

/** The catalogue of a namespace in a language. */
export async function loadCatalogue(namespace: Namespace, language: Language): Promise<object> {
  const loaders = CATALOGUES[namespace];
  return language === 'fr' ? ((await loaders.fr()).fr as object) : (await loaders.en()).en;
}

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
  // The company reports (decision 35): the report view, claims' date messages.
  'company-reports': ['company-reports', 'report-view', 'claims'],
  // The tools' ads, update notes and welcomes; the partner's update notes (decision 0031).
  content: ['content'],
  dashboard: ['dashboard', 'claims'],
  devtools: ['devtools'],
  // Unknown divisions and classifications answer the classifications' messages.
  directory: ['directory', 'classifications'],
  employer: ['employer'],
  enrolment: ['enrolment'],
  partner: ['partner'],
  // The partner's own pages (decision 0040): the account's banking and personal field labels.
  'partner-account': ['partner-account'],
  // The partner sign-up's public pages (decision 0036).
  'partner-signup': ['partner-signup'],
  placeholders: ['placeholders'],
  plan: ['plan'],
  reports: ['reports', 'claims', 'report-view'],
  // The Sales Report and Transfer Details (decision 0033): the report view, claims' date messages.
  sales: ['sales', 'report-view', 'claims'],
  tools: ['tools'],
  wellness: ['wellness'],
  // Send Receipt and Send Partner Receipt (decision 0034).
  receipts: ['receipts'],
};
