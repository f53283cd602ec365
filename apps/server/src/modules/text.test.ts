import { catalogueDifferences, PLAN_NAMES } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { frenchOf } from '../db/seed/french';
import { ACCOUNT_TEXT } from './account/text';
import { agreementSections, AGREEMENT_TITLES } from './account/service/agreement-text';
import { AUDITS_TEXT } from './audits/text';
import { AUTH_TEXT } from './auth/text';
import { CLAIMS_TEXT, historyNoteIn } from './claims/text';
import { COMMISSIONS_TEXT } from './commissions/text';
import { CLIENT_SIGNUP_TEXT } from './client-signup/text';
import { CONTENT_TEXT } from './content/text';
import { ENROLMENT_TEXT } from './enrolment/text';
import { PARTNER_ACCOUNT_TEXT } from './partner-account/text';
import { PARTNER_SIGNUP_TEXT } from './partner-signup/text';
import { PLAN_TEXT } from './plan/text';
import { RECEIPTS_TEXT } from './receipts/text';
import { TOOLS_TEXT } from './tools/text';

/*
 * Every text the server writes exists in English and French (decision 0021): the same keys, no empty
 * text, the same {{placeholders}}. TypeScript already refuses a French catalogue missing a key; this
 * also catches a dropped or misspelt placeholder, which would fail only when the text is sent.
 */
describe('the server’s text catalogues', () => {
  it.each([
    ['auth', AUTH_TEXT],
    ['account', ACCOUNT_TEXT],
    ['claims', CLAIMS_TEXT],
    ['enrolment', ENROLMENT_TEXT],
    ['audits', AUDITS_TEXT],
    ['content', CONTENT_TEXT],
    ['plan', PLAN_TEXT],
    ['receipts', RECEIPTS_TEXT],
    ['partner-signup', PARTNER_SIGNUP_TEXT],
    ['commissions', COMMISSIONS_TEXT],
    ['client-signup', CLIENT_SIGNUP_TEXT],
    ['partner-account', PARTNER_ACCOUNT_TEXT],
    ['tools', TOOLS_TEXT],
  ] as const)('%s: French for every English text, with the same placeholders', (_, catalogue) => {
    expect(catalogueDifferences(catalogue.en, catalogue.fr)).toEqual([]);
  });

  it('finds a missing text, an extra one and a changed placeholder', () => {
    expect(
      catalogueDifferences(
        { a: 'Hello {{name}}', b: { c: 'x' }, d: 'y' },
        { a: 'Bonjour {{nom}}', b: { c: '' }, e: 'z' },
      ),
    ).toEqual(['a: placeholders name / nom', 'b.c: empty text', 'd: English only', 'e: French only']);
  });

  it('has the agreement section for section in both languages, with the parties filled in', () => {
    const parties = { providerName: 'P Inc.', supportEmail: 'help@p.test', employerName: 'E Ltd.' };
    const en = agreementSections(parties, 'en');
    const fr = agreementSections(parties, 'fr');
    expect(fr).toHaveLength(en.length);
    fr.forEach((section, i) => {
      // Numbered alike, none empty, none left in English.
      expect(section.heading.split('.')[0]).toBe(en[i]!.heading.split('.')[0]);
      expect(section.body.length).toBeGreaterThan(40);
      expect(section.body).not.toBe(en[i]!.body);
    });
    for (const name of Object.values(parties)) {
      expect(fr.some((s) => s.body.includes(name))).toBe(true);
      expect(en.some((s) => s.body.includes(name))).toBe(true);
    }
    expect(AGREEMENT_TITLES.fr).not.toBe(AGREEMENT_TITLES.en);
  });

  it('answers the system’s claim history notes in French and a typed note as written', () => {
    expect(historyNoteIn('Paid by direct deposit', 'fr')).toBe('Payée par dépôt direct');
    expect(historyNoteIn('Paid by direct deposit', 'en')).toBe('Paid by direct deposit');
    // The auditor's reason as typed, after the system's words in French.
    expect(historyNoteIn('Audit failed: Reçu illisible.', 'fr')).toBe(
      'Vérification échouée : Reçu illisible.',
    );
    expect(historyNoteIn('Audit passed: Facture détaillée reçue.', 'fr')).toBe(
      'Vérification réussie : Facture détaillée reçue.',
    );
    expect(historyNoteIn('Audit failed: Unreadable receipt.', 'en')).toBe(
      'Audit failed: Unreadable receipt.',
    );
    expect(historyNoteIn('Audit document received: recu.pdf', 'fr')).toBe(
      'Document de vérification reçu : recu.pdf',
    );
    expect(historyNoteIn('Called the clinic', 'fr')).toBe('Called the clinic');
  });

  it('refuses a seeded text without French', () => {
    expect(frenchOf('New plan year')).toBe('Nouvelle année du régime');
    expect(() => frenchOf('Not translated')).toThrow(/no French/);
    expect(Object.keys(PLAN_NAMES).length).toBeGreaterThan(0);
  });
});
