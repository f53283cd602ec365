/*
 * What the partner sign-up writes for people, in English and French (decision 0021): the welcome
 * mail of a new partner. `PARTNER_SIGNUP_TEXT.fr` has every key of the English with the same
 * `{{placeholders}}` (modules/text.test.ts).
 */
import { fillIn, type Language, type TextShape } from '@benefits/domain';

const en = {
  welcomeMail: {
    subject: '{{provider}}: welcome, partner {{id}}',
    greeting: 'Hello {{name}},',
    intro: 'Thank you for applying to become a {{provider}} partner. Your partner account is open.',
    id: 'Your partner ID (to sign in): {{id}}',
    choose: 'To choose your password, open this link within {{days}} days:',
    once: 'The link works once. Then sign in at {{loginUrl}} with your ID and your password.',
    banking:
      'Our staff verify your banking information before any commission is paid; we will write to you if something is missing.',
    questions: 'Questions? Write to {{supportEmail}}.',
    signature: '{{provider}}',
  },
};

const fr: TextShape<typeof en> = {
  welcomeMail: {
    subject: '{{provider}} : bienvenue, partenaire {{id}}',
    greeting: 'Bonjour {{name}},',
    intro:
      'Merci d’avoir demandé à devenir partenaire de {{provider}}. Votre compte de partenaire est ouvert.',
    id: 'Votre numéro de partenaire (pour vous connecter) : {{id}}',
    choose: 'Pour choisir votre mot de passe, ouvrez ce lien d’ici {{days}} jours :',
    once: 'Le lien ne fonctionne qu’une fois. Connectez-vous ensuite à {{loginUrl}} avec votre numéro et votre mot de passe.',
    banking:
      'Notre équipe vérifie vos renseignements bancaires avant le versement de toute commission; nous vous écrirons s’il manque quelque chose.',
    questions: 'Des questions? Écrivez à {{supportEmail}}.',
    signature: '{{provider}}',
  },
};

export type PartnerSignupText = TextShape<typeof en>;
export const PARTNER_SIGNUP_TEXT: Readonly<Record<Language, PartnerSignupText>> = { en, fr };

/** A new partner's welcome mail, in a language. */
export function signupWelcomeMailText(
  language: Language,
  d: {
    provider: string;
    supportEmail: string;
    name: string;
    id: number;
    link: string;
    days: number;
    loginUrl: string;
  },
): { subject: string; text: string } {
  const t = PARTNER_SIGNUP_TEXT[language].welcomeMail;
  return {
    subject: fillIn(t.subject, { provider: d.provider, id: d.id }),
    text: [
      fillIn(t.greeting, { name: d.name }),
      '',
      fillIn(t.intro, { provider: d.provider }),
      '',
      fillIn(t.id, { id: d.id }),
      '',
      fillIn(t.choose, { days: d.days }),
      '',
      d.link,
      '',
      fillIn(t.once, { loginUrl: d.loginUrl }),
      '',
      t.banking,
      '',
      fillIn(t.questions, { supportEmail: d.supportEmail }),
      fillIn(t.signature, { provider: d.provider }),
    ].join('\n'),
  };
}
