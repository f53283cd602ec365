/*
 * What the receipts module writes for people, in English and French (decision 0021): the receipt of
 * a company's payment and the statement of a partner's commission payout, their mails and PDFs
 * (decision 0034). `RECEIPTS_TEXT.fr` must have every key of the English with the same
 * `{{placeholders}}` (modules/text.test.ts).
 */
import { fillIn, type Language, type TextShape } from '@benefits/domain';

const en = {
  receiptMail: {
    subject: '{{provider}}: receipt for your payment of {{amount}}',
    greeting: 'Hello,',
    intro: 'Please find attached the receipt for the payment {{company}} made on {{date}}: {{amount}}.',
    keep: 'Keep it for your records.',
    questions: 'Questions? Write to {{supportEmail}}.',
    signature: '{{provider}}',
  },
  statementMail: {
    subject: '{{provider}}: your commission statement of {{date}}',
    greeting: 'Hello {{name}},',
    intro: 'Please find attached the statement of the commissions paid to you on {{date}}: {{total}} in all.',
    questions: 'Questions? Write to {{supportEmail}}.',
    signature: '{{provider}}',
  },
  receiptPdf: {
    title: 'Receipt',
    filename: 'receipt-{{company}}-{{date}}.pdf',
    issuedOn: 'Issued on',
    company: 'Company',
    companyId: 'Company ID',
    plan: 'Plan',
    date: 'Payment date',
    method: 'Payment method',
    methods: { DEPOSIT: 'Deposit to the claim account', CARD: 'Credit card' },
    cardEnding: '{{brand}} ending in {{last4}}',
    reference: 'Reference',
    subtotal: 'Amount before taxes',
    taxes: { GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST' },
    gstHstNumber: 'GST/HST registration number',
    amount: 'Amount paid',
    thanks: 'Thank you for your payment.',
  },
  statementPdf: {
    title: 'Commission statement',
    filename: 'commissions-{{partner}}-{{date}}.pdf',
    issuedOn: 'Issued on',
    partner: 'Partner',
    partnerId: 'Partner ID',
    paidOn: 'Paid on',
    line: '{{company}}: {{source}} (accrued {{date}})',
    sources: {
      SIGNUP: 'sign-up payment',
      CLAIM_FEE: 'claim {{ref}} admin fee',
      ADJUSTMENT: 'adjustment',
    },
    /** A manager's share of their agent's sale: said, so it is not read as a second sale. */
    override: '{{source}}, manager override',
    companyNone: 'No company',
    total: 'Total paid',
  },
};

const fr: TextShape<typeof en> = {
  receiptMail: {
    subject: '{{provider}} : reçu de votre paiement de {{amount}}',
    greeting: 'Bonjour,',
    intro: 'Vous trouverez ci-joint le reçu du paiement fait par {{company}} le {{date}} : {{amount}}.',
    keep: 'Conservez-le pour vos dossiers.',
    questions: 'Des questions? Écrivez à {{supportEmail}}.',
    signature: '{{provider}}',
  },
  statementMail: {
    subject: '{{provider}} : votre relevé de commissions du {{date}}',
    greeting: 'Bonjour {{name}},',
    intro:
      'Vous trouverez ci-joint le relevé des commissions qui vous ont été versées le {{date}} : {{total}} au total.',
    questions: 'Des questions? Écrivez à {{supportEmail}}.',
    signature: '{{provider}}',
  },
  receiptPdf: {
    title: 'Reçu',
    filename: 'recu-{{company}}-{{date}}.pdf',
    issuedOn: 'Émis le',
    company: 'Entreprise',
    companyId: 'Numéro d’entreprise',
    plan: 'Régime',
    date: 'Date du paiement',
    method: 'Mode de paiement',
    methods: { DEPOSIT: 'Dépôt au compte de réclamations', CARD: 'Carte de crédit' },
    cardEnding: '{{brand}} se terminant par {{last4}}',
    reference: 'Référence',
    subtotal: 'Montant avant taxes',
    taxes: { GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ' },
    gstHstNumber: 'Numéro d’inscription aux fins de la TPS/TVH',
    amount: 'Montant payé',
    thanks: 'Merci de votre paiement.',
  },
  statementPdf: {
    title: 'Relevé de commissions',
    filename: 'commissions-{{partner}}-{{date}}.pdf',
    issuedOn: 'Émis le',
    partner: 'Partenaire',
    partnerId: 'Numéro de partenaire',
    paidOn: 'Versé le',
    line: '{{company}} : {{source}} (acquise le {{date}})',
    sources: {
      SIGNUP: 'paiement d’adhésion',
      CLAIM_FEE: 'frais d’administration de la réclamation {{ref}}',
      ADJUSTMENT: 'ajustement',
    },
    override: '{{source}}, commission de gestionnaire',
    companyNone: 'Aucune entreprise',
    total: 'Total versé',
  },
};

export type ReceiptsText = TextShape<typeof en>;
export const RECEIPTS_TEXT: Readonly<Record<Language, ReceiptsText>> = { en, fr };

export const receiptsText = (language: Language): ReceiptsText => RECEIPTS_TEXT[language];
export { fillIn };
