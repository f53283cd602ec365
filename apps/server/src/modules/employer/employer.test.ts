import { API_MESSAGES } from '@benefits/contract';
import { EMPLOYER_MESSAGES, MESSAGES, PAD_AGREEMENT_ELEMENTS } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, companyBanking, employers, files, padAgreements } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('company void cheque'),
]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
const cheque = (bytes: Buffer, fileName = 'void-cheque.png') => ({
  fileName,
  content: `data:image/png;base64,${bytes.toString('base64')}`,
});

const DETAILS = {
  STREET1: '12 Montague St',
  CITY: 'Lunenburg',
  POSTCODE: 'b0j2c0',
  PROVINCE: 'NS',
  TELEPHONE: '902-555-0100',
  CELLPHONE: '',
  FAX: '902-555-0101',
};
const ACCOUNT = '987654321012';
const BANKING = {
  transitNumber: '00152',
  institutionNumber: '004',
  accountNumber: ACCOUNT,
  signatoryName: 'Ava Singh',
  pad_agreement: 'Y',
  prenotificationWaived: 'Y',
  language: 'en',
};

type Employer = Record<string, unknown>;
type BankingAnswer = {
  banking: Record<string, unknown> & { accountNumber: string; document: { fileName: string } | null };
  agreement: { sections: { element: string; body: string }[]; category: string; title: string };
  MISSING_COMPANY_BANKING: string;
  message?: string;
};

