/*
 * What the partner's own pages write for people, in English and French (decision 0021): the frame of
 * a document's PDF. `PARTNER_ACCOUNT_TEXT.fr` has every key of the English with the same
 * `{{placeholders}}` (modules/text.test.ts).
 */
import type { Language, TextShape } from '@benefits/domain';

const en = {
  document: {
    marketing: 'Marketing tool',
    document: 'Partner document',
    preparedFor: 'Prepared for partner {{id}}, {{date}}',
    footer: '{{provider}}: for the use of its partners.',
  },
};

const fr: TextShape<typeof en> = {
  document: {
    marketing: 'Outil de marketing',
    document: 'Document pour les partenaires',
    preparedFor: 'Préparé pour le partenaire {{id}}, le {{date}}',
    footer: '{{provider}} : à l’usage de ses partenaires.',
  },
};

export type PartnerAccountText = TextShape<typeof en>;
export const PARTNER_ACCOUNT_TEXT: Readonly<Record<Language, PartnerAccountText>> = { en, fr };
