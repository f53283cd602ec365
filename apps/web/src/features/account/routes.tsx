import type { FeatureRoutes } from '../../lib/routing';

const personal = async () => ({ Component: (await import('./PersonalDetailsScreen')).PersonalDetailsScreen });

/**
 * The employee account screens (SPEC §2 "Employee routes"): personal details with dependants and
 * mailing preferences, banking, the HSA agreement, plan details, documents and update notes. Each
 * replaces its placeholder (features/placeholders) by registering the same path.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    { path: 'employee', handle: { titleKey: 'pages.personalDetails' }, lazy: personal },
    { path: 'employee/:id', handle: { titleKey: 'pages.personalDetails' }, lazy: personal },
    {
      path: 'banking-details',
      handle: { titleKey: 'pages.bankingDetails' },
      lazy: async () => ({ Component: (await import('./BankingScreen')).BankingScreen }),
    },
    {
      path: 'hsa-agreement',
      handle: { titleKey: 'pages.hsaAgreement' },
      lazy: async () => ({ Component: (await import('./AgreementScreen')).AgreementScreen }),
    },
    {
      path: 'my-plan',
      handle: { titleKey: 'pages.planDetails' },
      lazy: async () => ({ Component: (await import('./PlanScreen')).PlanScreen }),
    },
    {
      path: 'documents',
      handle: { titleKey: 'pages.documents' },
      lazy: async () => ({ Component: (await import('./DocumentsScreen')).DocumentsScreen }),
    },
    {
      path: 'update-notes',
      handle: { titleKey: 'pages.updateNotes' },
      lazy: async () => ({ Component: (await import('./UpdateNotesScreen')).UpdateNotesScreen }),
    },
  ],
};
