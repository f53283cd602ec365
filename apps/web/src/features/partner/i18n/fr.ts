import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `partner` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  partner: {
    title: 'Tableau de bord du partenaire',
    id: 'Numéro de partenaire',
    name: 'Nom',
    unpaidCommission: 'Commission accumulée impayée',
    role: 'Rôle',
    agent: 'Agent',
    manager: 'Gestionnaire',
    quickLinks: 'Liens rapides',
    news: 'Nouvelles',
    learnMore: 'En savoir plus',
    learnMoreAbout: 'En savoir plus : {{title}}',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    dismissAd: 'Masquer « {{title}} »',
    linkText: {
      clientList: 'Les entreprises auxquelles vous avez vendu, avec leur régime et leurs coordonnées.',
      commissions:
        'Ce que vous avez gagné sur chaque vente et sur les frais d’administration des réclamations de vos clients, et ce qui reste à payer.',
      hsaSales: 'Vos ventes de comptes de soins de santé, par client et par date.',
      upcomingRenewals: 'Les clients dont le régime se renouvelle bientôt, pour les joindre à temps.',
      agentList: 'Les agents que vous dirigez et leurs ventes.',
      notifications: 'Les messages au sujet de votre compte, de vos clients et de vos paiements.',
      updateNotes: 'Les nouveautés de l’espace partenaire.',
    },
  },
};
