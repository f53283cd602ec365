import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The partner's own pages (issue #13, decision 0040): personal information, banking information,
 * FAQs, and documents with marketing tools (one screen at two paths). Each replaces its placeholder
 * (features/partner/pages.ts).
 */
const documents = async () => ({
  Component: (await loadChunk(() => import('./DocumentsScreen'))).DocumentsScreen,
});

export const featureRoutes: FeatureRoutes = {
  partner: [
    {
      path: paths.partner.personal.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./PersonalScreen'))).PersonalScreen }),
    },
    {
      path: paths.partner.banking.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./BankingScreen'))).BankingScreen }),
    },
    {
      path: paths.partner.faqs.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./FaqsScreen'))).FaqsScreen }),
    },
    // docs/product §2: /partner/marketing-tools and /partner/documents are the same screen.
    { path: paths.partner.documents.path, lazy: documents },
    { path: paths.partner.marketingTools.path, lazy: documents },
  ],
};
