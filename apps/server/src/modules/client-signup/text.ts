/*
 * What the client sign-up writes for people, in English and French (decision 0021): the mail with
 * the link to resume an application, and the mail that carries the receipt of the payment.
 * `CLIENT_SIGNUP_TEXT.fr` has every key of the English with the same `{{placeholders}}`
 * (modules/text.test.ts).
 */
import { fillIn, type Language, type TextShape } from '@benefits/domain';

const en = {
  resumeMail: {
    subject: '{{provider}}: continue your application',
    greeting: 'Hello {{name}},',
    intro: 'Thank you for starting your {{provider}} application. It is saved.',
    resume: 'To continue it, on this or another device, open this link:',
    keep: 'Keep this link to yourself: anyone who has it can see and complete your application.',
    questions: 'Questions? Write to {{supportEmail}}.',
    signature: '{{provider}}',
  },
  receiptMail: {
    subject: '{{provider}}: your receipt for {{company}}',
    greeting: 'Hello {{name}},',
    intro: 'Thank you: your payment of {{amount}} for {{plan}} is received. Your receipt is attached.',
    company: 'Your company ID: {{companyId}}. Your sign-in ID: {{adminId}}.',
    admin:
      'You are the administrator of {{company}}: once signed in, the Company menu is where you add your employees, fund the account and see its reports.',
    welcome: 'A separate e-mail brings the link to choose your password.',
    questions: 'Questions? Write to {{supportEmail}}.',
    signature: '{{provider}}',
  },
};

const fr: TextShape<typeof en> = {
  resumeMail: {
    subject: '{{provider}} : poursuivez votre demande',
    greeting: 'Bonjour {{name}},',
    intro: 'Merci d’avoir commencé votre demande auprès de {{provider}}. Elle est enregistrée.',
    resume: 'Pour la poursuivre, sur cet appareil ou un autre, ouvrez ce lien :',
    keep: 'Gardez ce lien pour vous : quiconque l’a peut voir et compléter votre demande.',
    questions: 'Des questions? Écrivez à {{supportEmail}}.',
    signature: '{{provider}}',
  },
  receiptMail: {
    subject: '{{provider}} : votre reçu pour {{company}}',
    greeting: 'Bonjour {{name}},',
    intro: 'Merci : votre paiement de {{amount}} pour {{plan}} est reçu. Votre reçu est joint.',
    company: 'Numéro de votre entreprise : {{companyId}}. Votre numéro de connexion : {{adminId}}.',
    admin:
      'Vous êtes l’administrateur de {{company}} : une fois connecté, le menu Entreprise vous permet d’ajouter vos employés, d’approvisionner le compte et de consulter ses rapports.',
    welcome: 'Un courriel distinct vous apporte le lien pour choisir votre mot de passe.',
    questions: 'Des questions? Écrivez à {{supportEmail}}.',
    signature: '{{provider}}',
  },
};

export type ClientSignupText = TextShape<typeof en>;
export const CLIENT_SIGNUP_TEXT: Readonly<Record<Language, ClientSignupText>> = { en, fr };

export function resumeMailText(
  language: Language,
  d: { provider: string; supportEmail: string; name: string; link: string },
): { subject: string; text: string } {
  const t = CLIENT_SIGNUP_TEXT[language].resumeMail;
  return {
    subject: fillIn(t.subject, { provider: d.provider }),
    text: [
      fillIn(t.greeting, { name: d.name }),
      '',
      fillIn(t.intro, { provider: d.provider }),
      '',
      t.resume,
      '',
      d.link,
      '',
      t.keep,
      '',
      fillIn(t.questions, { supportEmail: d.supportEmail }),
      fillIn(t.signature, { provider: d.provider }),
    ].join('\n'),
  };
}

export function receiptMailText(
  language: Language,
  d: {
    provider: string;
    supportEmail: string;
    name: string;
    company: string;
    plan: string;
    amount: string;
    companyId: number;
    adminId: number;
  },
): { subject: string; text: string } {
  const t = CLIENT_SIGNUP_TEXT[language].receiptMail;
  return {
    subject: fillIn(t.subject, { provider: d.provider, company: d.company }),
    text: [
      fillIn(t.greeting, { name: d.name }),
      '',
      fillIn(t.intro, { amount: d.amount, plan: d.plan }),
      '',
      fillIn(t.company, { companyId: d.companyId, adminId: d.adminId }),
      fillIn(t.admin, { company: d.company }),
      t.welcome,
      '',
      fillIn(t.questions, { supportEmail: d.supportEmail }),
      fillIn(t.signature, { provider: d.provider }),
    ].join('\n'),
  };
}
