/*
 * What the content module writes for people, in English and French (decision 0021): the welcome
 * mail the tools resend to a partner (employees and administrators get the enrolment module's).
 * `CONTENT_TEXT.fr` must have every key of the English with the same `{{placeholders}}`.
 */
import type { Language, TextShape } from '@benefits/domain';

const en = {
  partnerWelcomeMail: {
    subject: '{{provider}}: your partner account',
    greeting: 'Hello {{name}},',
    intro: 'Here is a new link to choose the password of your {{provider}} partner account.',
    id: 'Your partner ID (to sign in): {{id}}',
    choose: 'To choose your password, open this link within {{days}} days:',
    once: 'The link works once. Then sign in at {{loginUrl}} with your ID and your password.',
    questions: 'Questions? Write to {{supportEmail}}.',
    signature: '{{provider}}',
  },
};

const fr: TextShape<typeof en> = {
  partnerWelcomeMail: {
    subject: '{{provider}} : votre compte de partenaire',
    greeting: 'Bonjour {{name}},',
    intro: 'Voici un nouveau lien pour choisir le mot de passe de votre compte de partenaire {{provider}}.',
    id: 'Votre numéro de partenaire (pour vous connecter) : {{id}}',
    choose: 'Pour choisir votre mot de passe, ouvrez ce lien d’ici {{days}} jours :',
    once: 'Le lien ne fonctionne qu’une fois. Connectez-vous ensuite à {{loginUrl}} avec votre numéro et votre mot de passe.',
    questions: 'Des questions? Écrivez à {{supportEmail}}.',
    signature: '{{provider}}',
  },
};

export type ContentText = TextShape<typeof en>;
export const CONTENT_TEXT: Readonly<Record<Language, ContentText>> = { en, fr };
