/*
 * What the partner sign-up writes for people, in English and French (decision 0021): the welcome
 * mail of a new partner. `PARTNER_SIGNUP_TEXT.fr` has every key of the English with the same
 * `{{placeholders}}` (modules/text.test.ts).
 */
import type { Language, TextShape } from '@benefits/domain';

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
