/*
 * What the enrolment module writes for people, in English and French (decision 0021): the welcome
 * mail of a new employee or non-plan administrator, in the language the administrator chose for them.
 * `ENROLMENT_TEXT.fr` must have every key of the English with the same `{{placeholders}}`
 * (modules/text.test.ts).
 */
import { fillIn, type Language, type TextShape } from '@benefits/domain';

const en = {
  welcomeMail: {
    subject: '{{provider}}: welcome to your benefits account',
    greeting: 'Hello {{firstName}},',
    employee: '{{company}} has opened a Health Spending Account for you with {{provider}}.',
    admin:
      '{{company}} has made you an administrator of its {{provider}} plan: you can manage the company’s employees, classifications and reports.',
    id: 'Your ID (to sign in): {{id}}',
    choose: 'To choose your password, open this link within {{days}} days:',
    once: 'The link works once. Then sign in at {{loginUrl}} with your ID and your password.',
    questions: 'Questions? Write to {{supportEmail}}.',
    signature: '{{provider}}',
  },
};

const fr: TextShape<typeof en> = {
  welcomeMail: {
    subject: '{{provider}} : bienvenue dans votre compte d’avantages sociaux',
    greeting: 'Bonjour {{firstName}},',
    employee: '{{company}} vous a ouvert un compte de dépenses santé auprès de {{provider}}.',
    admin:
      '{{company}} a fait de vous un administrateur de son régime {{provider}} : vous pouvez gérer les employés, les catégories et les rapports de l’entreprise.',
    id: 'Votre numéro (pour vous connecter) : {{id}}',
    choose: 'Pour choisir votre mot de passe, ouvrez ce lien d’ici {{days}} jours :',
    once: 'Le lien ne fonctionne qu’une fois. Connectez-vous ensuite à {{loginUrl}} avec votre numéro et votre mot de passe.',
    questions: 'Des questions? Écrivez à {{supportEmail}}.',
    signature: '{{provider}}',
  },
};

export type EnrolmentText = TextShape<typeof en>;
export const ENROLMENT_TEXT: Readonly<Record<Language, EnrolmentText>> = { en, fr };

/** The welcome mail of a new account, in a language. */
export function welcomeMailText(
  language: Language,
  d: {
    provider: string;
    supportEmail: string;
    company: string;
    firstName: string;
    id: number;
    nonMemberAdmin: boolean;
    link: string;
    days: number;
    loginUrl: string;
  },
): { subject: string; text: string } {
  const t = ENROLMENT_TEXT[language].welcomeMail;
  return {
    subject: fillIn(t.subject, { provider: d.provider }),
    text: [
      fillIn(t.greeting, { firstName: d.firstName }),
      '',
      fillIn(d.nonMemberAdmin ? t.admin : t.employee, { company: d.company, provider: d.provider }),
      '',
      fillIn(t.id, { id: d.id }),
      '',
      fillIn(t.choose, { days: d.days }),
      '',
      d.link,
      '',
      fillIn(t.once, { loginUrl: d.loginUrl }),
      '',
      fillIn(t.questions, { supportEmail: d.supportEmail }),
      fillIn(t.signature, { provider: d.provider }),
    ].join('\n'),
  };
}
