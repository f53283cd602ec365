import { API_MESSAGES } from '@benefits/contract';
import { MESSAGES } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, files, partnerBanking, partners, staff } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { b64, EXE, PNG } from '../claims/test-support';

/*
 * The partner's own pages on both databases (decision 0040): the profile, web profile and assistant
 * with the sign-up's messages and a change log; the commission account sealed at rest, masked, out of
 * the logs and back in the staff PAD audit after a change; the FAQs and documents in the caller's
 * language, a document as a PDF. Every call acts on the session's partner.
 */

type Profile = Record<string, string | number>;
type ProfileChange = { profile: Profile; user: { ID: number; AGENT_NAME: string }; message: string };
type Banking = {
  transitNumber: string;
  institutionNumber: string;
  accountNumber: string;
  onFile: boolean;
  verifyRequired: boolean;
  document: { fileName: string; mimeType: string; size: number } | null;
  updatedAt: string | null;
  message?: string;
};

const NEW_ACCOUNT = '3141592653';

const personal = {
  agentname: 'Ethan J. Wilson',
  company: 'Wilson Financial Services',
  street1: '1055 West Georgia Street',
  street2: 'Suite 1500',
  city: 'Vancouver',
  province: 'BC',
  postalcode: 'v6e 3p3',
  phone: '604-555-0142',
  ext: '7',
  cell: '604-555-0187',
  fax: '',
  email: 'ethan.wilson@example.com',
};

