import fs from 'node:fs';
import path from 'node:path';
import type { Api, ResponseOf } from '@benefits/contract';
import { addDays, CLAIM_MESSAGES, keyedMessage, MESSAGES, priceClaim } from '@benefits/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimItems, claims, dependants, employees, employers, files } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { b64, claimApi, EXE, PNG, realPdf, withPaperClaimForm, type ClaimView } from './test-support';

type User = { BALANCE: number; SPENDABLE_PREVIOUS_BALANCE: number; EMPLOYEE_AUDIT_STATE: number };

describe.each(backends)('claims on %s', (backend) => {
  let t: TestApp;
  let olivia: string;
  let liam: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    olivia = await t.login('employee', '100001');
    liam = await t.login('employee', '100002');
  });
  afterAll(async () => t?.close());

  const user = async (token: string) => (await t.call<User>('/employee', {}, token)).body.data;
  const fileCount = async (owner: string) =>
    (await t.db.select({ n: count() }).from(files).where(eq(files.ownerId, owner)))[0]!.n;
  const storedBytes = () => {
    const root = path.join(t.services.config.dataDir, 'files');
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).length : 0;
  };

  it('runs the whole flow: two items, a PNG and a PDF, review with Ontario taxes, submit, report, balance', async () => {
    const api = claimApi(t, olivia);
    const before = await user(olivia);
    const details = await api.details();
    expect(details.patients.map((p) => p.name)).toEqual(['Olivia Tremblay', 'Marc Tremblay', 'Léa Tremblay']);
    expect(details.services.map((s) => s.name)).toContain('Dental');
    expect(details.services.every((s) => s.id < 100)).toBe(true);
    expect(details.providers.map((p) => p.name)).toContain('Harbord Dental Centre');
    expect(details.maxDate).toBe(api.today());
    const lea = details.patients.find((p) => p.name.startsWith('Léa'))!;

    const { claimId, claim } = await api.open();
    expect(claim).toMatchObject({ status: 'R', type: 'HSA', items: [], estimated: true });
    const first = await api.add(claimId, {
      patient: '0',
      service_date: api.today(),
      service: 2,
      provider: 'Harbord Dental Centre',
      provider_number: 'ON-D-20417',
      amount: '$120.00',
    });
    expect(first.body).toMatchObject({
      code: 0,
      data: { message: 'Claim Item has been successfully added' },
    });
    const second = await api.add(claimId, {
      patient: lea.id,
      service_date: api.today(),
      service: '3',
      provider: 'Bloor West Optometry',
      amount: '250.50',
    });
    expect(second.body.data.claim.items.map((i) => [i.patient_name, i.service_name, i.amount])).toEqual([
      ['Olivia Tremblay', 'Dental', 12_000],
      ['Léa Tremblay', 'Vision Care', 25_050],
    ]);
    // The French names come from the services table beside the English kept with each item.
    expect(second.body.data.claim.items.map((i) => i.service_name_fr)).toEqual([
      'Soins dentaires',
      'Soins de la vue',
    ]);

    const png = await api.upload(claimId, 'receipt-dental.png', PNG);
    expect(png.body).toMatchObject({ code: 0, data: { message: CLAIM_MESSAGES.receiptUploaded } });
    const pdfBytes = await realPdf();
    const pdf = await api.upload(claimId, 'optometry.pdf', pdfBytes);
    expect(pdf.body.data.claim.receipts.map((r) => [r.fileName, r.mimeType])).toEqual([
      ['receipt-dental.png', 'image/png'],
      ['optometry.pdf', 'application/pdf'],
    ]);

    // Review: the estimate on today's balances, item by item, with Ontario's fee taxes.
    const review = (await api.open()).claim;
    const ontario = {
      totalPayableAmount: 37_050,
      adminFeeAmount: 2_964, // 8 % of 120.00 and of 250.50
      hstAmount: 386, // 13 % HST on each fee: 1.25 + 2.61
      rstAmount: 2_964, // 8 % RST on each payable amount
      premAmount: 800, // 2 % premium tax on payable + fee: 2.59 + 5.41
      gstAmount: 0,
      pstAmount: 0,
      coPayAmount: 0,
      totalAmount: 44_164,
    };
    expect(review).toMatchObject({ id: claimId, estimated: true, breakdown: ontario });
    expect(review.items[0]!.breakdown).toMatchObject({
      adminFeeAmount: 960,
      hstAmount: 125,
      premAmount: 259,
    });

    const submitted = await api.submit(claimId);
    expect(submitted.body.code).toBe(0);
    expect(submitted.body.data).toMatchObject({
      claimId,
      status: 'N',
      auditSelected: false,
      breakdown: ontario,
      message: CLAIM_MESSAGES.claimSubmitted,
      incompleteClaims: { HSA: null, WSA: null },
    });
    expect(submitted.body.data.lines).toHaveLength(2);

    // In the claim report, newest first, and the balance went down by exactly the payable amount.
    const report = await t.call<ResponseOf<Api['employeeClaimReport']>>('/employee/claim-report', {}, olivia);
    expect(report.body.data.rows[0]).toMatchObject({
      id: claimId,
      status: 'N',
      claimed: 37_050,
      payable: 37_050,
      itemCount: 2,
      patients: expect.arrayContaining(['Olivia Tremblay', 'Léa Tremblay']),
      // Each French name sits at its English name's index (the French sort the other way round).
      services: ['Dental', 'Vision Care'],
      servicesFr: ['Soins dentaires', 'Soins de la vue'],
    });
    const after = await user(olivia);
    expect(
      before.BALANCE - after.BALANCE + (before.SPENDABLE_PREVIOUS_BALANCE - after.SPENDABLE_PREVIOUS_BALANCE),
    ).toBe(37_050);

    // A notification and a confirmation mail.
    const notes = await t.call<{ notifications: { title: string; data: { webOnPress: string } }[] }>(
      '/get-notifications',
      {},
      olivia,
    );
    expect(notes.body.data.notifications[0]).toMatchObject({
      title: 'Claim submitted',
      data: { webOnPress: `/claim/${claimId}` },
    });
    const mail = t.outbox.find((m) => m.subject.includes(`#${claimId}`))!;
    expect(mail.to).toBe('olivia.tremblay@example.com');
    expect(mail.text).toContain('$370.50');

    // Details: items with breakdowns, both receipts, the status history; the receipt's own bytes.
    const details2 = await t.call<ResponseOf<Api['employeeClaimDetails']>>(
      '/employee/claim-details',
      { claimId },
      olivia,
    );
    expect(details2.body.data.claim).toMatchObject({ status: 'N', estimated: false, breakdown: ontario });
    expect(details2.body.data.claim.receipts).toHaveLength(2);
    expect(details2.body.data.history.map((h) => h.status)).toEqual(['R', 'N']);
    const receipt = await t.call('/claim/receipt', { fileId: png.body.data.receipt.id }, olivia);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(String(receipt.headers['content-disposition'])).toMatch(/^inline; filename="receipt-dental\.png"/);
    expect(receipt.headers['x-content-type-options']).toBe('nosniff');

    // The ledger shows the claim, and the printed form is a real PDF with this claim's items.
    const balances = await t.call<ResponseOf<Api['employeeBalanceReport']>>(
      '/employee/balance-report/',
      {},
      olivia,
    );
    const points = balances.body.data.accounts.flatMap((a) => a.points).filter((p) => p.claimId === claimId);
    expect(points.reduce((sum, p) => sum + p.amount, 0)).toBe(-37_050);
    // HSA Plus members claim online only: no paper form, here as in the menu.
    const refused = await t.call('/employee/get-print-form', { claimId }, olivia);
    expect(refused.status).toBe(403);
    expect(refused.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.printFormNotAvailable);
    const form = await withPaperClaimForm(t, 5001, () =>
      t.call('/employee/get-print-form', { claimId }, olivia),
    );
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.raw.slice(0, 5)).toBe('%PDF-');
    expect(String(form.headers['content-disposition'])).toContain(`claim-form-${claimId}.pdf`);
  });

  it('saves a claim, resumes it from /claims/pending, then cancels it', async () => {
    const api = claimApi(t, olivia);
    const { claimId } = await api.open();
    await api.add(claimId, {
      patient: '0',
      service_date: api.daysAgo(1),
      service: 4,
      provider: 'Annex Physiotherapy Clinic',
      amount: '95',
    });
    const saved = await t.call<{ message: string; claim: ClaimView }>('/claim/save', { claimId }, olivia);
    expect(saved.body.data).toMatchObject({ message: CLAIM_MESSAGES.claimSaved, claim: { status: 'R' } });

    const pending = await api.pending();
    expect(pending.incompleteClaims.HSA).toMatchObject({ id: claimId, status: 'R' });
    expect(pending.incompleteClaims.HSA!.items).toHaveLength(1);
    expect(pending.lastClaimId).not.toBeNull();
    expect((await api.open()).claimId).toBe(claimId);

    const cancelled = await api.cancel(claimId);
    expect(cancelled.body.data).toMatchObject({
      claimId,
      status: 'C',
      message: CLAIM_MESSAGES.claimCancelled,
      incompleteClaims: { HSA: null },
    });
    expect((await api.pending()).incompleteClaims.HSA).toBeNull();

    // Its page agrees with itself: the total is its item's amount, and nothing is payable or charged.
    const details = await t.call<ResponseOf<Api['employeeClaimDetails']>>(
      '/employee/claim-details',
      { claimId },
      olivia,
    );
    expect(details.body.data.claim).toMatchObject({
      status: 'C',
      estimated: false,
      amounts: { total_amount: 9_500, payable: 0, admin_fee: 0, total: 0 },
      breakdown: { totalPayableAmount: 0, adminFeeAmount: 0, totalAmount: 0 },
    });
    expect(details.body.data.claim.items.map((i) => [i.amount, i.breakdown.totalPayableAmount])).toEqual([
      [9_500, 0],
    ]);
    // No paper form of a cancelled claim, even on a plan that has the paper form.
    const form = await withPaperClaimForm(t, 5001, () =>
      t.call('/employee/get-print-form', { claimId }, olivia),
    );
    expect(form.status).toBe(409);
    expect(form.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.cancelledNoForm);

    const late = await api.add(claimId, {
      patient: '0',
      service_date: api.today(),
      service: 2,
      provider: 'X',
      amount: 5,
    });
    expect(late.status).toBe(409);
    expect(late.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.claimNotOpen);
    expect((await api.cancel(claimId)).status).toBe(409);
    expect((await api.open()).claimId).not.toBe(claimId);
  });

  it('refuses bad items with the spec messages and stores nothing', async () => {
    const api = claimApi(t, olivia);
    const { claimId } = await api.open();
    const good = { patient: '0', service_date: api.today(), service: 5, provider: 'Spadina Chiropractic' };
    const itemCount = async () =>
      (await t.db.select({ n: count() }).from(claimItems).where(eq(claimItems.claimId, claimId)))[0]!.n;

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ amount: '0' }, 'amount', MESSAGES.invalidAmount],
      [{ amount: -5 }, 'amount', MESSAGES.invalidAmount],
      [{ amount: 'free' }, 'amount', MESSAGES.invalidAmount],
      // Thousands marks only in groups of three: '1,5,0' is not $15.00.
      [{ amount: '1,5,0' }, 'amount', MESSAGES.invalidAmount],
      // A letter inside the number is not stripped: '12O.00' is not $12.00, '45 dollars 50' not $4,550.00.
      [{ amount: '12O.00' }, 'amount', MESSAGES.invalidAmount],
      [{ amount: '45 dollars 50' }, 'amount', MESSAGES.invalidAmount],
      [{ amount: '10', service_date: addDays(api.today(), 1) }, 'service_date', MESSAGES.invalidServiceDate],
      [
        { amount: '10', service_date: addDays(api.today(), -800) },
        'service_date',
        MESSAGES.invalidServiceDate,
      ],
      [{ amount: '10', service_date: 'someday' }, 'service_date', MESSAGES.invalidServiceDate],
      [{ amount: '10', patient: '99999' }, 'patient', MESSAGES.invalidPatient],
      [{ amount: '10', patient: '' }, 'patient', MESSAGES.invalidPatient],
      [{ amount: '10', service: 101 }, 'service', MESSAGES.invalidServiceType],
      [{ amount: '10', provider: '  ' }, 'provider', MESSAGES.invalidProvider],
    ];
    for (const [change, field, message] of refusals) {
      const res = await api.add(claimId, { ...good, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.data.error?.[field], JSON.stringify(change)).toBe(message);
    }
    // Liam's dependant is not Olivia's patient.
    const sarah = (await claimApi(t, liam).details()).patients.find((p) => p.name.startsWith('Sarah'))!;
    expect(
      (await api.add(claimId, { ...good, amount: '10', patient: sarah.id })).body.data.error?.patient,
    ).toBe(MESSAGES.invalidPatient);
    expect(await itemCount()).toBe(0);

    for (let i = 1; i <= 10; i++) {
      expect((await api.add(claimId, { ...good, amount: `${40 + i}.00` })).body.code).toBe(0);
    }
    const eleventh = await api.add(claimId, { ...good, amount: '99.00' });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.data.error?.GENERAL).toBe('Maximum of 10 claim items allowed per claim');
    expect(await itemCount()).toBe(10);

    const view = (await api.open()).claim;
    const removed = await t.call<{ claim: ClaimView }>(
      '/claim/item/remove',
      { claimId, itemId: view.items[9]!.id },
      olivia,
    );
    expect(removed.body.data.claim.items).toHaveLength(9);
    const duplicate = await api.add(claimId, { ...good, amount: '$41', provider: 'spadina chiropractic ' });
    expect(duplicate.body.data.error?.GENERAL).toBe('Duplicate claim item, adjust some details');
    expect(await itemCount()).toBe(9);
    // Service 1 may repeat.
    const drugs = { ...good, service: 1, provider: 'Shoppers Drug Mart #1021', amount: '12.00' };
    expect((await api.add(claimId, drugs)).body.code).toBe(0);
    expect((await api.add(claimId, drugs)).body.data.error?.GENERAL).toBe(
      'Maximum of 10 claim items allowed per claim',
    );

    // Files: checked by their bytes, at most 5 MB, no duplicates; nothing is kept of a refused one.
    const filesBefore = await fileCount('100001');
    const bytesBefore = storedBytes();
    const exe = await api.upload(claimId, 'setup.exe', EXE);
    expect(exe.status).toBe(400);
    expect(exe.body.data.error?.image).toBe('Invalid image type, please choose a JPEG, PNG, or PDF');
    // Named .png, and not one: the answer says so at the receipt, not the generic type message.
    for (const [name, bytes] of [
      ['receipt.png', Buffer.from('Harbord Dental Centre, $120.00\n')],
      ['scan.pdf', EXE],
      // A PDF's first bytes and nothing of its end (no %%EOF): not a readable PDF.
      ['page.pdf', Buffer.from('%PDF-1.4\n<script>alert(1)</script>')],
    ] as const) {
      const renamed = await api.upload(claimId, name, bytes);
      expect(renamed.status, name).toBe(400);
      expect(renamed.body.data.error?.image, name).toBe(CLAIM_MESSAGES.unreadableFile);
    }
    const big = await api.upload(claimId, 'big.png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.status).toBe(400);
    expect(big.body.data.error?.image).toBe('Maximum image size cannot exceed 5MB.');
    expect(await fileCount('100001')).toBe(filesBefore);
    expect(storedBytes()).toBe(bytesBefore);

    // No receipt yet: the submission is refused and the claim stays open.
    const early = await api.submit(claimId);
    expect(early.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.receiptRequired);
    expect((await api.upload(claimId, 'r.png', PNG)).body.code).toBe(0);
    const again = await api.upload(claimId, 'r.png', PNG);
    expect(again.body.data.error?.image).toBe('Duplicate receipt image');
    expect(await fileCount('100001')).toBe(filesBefore + 1);
    expect((await api.pending()).incompleteClaims.HSA).toMatchObject({ id: claimId, status: 'R' });
    await api.cancel(claimId);
  });

  it('stores and serves a file under the extension of its bytes, and shortens a long name', async () => {
    const api = claimApi(t, olivia);
    const { claimId } = await api.open();
    const pdf = await api.upload(claimId, 'x.html', await realPdf());
    expect(pdf.body.code, pdf.raw).toBe(0);
    const dotfile = await api.upload(claimId, '.htaccess', PNG);
    const long = await api.upload(claimId, `${'a'.repeat(396)}.png`, PNG);
    expect(long.body.code, long.raw).toBe(0);
    const names = long.body.data.claim.receipts.map((r) => r.fileName);
    expect(names).toEqual(['x.pdf', 'htaccess.png', `${'a'.repeat(196)}.png`]);
    const served = await t.call('/claim/receipt', { fileId: pdf.body.data.receipt.id }, olivia);
    expect(String(served.headers['content-disposition'])).toMatch(/^inline; filename="x\.pdf"/);
    const png = await t.call('/claim/receipt', { fileId: dotfile.body.data.receipt.id }, olivia);
    expect(String(png.headers['content-disposition'])).toMatch(/^inline; filename="htaccess\.png"/);
    // A file stored under its given name before this rule is served under its type's extension.
    await t.db.update(files).set({ fileName: 'legacy.html' }).where(eq(files.id, pdf.body.data.receipt.id));
    const legacy = await t.call('/claim/receipt', { fileId: pdf.body.data.receipt.id }, olivia);
    expect(String(legacy.headers['content-disposition'])).toMatch(/^inline; filename="legacy\.pdf"/);
    await api.cancel(claimId);
  });

  it('removes a receipt attached by mistake while the claim is open, and deletes its file', async () => {
    const api = claimApi(t, olivia);
    const { claimId } = await api.open();
    await api.add(claimId, {
      patient: '0',
      service_date: api.today(),
      service: 2,
      provider: 'Harbord Dental Centre',
      amount: '95.00',
    });
    const filesBefore = await fileCount('100001');
    const bytesBefore = storedBytes();
    const wrong = (await api.upload(claimId, 'wrong-receipt.png', PNG)).body.data.receipt.id;
    const right = (await api.upload(claimId, 'dental.pdf', await realPdf())).body.data.receipt.id;
    expect(storedBytes()).toBe(bytesBefore + 2);

    const removed = await api.removeReceipt(claimId, wrong);
    expect(removed.status).toBe(200);
    expect(removed.body.data.message).toBe(CLAIM_MESSAGES.receiptRemoved);
    expect(removed.body.data.claim.receipts.map((r) => r.id)).toEqual([right]);
    // The stored draft file is gone: its row, its bytes, and it can no longer be read.
    expect(await fileCount('100001')).toBe(filesBefore + 1);
    expect(storedBytes()).toBe(bytesBefore + 1);
    expect((await t.call('/claim/receipt', { fileId: wrong }, olivia)).status).toBe(404);
    // Removed once is removed: a second time it does not exist.
    const again = await api.removeReceipt(claimId, wrong);
    expect(again.status).toBe(404);
    expect(again.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.fileNotFound);
    // The same file may be attached again after it was removed (no duplicate left behind).
    expect((await api.upload(claimId, 'wrong-receipt.png', PNG)).body.code).toBe(0);
    const view = (await api.open()).claim;
    const second = view.receipts.find((r) => r.fileName === 'wrong-receipt.png')!.id;
    await api.removeReceipt(claimId, second);

    // The last receipt removed: nothing to submit with.
    await api.removeReceipt(claimId, right);
    const early = await api.submit(claimId);
    expect(early.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.receiptRequired);

    expect((await api.removeReceipt(claimId, 0)).body.data.error?.fileId).toBe(CLAIM_MESSAGES.invalidFile);

    // Once the claim is no longer open (cancelled here, submitted alike), its receipts stay with it.
    const kept = (await api.upload(claimId, 'dental.pdf', await realPdf())).body.data.receipt.id;
    await api.cancel(claimId);
    const late = await api.removeReceipt(claimId, kept);
    expect(late.status).toBe(409);
    expect(late.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.claimNotOpen);
    const details = await t.call<ResponseOf<Api['employeeClaimDetails']>>(
      '/employee/claim-details',
      { claimId },
      olivia,
    );
    expect(details.body.data.claim.receipts.map((r) => r.id)).toEqual([kept]);
  });

  it('answers another employee’s claim exactly as a missing one', async () => {
    const mine = claimApi(t, liam);
    const { claimId } = await mine.open();
    await mine.add(claimId, {
      patient: '0',
      service_date: mine.today(),
      service: 2,
      provider: 'Riverfront Dental',
      amount: 80,
    });
    const receipt = (await mine.upload(claimId, 'liam.png', PNG)).body.data.receipt.id;
    const missing = 2_000_000_000;
    const attempts: [string, (id: number) => Record<string, unknown>][] = [
      [
        '/claim/item/add',
        (id) => ({
          claimId: id,
          patient: '0',
          service_date: mine.today(),
          service: 2,
          provider: 'X',
          amount: 9,
        }),
      ],
      ['/claim/item/remove', (id) => ({ claimId: id, itemId: 1 })],
      ['/claim/save', (id) => ({ claimId: id })],
      ['/claim/submit', (id) => ({ claimId: id })],
      ['/claim/cancel', (id) => ({ claimId: id })],
      ['/claim/upload', (id) => ({ claimId: id, fileName: 'x.png', content: b64(PNG) })],
      ['/claim/receipt/remove', (id) => ({ claimId: id, fileId: receipt })],
      ['/audit/upload', (id) => ({ claimId: id, fileName: 'x.png', content: b64(PNG) })],
      ['/employee/claim-details', (id) => ({ claimId: id })],
      ['/employee/get-print-form', (id) => ({ claimId: id })],
    ];
    // On a plan with the paper form, so that its endpoint reaches the claim too.
    await withPaperClaimForm(t, 5001, async () => {
      for (const [url, body] of attempts) {
        const theirs = await t.call(url, body(claimId), olivia);
        const none = await t.call(url, body(missing), olivia);
        expect(theirs.status, url).toBe(404);
        expect(theirs.body, url).toEqual(none.body);
        expect(theirs.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.claimNotFound);
      }
    });
    const file = await t.call('/claim/receipt', { fileId: receipt }, olivia);
    expect(file.status).toBe(404);
    expect(file.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.fileNotFound);
    // Liam's claim is untouched.
    expect((await mine.pending()).incompleteClaims.HSA).toMatchObject({ id: claimId, status: 'R' });
    expect((await mine.pending()).incompleteClaims.HSA!.items).toHaveLength(1);
    expect((await mine.pending()).incompleteClaims.HSA!.receipts.map((r) => r.id)).toEqual([receipt]);
    await mine.cancel(claimId);
  });

  it('checks the claim type and the employee field', async () => {
    const bad = await t.call('/claim/id', { type: 'DENTAL' }, olivia);
    expect(bad.body.data.error?.type).toBe('Invalid claim type');
    const noWellness = await t.call('/claim/id', { type: 'WSA' }, olivia);
    expect(noWellness.body.data.error?.type).toBe('Invalid claim type');
    const letters = await t.call('/claim/id', { type: 'HSA', employee: 'abc' }, olivia);
    expect(letters.body.data.error?.employee).toBe('Invalid Employee ID');
    const someoneElse = await t.call('/claims/pending', { employee: '100002' }, olivia);
    expect(someoneElse.body.data.error?.employee).toBe('Invalid Employee ID');
    const self = await t.call('/claims/details', { type: 'HSA', employee: 100001 }, olivia);
    expect(self.body.code).toBe(0);
    const wellness = await claimApi(t, liam).pending();
    expect(Object.keys(wellness.incompleteClaims)).toEqual(['HSA', 'WSA']);
  });

  it('keeps non-member admins out, and partners and staff off employee claim endpoints', async () => {
    const priya = await t.login('employee', '100003');
    const res = await t.call('/claim/id', { type: 'HSA' }, priya);
    expect(res.status).toBe(403);
    expect(res.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.nonMemberAdmin);
    expect((await t.call('/employee/claim-report', {}, priya)).status).toBe(403);
    expect((await t.call('/employee/get-print-form', {}, priya)).status).toBe(403);
    const partner = await t.login('partner', '200001');
    expect((await t.call('/claims/pending', {}, partner)).status).toBe(403);
    expect((await t.call('/claim/submit', { claimId: 1 }, undefined)).status).toBe(401);
  });

  it('refuses claims while a first-sign-in step is pending, whatever the client; done, the claim goes through', async () => {
    const refusal = async (token: string, path: string, body: Record<string, unknown>) => {
      const res = await t.call(path, body, token);
      return [res.status, res.body.data.error?.GENERAL];
    };
    // Olivia has none pending.
    expect((await t.call('/claims/details', { type: 'HSA' }, olivia)).body.code).toBe(0);
    const emma = await t.login('employee', '100005'); // the HSA agreement not accepted (NEW_EMPLOYEE_CHECK)
    const lucas = await t.login('employee', '100006'); // MISSING_INFO
    const chloe = await t.login('employee', '100007'); // MISSING_BANKING
    const steps = [
      [emma, CLAIM_MESSAGES.agreementPending],
      [lucas, CLAIM_MESSAGES.personalDetailsMissing],
      [chloe, CLAIM_MESSAGES.bankingDetailsMissing],
    ] as const;
    for (const [token, message] of steps) {
      expect(await refusal(token, '/claim/id', { type: 'HSA' })).toEqual([403, message]);
      expect(await refusal(token, '/claims/details', { type: 'HSA' })).toEqual([403, message]);
    }
    // The wellness account's claims too.
    await t.db.update(employees).set({ wellness: true }).where(eq(employees.id, 100006));
    expect(await refusal(lucas, '/claim/id', { type: 'WSA' })).toEqual([
      403,
      CLAIM_MESSAGES.personalDetailsMissing,
    ]);
    await t.db.update(employees).set({ wellness: false }).where(eq(employees.id, 100006));

    // A claim Chloé started before her banking details were asked for takes no item, receipt, save or submission.
    await t.db.update(employees).set({ missingBanking: false }).where(eq(employees.id, 100007));
    const api = claimApi(t, chloe);
    const { claimId } = await api.open();
    const item = {
      patient: '0',
      service_date: api.today(),
      service: 4,
      provider: 'Physio Place',
      amount: '50.00',
    };
    expect((await api.add(claimId, item)).body.code).toBe(0);
    expect((await api.upload(claimId, 'physio.png', PNG)).body.code).toBe(0);
    await t.db.update(employees).set({ missingBanking: true }).where(eq(employees.id, 100007));
    const banking = [403, CLAIM_MESSAGES.bankingDetailsMissing];
    expect(await refusal(chloe, '/claim/item/add', { claimId, ...item, amount: '60.00' })).toEqual(banking);
    expect(
      await refusal(chloe, '/claim/upload', { claimId, fileName: 'more.pdf', content: b64(await realPdf()) }),
    ).toEqual(banking);
    expect(await refusal(chloe, '/claim/save', { claimId })).toEqual(banking);
    expect(await refusal(chloe, '/claim/submit', { claimId })).toEqual(banking);
    expect((await api.pending()).incompleteClaims.HSA).toMatchObject({ id: claimId, status: 'R' });

    // Each step done through its own call, the claims open.
    const agreed = await t.call('/employee/agreement', { agreement: true }, emma);
    expect(agreed.body.code, agreed.raw).toBe(0);
    expect((await t.call('/claim/id', { type: 'HSA' }, emma)).body.code).toBe(0);
    const personal = await t.call(
      '/employee/update',
      {
        employee: {
          FIRST_NAME: 'Lucas',
          LAST_NAME: 'Martin',
          STREET1: '45 Elgin St',
          CITY: 'Ottawa',
          POSTCODE: 'K1P 5K7',
          PROVINCE: 'ON',
          TELEPHONE: '613-555-0148',
          CELLPHONE: '',
          FAX: '',
          EMAIL: 'lucas.martin@example.com',
          DATE_OF_BIRTH: '1988-01-09',
        },
        userId: 100006,
      },
      lucas,
    );
    expect(personal.body.code, personal.raw).toBe(0);
    expect((await t.call('/claim/id', { type: 'HSA' }, lucas)).body.code).toBe(0);
    const cheque = await t.call(
      '/employee/banking-details/save',
      {
        transitNumber: '00152',
        institutionNumber: '004',
        accountNumber: '123456789012',
        eft_agreement: 'Y',
        image: { fileName: 'void-cheque.png', content: b64(PNG) },
      },
      chloe,
    );
    expect(cheque.body.code, cheque.raw).toBe(0);
    const submitted = await api.submit(claimId);
    expect(submitted.body.code, submitted.raw).toBe(0);
    expect(submitted.body.data).toMatchObject({ claimId, status: 'N' });
  });

  it('refuses claims before the member’s coverage starts, naming the date, and starts no draft (QA lifecycle F3)', async () => {
    const MASON = 100103; // a driver of 5002 with the wellness account, covered since last plan year
    const mason = await t.login('employee', String(MASON));
    const api = claimApi(t, mason);
    const [row] = await t.db.select().from(employees).where(eq(employees.id, MASON));
    const setStart = (date: string) =>
      t.db.update(employees).set({ effectiveDate: date }).where(eq(employees.id, MASON));
    const drafts = async () =>
      (await t.db.select({ n: count() }).from(claims).where(eq(claims.employeeId, MASON)))[0]!.n;
    const starts = addDays(api.today(), 39);
    const message = keyedMessage('claims.coverageNotStarted', { date: starts });
    expect(message).toBe(`Your coverage starts on ${starts}: claims can be made from then.`);
    const before = await drafts();
    await setStart(starts);
    try {
      for (const type of ['HSA', 'WSA'] as const) {
        for (const path of ['/claim/id', '/claims/details']) {
          const res = await t.call(path, { type }, mason);
          expect([res.status, res.body.data.error?.GENERAL], path).toEqual([403, message]);
        }
      }
      expect(await drafts()).toBe(before);
      // The menu keeps Make a Claim: it opens the claim page, which says when claims open.
      expect((await user(mason)) as unknown).toMatchObject({ ONLINE_CLAIM_OK: 'Y', EFFECTIVE_DATE: starts });

      // From the effective date, claims open.
      await setStart(api.today());
      const { claimId } = await api.open();
      expect(await drafts()).toBe(before + 1);
      expect((await api.details()).minDate).toBe(api.today());
      await api.cancel(claimId);
    } finally {
      await setStart(row!.effectiveDate);
    }
  });

  it('takes WSA services of the wellness categories the company chose only: offered, added, submitted (QA lifecycle F7)', async () => {
    const zoe = await t.login('employee', '100104'); // a driver of 5002, with the wellness account
    const api = claimApi(t, zoe);
    const [company] = await t.db.select().from(employers).where(eq(employers.id, 5002));
    const setCategories = (categories: string[]) =>
      t.db.update(employers).set({ wellnessCategories: categories }).where(eq(employers.id, 5002));
    await setCategories(['Mental Health', 'Fitness']);
    try {
      const wsa = await api.details('WSA');
      expect(wsa.services.map((s) => s.id)).toEqual([101, 102, 105]);
      expect(wsa.wellnessCategories).toEqual(['Fitness', 'Mental Health']);
      const hsa = await api.details('HSA');
      expect(hsa.wellnessCategories).toEqual([]);
      expect(hsa.services.map((s) => s.id)).toContain(7);

      const { claimId } = await api.open('WSA');
      const item = {
        patient: '0',
        service_date: api.today(),
        provider: 'Calgary Wellness Co.',
        amount: '80.00',
      };
      const nutrition = await api.add(claimId, { ...item, service: 103 });
      expect(nutrition.status).toBe(400);
      expect(nutrition.body.data.error).toMatchObject({
        service: CLAIM_MESSAGES.serviceNotInCategories,
        GENERAL: MESSAGES.correctClaimDetails,
      });
      expect(nutrition.body.data).toMatchObject({
        errorKeys: { service: { key: 'claims.serviceNotInCategories' } },
      });
      const fitness = await api.add(claimId, { ...item, service: 101 });
      expect(fitness.body.code, fitness.raw).toBe(0);
      expect((await api.upload(claimId, 'gym.png', PNG)).body.code).toBe(0);

      // The company dropped Fitness before the claim was submitted: the submission checks again.
      await setCategories(['Mental Health']);
      const refused = await api.submit(claimId);
      expect(refused.status).toBe(400);
      expect(refused.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.serviceNotInCategories);
      expect((await api.pending()).incompleteClaims.WSA).toMatchObject({ id: claimId, status: 'R' });
      await api.cancel(claimId);
    } finally {
      await setCategories(company!.wellnessCategories);
    }
  });

  it('selects a claim above $1,000 for audit, blocks new claims, and takes audit documents one at a time', async () => {
    const api = claimApi(t, liam);
    const details = await api.details();
    const { claimId } = await api.open();
    await api.add(claimId, {
      patient: '0',
      service_date: api.today(),
      service: 9,
      provider: 'Calgary Hearing Clinic',
      amount: '1,200.00',
    });
    await api.upload(claimId, 'hearing-aid.pdf', await realPdf());
    const expected = priceClaim([{ amountCents: 120_000 }], {
      province: 'AB',
      planCode: 1071,
      balances: { currentCents: details.balances.current, previousCents: details.balances.previousYear },
      runOut: details.runOut,
    }).total;
    expect(expected.gstAmount).toBeGreaterThan(0);
    const submitted = await api.submit(claimId);
    expect(submitted.body.data).toMatchObject({
      status: 'A',
      auditSelected: true,
      breakdown: { ...expected, hstAmount: 0, rstAmount: 0, premAmount: 0 },
      message: CLAIM_MESSAGES.claimSubmittedForAudit,
    });
    expect((await user(liam)).EMPLOYEE_AUDIT_STATE).toBe(1);
    const blocked = await t.call('/claim/id', { type: 'WSA' }, liam);
    expect(blocked.status).toBe(403);
    expect(blocked.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.auditInProcess);

    const first = await t.call<{ claim: ClaimView; message: string }>(
      '/audit/upload',
      { claimId, fileName: 'audiologist-letter.pdf', content: b64(await realPdf()) },
      liam,
    );
    expect(first.body.data).toMatchObject({ message: CLAIM_MESSAGES.auditFileUploaded });
    const second = await t.call<{ claim: ClaimView }>(
      '/audit/upload',
      { claimId, fileName: 'prescription.png', content: b64(PNG) },
      liam,
    );
    expect(second.body.data.claim.auditFiles.map((f) => f.fileName)).toEqual([
      'audiologist-letter.pdf',
      'prescription.png',
    ]);
    const detail = await t.call<ResponseOf<Api['employeeClaimDetails']>>(
      '/employee/claim-details',
      { claimId },
      liam,
    );
    expect(detail.body.data.history.map((h) => h.status)).toEqual(['R', 'A', 'A', 'A']);
    expect(detail.body.data.history[1]!.note).toContain('above $1,000.00');

    // A claim that is not in audit takes no audit documents.
    const paper = (
      await t.call<ResponseOf<Api['employeeClaimReport']>>(
        '/employee/claim-report',
        { startdate: '2000-01-01' },
        liam,
      )
    ).body.data.rows.find((r) => r.status === 'P')!;
    const wrong = await t.call(
      '/audit/upload',
      { claimId: paper.id, fileName: 'x.png', content: b64(PNG) },
      liam,
    );
    expect(wrong.status).toBe(409);
    expect(wrong.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.notInAudit);
    const audited = await t.db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.ownerId, '100002'), eq(files.purpose, 'audit')));
    expect(audited[0]!.n).toBe(2);
  });

  it("refuses a dependant's expense from before their effective date, when added and when submitted", async () => {
    const api = claimApi(t, olivia);
    const lea = (await api.details()).patients.find((p) => p.name.startsWith('Léa'))!;
    const [row] = await t.db
      .select()
      .from(dependants)
      .where(eq(dependants.id, Number(lea.id)));
    expect(lea.coveredSince).toBe(row!.effectiveDate);
    const setSince = (date: string) =>
      t.db.update(dependants).set({ effectiveDate: date }).where(eq(dependants.id, row!.id));
    const today = api.today();
    await setSince(today);
    try {
      expect((await api.details()).patients.find((p) => p.id === lea.id)?.coveredSince).toBe(today);
      const { claimId } = await api.open();
      const item = { service: 3, provider: 'Bloor West Optometry', amount: '80.00' };
      // The day before she was covered: inside Olivia's window, not Léa's.
      const early = await api.add(claimId, { ...item, patient: lea.id, service_date: addDays(today, -1) });
      expect(early.status).toBe(400);
      expect(early.body.data.error?.service_date).toBe(MESSAGES.invalidServiceDate);
      expect(
        (await api.add(claimId, { ...item, patient: '0', service_date: addDays(today, -1) })).body.code,
      ).toBe(0);
      expect((await api.add(claimId, { ...item, patient: lea.id, service_date: today })).body.code).toBe(0);
      expect((await api.upload(claimId, 'r.png', PNG)).body.code).toBe(0);

      // Her coverage moved after the item was added: the submission checks again and the claim stays open.
      await setSince(addDays(today, 1));
      const refused = await api.submit(claimId);
      expect(refused.status).toBe(400);
      expect(refused.body.data.error?.service_date).toBe(MESSAGES.invalidServiceDate);
      expect((await api.pending()).incompleteClaims.HSA).toMatchObject({ id: claimId, status: 'R' });
      await api.cancel(claimId);
    } finally {
      await setSince(row!.effectiveDate);
    }
  });
});
