import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** French text of the `company-reports` namespace (same shape as en.ts). */
export const fr: DeepStrings<typeof en> = {
  companyReports: {
    list: {
      intro:
        'Les rapports du régime de votre entreprise : réclamations payées, soldes, assurances et compte de l’entreprise. Chacun porte sur la période de votre choix et s’exporte en CSV ou en PDF.',
      label: 'Rapports de l’entreprise',
    },
    about: {
      employees:
        'Ce que les réclamations santé de chaque employé ont coûté à l’entreprise pendant la période, avec les frais et les taxes.',
      wellnessEmployee:
        'Ce que les réclamations mieux-être de chaque employé ont coûté à l’entreprise pendant la période.',
      divisions:
        'Les réclamations santé payées pendant la période, par division, avec un sous-total par division.',
      wellnessDivision:
        'Les réclamations mieux-être payées pendant la période, par division, avec un sous-total par division.',
      employeeBalance:
        'Le compte santé de chaque membre : solde d’ouverture, versements, réclamations, solde expiré et ce qui reste à réclamer.',
      wellnessEmployeeBalance:
        'Le compte mieux-être de chaque membre : solde d’ouverture, versements, réclamations, solde expiré et ce qui reste à réclamer.',
      serviceSummary:
        'À quoi sert le régime : les réclamations payées pendant la période par catégorie de service, avec les frais et les taxes.',
      claimSummary:
        'Chaque réclamation payée pendant la période, par mois, avec les frais et les taxes, sans détails médicaux.',
      fees: 'Les frais d’administration et les taxes par mois, pour vos livres et vos crédits de taxe sur les intrants.',
      rff: 'Les réclamations en attente de financement aujourd’hui, moins le solde de votre compte : le montant à déposer.',
      travelStatement:
        'Les primes d’assurance médicale de voyage par mois : les membres couverts le 1er, la prime et ses taxes.',
      travelActivity:
        'Qui a adhéré à l’assurance médicale de voyage ou l’a quittée pendant la période, et la variation de la prime mensuelle.',
      eeiStatement:
        'Les primes d’assurance de revenu des employés par mois : les membres couverts le 1er, la prime et ses taxes.',
      eeiActivity:
        'Qui a adhéré à l’assurance de revenu des employés ou l’a quittée pendant la période, et la variation de la prime mensuelle.',
      catStatement:
        'Les primes d’assurance médicaments pour frais catastrophiques par mois : les membres couverts le 1er, la prime et ses taxes.',
      catActivity:
        'Qui a adhéré à l’assurance médicaments pour frais catastrophiques ou l’a quittée pendant la période, et la variation de la prime mensuelle.',
      insuranceCoverage:
        'Qui est couvert par quelle assurance le dernier jour de la période (aujourd’hui si vous ne la changez pas), avec chaque prime mensuelle.',
      accountBalance:
        'Le compte de votre entreprise comme un relevé bancaire : solde d’ouverture, dépôts, réclamations payées, remboursements et solde de clôture.',
    },
    report: {
      back: 'Tous les rapports de l’entreprise',
      empty: 'Rien à signaler pour cette période.',
      noDivision: 'Aucune division',
      asOf: 'Au {{date}}',
      rffEmpty: 'Aucune réclamation n’attend de financement.',
      amountDue: 'Montant dû : {{amount}}',
      amountDueHow:
        'Réclamations en attente de financement {{claims}}, moins le solde de votre compte {{balance}}.',
      notYet: 'Ce rapport n’est pas encore offert.',
      notFound: 'Aucun rapport de l’entreprise ne porte ce nom.',
      notFoundLink: 'Voir les rapports de l’entreprise',
      hidden: {
        planCode: 'Ce rapport ne fait pas partie du régime de votre entreprise.',
        wellness: 'Ce rapport demande des comptes mieux-être, que votre entreprise n’a pas.',
        insurance: 'Ce rapport porte sur une assurance que votre entreprise ne détient pas.',
      },
    },
    chart: {
      serviceSummary: {
        title: 'Total dû par catégorie de service',
        summary: '{{total}} dû pour les réclamations payées du {{from}} au {{to}}, par catégorie de service.',
        bar: '{{category}} : {{amount}}',
      },
      claimSummary: {
        title: 'Réclamations payées par mois',
        summary_one: '{{count}} réclamation payée du {{from}} au {{to}}, {{total}} dû.',
        summary_other: '{{count}} réclamations payées du {{from}} au {{to}}, {{total}} dû.',
        bar_one: '{{month}} : {{count}} réclamation, {{total}}',
        bar_other: '{{month}} : {{count}} réclamations, {{total}}',
      },
    },
  },
};
