import type { Api, ResponseOf } from '@benefits/contract';
import { AUDIT_MESSAGES, CLAIM_MESSAGES, formatMoneyIn } from '@benefits/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLedger,
  claims,
  companyBanking,
  employees,
  employers,
  notifications,
  staff,
  staffActions,
  staffPermissions,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { b64, claimApi, PNG, realPdf } from '../claims/test-support';

type Queue = ResponseOf<Api['getAuditClaims']>;
type Detail = ResponseOf<Api['auditClaimGet']>;
type Settled = ResponseOf<Api['auditClaimPass']>;
type Pads = ResponseOf<Api['getAuditPads']>;
type Pad = ResponseOf<Api['auditPadGet']>;
type User = { BALANCE: number; SPENDABLE_PREVIOUS_BALANCE: number; EMPLOYEE_AUDIT_STATE: number };

describe.each(backends)('tools audits on %s', (backend) => {
  let t: TestApp;
  let auditor: string;
  let admin: string;
  let olivia: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    auditor = await t.login('tools', 'auditor');
    admin = await t.login('tools', 'staff');
    olivia = await t.login('employee', '100001');
  });
  afterAll(async () => t?.close());

  const user = async (token: string) => (await t.call<User>('/employee', {}, token)).body.data;
  const actions = (action: string, subjectId: string) =>
    t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, action), eq(staffActions.subjectId, subjectId)));

  /** Olivia submits a claim of `amount` (above $1,000: selected for audit) with an audit document. */
  async function claimInAudit(amount: string, provider: string) {
    const api = claimApi(t, olivia);
    const { claimId } = await api.open();
    const added = await api.add(claimId, {
      patient: '0',
      service_date: api.today(),
      service: 2,
      provider,
      amount,
    });
    expect(added.body.code).toBe(0);
    await api.upload(claimId, 'invoice.pdf', await realPdf());
    const submitted = await api.submit(claimId);
    expect(submitted.body.data).toMatchObject({ status: 'A', auditSelected: true });
    const up = await t.call(
      '/audit/upload',
      { claimId, fileName: 'treatment-plan.png', content: b64(PNG) },
      olivia,
    );
    expect(up.body.code).toBe(0);
    return claimId;
  }

  it('shows the seeded work to the auditor and to ALL_ACCESS staff, oldest first', async () => {
    for (const token of [auditor, admin]) {
      const queue = await t.call<Queue>('/tools/get-audit-claims', {}, token);
      expect(queue.status).toBe(200);
      expect(
        queue.body.data.claims.map((c) => [c.employeeId, c.employeeName, c.claimedCents]),
      ).toContainEqual([100004, 'Noah MacDonald', 125_000]);
      const employee = await t.call<Pads>('/tools/get-audit-pads', { type: 'employee' }, token);
      expect(employee.body.data.pads.map((p) => [p.id, p.accountNumber])).toContainEqual([
        100004,
        expect.stringMatching(/^\*+5432$/),
      ]);
      const employer = await t.call<Pads>('/tools/get-audit-pads', { type: 'employer' }, token);
      expect(employer.body.data.pads.map((p) => p.id)).toContain(5002);
      const agent = await t.call<Pads>('/tools/get-audit-pads', { type: 'agent' }, token);
      expect(agent.body.data.pads).toEqual([]);
    }
  });

  it('refuses employees, partners, signed-out callers and staff without PERMIT_AUDIT', async () => {
    const partner = await t.login('partner', '200001');
    const paths: [string, unknown][] = [
      ['/tools/get-audit-claims', {}],
      ['/tools/audit-claim/get', { claimId: 1 }],
      ['/tools/audit-claim/file', { claimId: 1, fileId: 1 }],
      ['/tools/audit-claim/pass', { claimId: 1 }],
      ['/tools/audit-claim/fail', { claimId: 1, reason: 'x' }],
      ['/tools/get-audit-pads', { type: 'employee' }],
      ['/tools/audit-pad/get', { type: 'employee', id: 100004 }],
      ['/tools/audit-pad/file', { type: 'employee', id: 100004 }],
      ['/tools/audit-pad/pass', { type: 'employee', id: 100004 }],
      ['/tools/audit-pad/fail', { type: 'employee', id: 100004, reason: 'x' }],
    ];
    for (const [path, data] of paths) {
      expect((await t.call(path, data, olivia)).status, path).toBe(403);
      expect((await t.call(path, data, partner)).status, path).toBe(403);
      expect((await t.call(path, data)).status, path).toBe(401);
    }
    // The same auditor without PERMIT_AUDIT (permissions are read on every call) is refused.
    const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'auditor'));
    const lose = t.db
      .delete(staffPermissions)
      .where(and(eq(staffPermissions.staffId, row!.id), eq(staffPermissions.permission, 'PERMIT_AUDIT')));
    await lose;
    await t.db.insert(staffPermissions).values({ staffId: row!.id, permission: 'PERMIT_SALES_REPORT' });
    try {
      for (const [path, data] of paths) expect((await t.call(path, data, auditor)).status, path).toBe(403);
    } finally {
      await t.db
        .delete(staffPermissions)
        .where(
          and(eq(staffPermissions.staffId, row!.id), eq(staffPermissions.permission, 'PERMIT_SALES_REPORT')),
        );
      await t.db.insert(staffPermissions).values({ staffId: row!.id, permission: 'PERMIT_AUDIT' });
    }
    expect((await t.call('/tools/get-audit-claims', {}, auditor)).status).toBe(200);
  });

  it('fails a claim with a reason: the balance is restored to the cent, the employee told, all logged', async () => {
    const before = await user(olivia);
    const claimId = await claimInAudit('1,234.56', 'Harbord Dental Centre');
    const during = await user(olivia);
    expect(during.EMPLOYEE_AUDIT_STATE).toBe(1);
    expect(during.BALANCE + during.SPENDABLE_PREVIOUS_BALANCE).toBeLessThan(
      before.BALANCE + before.SPENDABLE_PREVIOUS_BALANCE,
    );

    const queue = await t.call<Queue>('/tools/get-audit-claims', {}, auditor);
    expect(queue.body.data.claims.find((c) => c.id === claimId)).toMatchObject({
      employeeName: 'Olivia Tremblay',
      claimedCents: 123_456,
      auditFiles: 1,
    });
    const detail = await t.call<Detail>('/tools/audit-claim/get', { claimId }, auditor);
    expect(detail.body.data.claim).toMatchObject({
      id: claimId,
      status: 'A',
      employee: { id: 100001, name: 'Olivia Tremblay' },
      items: [{ provider: 'Harbord Dental Centre', amountCents: 123_456 }],
    });
    expect(detail.body.data.claim.receipts.map((f) => f.fileName)).toEqual(['invoice.pdf']);
    const [document] = detail.body.data.claim.auditFiles;
    expect(document).toMatchObject({ fileName: 'treatment-plan.png', mimeType: 'image/png' });
    expect(await actions('claim-audit.open', String(claimId))).toHaveLength(1);
    // A staff member reading French gets the service and the history in French.
    const french = await t.call<Detail>('/tools/audit-claim/get', { claimId }, auditor, { language: 'fr' });
    expect(french.body.data.claim.items.map((i) => i.serviceName)).toEqual(['Soins dentaires']);
    expect(french.body.data.claim.history.map((h) => h.note)).toContain(
      'Sélectionnée pour vérification : montant réclamé supérieur à 1 000,00 $',
    );
    expect(detail.body.data.claim.items.map((i) => i.serviceName)).toEqual(['Dental']);

    const file = await t.call('/tools/audit-claim/file', { claimId, fileId: document!.id }, auditor);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await actions('claim-audit.view-file', String(claimId))).toHaveLength(1);
    // Another claim's file is not this claim's: the claims' "This file does not exist." (not a partner
    // document's message), for a claim that exists and for one that does not.
    const [other] = await t.db.select({ id: claims.id }).from(claims).where(eq(claims.employeeId, 100002));
    for (const otherClaim of [other!.id, claimId + 1000]) {
      const missing = await t.call(
        '/tools/audit-claim/file',
        { claimId: otherClaim, fileId: document!.id },
        auditor,
      );
      expect(missing.status).toBe(404);
      expect(missing.body.data).toMatchObject({
        error: { GENERAL: CLAIM_MESSAGES.fileNotFound },
        errorKeys: { GENERAL: { key: 'claims.fileNotFound' } },
      });
    }

    const noReason = await t.call('/tools/audit-claim/fail', { claimId, reason: '  ' }, auditor);
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.error).toMatchObject({ reason: AUDIT_MESSAGES.reasonRequired });

    const failed = await t.call<Settled>(
      '/tools/audit-claim/fail',
      { claimId, reason: 'The invoice is not itemised' },
      auditor,
    );
    expect(failed.body.data).toMatchObject({ claimId, status: 'F', message: AUDIT_MESSAGES.claimFailed });
    const after = await user(olivia);
    expect(after.BALANCE).toBe(before.BALANCE);
    expect(after.SPENDABLE_PREVIOUS_BALANCE).toBe(before.SPENDABLE_PREVIOUS_BALANCE);
    expect(after.EMPLOYEE_AUDIT_STATE).toBe(0);
    const rows = await t.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.claimId, claimId))
      .orderBy(asc(balanceLedger.id));
    expect(rows.length % 2).toBe(0);
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(0);
    expect(rows.filter((r) => r.amountCents > 0).every((r) => r.reference.includes('audit failed'))).toBe(
      true,
    );
    const [claim] = await t.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim).toMatchObject({ status: 'F', auditResult: 'FAIL' });

    const told = await t.db.select().from(notifications).where(eq(notifications.subjectId, '100001'));
    expect(
      told.find((n) => n.webOnPress === `/claim/${claimId}` && n.title === 'Claim audit failed'),
    ).toBeTruthy();
    const mail = t.outbox.find(
      (m) => m.to === 'olivia.tremblay@example.com' && m.subject.includes('did not pass'),
    );
    expect(mail?.text).toContain('The invoice is not itemised.');
    expect(mail?.text).toContain('You can make a new claim at http://app.test/claims.');
    expect(await actions('claim-audit.fail', String(claimId))).toMatchObject([
      { detail: 'Employee 100001: The invoice is not itemised' },
    ]);

    // Settled once: a second settle is refused, and nothing moves.
    const again = await t.call('/tools/audit-claim/pass', { claimId }, admin);
    expect(again.status).toBe(409);
    expect(again.body.data.error?.GENERAL).toBe(AUDIT_MESSAGES.claimNotInAudit);
    expect((await user(olivia)).BALANCE).toBe(before.BALANCE);

    // Olivia can claim again.
    expect((await t.call('/claim/id', { type: 'HSA' }, olivia)).body.code).toBe(0);
  });

  it('passes a claim: released for payment (N), balance kept drawn, audit state settled', async () => {
    const before = await user(olivia);
    const claimId = await claimInAudit('1,100.00', 'Bloor Physiotherapy');
    const drawn = await user(olivia);
    const passed = await t.call<Settled>('/tools/audit-claim/pass', { claimId }, admin);
    expect(passed.body.data).toMatchObject({ claimId, status: 'N', message: AUDIT_MESSAGES.claimPassed });
    const after = await user(olivia);
    expect(after.EMPLOYEE_AUDIT_STATE).toBe(0);
    expect(after.BALANCE).toBe(drawn.BALANCE);
    expect(after.BALANCE).toBeLessThan(before.BALANCE);
    expect(await actions('claim-audit.pass', String(claimId))).toHaveLength(1);
    expect((await t.call('/tools/audit-claim/fail', { claimId, reason: 'late' }, auditor)).status).toBe(409);

    // The employee is told, in the app and by mail, that the claim passed and will be paid: their
    // latest notification no longer asks for audit documents.
    const [claim] = await t.db.select().from(claims).where(eq(claims.id, claimId));
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, '100001'))
      .orderBy(asc(notifications.id));
    expect(told.at(-1)).toMatchObject({
      title: 'Claim audit passed',
      body: `Your HSA claim #${claimId} passed its audit and will be paid: ${formatMoneyIn(claim!.payableCents, 'en')}.`,
      titleFr: 'Vérification de la réclamation réussie',
      webOnPress: `/claim/${claimId}`,
    });
    expect(told.at(-1)!.bodyFr).toBe(
      `Votre réclamation au CSS nº ${claimId} a passé la vérification et sera payée : ${formatMoneyIn(claim!.payableCents, 'fr')}.`,
    );
    const mail = t.outbox.find(
      (m) => m.to === 'olivia.tremblay@example.com' && m.subject.includes(`claim #${claimId} passed`),
    );
    expect(mail?.text).toContain(`Your HSA claim #${claimId} passed its audit.`);
    expect(mail?.text).toContain(`See it at http://app.test/claim/${claimId}.`);
    expect(mail?.text).not.toContain('Note from the auditor');
  });

  it('a pass with a reason quotes it to the employee', async () => {
    const claimId = await claimInAudit('1,020.00', 'Bloor Physiotherapy');
    const passed = await t.call<Settled>(
      '/tools/audit-claim/pass',
      { claimId, reason: 'Treatment plan received' },
      auditor,
    );
    expect(passed.body.data).toMatchObject({ claimId, status: 'N' });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subjectId, '100001'), eq(notifications.webOnPress, `/claim/${claimId}`)))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told!.body).toMatch(/ Note from the auditor: Treatment plan received\.$/);
    expect(told!.bodyFr).toMatch(/ Remarque de la vérification : Treatment plan received\.$/);
    const mail = t.outbox.find((m) => m.subject.includes(`claim #${claimId} passed`));
    expect(mail?.text).toContain('Note from the auditor: Treatment plan received.');
  });

  it('two auditors settling one claim at once: exactly one succeeds, the ledger is reversed at most once', async () => {
    const claimId = await claimInAudit('1,050.00', 'Queen West Dental');
    const answers = await Promise.all([
      t.call<Settled>('/tools/audit-claim/fail', { claimId, reason: 'Not eligible' }, auditor),
      t.call<Settled>('/tools/audit-claim/fail', { claimId, reason: 'Not eligible either' }, admin),
      t.call<Settled>('/tools/audit-claim/pass', { claimId }, admin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.select().from(balanceLedger).where(eq(balanceLedger.claimId, claimId));
    const [claim] = await t.db.select().from(claims).where(eq(claims.id, claimId));
    if (claim!.status === 'F') expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(0);
    else expect(rows.every((r) => r.amountCents < 0)).toBe(true);
    const logged = [
      ...(await actions('claim-audit.fail', String(claimId))),
      ...(await actions('claim-audit.pass', String(claimId))),
    ];
    expect(logged).toHaveLength(1);
    expect((await user(olivia)).EMPLOYEE_AUDIT_STATE).toBe(0);
  });

  it('keeps the audit state while another claim of the employee is still in audit', async () => {
    const [noah] = await t.db.select().from(employees).where(eq(employees.id, 100004));
    expect(noah!.auditState).toBe(1);
    const seeded = (await t.call<Queue>('/tools/get-audit-claims', {}, auditor)).body.data.claims.find(
      (c) => c.employeeId === 100004,
    )!;
    const [extra] = await t.db
      .insert(claims)
      .values({ employeeId: 100004, type: 'HSA', status: 'A', submittedAt: new Date() })
      .returning({ id: claims.id });
    await t.call('/tools/audit-claim/pass', { claimId: seeded.id }, auditor);
    expect((await t.db.select().from(employees).where(eq(employees.id, 100004)))[0]!.auditState).toBe(1);
    await t.call('/tools/audit-claim/fail', { claimId: extra!.id, reason: 'No documents' }, auditor);
    expect((await t.db.select().from(employees).where(eq(employees.id, 100004)))[0]!.auditState).toBe(0);
  });

  it('answers an unknown claim as not found and an open claim as not found', async () => {
    expect((await t.call('/tools/audit-claim/get', { claimId: 999_999 }, auditor)).status).toBe(404);
    const { claimId } = await claimApi(t, olivia).open();
    const open = await t.call('/tools/audit-claim/pass', { claimId }, auditor);
    expect(open.status).toBe(404);
    expect((await t.call('/tools/audit-claim/get', { claimId: 'x' }, auditor)).status).toBe(400);
  });

  it('verifies employee banking details: a new void cheque queues them, pass clears, fail asks again', async () => {
    // Olivia saves new details with a void cheque: they wait for verification.
    const saved = await t.call(
      '/employee/banking-details/save',
      {
        transitNumber: '00012',
        institutionNumber: '004',
        accountNumber: '5012349999',
        eft_agreement: 'Y',
        image: { fileName: 'void-cheque.png', content: b64(PNG) },
      },
      olivia,
    );
    expect(saved.body.code, saved.raw).toBe(0);
    const queue = await t.call<Pads>('/tools/get-audit-pads', { type: 'employee' }, auditor);
    expect(queue.body.data.pads.find((p) => p.id === 100001)).toMatchObject({
      name: 'Olivia Tremblay',
      accountNumber: expect.stringMatching(/9999$/),
    });
    const pad = await t.call<Pad>('/tools/audit-pad/get', { type: 'employee', id: 100001 }, auditor);
    expect(pad.body.data.pad).toMatchObject({
      waiting: true,
      transitNumber: '00012',
      institutionNumber: '004',
    });
    expect(pad.body.data.pad.accountNumber).not.toContain('5012349999');
    expect(pad.body.data.pad.document).toMatchObject({ fileName: 'void-cheque.png' });
    const cheque = await t.call('/tools/audit-pad/file', { type: 'employee', id: 100001 }, auditor);
    expect(cheque.headers['content-type']).toBe('image/png');
    // Liam's details came without a document; no such employee has no details.
    const none = await t.call('/tools/audit-pad/file', { type: 'employee', id: 100002 }, auditor);
    expect(none.status).toBe(404);
    expect(none.body.data).toMatchObject({
      error: { GENERAL: AUDIT_MESSAGES.padDocumentMissing },
      errorKeys: { GENERAL: { key: 'audits.padDocumentMissing' } },
    });
    const nobody = await t.call('/tools/audit-pad/file', { type: 'employee', id: 199999 }, auditor);
    expect(nobody.status).toBe(404);
    expect(nobody.body.data).toMatchObject({ errorKeys: { GENERAL: { key: 'audits.padNotFound' } } });
    expect(await actions('pad-audit.view-file', '100001')).toHaveLength(1);

    expect((await t.call('/tools/audit-pad/fail', { type: 'employee', id: 100001 }, auditor)).status).toBe(
      400,
    );
    const failed = await t.call(
      '/tools/audit-pad/fail',
      { type: 'employee', id: 100001, reason: 'The cheque is not legible' },
      auditor,
    );
    expect(failed.body.data).toMatchObject({ message: AUDIT_MESSAGES.padFailed });
    const [row] = await t.db.select().from(employees).where(eq(employees.id, 100001));
    expect(row).toMatchObject({ missingBanking: true, employeeChequeVerifyRequired: false });
    expect(
      t.outbox.some((m) => m.to === 'olivia.tremblay@example.com' && m.text.includes('not legible')),
    ).toBe(true);
    expect(await actions('pad-audit.fail', '100001')).toHaveLength(1);
    const twice = await t.call('/tools/audit-pad/pass', { type: 'employee', id: 100001 }, auditor);
    expect(twice.status).toBe(409);
    // Back to normal for the other tests.
    await t.db.update(employees).set({ missingBanking: false }).where(eq(employees.id, 100001));

    const passed = await t.call('/tools/audit-pad/pass', { type: 'employee', id: 100004 }, admin);
    expect(passed.body.data).toMatchObject({ message: AUDIT_MESSAGES.padPassed });
    expect(
      (await t.db.select().from(employees).where(eq(employees.id, 100004)))[0]!.employeeChequeVerifyRequired,
    ).toBe(false);
  });

  it('verifies a company’s pre-authorised debit account; agents have none to verify', async () => {
    const pad = await t.call<Pad>('/tools/audit-pad/get', { type: 'employer', id: 5002 }, auditor);
    expect(pad.body.data.pad).toMatchObject({
      name: 'Prairie Sky Logistics Ltd.',
      waiting: true,
      document: null,
    });
    const failed = await t.call(
      '/tools/audit-pad/fail',
      { type: 'employer', id: 5002, reason: 'The account holder does not match' },
      auditor,
    );
    expect(failed.status).toBe(200);
    const [company] = await t.db.select().from(employers).where(eq(employers.id, 5002));
    expect(company!.missingCompanyBanking).toBe(true);
    const [banking] = await t.db.select().from(companyBanking).where(eq(companyBanking.employerId, 5002));
    expect(banking!.verifyRequired).toBe(false);
    const admins = await t.db.select().from(notifications).where(eq(notifications.subjectId, '100002'));
    expect(admins.some((n) => n.title === 'Banking details not verified')).toBe(true);
    // An agent's banking is a partner's in the staff log, as acting for one is.
    expect((await t.call('/tools/audit-pad/get', { type: 'agent', id: 200001 }, auditor)).status).toBe(200);
    expect((await actions('pad-audit.open', '200001')).map((a) => a.subjectKind)).toEqual(['partner']);
    // 200005 has no commission account on file (the seed gives 200001 to 200004 verified ones).
    expect((await t.call('/tools/audit-pad/get', { type: 'agent', id: 200005 }, auditor)).status).toBe(404);
    expect((await t.call('/tools/get-audit-pads', { type: 'bank' }, auditor)).status).toBe(400);
  });
});
