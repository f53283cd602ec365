/*
 * What the plan module writes for people, in English and French (decision 0021): the payee details
 * mailed to a company that chooses to fund its claim account by EFT (decision 0027). `PLAN_TEXT.fr`
 * must have every key of the English with the same `{{placeholders}}` (modules/text.test.ts).
 */
import {
  fillIn,
  formatMoneyIn,
  type FundingFrequency,
  type Language,
  type TextShape,
} from '@benefits/domain';

const en = {
  eftPayeeMail: {
    subject: '{{provider}}: how to send your EFT deposits',
    greeting: 'Hello {{firstName}},',
    chosen: '{{company}} now funds its claim account by EFT (electronic funds transfer).',
    payee: 'Add {{provider}} as a payee in your business online banking, then send each deposit to it:',
    payeeName: '  Payee: {{provider}}',
    reference: '  Account or reference number: {{reference}} (your company ID; quote it with every deposit)',
    schedule: '  Schedule: {{frequency}}, {{amount}} each time',
    perClaim: '  Schedule: as claims are paid',
    credited:
      'Deposits are credited to your company balance when they arrive, usually within 2 business days.',
    questions: 'Questions, or need our banking details for a wire? Write to {{supportEmail}}.',
  },
  frequency: {
    PER_CLAIM: 'as claims are paid',
    MONTHLY: 'monthly',
    QUARTERLY: 'quarterly',
    ANNUAL: 'once a year',
  },
};

const fr: TextShape<typeof en> = {
  eftPayeeMail: {
    subject: '{{provider}} : comment envoyer vos dépôts par TEF',
    greeting: 'Bonjour {{firstName}},',
    chosen:
      '{{company}} alimente désormais son compte de réclamations par TEF (transfert électronique de fonds).',
    payee:
      'Ajoutez {{provider}} comme bénéficiaire dans vos services bancaires en ligne d’entreprise, puis envoyez-lui chaque dépôt :',
    payeeName: '  Bénéficiaire : {{provider}}',
    reference:
      '  Numéro de compte ou de référence : {{reference}} (le numéro de votre entreprise; indiquez-le à chaque dépôt)',
    schedule: '  Fréquence : {{frequency}}, {{amount}} chaque fois',
    perClaim: '  Fréquence : au fil des réclamations payées',
    credited:
      'Les dépôts sont portés au solde de votre entreprise à leur réception, habituellement en 2 jours ouvrables.',
    questions:
      'Des questions, ou besoin de nos coordonnées bancaires pour un virement? Écrivez-nous à {{supportEmail}}.',
  },
  frequency: {
    PER_CLAIM: 'au fil des réclamations payées',
    MONTHLY: 'mensuelle',
    QUARTERLY: 'trimestrielle',
    ANNUAL: 'annuelle',
  },
};

export type PlanText = TextShape<typeof en>;
export const PLAN_TEXT: Readonly<Record<Language, PlanText>> = { en, fr };

/** The EFT payee details mail, in the administrator's language. */
export function eftPayeeMailText(
  language: Language,
  d: {
    provider: string;
    supportEmail: string;
    firstName: string;
    company: string;
    employerId: number;
    frequency: FundingFrequency;
    depositCents: number | null;
  },
): { subject: string; text: string } {
  const t = PLAN_TEXT[language].eftPayeeMail;
  const values = {
    provider: d.provider,
    supportEmail: d.supportEmail,
    firstName: d.firstName,
    company: d.company,
    reference: String(d.employerId),
    frequency: PLAN_TEXT[language].frequency[d.frequency],
    amount: d.depositCents === null ? '' : formatMoneyIn(d.depositCents, language),
  };
  const line = (text: string) => fillIn(text, values);
  return {
    subject: line(t.subject),
    text: [
      line(t.greeting),
      '',
      line(t.chosen),
      '',
      line(t.payee),
      line(t.payeeName),
      line(t.reference),
      line(d.depositCents === null ? t.perClaim : t.schedule),
      '',
      line(t.credited),
      line(t.questions),
      d.provider,
    ].join('\n'),
  };
}
