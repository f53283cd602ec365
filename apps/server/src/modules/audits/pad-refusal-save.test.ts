import { isPadRefusalError, type Api, type ResponseOf } from '@benefits/contract';
import { ACCOUNT_MESSAGES, EMPLOYER_MESSAGES, MESSAGES } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankingDetails,
  changeLog,
  companyBanking,
  employees,
  employers,
  files,
  partnerBanking,
  partners,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { b64, PNG } from '../claims/test-support';

type EmployeeBanking = ResponseOf<Api['employeeBankingDetails']>;
type PartnerBanking = ResponseOf<Api['partnerBankingDetails']>;
type CompanyBanking = ResponseOf<Api['employerBankingDetails']>;
type Pads = ResponseOf<Api['getAuditPads']>;

const cheque = () => ({ fileName: 'void-cheque.png', content: b64(PNG) });

/*
 * Saving banking again after staff refused it (a failed PAD audit, decision 0029 as amended): while the
 * refusal is current, the employee's, the company's and the partner's save is taken only with a new void
 * cheque or bank letter (which queues it for verification, even with the same numbers), and is refused
 * with one of the contract's PAD_REFUSAL_SAVE_MESSAGES otherwise, on which the banking pages read the
 * refusal. Once no refusal is current, saving works as before.
 */
