import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** French text of the `commissions` namespace (lib/i18n/namespaces.ts; decisions 0018, 0042). */
export const fr: DeepStrings<typeof en> = {
  commissions: {
    list: {
      title: 'Commissions',
      intro:
        'Vous recevez une part des frais du régime quand un client que vous avez vendu adhère, et des frais d’administration de chacune de ses réclamations payées. Votre relevé ouvert les réunit à mesure qu’elles sont acquises; à la clôture d’un mois, il est payé par TEF dès qu’il atteint {{minimum}}.',
      introManager:
        'Vos relevés et ceux de vos agents : votre commission de gestionnaire sur leurs ventes figure sur vos propres relevés.',
      tableTitle: 'Relevés de commissions',
      caption:
        'Relevés de commissions, le relevé ouvert d’abord, puis les relevés payés du plus récent au plus ancien',
      empty: 'Aucun relevé de commissions pour l’instant.',
      statementLink: 'Relevé {{id}}',
    },
    statement: {
      title: 'Relevé de commissions {{id}}',
      back: 'Retour aux commissions',
      details: 'Détails du relevé',
      partner: 'Partenaire',
      status: 'État',
      statuses: { OPEN: 'Ouvert', PAID: 'Payé' },
      periodStart: 'Première ligne',
      periodEnd: 'Période se terminant le',
      paidOn: 'Payé le',
      payoutRef: 'Référence du TEF',
      total: 'Total',
      openNote:
        'Ce relevé est ouvert : il réunit les commissions à mesure qu’elles sont acquises et est payé par TEF à la clôture d’un mois dès qu’il atteint {{minimum}}.',
      lines: 'Lignes',
      linesCaption: 'Les lignes du relevé : date, client, source, base, taux et commission',
      columns: {
        date: 'Date',
        client: 'Client',
        source: 'Source',
        base: 'Base',
        rate: 'Taux',
        commission: 'Commission',
      },
      sources: {
        SIGNUP: 'Paiement d’adhésion',
        CLAIM_FEE: 'Réclamation {{ref}} : frais d’administration',
        ADJUSTMENT: 'Ajustement',
      },
      override: 'Commission de gestionnaire',
      noClient: 'Aucun client',
      empty: 'Aucune commission sur ce relevé pour l’instant.',
      pdf: 'Télécharger le PDF',
      loadFailed: 'Le relevé n’a pas pu être chargé.',
      retry: 'Réessayer',
    },
    serverMessages: {
      statementRequired: 'Veuillez choisir un relevé.',
      statementNotFound: 'Ce relevé n’existe pas.',
    },
  },
};