describe.each(backends)('the partner’s own pages on %s', (backend) => {
  let t: TestApp;
  let agent: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(backend, { LOG_LEVEL: 'trace' }, { logLines });
    agent = await t.login('partner', '200001');
  });
  afterAll(async () => t?.close());

  it('answers the session partner’s profile, whoever the payload names', async () => {
    const res = await t.call<{ profile: Profile }>(
      '/partner/personal',
      { id: 200002, agentid: 200002 },
      agent,
    );
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data.profile).toMatchObject({
      agentid: 200001,
      agentname: 'Ethan Wilson',
      company: 'Wilson Financial Services',
      street1: '1055 West Georgia Street',
      city: 'Vancouver',
      province: 'BC',
      postalcode: 'V6E 3P3',
      webname: '',
      assistantname: '',
    });
    const manager = await t.login('partner', '200002');
    const theirs = await t.call<{ profile: Profile }>('/partner/personal', {}, manager);
    expect(theirs.body.data.profile).toMatchObject({ agentid: 200002, assistantname: 'Priya Raman' });
  });

  it('refuses bad details with the sign-up’s messages, field by field', async () => {
    const res = await t.call(
      '/partner/personal/update',
      {
        ...personal,
        agentname: '',
        postalcode: '12345',
        phone: '555-0100',
        ext: 'abc',
        email: 'nope',
      },
      agent,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.error).toEqual({
      GENERAL: MESSAGES.correctInformation,
      agentname: MESSAGES.agentNameRequired,
      postalcode: MESSAGES.invalidPostalCode,
      phone: MESSAGES.invalidPhone,
      ext: MESSAGES.invalidPhoneExtension,
      email: MESSAGES.invalidEmail,
    });
    const long = await t.call('/partner/personal/update', { ...personal, city: 'x'.repeat(61) }, agent);
    expect(long.body.data.error).toMatchObject({ city: 'Please use at most 60 characters.' });
  });

  it('saves the details, answers the new top-bar name and logs each changed field', async () => {
    const res = await t.call<ProfileChange>('/partner/personal/update', { ...personal, id: 200002 }, agent);
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data.message).toBe('Saved personal information');
    expect(res.body.data.user).toMatchObject({ ID: 200001, AGENT_NAME: 'Ethan J. Wilson' });
    expect(res.body.data.profile).toMatchObject({ street2: 'Suite 1500', ext: '7', postalcode: 'V6E 3P3' });
    const [other] = await t.db.select().from(partners).where(eq(partners.id, 200002));
    expect(other!.agentName).toBe('Sophie Bouchard');
    const log = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.subjectKind, 'partner'), eq(changeLog.subjectId, '200001')));
    expect(
      log.map((r) => [r.actorKind, r.actorId, r.entity, r.field, r.oldValue, r.newValue]).sort(),
    ).toEqual([
      ['partner', '200001', 'partner', 'agentname', 'Ethan Wilson', 'Ethan J. Wilson'],
      ['partner', '200001', 'partner', 'ext', '', '7'],
      ['partner', '200001', 'partner', 'street2', 'Suite 1400', 'Suite 1500'],
    ]);
  });

  it('refuses an e-mail address another partner uses (in any case), and takes its own in another case', async () => {
    const taken = await t.call(
      '/partner/personal/update',
      { ...personal, email: ' Sophie.Bouchard@Example.com' },
      agent,
    );
    expect(taken.body).toMatchObject({
      code: 1,
      data: {
        error: {
          GENERAL: 'Please correct the information above',
          email: 'Another partner account already uses this e-mail address.',
        },
      },
    });
    const [self] = await t.db.select().from(partners).where(eq(partners.id, 200001));
    expect(self!.email).toBe('ethan.wilson@example.com');
    // The partner's own address in another case is still theirs.
    const own = await t.call(
      '/partner/personal/update',
      { ...personal, email: 'Ethan.Wilson@example.com' },
      agent,
    );
    expect(own.body.code, own.raw).toBe(0);
    const back = await t.call('/partner/personal/update', personal, agent);
    expect(back.body.code, back.raw).toBe(0);
  });

  it('tells the old address and the new one when the e-mail changes (QA security F1)', async () => {
    const sent = t.outbox.length;
    const res = await t.call(
      '/partner/personal/update',
      { ...personal, email: 'ethan.w@example.com' },
      agent,
    );
    expect(res.body.code, res.raw).toBe(0);
    const mails = t.outbox.slice(sent);
    expect(mails.map((m) => m.to).sort()).toEqual(['ethan.w@example.com', 'ethan.wilson@example.com']);
    const toOld = mails.find((m) => m.to === 'ethan.wilson@example.com')!;
    expect(toOld.subject).toContain('your sign-in e-mail was changed');
    expect(toOld.text).toContain('The e-mail address of your partner account (ID 200001) was changed on');
    expect(toOld.text).not.toContain('ethan.w@example.com');
    expect(mails.find((m) => m.to === 'ethan.w@example.com')!.subject).toContain(
      'this is now your sign-in e-mail',
    );
    // Back to the address the other tests expect: two more notices.
    expect((await t.call('/partner/personal/update', personal, agent)).body.code).toBe(0);
    expect(t.outbox).toHaveLength(sent + 4);
  });

  it('keeps the web profile, and checks its telephone', async () => {
    const bad = await t.call('/partner/web/save', { webname: 'Ethan', webtele: '12' }, agent);
    expect(bad.body.data.error).toMatchObject({ webtele: MESSAGES.invalidPhone });
    const web = {
      webname: 'Ethan Wilson, Wilson Financial',
      webtele: '604-555-0142',
      webintro: 'Benefits for small businesses in British Columbia.',
    };
    const res = await t.call<ProfileChange>('/partner/web/save', web, agent);
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data.message).toBe(MESSAGES.webProfileSaved);
    const again = await t.call<{ profile: Profile }>('/partner/personal', {}, agent);
    expect(again.body.data.profile).toMatchObject(web);
  });

  it('saves an assistant, needs a name and an e-mail, and removes them when all is blank', async () => {
    const half = await t.call('/partner/assistant/save', { assistantphone: '604-555-0199' }, agent);
    expect(half.body.data.error).toEqual({
      GENERAL: MESSAGES.correctInformation,
      assistantname: MESSAGES.assistantNameRequired,
      assistantemail: MESSAGES.assistantEmailRequired,
    });
    const saved = await t.call<ProfileChange>(
      '/partner/assistant/save',
      { assistantname: 'Ana Lopez', assistantemail: 'ana.lopez@example.com', assistantphone: '604-555-0199' },
      agent,
    );
    expect(saved.body.data).toMatchObject({
      message: MESSAGES.assistantSaved,
      profile: { assistantname: 'Ana Lopez', assistantphone: '604-555-0199' },
    });
    const removed = await t.call<ProfileChange>(
      '/partner/assistant/save',
      { assistantname: '', assistantemail: '', assistantphone: '' },
      agent,
    );
    expect(removed.body.data).toMatchObject({
      message: MESSAGES.assistantRemoved,
      profile: { assistantname: '' },
    });
  });

  it('shows the commission account masked', async () => {
    const res = await t.call<Banking>('/partner/banking-details', {}, agent);
    expect(res.body.data).toMatchObject({
      transitNumber: '10020',
      institutionNumber: '004',
      accountNumber: '******1098',
      onFile: true,
      verifyRequired: false,
    });
  });

  it('refuses bad bank numbers with the spec’s messages', async () => {
    const res = await t.call(
      '/partner/banking-details/save',
      { transitNumber: '12', institutionNumber: '', accountNumber: '12ab' },
      agent,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.error).toMatchObject({
      transitNumber: MESSAGES.invalidTransit,
      institutionNumber: MESSAGES.institutionRequired,
      accountNumber: MESSAGES.invalidAccount,
    });
  });

  it('seals a new account, sends it back to the staff PAD audit, logs it masked and never in clear', async () => {
    const res = await t.call<Banking>(
      '/partner/banking-details/save',
      { transitNumber: '00711', institutionNumber: '010', accountNumber: NEW_ACCOUNT },
      agent,
    );
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({
      transitNumber: '00711',
      accountNumber: '******2653',
      verifyRequired: true,
      message: MESSAGES.partnerBankingSaved,
    });
    const [row] = await t.db.select().from(partnerBanking).where(eq(partnerBanking.partnerId, 200001));
    expect(JSON.stringify(row)).not.toContain(NEW_ACCOUNT);
    expect(t.services.sealer.open(row!.accountSealed)).toBe(NEW_ACCOUNT);
    expect(row!.verifyRequired).toBe(true);

    const log = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.subjectId, '200001'), eq(changeLog.entity, 'partner_banking')));
    expect(log.find((r) => r.field === 'accountNumber')).toMatchObject({
      oldValue: '******1098',
      newValue: '******2653',
    });
    expect(JSON.stringify(log)).not.toContain(NEW_ACCOUNT);
    expect(logLines.join('\n')).not.toContain(NEW_ACCOUNT);
    // The partner is told at their address, the account number masked (QA security F1).
    const notice = t.outbox.at(-1)!;
    expect(notice.to).toBe('ethan.wilson@example.com');
    expect(notice.subject).toContain('your banking details were changed');
    expect(notice.text).toContain('The banking details of your partner account (ID 200001) were changed on');
    expect(notice.text).toContain('******2653');
    for (const mail of t.outbox) expect(mail.text).not.toContain(NEW_ACCOUNT);
    const sent = t.outbox.length;

    const auditor = await t.login('tools', 'auditor');
    const pads = await t.call<{ pads: { id: number; accountNumber: string }[] }>(
      '/tools/get-audit-pads',
      { type: 'agent' },
      auditor,
    );
    expect(pads.body.data.pads.find((p) => p.id === 200001)).toMatchObject({ accountNumber: '******2653' });

    // The same numbers again change nothing (no second audit, no log rows).
    const again = await t.call(
      '/partner/banking-details/save',
      {
        transitNumber: '00711',
        institutionNumber: '010',
        accountNumber: NEW_ACCOUNT,
      },
      agent,
    );
    expect(again.body.code).toBe(0);
    const after = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.subjectId, '200001'), eq(changeLog.entity, 'partner_banking')));
    expect(after).toHaveLength(log.length);
    expect(t.outbox).toHaveLength(sent);
  });

  it('takes a void cheque or bank letter with the account: the partner’s own, back in the staff PAD audit', async () => {
    const numbers = { transitNumber: '00711', institutionNumber: '010', accountNumber: NEW_ACCOUNT };
    const before = (await t.call<Banking>('/partner/banking-details', {}, agent)).body.data;
    expect(before.document).toBeNull();
    const [row] = await t.db.select().from(partnerBanking).where(eq(partnerBanking.partnerId, 200001));

    // Checked by its bytes: not a JPEG, PNG or PDF, refused on its field, nothing written.
    const bad = await t.call(
      '/partner/banking-details/save',
      { ...numbers, image: { fileName: 'cheque.png', content: b64(EXE) } },
      agent,
    );
    expect(bad.status, bad.raw).toBe(400);
    expect(bad.body.data.error).toMatchObject({ image: MESSAGES.invalidDocumentType });
    const owned = () =>
      t.db
        .select()
        .from(files)
        .where(and(eq(files.ownerKind, 'partner'), eq(files.ownerId, '200001')));
    expect(await owned()).toHaveLength(0);

    // The staff pass the account, then the partner sends a cheque with the same numbers: it waits again.
    const auditor = await t.login('tools', 'auditor');
    expect((await t.call('/tools/audit-pad/pass', { type: 'agent', id: 200001 }, auditor)).body.code).toBe(0);
    const res = await t.call<Banking>(
      '/partner/banking-details/save',
      { ...numbers, image: { fileName: '../void "cheque"', content: b64(PNG) } },
      agent,
    );
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({
      accountNumber: '******2653',
      verifyRequired: true,
      document: { mimeType: 'image/png', size: PNG.length },
      message: MESSAGES.bankingDocumentAttached,
    });
    expect(res.body.data.document!.fileName).not.toContain('/');
    // Without an extension: given the one of its bytes.
    expect(res.body.data.document!.fileName).toBe('void cheque.png');
    expect(new Date(res.body.data.updatedAt!).getTime()).toBeGreaterThan(row!.updatedAt.getTime());
    expect(await owned()).toMatchObject([{ purpose: 'banking', mimeType: 'image/png' }]);
    expect((await t.call<Banking>('/partner/banking-details', {}, agent)).body.data.document).toEqual(
      res.body.data.document,
    );
    const log = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.subjectId, '200001'), eq(changeLog.entity, 'partner_banking')));
    expect(log.filter((r) => r.field === 'document')).toHaveLength(1);
    expect(JSON.stringify(log)).not.toContain(NEW_ACCOUNT);
    expect(logLines.join('\n')).not.toContain(NEW_ACCOUNT);

    // The partner downloads their own; another partner has none.
    const mine = await t.app.inject({
      method: 'POST',
      url: '/webapp/partner/banking-document',
      headers: { 'content-type': 'application/json', token: agent },
      payload: JSON.stringify({ data: { id: 200003 } }),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(String(mine.headers['content-disposition']).startsWith('attachment;')).toBe(true);
    expect(Buffer.compare(mine.rawPayload, PNG)).toBe(0);
    const other = await t.call('/partner/banking-document', {}, await t.login('partner', '200003'));
    expect(other.status).toBe(404);
    expect(other.body.data.error?.GENERAL).toBe(MESSAGES.partnerBankingDocumentMissing);

    // Staff see it in the PAD audit of agents, and open it there.
    const pads = await t.call<{ pads: { id: number }[] }>(
      '/tools/get-audit-pads',
      { type: 'agent' },
      auditor,
    );
    expect(pads.body.data.pads.map((p) => p.id)).toContain(200001);
    const pad = await t.call<{ pad: { document: { fileName: string } | null } }>(
      '/tools/audit-pad/get',
      { type: 'agent', id: 200001 },
      auditor,
    );
    expect(pad.body.data.pad.document).toMatchObject({ fileName: res.body.data.document!.fileName });
    const viewed = await t.app.inject({
      method: 'POST',
      url: '/webapp/tools/audit-pad/file',
      headers: { 'content-type': 'application/json', token: auditor },
      payload: JSON.stringify({ data: { type: 'agent', id: 200001 } }),
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(viewed.rawPayload, PNG)).toBe(0);

    // New numbers without a document keep the one on file.
    const changed = await t.call<Banking>(
      '/partner/banking-details/save',
      { ...numbers, accountNumber: '2718281828' },
      agent,
    );
    expect(changed.body.data).toMatchObject({
      accountNumber: '******1828',
      document: res.body.data.document,
      message: MESSAGES.partnerBankingSaved,
    });
  });

  it('clears MISSING_PARTNER_BANKING once an account is on file', async () => {
    const grace = await t.login('partner', '200005');
    const before = await t.call<Banking>('/partner/banking-details', {}, grace);
    expect(before.body.data).toMatchObject({ onFile: false, accountNumber: '' });
    const res = await t.call<Banking>(
      '/partner/banking-details/save',
      { transitNumber: '12345', institutionNumber: '002', accountNumber: '55501234' },
      grace,
    );
    expect(res.body.code, res.raw).toBe(0);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, 200005));
    expect(row!.missingPartnerBanking).toBe(false);
    const me = await t.call<{ user: { MISSING_PARTNER_BANKING: string } }>('/partner/login/', {
      id: '200005',
      pw: 'demo-password',
    });
    expect(me.body.data.user.MISSING_PARTNER_BANKING).toBe('N');
  });

  it('answers the FAQs and documents in the caller’s language, and a document as a PDF', async () => {
    const faqs = await t.call<{ faqs: { question: string }[] }>('/partner/faqs', {}, agent);
    expect(faqs.body.data.faqs[0]!.question).toBe('When are commissions paid?');
    const fr = await t.call<{ faqs: { question: string }[] }>('/partner/faqs', {}, agent, {
      language: 'fr-CA',
    });
    expect(fr.body.data.faqs[0]!.question).toBe('Quand les commissions sont-elles versées?');

    const docs = await t.call<{ documents: { id: number; kind: string; title: string; fileName: string }[] }>(
      '/partner/documents',
      {},
      agent,
    );
    expect(docs.body.data.documents.map((d) => d.kind)).toEqual(['marketing', 'marketing', 'document']);
    const brochure = docs.body.data.documents[0]!;
    expect(brochure).toMatchObject({
      title: 'Health Spending Account brochure',
      fileName: 'hsa-brochure.pdf',
    });

    const file = await t.app.inject({
      method: 'POST',
      url: '/webapp/partner/document/file',
      headers: { 'content-type': 'application/json', token: agent, 'accept-language': 'fr-CA' },
      payload: JSON.stringify({ data: { id: brochure.id } }),
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Brochure sur le compte de soins de santé (CSS)');
    expect(text).toContain('Préparé pour le partenaire 200001');

    // The commission schedule says the rates and the payout minimum the month's close applies.
    const schedule = docs.body.data.documents[2]!;
    const scheduleFile = await t.app.inject({
      method: 'POST',
      url: '/webapp/partner/document/file',
      headers: { 'content-type': 'application/json', token: agent },
      payload: JSON.stringify({ data: { id: schedule.id } }),
    });
    const scheduleText = pdfText(scheduleFile.rawPayload).replace(/\s+/g, ' ');
    expect(scheduleText).toContain(
      'Sign-up plan fee: 20% to the agent who sold the plan, 5% to their manager.',
    );
    expect(scheduleText).toContain('Claim administration fee: 10% to the agent, 2.5% to their manager.');
    expect(scheduleText).toContain('when its total reaches $50.00');

    const missing = await t.call('/partner/document/file', { id: 999 }, agent);
    expect(missing.status).toBe(404);
    expect(missing.body.data.error).toMatchObject({ GENERAL: MESSAGES.partnerDocumentNotFound });
  });

  it('logs staff acting for a partner as the actor, and keeps the e-mail the partner’s to change', async () => {
    const staffToken = await t.login('tools', 'staff');
    const [member] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'staff'));
    const acting = await t.call<{ token: string }>(
      '/tools/access-user',
      { type: 'partner', id: 200004 },
      staffToken,
    );
    expect(acting.body.code, acting.raw).toBe(0);
    const token = acting.body.data.token;
    const saved = await t.call('/partner/web/save', { webname: 'Marie Côté, conseillère' }, token);
    expect(saved.body.code, saved.raw).toBe(0);
    const [row] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.subjectId, '200004'), eq(changeLog.field, 'webname')));
    expect(row).toMatchObject({ actorKind: 'tools', actorId: String(member!.id), subjectKind: 'partner' });
    const { body } = await t.call<{ profile: Profile }>('/partner/personal', {}, token);
    const { agentid: _id, webname: _n, webtele: _t, webintro: _i, ...details } = body.data.profile;
    for (const key of ['assistantname', 'assistantemail', 'assistantphone']) delete details[key];
    const email = await t.call('/partner/personal/update', { ...details, email: 'other@example.com' }, token);
    expect(email.status).toBe(400);
    expect(email.body.data.error).toMatchObject({ email: API_MESSAGES.notWhileActing });
  });

  it('lets a terminated partner read, not change, their details', async () => {
    const daniel = await t.login('partner', '200003');
    await t.db.update(partners).set({ terminated: true }).where(eq(partners.id, 200003));
    try {
      const read = await t.call('/partner/personal', {}, daniel);
      expect(read.body.code).toBe(0);
      const change = await t.call('/partner/web/save', { webname: 'Daniel' }, daniel);
      expect(change.status).toBe(403);
    } finally {
      await t.db.update(partners).set({ terminated: false }).where(eq(partners.id, 200003));
    }
  });
});