describe.each(backends)('saving refused banking again on %s', (backend) => {
  let t: TestApp;
  let auditor: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    auditor = await t.login('tools', 'auditor');
  });
  afterAll(async () => t?.close());

  const settle = async (result: 'pass' | 'fail', type: 'employee' | 'employer' | 'agent', id: number) => {
    const res = await t.call(
      `/tools/audit-pad/${result}`,
      { type, id, ...(result === 'fail' ? { reason: 'The cheque is not legible' } : {}) },
      auditor,
    );
    expect(res.body.code, res.raw).toBe(0);
  };
  const queued = async (type: 'employee' | 'employer' | 'agent') =>
    (await t.call<Pads>('/tools/get-audit-pads', { type }, auditor)).body.data.pads.map((p) => p.id);
  const changes = async (entityId: string) =>
    (await t.db.select().from(changeLog).where(eq(changeLog.entityId, entityId))).length;

  it('employee: after a fail, a save without a new document is refused on the document field and changes nothing; with one it is queued', async () => {
    const olivia = await t.login('employee', '100001');
    const chloe = await t.login('employee', '100007');
    const details = { transitNumber: '00012', institutionNumber: '004', eft_agreement: 'Y' };
    const save = (accountNumber: string, withCheque: boolean, token = olivia) =>
      t.call(
        '/employee/banking-details/save',
        { ...details, accountNumber, ...(withCheque ? { image: cheque() } : {}) },
        token,
      );
    const employee = async (id: number) =>
      (await t.db.select().from(employees).where(eq(employees.id, id)))[0]!;
    const banking = async () =>
      (await t.db.select().from(bankingDetails).where(eq(bankingDetails.employeeId, 100001)))[0]!;
    const refusal = async () =>
      (await t.call<EmployeeBanking>('/employee/banking-details', {}, olivia)).body.data.refusal;

    expect((await save('5012349999', true)).body.code).toBe(0);
    await settle('fail', 'employee', 100001);
    const failed = {
      employee: await employee(100001),
      banking: await banking(),
      changes: await changes('100001'),
    };
    expect(failed.employee).toMatchObject({ missingBanking: true, employeeChequeVerifyRequired: false });

    // The refused details again, or other numbers, without a new document: refused, nothing written.
    for (const accountNumber of ['5012349999', '5012341111']) {
      const refused = await save(accountNumber, false);
      expect(refused.status, refused.raw).toBe(400);
      expect(refused.body.data.error).toMatchObject({
        image: ACCOUNT_MESSAGES.newBankingDocumentRequired,
        GENERAL: ACCOUNT_MESSAGES.newBankingDocumentRequired,
      });
      expect(refused.body.data).toMatchObject({
        errorKeys: { image: { key: 'account.newBankingDocumentRequired' } },
      });
      expect(isPadRefusalError(refused.body.data.error!)).toBe(true);
    }
    expect(await employee(100001)).toMatchObject({
      missingBanking: true,
      employeeChequeVerifyRequired: false,
    });
    expect(await banking()).toEqual(failed.banking);
    expect(await changes('100001')).toBe(failed.changes);
    expect(await refusal()).toBeDefined();
    expect(await queued('employee')).not.toContain(100001);

    // With a new document: taken, waiting for staff again, the refusal over.
    const taken = await save('5012341111', true);
    expect(taken.body.code, taken.raw).toBe(0);
    expect(await employee(100001)).toMatchObject({
      missingBanking: false,
      employeeChequeVerifyRequired: true,
    });
    expect((await banking()).documentFileId).not.toBe(failed.banking.documentFileId);
    expect(await refusal()).toBeUndefined();
    expect(await queued('employee')).toContain(100001);

    // No refusal current: a save without a document works as before (Olivia after a pass; Chloé,
    // whose banking is missing but was never refused).
    await settle('pass', 'employee', 100001);
    const again = await save('5012342222', false);
    expect(again.body.code, again.raw).toBe(0);
    expect(await employee(100001)).toMatchObject({
      missingBanking: false,
      employeeChequeVerifyRequired: false,
    });
    expect(await employee(100007)).toMatchObject({ missingBanking: true });
    const first = await save('5012343333', false, chloe);
    expect(first.body.code, first.raw).toBe(0);
    expect(await employee(100007)).toMatchObject({ missingBanking: false });
  });

  it('company: after a fail, the cheque on file no longer counts; a new one is required and queues the account', async () => {
    const liam = await t.login('employee', '100002');
    const save = (withCheque: boolean) =>
      t.call(
        '/employer/banking-details/save',
        {
          transitNumber: '10029',
          institutionNumber: '004',
          accountNumber: '5012345678',
          signatoryName: 'Liam Gagnon',
          pad_agreement: 'Y',
          prenotificationWaived: 'N',
          language: 'en',
          ...(withCheque ? { image: cheque() } : {}),
        },
        liam,
      );
    const company = async () => (await t.db.select().from(employers).where(eq(employers.id, 5002)))[0]!;
    const banking = async () =>
      (await t.db.select().from(companyBanking).where(eq(companyBanking.employerId, 5002)))[0]!;
    const refusal = async () =>
      (await t.call<CompanyBanking>('/employer/banking-details/get', { language: 'en' }, liam)).body.data
        .refusal;

    // A void cheque on file, then refused.
    expect((await save(true)).body.code).toBe(0);
    await settle('fail', 'employer', 5002);
    const failed = { banking: await banking(), changes: await changes('5002') };
    expect(failed.banking).toMatchObject({ verifyRequired: false, documentFileId: expect.any(Number) });
    expect(await company()).toMatchObject({ missingCompanyBanking: true });
    const mails = t.outbox.length;

    const refused = await save(false);
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.data.error).toMatchObject({
      image: EMPLOYER_MESSAGES.newVoidChequeRequired,
      GENERAL: EMPLOYER_MESSAGES.newVoidChequeRequired,
    });
    expect(refused.body.data).toMatchObject({
      errorKeys: { image: { key: 'employer.newVoidChequeRequired' } },
    });
    expect(isPadRefusalError(refused.body.data.error!)).toBe(true);
    expect(await company()).toMatchObject({ missingCompanyBanking: true });
    expect(await banking()).toEqual(failed.banking);
    expect(await changes('5002')).toBe(failed.changes);
    expect(t.outbox.length).toBe(mails);
    expect(await refusal()).toBeDefined();
    expect(await queued('employer')).not.toContain(5002);

    const taken = await save(true);
    expect(taken.body.code, taken.raw).toBe(0);
    expect(await company()).toMatchObject({ missingCompanyBanking: false });
    expect(await banking()).toMatchObject({ verifyRequired: true });
    expect((await banking()).documentFileId).not.toBe(failed.banking.documentFileId);
    expect(await refusal()).toBeUndefined();
    expect(await queued('employer')).toContain(5002);

    // No refusal current: the cheque on file serves again, as before.
    await settle('pass', 'employer', 5002);
    const again = await save(false);
    expect(again.body.code, again.raw).toBe(0);
    expect(await banking()).toMatchObject({ verifyRequired: false });
  });

  it('partner: after a fail, a save without a new document is refused and changes nothing; with one, even the same numbers are queued, unpaid until passed', async () => {
    const ethan = await t.login('partner', '200001');
    const numbers = { transitNumber: '00711', institutionNumber: '010', accountNumber: '3141592653' };
    const save = (withCheque: boolean, accountNumber = numbers.accountNumber) =>
      t.call<PartnerBanking>(
        '/partner/banking-details/save',
        { ...numbers, accountNumber, ...(withCheque ? { image: cheque() } : {}) },
        ethan,
      );
    const banking = async () =>
      (await t.db.select().from(partnerBanking).where(eq(partnerBanking.partnerId, 200001)))[0]!;
    const partner = async () => (await t.db.select().from(partners).where(eq(partners.id, 200001)))[0]!;
    const documents = async () =>
      (await t.db.select().from(files).where(eq(files.ownerId, '200001'))).filter(
        (f) => f.ownerKind === 'partner',
      ).length;
    const refusal = async () =>
      (await t.call<PartnerBanking>('/partner/banking-details', {}, ethan)).body.data.refusal;

    expect((await save(false)).body.code).toBe(0);
    await settle('fail', 'agent', 200001);
    const failed = { banking: await banking(), changes: await changes('200001'), files: await documents() };
    expect(failed.banking.verifyRequired).toBe(false);
    expect(await partner()).toMatchObject({ missingPartnerBanking: true });

    // The refused numbers again, or other ones, without a document: refused on its field, nothing written.
    for (const accountNumber of [numbers.accountNumber, '2718281828']) {
      const refused = await save(false, accountNumber);
      expect(refused.status, refused.raw).toBe(400);
      expect(refused.body.data.error).toMatchObject({
        image: MESSAGES.partnerNewBankingDocumentRequired,
        GENERAL: MESSAGES.partnerNewBankingDocumentRequired,
      });
      expect(refused.body.data).toMatchObject({
        errorKeys: { image: { key: 'validation.partnerNewBankingDocumentRequired' } },
      });
      expect(isPadRefusalError(refused.body.data.error!)).toBe(true);
    }
    expect(await banking()).toEqual(failed.banking);
    expect(await partner()).toMatchObject({ missingPartnerBanking: true });
    expect(await changes('200001')).toBe(failed.changes);
    expect(await documents()).toBe(failed.files);
    expect(await refusal()).toBeDefined();
    expect(await queued('agent')).not.toContain(200001);

    // The same numbers with a void cheque: back in the queue, the refusal over.
    const taken = await save(true);
    expect(taken.body.code, taken.raw).toBe(0);
    expect(taken.body.data).toMatchObject({
      verifyRequired: true,
      document: { fileName: 'void-cheque.png' },
    });
    expect(await banking()).toMatchObject({
      verifyRequired: true,
      accountLast4: failed.banking.accountLast4,
    });
    expect((await banking()).updatedAt.getTime()).toBeGreaterThan(failed.banking.updatedAt.getTime());
    expect(await partner()).toMatchObject({ missingPartnerBanking: false });
    expect(await refusal()).toBeUndefined();
    expect(await queued('agent')).toContain(200001);

    // No refusal current: the same numbers again, without a document, change nothing, as before.
    await settle('pass', 'agent', 200001);
    const passed = await banking();
    const again = await save(false);
    expect(again.body.code, again.raw).toBe(0);
    expect(again.body.data.verifyRequired).toBe(false);
    expect(await banking()).toEqual(passed);
  });
});