describe.each(backends)('company details and business banking on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  describe('/employer', () => {
    it('answers the caller’s company with its flags', async () => {
      const liam = await t.login('employee', '100002');
      const res = await t.call<{ employer: Employer }>('/employer/get', { EMPLOYER: 5001 }, liam);
      expect(res.body.code).toBe(0);
      expect(res.body.data.employer).toMatchObject({
        EMPLOYER: 5002,
        EMPLOYER_NAME: 'Prairie Sky Logistics Ltd.',
        HAS_WELLNESS: 'Y',
        ONLINE_CLAIM_OK: 'Y',
        BANKING_INFO_WAIVED: 'N',
        WELLNESS_CATEGORIES: [
          'Nutrition',
          'Fitness',
          'Professional/Personal Development',
          'Personal/Family Interest',
          'Mental Health',
        ],
        MISSING_COMPANY_INFO: 'N',
      });
    });

    it('refuses missing and malformed fields with the spec’s messages, saving nothing', async () => {
      const jacob = await t.login('employee', '100008');
      const res = await t.call(
        '/employer/update',
        {
          STREET1: ' ',
          CITY: '',
          POSTCODE: '12345',
          PROVINCE: 'XX',
          TELEPHONE: '555',
          CELLPHONE: 'abc',
          FAX: '1',
        },
        jacob,
      );
      expect(res.status).toBe(400);
      expect(res.body.data.error).toMatchObject({
        GENERAL: MESSAGES.correctMissingInformation,
        STREET1: MESSAGES.addressRequired,
        CITY: MESSAGES.cityRequired,
        POSTCODE: MESSAGES.invalidPostalCode,
        PROVINCE: MESSAGES.selectProvince,
        TELEPHONE: MESSAGES.invalidTelephone,
        CELLPHONE: MESSAGES.invalidTelephone,
        FAX: MESSAGES.invalidTelephone,
      });
      const [row] = await t.db.select().from(employers).where(eq(employers.id, 5004));
      expect(row).toMatchObject({ street1: '', missingCompanyInfo: true });
    });

    it('saves the details, clears MISSING_COMPANY_INFO and logs each change', async () => {
      const jacob = await t.login('employee', '100008');
      const before = await t.call<{ MISSING_COMPANY_INFO: string }>('/employee', {}, jacob);
      expect(before.body.data.MISSING_COMPANY_INFO).toBe('Y');
      const res = await t.call<{ employer: Employer; message: string }>(
        '/employer/update',
        { ...DETAILS, EMPLOYER: 5002 },
        jacob,
      );
      expect(res.body.code).toBe(0);
      expect(res.body.data.message).toBe(EMPLOYER_MESSAGES.companySaved);
      expect(res.body.data.employer).toMatchObject({
        EMPLOYER: 5004,
        STREET1: '12 Montague St',
        POSTCODE: 'B0J 2C0',
        FAX: '902-555-0101',
        MISSING_COMPANY_INFO: 'N',
      });
      const after = await t.call<{ MISSING_COMPANY_INFO: string }>('/employee', {}, jacob);
      expect(after.body.data.MISSING_COMPANY_INFO).toBe('N');
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.subjectKind, 'employer'), eq(changeLog.subjectId, '5004')));
      expect(log.map((r) => [r.actorId, r.field, r.oldValue, r.newValue]).sort()).toEqual(
        [
          ['100008', 'STREET1', '', '12 Montague St'],
          ['100008', 'POSTCODE', '', 'B0J 2C0'],
          ['100008', 'TELEPHONE', '', '902-555-0100'],
          ['100008', 'FAX', '', '902-555-0101'],
          ['100008', 'MISSING_COMPANY_INFO', 'Y', 'N'],
        ].sort(),
      );
      const [other] = await t.db.select().from(employers).where(eq(employers.id, 5002));
      expect(other!.street1).toBe('1020 10 Ave SW');
    });
  });

  describe('/business-banking', () => {
    it('answers the PAD agreement with Rule H1’s seven elements, in English and French', async () => {
      const ava = await t.login('employee', '100009');
      const en = await t.call<BankingAnswer>('/employer/banking-details/get', { language: 'en' }, ava);
      expect(en.body.data.banking).toMatchObject({ onFile: false, accountNumber: '' });
      expect(en.body.data.MISSING_COMPANY_BANKING).toBe('Y');
      expect(en.body.data.agreement.category).toBe('BUSINESS');
      expect(en.body.data.agreement.sections.map((s) => s.element)).toEqual([...PAD_AGREEMENT_ELEMENTS]);
      const text = en.body.data.agreement.sections.map((s) => s.body).join(' ');
      expect(text).toContain('10 calendar days');
      expect(text).toContain('waive');
      expect(text).toContain("30 days' notice");
      expect(text).toContain('www.payments.ca');
      expect(text).toContain('Okanagan Orchard Supply Ltd.');
      const fr = await t.call<BankingAnswer>('/employer/banking-details/get', { language: 'fr' }, ava);
      expect(fr.body.data.agreement.title).toContain('débit préautorisé');
      expect(fr.body.data.agreement.sections).toHaveLength(7);
    });

    it('refuses bad numbers, an unaccepted agreement, a missing or fake void cheque, saving nothing', async () => {
      const ava = await t.login('employee', '100009');
      const bad = await t.call(
        '/employer/banking-details/save',
        {
          transitNumber: '1234',
          institutionNumber: '',
          accountNumber: '12',
          signatoryName: ' ',
          pad_agreement: 'N',
        },
        ava,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.data.error).toMatchObject({
        transitNumber: MESSAGES.invalidTransit,
        institutionNumber: MESSAGES.institutionRequired,
        accountNumber: MESSAGES.invalidAccount,
        signatoryName: EMPLOYER_MESSAGES.signatoryRequired,
        pad_agreement: MESSAGES.acceptAgreement,
      });
      const noCheque = await t.call('/employer/banking-details/save', BANKING, ava);
      expect(noCheque.status).toBe(400);
      expect(noCheque.body.data.error?.image).toBe(EMPLOYER_MESSAGES.voidChequeRequired);
      const fake = await t.call(
        '/employer/banking-details/save',
        { ...BANKING, image: cheque(EXE, 'cheque.png') },
        ava,
      );
      expect(fake.status).toBe(400);
      expect(fake.body.data.error?.image).toBe(MESSAGES.invalidDocumentType);
      expect(await t.db.select().from(companyBanking).where(eq(companyBanking.employerId, 5005))).toEqual([]);
      expect(await t.db.select().from(files).where(eq(files.ownerKind, 'employer'))).toEqual([]);
      const [row] = await t.db.select().from(employers).where(eq(employers.id, 5005));
      expect(row!.missingCompanyBanking).toBe(true);
    });

    it('saves the account sealed with its agreement and cheque, clears the flag, logs masked, mails the confirmation', async () => {
      const ava = await t.login('employee', '100009');
      const mailsBefore = t.outbox.length;
      const res = await t.call<BankingAnswer>(
        '/employer/banking-details/save',
        // Named as a web page: stored under the extension of its bytes.
        { ...BANKING, image: cheque(PNG, 'void-cheque.html'), employerId: 5002 },
        ava,
      );
      expect(res.body.code).toBe(0);
      expect(res.body.data.message).toBe(EMPLOYER_MESSAGES.companyBankingSaved);
      expect(res.body.data.MISSING_COMPANY_BANKING).toBe('N');
      expect(res.body.data.banking).toMatchObject({
        onFile: true,
        transitNumber: '00152',
        institutionNumber: '004',
        accountNumber: '******1012',
        signatoryName: 'Ava Singh',
        prenotificationWaived: 'Y',
        document: { fileName: 'void-cheque.png', mimeType: 'image/png' },
      });
      expect(JSON.stringify(res.body)).not.toContain(ACCOUNT);

      const [row] = await t.db.select().from(companyBanking).where(eq(companyBanking.employerId, 5005));
      expect(row!.accountSealed).not.toContain(ACCOUNT);
      expect(t.services.sealer.open(row!.accountSealed)).toBe(ACCOUNT);
      expect(row!.acceptedBy).toBe(100009);
      const agreements = await t.db.select().from(padAgreements).where(eq(padAgreements.employerId, 5005));
      expect(agreements).toHaveLength(1);
      expect(agreements[0]).toMatchObject({ accountLast4: '1012', prenotificationWaived: true });
      const [company] = await t.db.select().from(employers).where(eq(employers.id, 5005));
      expect(company!.missingCompanyBanking).toBe(false);
      const [liamsCompany] = await t.db
        .select()
        .from(companyBanking)
        .where(eq(companyBanking.employerId, 5002));
      expect(liamsCompany!.signatoryName).toBe('Liam Gagnon');

      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.subjectKind, 'employer'), eq(changeLog.subjectId, '5005')));
      const byField = Object.fromEntries(log.map((r) => [r.field, r.newValue]));
      expect(byField).toMatchObject({
        accountNumber: '********1012',
        transitNumber: '*****',
        institutionNumber: '***',
        signatoryName: 'Ava Singh',
        MISSING_COMPANY_BANKING: 'N',
      });
      expect(JSON.stringify(log)).not.toContain(ACCOUNT);

      const mails = t.outbox.slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe('ava.singh@example.com');
      expect(mails[0]!.text).toContain('Business Pre-Authorized Debit (PAD) Agreement');
      expect(mails[0]!.text).toContain('******1012');
      expect(mails[0]!.text).toContain('waives this pre-notification');
      expect(mails[0]!.text).toContain('débit préautorisé');
      expect(mails[0]!.text).not.toContain(ACCOUNT);

      const me = await t.call<{ MISSING_COMPANY_BANKING: string }>('/employee', {}, ava);
      expect(me.body.data.MISSING_COMPANY_BANKING).toBe('N');
      const download = await t.app.inject({
        method: 'POST',
        url: '/webapp/employer/banking-document',
        headers: { 'content-type': 'application/json', token: ava },
        payload: '{}',
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(download.rawPayload, PNG)).toBe(0);
    });

    it('keeps the cheque on file when the account changes without a new one', async () => {
      const ava = await t.login('employee', '100009');
      const res = await t.call<BankingAnswer>(
        '/employer/banking-details/save',
        { ...BANKING, accountNumber: '1112223', prenotificationWaived: 'N' },
        ava,
      );
      expect(res.body.code).toBe(0);
      expect(res.body.data.banking).toMatchObject({
        accountNumber: '******2223',
        prenotificationWaived: 'N',
        document: { fileName: 'void-cheque.png' },
      });
    });
  });

  describe('who may call the employer endpoints', () => {
    const calls: [string, unknown][] = [
      ['/employer/get', {}],
      ['/employer/update', DETAILS],
      ['/employer/banking-details/get', {}],
      ['/employer/banking-details/save', { ...BANKING, image: cheque(PNG) }],
      ['/employer/banking-document', {}],
    ];

    it('refuses an employee who is not an administrator', async () => {
      const olivia = await t.login('employee', '100001');
      for (const [path, data] of calls) {
        const res = await t.call(path, data, olivia);
        expect(res.status, path).toBe(403);
        expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
      }
    });

    it('refuses a partner', async () => {
      const partner = await t.login('partner', '200001');
      for (const [path, data] of calls) {
        const res = await t.call(path, data, partner);
        expect(res.status, path).toBe(403);
      }
    });

    it('refuses a signed-out caller', async () => {
      for (const [path, data] of calls) {
        const res = await t.call(path, data);
        expect(res.status, path).toBe(401);
        expect(res.body.data.error?.FORCE_LOGOUT).toBeTruthy();
      }
    });

    it('keeps an admin of another company to their own company, whatever the payload names', async () => {
      const ava = await t.login('employee', '100009');
      const read = await t.call<{ employer: Employer }>(
        '/employer/get',
        { EMPLOYER: 5002, employerId: 5002 },
        ava,
      );
      expect(read.body.data.employer.EMPLOYER).toBe(5005);
      const bank = await t.call<BankingAnswer>('/employer/banking-details/get', { employerId: 5002 }, ava);
      expect(bank.body.data.banking.signatoryName).not.toBe('Liam Gagnon');
      await t.call('/employer/update', { ...DETAILS, EMPLOYER: 5002, employerId: 5002 }, ava);
      const [liams] = await t.db.select().from(employers).where(eq(employers.id, 5002));
      expect(liams!.street1).toBe('1020 10 Ave SW');
      const [avas] = await t.db.select().from(employers).where(eq(employers.id, 5005));
      expect(avas!.street1).toBe('12 Montague St');
      const [liamsBank] = await t.db.select().from(companyBanking).where(eq(companyBanking.employerId, 5002));
      expect(t.services.sealer.open(liamsBank!.accountSealed)).toBe('4001234567');
    });

    it('lets a non-member admin administer their company', async () => {
      const priya = await t.login('employee', '100003');
      const res = await t.call<{ employer: Employer }>('/employer/get', {}, priya);
      expect(res.body.data.employer.EMPLOYER).toBe(5002);
    });
  });
});
