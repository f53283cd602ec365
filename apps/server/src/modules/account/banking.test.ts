import { ACCOUNT_MESSAGES } from '@benefits/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingDetails, changeLog, employees } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type Banking = {
  transitNumber: string;
  institutionNumber: string;
  accountNumber: string;
  eft_agreement: 'Y' | 'N';
  document: { id: number; fileName: string; mimeType: string; size: number } | null;
  onFile: boolean;
  message?: string;
};

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('void cheque'),
]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
const ACCOUNT = '123456789012';
const valid = {
  transitNumber: '00152',
  institutionNumber: '004',
  accountNumber: ACCOUNT,
  eft_agreement: 'Y',
};

describe.each(backends)('banking details on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('employee', '100007');
  });
  afterAll(async () => t?.close());

  it('answers nothing on file before the first save', async () => {
    const res = await t.call<Banking>('/employee/banking-details', {}, token);
    expect(res.body.data).toMatchObject({
      onFile: false,
      accountNumber: '',
      eft_agreement: 'N',
      document: null,
    });
  });

  it('refuses bad numbers and an unaccepted EFT agreement with their messages', async () => {
    const transit = await t.call(
      '/employee/banking-details/save',
      { ...valid, transitNumber: '1234' },
      token,
    );
    expect(transit.status).toBe(400);
    expect(transit.body.data.error?.transitNumber).toBe('Invalid transit number format.');
    const others = await t.call(
      '/employee/banking-details/save',
      { transitNumber: '', institutionNumber: '12a', accountNumber: '123456', eft_agreement: 'N' },
      token,
    );
    expect(others.body.data.error).toMatchObject({
      transitNumber: 'Please fill out your transit number',
      institutionNumber: 'Invalid institution number format.',
      accountNumber: 'Invalid account number format.',
      eft_agreement: 'Please accept the agreement to continue',
    });
    const sqlish = await t.call(
      '/employee/banking-details/save',
      { ...valid, accountNumber: "1234567' OR '1'='1" },
      token,
    );
    expect(sqlish.body.data.error?.accountNumber).toBe('Invalid account number format.');
    expect(
      (await t.db.select().from(bankingDetails).where(eq(bankingDetails.employeeId, 100007))).length,
    ).toBe(0);
  });

  it('refuses an executable renamed .png and a 6 MB document, storing nothing', async () => {
    const exe = await t.call(
      '/employee/banking-details/save',
      { ...valid, image: { fileName: 'cheque.png', content: EXE.toString('base64') } },
      token,
    );
    expect(exe.status).toBe(400);
    expect(exe.body.data.error?.image).toBe('Invalid document type, please choose a JPEG, PNG, or PDF');
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const large = await t.call(
      '/employee/banking-details/save',
      { ...valid, image: { fileName: 'cheque.png', content: big.toString('base64') } },
      token,
    );
    expect(large.status).toBe(400);
    expect(large.body.data.error?.image).toBe('Maximum image size cannot exceed 5MB.');
    const junk = await t.call('/employee/banking-details/save', { ...valid, image: 'not-a-file' }, token);
    expect(junk.body.data.error?.image).toBe('Invalid document type, please choose a JPEG, PNG, or PDF');
    expect(
      (await t.db.select().from(bankingDetails).where(eq(bankingDetails.employeeId, 100007))).length,
    ).toBe(0);
  });

  it('saves with a void cheque: masked answer, sealed numbers, MISSING_BANKING cleared', async () => {
    expect(
      (await t.call<{ MISSING_BANKING: string }>('/employee', {}, token)).body.data.MISSING_BANKING,
    ).toBe('Y');
    const res = await t.call<Banking>(
      '/employee/banking-details/save',
      { ...valid, image: { fileName: '../../cheque "scan".html', content: PNG.toString('base64') } },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      message: 'Banking document attached',
      transitNumber: '00152',
      institutionNumber: '004',
      accountNumber: '******9012',
      eft_agreement: 'Y',
      onFile: true,
      document: { mimeType: 'image/png', size: PNG.length },
    });
    expect(res.body.data.document!.fileName).not.toContain('/');
    // Stored under the extension of its bytes, whatever the name said.
    expect(res.body.data.document!.fileName).toBe('cheque scan.png');
    expect(
      (await t.call<{ MISSING_BANKING: string }>('/employee', {}, token)).body.data.MISSING_BANKING,
    ).toBe('N');
    const again = await t.call<Banking>('/employee/banking-details', {}, token);
    expect(again.body.data.accountNumber).toBe('******9012');
    expect(JSON.stringify(again.body)).not.toContain(ACCOUNT);
  });

  it('serves the employee’s own document with safe headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/webapp/employee/banking-document',
      headers: { 'content-type': 'application/json', token },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition.startsWith('attachment;')).toBe(true);
    expect(disposition).not.toMatch(/[\r\n]|\.\.\//);
    expect(Buffer.compare(res.rawPayload, PNG)).toBe(0);
    const docs = await t.call<{ documents: { key: string; path: string }[] }>(
      '/employee/documents',
      {},
      token,
    );
    expect(docs.body.data.documents.find((d) => d.key === 'banking-document')?.path).toBe(
      '/employee/banking-document',
    );
    const none = await t.call('/employee/banking-document', {}, await t.login('employee', '100001'));
    expect(none.status).toBe(404);
    expect(none.body.data.error?.GENERAL).toBe(ACCOUNT_MESSAGES.bankingDocumentMissing);
  });

  it('saves new numbers without a document and keeps the one on file', async () => {
    const res = await t.call<Banking>(
      '/employee/banking-details/save',
      { ...valid, accountNumber: 7654321, institutionNumber: '010' },
      token,
    );
    expect(res.body.data).toMatchObject({
      message: ACCOUNT_MESSAGES.bankingSaved,
      accountNumber: '******4321',
      institutionNumber: '010',
      document: { mimeType: 'image/png' },
    });
  });

  it('keeps no bank account number or SIN in clear in the database', async () => {
    const banking = await t.db.execute(sql`select * from banking_details`);
    const people = await t.db.execute(sql`select * from employees`);
    const log = await t.db.execute(sql`select * from change_log`);
    const raw = JSON.stringify([banking, people, log]);
    for (const secret of [ACCOUNT, '7654321', '5012345678', '046454286', '130692544']) {
      expect(raw).not.toContain(secret);
    }
    const [row] = await t.db.select().from(bankingDetails).where(eq(bankingDetails.employeeId, 100007));
    expect(t.services.sealer.open(row!.accountSealed)).toBe('7654321');
    expect(row!.accountLast4).toBe('4321');
  });

  it('logs each change with the bank numbers masked', async () => {
    const rows = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.subjectId, '100007'), eq(changeLog.entity, 'banking')));
    const account = rows.filter((r) => r.field === 'accountNumber');
    expect(account.map((r) => [r.oldValue, r.newValue])).toEqual([
      [null, '********9012'],
      ['********9012', '***4321'],
    ]);
    expect(rows.find((r) => r.field === 'transitNumber')).toMatchObject({
      oldValue: null,
      newValue: '*****',
    });
    expect(rows.find((r) => r.field === 'institutionNumber' && r.oldValue !== null)).toMatchObject({
      oldValue: '***',
      newValue: '***',
    });
    expect(rows.every((r) => r.actorKind === 'employee' && r.actorId === '100007')).toBe(true);
    const flag = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.subjectId, '100007'), eq(changeLog.field, 'MISSING_BANKING')));
    expect(flag).toHaveLength(1);
  });

  it('mails the account holder each change of the numbers, the account number masked (QA security F1)', async () => {
    const [me] = await t.db.select().from(employees).where(eq(employees.id, 100007));
    const notices = t.outbox.filter((m) => m.to === me!.email && /banking details/.test(m.subject));
    // The first save and the new numbers: two notices, each with the account's last four digits only.
    expect(notices).toHaveLength(2);
    expect(notices[0]!.subject).toContain('your banking details were changed');
    expect(notices[0]!.text).toContain(
      'The banking details of your employee account (ID 100007) were changed on',
    );
    expect(notices[0]!.text).toContain('******9012');
    expect(notices[1]!.text).toContain('******4321');
    expect(notices[1]!.text).toContain('"Forgot your password?"');
    // No mail of the run carries a whole account number.
    for (const mail of t.outbox) {
      for (const whole of [ACCOUNT, '7654321', '5012345678']) expect(mail.text).not.toContain(whole);
    }
    // The same numbers again tell no one.
    const sent = t.outbox.length;
    const same = await t.call(
      '/employee/banking-details/save',
      { ...valid, accountNumber: '7654321', institutionNumber: '010' },
      token,
    );
    expect(same.body.code, same.raw).toBe(0);
    expect(t.outbox).toHaveLength(sent);
  });

  it('refuses banking to non-member admins and changes to terminated accounts', async () => {
    const admin = await t.call('/employee/banking-details', {}, await t.login('employee', '100003'));
    expect(admin.status).toBe(403);
    const terminated = await t.call(
      '/employee/banking-details/save',
      valid,
      await t.login('employee', '100004'),
    );
    expect(terminated.status).toBe(403);
    const [noah] = await t.db.select().from(employees).where(eq(employees.id, 100004));
    expect(noah!.missingBanking).toBe(false);
  });
});
