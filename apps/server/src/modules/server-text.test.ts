import type { Api, ResponseOf } from '@benefits/contract';
import { formatMoneyIn } from '@benefits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedLanguage } from './general/service';
import { backends, startTestApp, type TestApp } from '../test/harness';
import { withPaperClaimForm } from './claims/test-support';
import { pdfText } from '../test/pdf-text';
import { claimApi, PNG } from './claims/test-support';

/*
 * Decision 0021: what the server writes follows the user's language. The web sends the language on
 * screen as Accept-Language; a French request gets French mail, PDFs, agreement, notifications, plan
 * and ad names, and a request without it gets the English it always had.
 */

/** French amounts have non-breaking spaces (`1 234,50 $`): compared as plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

type Notes = { notifications: { title: string; body: string; data: { webOnPress: string | null } }[] };

describe.each(backends)('the server’s text in the user’s language on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  /** A binary answer's text, asked in a language. */
  const pdf = async (url: string, data: unknown, token: string, language?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/webapp${url}`,
      headers: {
        'content-type': 'application/json',
        token,
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: JSON.stringify({ data }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return pdfText(res.rawPayload);
  };

  it('mails the password reset link in the language of the page that asked', async () => {
    const ask = (language?: string) =>
      t.call(
        '/password/reset/',
        { id: '100001', email: 'olivia.tremblay@example.com', type: 'employee' },
        undefined,
        { language },
      );
    const before = t.outbox.length;
    await ask('fr-CA,fr;q=0.9,en;q=0.8');
    await ask();
    const [fr, en] = t.outbox.slice(before);
    expect(fr!.subject).toBe('Spendwell Benefits : réinitialisez votre mot de passe');
    expect(fr!.text).toContain(
      'Quelqu’un a demandé la réinitialisation du mot de passe du compte employé nº 100001',
    );
    expect(fr!.text).toContain('/login/update/');
    expect(en!.subject).toBe('Spendwell Benefits: reset your password');
    expect(en!.text).toContain('Someone asked to reset the password of employee ID 100001');
  });

  it('confirms a claim submitted in French by a French mail, and notifies in the reader’s language', async () => {
    const olivia = await t.login('employee', '100001', undefined, 'fr');
    const api = claimApi(t, olivia);
    const { claimId } = await api.open();
    const added = await api.add(claimId, {
      patient: '0',
      service_date: api.today(),
      service: 2,
      provider: 'Harbord Dental Centre',
      provider_number: 'ON-D-20417',
      amount: '1234.50',
    });
    expect(added.body.code, added.raw).toBe(0);
    expect((await api.upload(claimId, 'recu.png', PNG)).body.code).toBe(0);
    const submitted = await t.call<ResponseOf<Api['claimSubmit']>>('/claim/submit', { claimId }, olivia, {
      language: 'fr',
    });
    expect(submitted.body.code, submitted.raw).toBe(0);
    const paid = submitted.body.data.breakdown.totalPayableAmount;

    const mail = t.outbox.find((m) => m.subject.includes(`nº ${claimId}`))!;
    expect(mail.subject).toBe(`Spendwell Benefits : réclamation nº ${claimId} reçue`);
    expect(mail.text).toContain('Bonjour Olivia,');
    expect(mail.text).toContain(`Nous avons reçu votre réclamation au CSS nº ${claimId} le `);
    expect(mail.text).toContain('Soins dentaires'); // the service's French name
    expect(plain(mail.text)).toContain('Montant réclamé : 1 234,50 $');
    expect(mail.text).toContain(`Payé à partir de votre solde : ${formatMoneyIn(paid, 'fr')}`);
    expect(mail.text).not.toMatch(/We received|Amount claimed/);

    // The notification is written in both languages and read in the reader's.
    const inFrench = await t.call<Notes>('/get-notifications', {}, olivia, { language: 'fr' });
    const note = inFrench.body.data.notifications.find((n) => n.data.webOnPress?.endsWith(`/${claimId}`))!;
    expect(note.title).toMatch(/^Réclamation (soumise|sélectionnée pour vérification)$/);
    expect(plain(note.body)).toContain(`Votre réclamation au CSS nº ${claimId} de 1 234,50 $`);
    const inEnglish = await t.call<Notes>('/get-notifications', {}, olivia);
    const english = inEnglish.body.data.notifications.find((n) =>
      n.data.webOnPress?.endsWith(`/${claimId}`),
    )!;
    expect(english.body).toContain(`Your HSA claim #${claimId} for $1,234.50`);

    // The status history's system notes in the reader's language.
    type History = { history: { note: string }[] };
    const details = (language?: string) =>
      t.call<History>('/employee/claim-details', { claimId }, olivia, { language });
    const notesFr = (await details('fr')).body.data.history.map((h) => h.note);
    const notesEn = (await details()).body.data.history.map((h) => h.note);
    expect(notesEn).toContain('Started');
    expect(notesFr).toContain('Commencée');
    expect(notesFr).not.toContain('Started');
    expect(notesFr.at(-1)).toMatch(/^(Soumise|Sélectionnée pour vérification : .+)$/);

    // The paper form of the claim, in French.
    const form = await withPaperClaimForm(t, 5001, () =>
      pdf('/employee/get-print-form', { claimId }, olivia, 'fr'),
    );
    expect(form).toContain('Formulaire de réclamation – Compte de soins de santé');
    expect(form).toContain(`réclamation nº ${claimId}`);
    expect(form).toContain('Numéro d’employé : ');
    expect(form).toContain('Soins dentaires');
    expect(form).toContain('Total réclamé : 1 234,50 $');
    expect(form).toContain('CSS Groupe');
    expect(form).not.toContain('Total claimed');
    const english2 = await withPaperClaimForm(t, 5001, () =>
      pdf('/employee/get-print-form', { claimId }, olivia),
    );
    expect(english2).toContain('Total claimed: $1,234.50');
    expect(english2).toContain('HSA Group');
  });

  it('tells the seeded notifications and the sign-in ads in French', async () => {
    const olivia = await t.login('employee', '100001');
    const page = await t.call<Notes>('/get-notifications', { limit: 50 }, olivia, { language: 'fr' });
    const titles = page.body.data.notifications.map((n) => n.title);
    expect(titles).toContain('Nouvelle année du régime');
    expect(titles).toContain('Réclamation payée');
    expect(titles).not.toContain('New plan year');
    const paid = page.body.data.notifications.find((n) => n.title === 'Réclamation payée')!;
    expect(plain(paid.body)).toMatch(
      /^Votre réclamation nº \d+ \(.+\) a été payée : [\d ]+,\d\d \$ ont été versés/,
    );

    const signIn = await t.call<ResponseOf<Api['employeeLogin']>>(
      '/login/',
      { id: '100001', pw: 'demo-password' },
      undefined,
      { language: 'fr' },
    );
    const ad = signIn.body.data.adList.find((a) => a.title === 'Book your dental cleaning')!;
    expect(ad.titleFr).toBe('Prenez rendez-vous pour votre nettoyage dentaire');
    expect(ad.bodyFr).toMatch(/^Les nettoyages et les examens/);
  });

  it('names the plan in French and writes the plan summary in French', async () => {
    const liam = await t.login('employee', '100002');
    const fr = await t.call<ResponseOf<Api['employeePlan']>>('/employee/plan', {}, liam, { language: 'fr' });
    const en = await t.call<ResponseOf<Api['employeePlan']>>('/employee/plan', {}, liam);
    expect(en.body.data.planName).toBe('HSA Group');
    expect(fr.body.data.planName).toBe('CSS Groupe');
    expect(fr.body.data.classification?.periodTypeText).toMatch(/l’année du régime|1er janvier/);

    const summary = await pdf('/employee/plan/summary-pdf', {}, liam, 'fr');
    expect(summary).toContain('Sommaire du régime : CSS Groupe');
    expect(summary).toContain('Plafond du compte de soins de santé : ');
    expect(summary).toMatch(/\d+,\d\d \$/);
    expect(summary).toContain('Année du régime en cours : ');
    expect(summary).not.toContain('Plan summary');
    expect(await pdf('/employee/plan/summary-pdf', {}, liam)).toContain('Plan summary: HSA Group');
    // Its file is named in the reader's language too, in ASCII (QA exports 8).
    const fileName = async (language?: string) =>
      String(
        (
          await t.app.inject({
            method: 'POST',
            url: '/webapp/employee/plan/summary-pdf',
            headers: {
              'content-type': 'application/json',
              token: liam,
              ...(language ? { 'accept-language': language } : {}),
            },
            payload: JSON.stringify({ data: {} }),
          })
        ).headers['content-disposition'],
      );
    expect(await fileName('fr')).toContain('filename="sommaire-du-regime-100002.pdf"');
    expect(await fileName()).toContain('filename="plan-summary-100002.pdf"');
  });

  it('shows the agreement in French and signs it in French', async () => {
    const token = await t.login('employee', '100005');
    const fr = await t.call<ResponseOf<Api['employeeAgreementGet']>>('/employee/agreement/get', {}, token, {
      language: 'fr',
    });
    const en = await t.call<ResponseOf<Api['employeeAgreementGet']>>('/employee/agreement/get', {}, token);
    expect(fr.body.data.title).toBe('Entente de l’employeur sur le compte de soins de santé');
    expect(fr.body.data.sections).toHaveLength(en.body.data.sections.length);
    expect(fr.body.data.sections[0]!.heading).toBe('1. Les parties à l’entente');
    expect(fr.body.data.sections[0]!.body).toContain('Northern Lights Consulting Inc.');
    expect(fr.body.data.sections.map((s) => s.body).join(' ')).toContain('support@example.com');
    expect(fr.body.data.version).toBe(en.body.data.version);

    expect((await t.call('/employee/agreement', { agreement: true }, token)).body.code).toBe(0);
    const signed = await pdf('/employee/agreement/pdf', {}, token, 'fr');
    expect(signed).toContain('Entente de l’employeur sur le compte de soins de santé');
    expect(signed).toContain('Numéro d’employé : ');
    expect(signed).toContain('1. Les parties à l’entente');
    expect(signed).toMatch(
      /Acceptée électroniquement par .+ \(no 100005\) le \d{1,2}(er)? \S+ \d{4}, \d\d h \d\d \(heure .+\)/,
    );
    expect(signed).not.toContain('Accepted electronically');
    expect(await pdf('/employee/agreement/pdf', {}, token)).toContain('Accepted electronically by');
  });

  it('keeps the language of the last sign-in, for the mails written outside a request', async () => {
    await t.login('partner', '200001', undefined, 'fr-CA');
    expect(await storedLanguage(t.db, 'partner', '200001')).toBe('fr');
    await t.login('partner', '200001', undefined, 'en-CA');
    expect(await storedLanguage(t.db, 'partner', '200001')).toBe('en');
    // Never signed in: the fallback.
    expect(await storedLanguage(t.db, 'employee', '999999', 'fr')).toBe('fr');
  });
});
