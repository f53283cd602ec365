import type { DeepStrings } from '../types';
import type { en } from './en';

/** Texte français (Canada) of the `partnerShell` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  partnerShell: {
    navLabel: 'Menu du partenaire',
    menu: {
      dashboard: 'Tableau de bord',
      personalInformation: 'Renseignements personnels',
      bankingInformation: 'Renseignements bancaires',
      clientList: 'Liste des clients',
      commissions: 'Commissions',
      hsaSales: 'Ventes de CSS',
      upcomingRenewals: 'Renouvellements à venir',
      agentList: 'Liste des agents',
      documents: 'Documents',
      privacyPolicy: 'Politique de confidentialité',
      faqs: 'FAQ',
      resourceLibrary: 'Bibliothèque de ressources',
      logout: 'Déconnexion',
    },
    pages: {
      personalInformation: 'Renseignements personnels',
      bankingInformation: 'Renseignements bancaires',
      clientList: 'Liste des clients',
      clientDetails: 'Détails du client',
      commissions: 'Commissions',
      commissionDetails: 'Détails de la commission',
      hsaSales: 'Ventes de CSS',
      upcomingRenewals: 'Renouvellements à venir',
      agentList: 'Liste des agents',
      agentDetails: 'Détails de l’agent',
      notifications: 'Notifications',
      documents: 'Documents et outils de marketing',
      faqs: 'FAQ',
      updateNotes: 'Notes de mise à jour',
      employer: 'Employeur',
    },
  },
};
