/*
 * What the plan module writes for people, in English and French (decision 0021): the payee details
 * mailed to a company that chooses to fund its claim account by EFT, and the confirmations of a
 * refund, a plan cancellation and its withdrawal (decision 0027). `PLAN_TEXT.fr`
 * must have every key of the English with the same `{{placeholders}}` (modules/text.test.ts).
 */
import {
  fillIn,
  formatDateIn,
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
  refundMail: {
    subject: '{{provider}}: refund of {{amount}} from your company balance',
    body: 'A refund of {{amount}} from the company balance of {{company}} was requested on {{date}} by {{admin}}.',
    toPad:
      'It is paid to the company’s pre-authorised debit account on file, usually within 3 business days.',
    byCheque: 'It is paid by cheque to the company’s address, usually within 10 business days.',
    balance: 'Company balance after the refund: {{balance}}.',
  },
  cancelMail: {
    subject: '{{provider}}: your plan’s cancellation on {{date}}',
    body: '{{admin}} cancelled the plan of {{company}}. Coverage ends on {{date}}: expenses after that day are not covered.',
    runOff:
      'Employees can still claim expenses up to {{date}} until {{runOffEnd}}. After that, the company balance left is refunded and claims close.',
    withdraw: 'Changed your mind? The cancellation can be withdrawn on the Plan details page until {{date}}.',
  },
  withdrawMail: {
    subject: '{{provider}}: your plan continues',
    body: '{{admin}} withdrew the cancellation of the plan of {{company}} on {{today}}. The plan continues as before.',
  },
  common: {
    questions: 'Questions? Write to {{supportEmail}}.',
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
  refundMail: {
    subject: '{{provider}} : remboursement de {{amount}} sur le solde de votre entreprise',
    body: 'Un remboursement de {{amount}} sur le solde de {{company}} a été demandé le {{date}} par {{admin}}.',
    toPad:
      'Il est versé au compte de débit préautorisé de l’entreprise au dossier, habituellement en 3 jours ouvrables.',
    byCheque: 'Il est payé par chèque à l’adresse de l’entreprise, habituellement en 10 jours ouvrables.',
    balance: 'Solde de l’entreprise après le remboursement : {{balance}}.',
  },
  cancelMail: {
    subject: '{{provider}} : l’annulation de votre régime le {{date}}',
    body: '{{admin}} a annulé le régime de {{company}}. La couverture prend fin le {{date}} : les dépenses après ce jour ne sont pas couvertes.',
    runOff:
      'Les employés peuvent encore réclamer les dépenses engagées jusqu’au {{date}}, et ce jusqu’au {{runOffEnd}}. Ensuite, le solde restant de l’entreprise est remboursé et les réclamations sont closes.',
    withdraw:
      'Vous changez d’avis? L’annulation peut être retirée à la page Détails du régime jusqu’au {{date}}.',
  },
  withdrawMail: {
    subject: '{{provider}} : votre régime continue',
    body: '{{admin}} a retiré l’annulation du régime de {{company}} le {{today}}. Le régime continue comme avant.',
  },
  common: {
    questions: 'Des questions? Écrivez-nous à {{supportEmail}}.',
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

/** What every plan mail to a company administrator fills in besides its own values. */
interface MailParties {
  provider: string;
  supportEmail: string;
  company: string;
  admin: string;
}

const mailOf = (parties: MailParties, lines: string[], subject: string, values: Record<string, string>) => {
  const all = { ...parties, ...values };
  return {
    subject: fillIn(subject, all),
    text: [...lines.map((line) => fillIn(line, all)), parties.provider].join('\n'),
  };
};

/** The confirmation of a refund from the company balance, in the administrator's language. */
export function refundMailText(
  language: Language,
  parties: MailParties,
  d: { amountCents: number; balanceCents: number; date: string; toPad: boolean },
): { subject: string; text: string } {
  const t = PLAN_TEXT[language];
  return mailOf(
    parties,
    [
      t.refundMail.body,
      d.toPad ? t.refundMail.toPad : t.refundMail.byCheque,
      t.refundMail.balance,
      '',
      t.common.questions,
    ],
    t.refundMail.subject,
    {
      amount: formatMoneyIn(d.amountCents, language),
      balance: formatMoneyIn(d.balanceCents, language),
      date: formatDateIn(d.date, language),
    },
  );
}

/** The confirmation of a plan cancellation: the end of coverage, the run-off, the way back. */
export function cancelMailText(
  language: Language,
  parties: MailParties,
  d: { effectiveDate: string; runOffEnds: string },
): { subject: string; text: string } {
  const t = PLAN_TEXT[language];
  return mailOf(
    parties,
    [t.cancelMail.body, '', t.cancelMail.runOff, t.cancelMail.withdraw, '', t.common.questions],
    t.cancelMail.subject,
    { date: formatDateIn(d.effectiveDate, language), runOffEnd: formatDateIn(d.runOffEnds, language) },
  );
}

/** The confirmation that a cancellation was withdrawn. */
export function withdrawMailText(
  language: Language,
  parties: MailParties,
  d: { today: string },
): { subject: string; text: string } {
  const t = PLAN_TEXT[language];
  return mailOf(parties, [t.withdrawMail.body, '', t.common.questions], t.withdrawMail.subject, {
    today: formatDateIn(d.today, language),
  });
}
