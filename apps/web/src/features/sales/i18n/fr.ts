import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `sales` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  sales: {
    report: {
      title: 'Rapport des ventes',
      intro:
        'Entreprises CSS vendues selon la date d’entrée en vigueur du régime, avec leur agent, leurs membres et la commission.',
      chartTitle: 'Entreprises vendues par mois',
      chartSummary_one: '{{count}} entreprise vendue du {{from}} au {{to}}.',
      chartSummary_other: '{{count}} entreprises vendues du {{from}} au {{to}}.',
      chartMonth_one: '{{month}} : {{count}} entreprise',
      chartMonth_other: '{{month}} : {{count}} entreprises',
      chartFailed: 'Le graphique n’a pas pu être chargé.',
      tableTitle: 'Entreprises vendues du {{from}} au {{to}}',
      caption: 'Entreprises vendues, par agent',
      empty: 'Aucune entreprise n’a été vendue pendant cette période.',
      noAgent: 'Sans agent',
      companies: 'Entreprises',
      members: 'Membres',
      commission: 'Commission',
    },
    transfers: {
      title: 'Détails des virements',
      intro:
        'L’argent entré et sorti des comptes de financement des entreprises, par lot : les mouvements d’une journée, d’un type et d’un sens.',
      tableTitle: 'Lots du {{from}} au {{to}}',
      caption: 'Lots de virements, du plus récent au plus ancien',
      empty: 'Aucun mouvement d’argent pendant cette période.',
      totalsLabel: 'Totaux de la période',
      in: 'Entrées',
      out: 'Sorties',
      net: 'Net',
      open: 'Ouvrir le lot du {{date}} : {{kind}}, {{direction}}',
      batchTitle: '{{kind}} ({{direction}}), {{date}}',
      batchCaption: 'Mouvements du lot',
      company: 'Entreprise',
      amount: 'Montant',
      reference: 'Référence',
      batchTotal: 'Total du lot',
      close: 'Fermer',
      batchFailed: 'Le lot n’a pas pu être chargé.',
      retry: 'Réessayer',
    },
  },
};
