import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

const personal = async () => ({ Component: (await import('./PersonalDetailsScreen')).PersonalDetailsScreen });

/**
 * The employee account screens (docs/product §2 "Employee routes"): personal details with dependants and
 * mailing preferences, banking, the HSA agreement, plan details, documents and update notes. Each
 * replaces its placeholder (features/placeholders) by registering the same path.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.employee.personalDetails.path,
      handle: { titleKey: 'pages.personalDetails' },
      lazy: personal,
    },
    {
      path: paths.employee.personalDetailsOf.path,
      handle: { titleKey: 'pages.personalDetails' },
      lazy: personal,
    },
    {
      path: paths.employee.bankingDetails.path,
      handle: { titleKey: 'pages.bankingDetails' },
      lazy: async () => ({ Component: (await import('./BankingScreen')).BankingScreen }),
    },
    {
      path: paths.employee.hsaAgreement.path,
      handle: { titleKey: 'pages.hsaAgreement' },
      lazy: async () => ({ Component: (await import('./AgreementScreen')).AgreementScreen }),
    },
    {
      path: paths.employee.planDetails.path,
      handle: { titleKey: 'pages.planDetails' },
      lazy: async () => ({ Component: (await import('./PlanScreen')).PlanScreen }),
    },
    {
      path: paths.employee.documents.path,
      handle: { titleKey: 'pages.documents' },
      lazy: async () => ({ Component: (await import('./DocumentsScreen')).DocumentsScreen }),
    },
    {
      path: paths.employee.updateNotes.path,
      handle: { titleKey: 'pages.updateNotes' },
      lazy: async () => ({ Component: (await import('./UpdateNotesScreen')).UpdateNotesScreen }),
    },
  ],
};
