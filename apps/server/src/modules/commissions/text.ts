/*
 * What the commissions module writes for people, in English and French (decision 0021): the
 * commission statement PDF (decision 0042) and a partner's notification of a sign-up commission.
 * `COMMISSIONS_TEXT.fr` must have every key of the English
 * with the same `{{placeholders}}` (modules/text.test.ts).
 */
import { fillIn, type Language, type TextShape } from '@benefits/domain';

const en = {
  statementPdf: {
    title: 'Commission statement {{id}}',
    filename: 'commission-statement-{{id}}.pdf',
    printed: 'Printed on',
    partner: 'Partner',
    status: 'Status',
    statuses: { OPEN: 'Open: accruing, not yet paid', PAID: 'Paid' },
    periodEnd: 'Period ending',
    paidOn: 'Paid on',
    payoutRef: 'EFT reference',
    columns: {
      date: 'Date',
      client: 'Client',
      source: 'Source',
      base: 'Base',
      rate: 'Rate',
      commission: 'Commission',
    },
    sources: {
      SIGNUP: 'Sign-up payment',
      CLAIM_FEE: 'Claim {{ref}} admin fee',
      ADJUSTMENT: 'Adjustment',
    },
    override: '(manager override)',
    noClient: 'No client',
    total: 'Total',
    empty: 'No commission on this statement yet.',
    runningHead: '{{title}} — {{partner}}',
    page: 'Page {{page}} of {{pages}}',
  },
  signupAccrued: {
    title: 'Commission accrued',
    DIRECT: '{{company}} signed up: a commission of {{amount}} was accrued to your open statement.',
    OVERRIDE:
      '{{company}} signed up through your team: a manager override of {{amount}} was accrued to your open statement.',
  },
};

const fr: TextShape<typeof en> = {
  statementPdf: {
    title: 'Relevé de commissions {{id}}',
    filename: 'releve-commissions-{{id}}.pdf',
    printed: 'Imprimé le',
    partner: 'Partenaire',
    status: 'État',
    statuses: { OPEN: 'Ouvert : en cours, pas encore payé', PAID: 'Payé' },
    periodEnd: 'Période se terminant le',
    paidOn: 'Payé le',
    payoutRef: 'Référence du TEF',
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
      CLAIM_FEE: 'Frais d’administration de la réclamation {{ref}}',
      ADJUSTMENT: 'Ajustement',
    },
    override: '(commission de gestionnaire)',
    noClient: 'Aucun client',
    total: 'Total',
    empty: 'Aucune commission sur ce relevé pour l’instant.',
    runningHead: '{{title}} — {{partner}}',
    page: 'Page {{page}} sur {{pages}}',
  },
  signupAccrued: {
    title: 'Commission acquise',
    DIRECT: '{{company}} a adhéré : une commission de {{amount}} a été acquise à votre relevé ouvert.',
    OVERRIDE:
      '{{company}} a adhéré par votre équipe : une commission de gestionnaire de {{amount}} a été acquise à votre relevé ouvert.',
  },
};

export type CommissionsText = TextShape<typeof en>;
export const COMMISSIONS_TEXT: Readonly<Record<Language, CommissionsText>> = { en, fr };
export const commissionsText = (language: Language): CommissionsText => COMMISSIONS_TEXT[language];
export { fillIn };
