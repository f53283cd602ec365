import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `dashboard` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  dashboard: {
    recentClaims: 'Réclamations récentes',
    noRecentClaims: 'Vous n’avez aucune réclamation au cours des 12 derniers mois.',
    allClaims: 'Toutes les réclamations',
    recentClaimsFailed: 'Échec du chargement du rapport.',
    recentClaimLabel: 'Réclamation {{type}} du {{date}} : {{services}}, {{amount}} payable',
    title: 'Tableau de bord',
    welcome: 'Bienvenue, {{name}}',
    employer: 'Employeur',
    userId: 'Numéro d’utilisateur',
    hsaBalance: 'Solde du CSS',
    wsaBalance: 'Solde du CME',
    balances: 'Soldes',
    groupBalance: 'Solde du groupe',
    previousYearBalance: 'Solde utilisable de l’année de régime précédente',
    planYearEnds: 'Fin de l’année de régime',
    refreshFailed: 'Votre compte n’a pas pu être actualisé. Les dernières valeurs connues sont affichées.',
    quickLinks: 'Liens rapides',
    news: 'Nouvelles et conseils',
    learnMore: 'En savoir plus',
    learnMoreAbout: 'En savoir plus : {{title}}',
  },
};
