import type { Api, ResponseOf } from '@benefits/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, staffActions } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { b64, PNG } from '../claims/test-support';

type EmployeeBanking = ResponseOf<Api['employeeBankingDetails']>;
type PartnerBanking = ResponseOf<Api['partnerBankingDetails']>;
type CompanyBanking = ResponseOf<Api['employerBankingDetails']>;

/*
 * A failed PAD audit's reason on the owner's banking page (employee /banking-details, partner
 * /partner/banking, company /business-banking): answered by the page's GET while the banking is still
 * to be entered again, gone once new details are submitted or staff pass them, and only ever the
 * owner's own.
 */
describe.each(backends)('the refused banking reason on %s', (backend) => {
  let t: TestApp;
  let auditor: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    auditor = await t.login('tools', 'auditor');
  });
  afterAll(async () => t?.close());

  /** When staff last failed the subject's banking, as the wire writes times. */
  const failedAt = async (subjectKind: string, subjectId: number) => {
    const [row] = await t.db
      .select({ at: staffActions.at })
      .from(staffActions)
      .where(
        and(
          eq(staffActions.action, 'pad-audit.fail'),
          eq(staffActions.subjectKind, subjectKind),
          eq(staffActions.subjectId, String(subjectId)),
        ),
      )
      .orderBy(desc(staffActions.id))
      .limit(1);
    return row!.at.toISOString();
  };
  const settle = async (
    result: 'pass' | 'fail',
    type: 'employee' | 'employer' | 'agent',
    id: number,
    reason?: string,
  ) => {
    const res = await t.call(
      `/tools/audit-pad/${result}`,
      { type, id, ...(reason ? { reason } : {}) },
      auditor,
    );
    expect(res.body.code, res.raw).toBe(0);
  };

  it('employee: the reason and date after a fail, none once new details are sent, the latest fail, none after a pass', async () => {
    const olivia = await t.login('employee', '100001');
    const chloe = await t.login('employee', '100007');
    const banking = async (token: string) =>
      (await t.call<EmployeeBanking>('/employee/banking-details', {}, token)).body.data;
    const resubmit = async (accountNumber: string) => {
      const saved = await t.call(
        '/employee/banking-details/save',
        {
          transitNumber: '00012',
          institutionNumber: '004',
          accountNumber,
          eft_agreement: 'Y',
          image: { fileName: 'void-cheque.png', content: b64(PNG) },
        },
        olivia,
      );
      expect(saved.body.code, saved.raw).toBe(0);
    };

    await resubmit('5012349999');
    expect((await banking(olivia)).refusal).toBeUndefined();
    await settle('fail', 'employee', 100001, '  The cheque is not legible  ');
    const refused = await banking(olivia);
    expect(refused.refusal).toEqual({
      reason: 'The cheque is not legible.',
      refusedAt: await failedAt('employee', 100001),
    });
    // The details on file are still answered beside it.
    expect(refused).toMatchObject({ onFile: true, accountNumber: expect.stringMatching(/9999$/) });
    // Chloé's banking is missing too, but nobody refused hers: she sees no reason, Olivia's least of all.
    expect((await banking(chloe)).refusal).toBeUndefined();

    await resubmit('5012348888');
    expect((await banking(olivia)).refusal).toBeUndefined();

    // Refused again: the page gives the latest reason, not the first.
    await settle('fail', 'employee', 100001, 'The account holder does not match.');
    expect((await banking(olivia)).refusal).toEqual({
      reason: 'The account holder does not match.',
      refusedAt: await failedAt('employee', 100001),
    });

    await resubmit('5012347777');
    // Details sent after the fail end it, even if the flag were raised again some other way.
    await t.db.update(employees).set({ missingBanking: true }).where(eq(employees.id, 100001));
    expect((await banking(olivia)).refusal).toBeUndefined();
    await t.db.update(employees).set({ missingBanking: false }).where(eq(employees.id, 100001));
    await settle('pass', 'employee', 100001);
    expect((await banking(olivia)).refusal).toBeUndefined();
    // A pass is staff's last word even if the flag were raised again some other way.
    await t.db.update(employees).set({ missingBanking: true }).where(eq(employees.id, 100001));
    expect((await banking(olivia)).refusal).toBeUndefined();
    await t.db.update(employees).set({ missingBanking: false }).where(eq(employees.id, 100001));
  });

  it('company: the admin sees the company’s reason until a new account is sent; no other company or page sees it', async () => {
    const liam = await t.login('employee', '100002');
    const ava = await t.login('employee', '100009');
    const banking = async (token: string) =>
      (await t.call<CompanyBanking>('/employer/banking-details/get', { language: 'en' }, token)).body.data;

    // Prairie Sky Logistics' (5002) account waits for verification in the demo world.
    expect((await banking(liam)).refusal).toBeUndefined();
    await settle('fail', 'employer', 5002, 'The account holder does not match');
    const refused = await banking(liam);
    expect(refused.MISSING_COMPANY_BANKING).toBe('Y');
    expect(refused.refusal).toEqual({
      reason: 'The account holder does not match.',
      refusedAt: await failedAt('company', 5002),
    });
    // Ava's company (5005) has no account either, and no refusal; Liam's own direct deposit was not refused.
    const other = await banking(ava);
    expect(other.MISSING_COMPANY_BANKING).toBe('Y');
    expect(other.refusal).toBeUndefined();
    expect(
      (await t.call<EmployeeBanking>('/employee/banking-details', {}, liam)).body.data.refusal,
    ).toBeUndefined();

    const saved = await t.call(
      '/employer/banking-details/save',
      {
        transitNumber: '10029',
        institutionNumber: '004',
        accountNumber: '5012345678',
        signatoryName: 'Liam Gagnon',
        pad_agreement: 'Y',
        prenotificationWaived: 'N',
        language: 'en',
        image: { fileName: 'void-cheque.png', content: b64(PNG) },
      },
      liam,
    );
    expect(saved.body.code, saved.raw).toBe(0);
    expect((await banking(liam)).refusal).toBeUndefined();
    await settle('pass', 'employer', 5002);
    expect((await banking(liam)).refusal).toBeUndefined();
  });

  it('partner: the agent sees the reason until a new account is sent; other partners never do', async () => {
    const ethan = await t.login('partner', '200001');
    const daniel = await t.login('partner', '200003');
    const grace = await t.login('partner', '200005');
    const banking = async (token: string) =>
      (await t.call<PartnerBanking>('/partner/banking-details', {}, token)).body.data;
    // After a refusal, new details come with a void cheque or bank letter.
    const resubmit = async (accountNumber: string, withCheque = false) => {
      const saved = await t.call(
        '/partner/banking-details/save',
        {
          transitNumber: '00711',
          institutionNumber: '010',
          accountNumber,
          ...(withCheque ? { image: { fileName: 'void-cheque.png', content: b64(PNG) } } : {}),
        },
        ethan,
      );
      expect(saved.body.code, saved.raw).toBe(0);
    };

    await resubmit('3141592653');
    expect((await banking(ethan)).refusal).toBeUndefined();
    await settle('fail', 'agent', 200001, 'The bank says this account is closed');
    expect((await banking(ethan)).refusal).toEqual({
      reason: 'The bank says this account is closed.',
      refusedAt: await failedAt('partner', 200001),
    });
    // Another team's agent, and an agent whose banking is missing without any refusal, see none.
    expect((await banking(daniel)).refusal).toBeUndefined();
    expect((await banking(grace)).refusal).toBeUndefined();

    await resubmit('2718281828', true);
    expect((await banking(ethan)).refusal).toBeUndefined();
    await settle('pass', 'agent', 200001);
    expect((await banking(ethan)).refusal).toBeUndefined();
  });

  /** When staff last passed the subject's banking, as the wire writes times. */
  const passedAt = async (subjectKind: string, subjectId: number) => {
    const [row] = await t.db
      .select({ at: staffActions.at })
      .from(staffActions)
      .where(
        and(
          eq(staffActions.action, 'pad-audit.pass'),
          eq(staffActions.subjectKind, subjectKind),
          eq(staffActions.subjectId, String(subjectId)),
        ),
      )
      .orderBy(desc(staffActions.id))
      .limit(1);
    return row!.at.toISOString();
  };

  it('each banking page answers when staff passed the details on file, until new ones are sent or refused', async () => {
    const olivia = await t.login('employee', '100001');
    const chloe = await t.login('employee', '100007');
    const liam = await t.login('employee', '100002');
    const ethan = await t.login('partner', '200001');
    const daniel = await t.login('partner', '200003');
    const employee = async (token: string) =>
      (await t.call<EmployeeBanking>('/employee/banking-details', {}, token)).body.data;
    const company = async () =>
      (await t.call<CompanyBanking>('/employer/banking-details/get', { language: 'en' }, liam)).body.data;
    const partner = async (token: string) =>
      (await t.call<PartnerBanking>('/partner/banking-details', {}, token)).body.data;
    const cheque = { image: { fileName: 'void-cheque.png', content: b64(PNG) } };
    const save = async (path: string, body: Record<string, unknown>, token: string) => {
      const saved = await t.call(path, body, token);
      expect(saved.body.code, saved.raw).toBe(0);
    };
    const saveEmployee = (accountNumber: string) =>
      save(
        '/employee/banking-details/save',
        { transitNumber: '00012', institutionNumber: '004', accountNumber, eft_agreement: 'Y', ...cheque },
        olivia,
      );

    // Employee: waiting, passed (the date), changed (waiting again), refused: a date only after the pass.
    await saveEmployee('5012341111');
    expect((await employee(olivia)).verifiedAt).toBeUndefined();
    await settle('pass', 'employee', 100001);
    expect((await employee(olivia)).verifiedAt).toBe(await passedAt('employee', 100001));
    // Nobody passed Chloé's: none, Olivia's least of all.
    expect((await employee(chloe)).verifiedAt).toBeUndefined();
    await saveEmployee('5012342222');
    expect((await employee(olivia)).verifiedAt).toBeUndefined();
    await settle('fail', 'employee', 100001, 'Not legible');
    expect((await employee(olivia)).verifiedAt).toBeUndefined();

    // Company: the administrator sees the date of the company account's pass.
    await save(
      '/employer/banking-details/save',
      {
        transitNumber: '10029',
        institutionNumber: '004',
        accountNumber: '5012343333',
        signatoryName: 'Liam Gagnon',
        pad_agreement: 'Y',
        prenotificationWaived: 'N',
        language: 'en',
        ...cheque,
      },
      liam,
    );
    expect((await company()).verifiedAt).toBeUndefined();
    await settle('pass', 'employer', 5002);
    expect((await company()).verifiedAt).toBe(await passedAt('company', 5002));
    // His own direct deposit was not passed since it last changed.
    expect((await employee(liam)).verifiedAt).toBeUndefined();

    // Partner: the agent's commission account.
    await save(
      '/partner/banking-details/save',
      { transitNumber: '00711', institutionNumber: '010', accountNumber: '1618033988', ...cheque },
      ethan,
    );
    expect((await partner(ethan)).verifiedAt).toBeUndefined();
    await settle('pass', 'agent', 200001);
    expect((await partner(ethan)).verifiedAt).toBe(await passedAt('partner', 200001));
    expect((await partner(daniel)).verifiedAt).toBeUndefined();
  });
});
