import fs from 'node:fs';
import path from 'node:path';
import { CLAIM_MESSAGES } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { startS3Server, type TestS3 } from '../../test/s3';
import { claimApi, PNG, realPdf } from './test-support';

/** The files under DATA_DIR/files (the local FileStore), as key-like paths. */
const onDisk = (t: TestApp) => {
  const root = path.join(t.services.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(root, p)).isFile())
    .map((p) => p.split(path.sep).join('/'));
};

const storageKeyOf = async (t: TestApp, fileId: number) =>
  (await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId)))[0]!.key;

/** Opens a claim with one item, ready for receipts. */
async function claimWithItem(t: TestApp, token: string) {
  const api = claimApi(t, token);
  const { claimId } = await api.open();
  const added = await api.add(claimId, {
    patient: '0',
    service_date: api.today(),
    service: 2,
    provider: 'Harbord Dental Centre',
    amount: '$80.00',
  });
  if (added.body.code !== 0) throw new Error(`add failed: ${added.raw}`);
  return { api, claimId };
}

/** /claim/receipt's bytes, as the browser gets them. */
async function download(t: TestApp, token: string, fileId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/webapp/claim/receipt',
    headers: { 'content-type': 'application/json', token },
    payload: JSON.stringify({ data: { fileId } }),
  });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
}

describe.each(backends)('receipts with S3 configured, on %s', (backend) => {
  let s3: TestS3;
  let t: TestApp;
  let olivia: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp(backend, s3.env);
    olivia = await t.login('employee', '100001');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores an uploaded receipt in the bucket, not on disk, and serves it back', async () => {
    const { api, claimId } = await claimWithItem(t, olivia);
    const pdf = await realPdf();
    const uploaded = await api.upload(claimId, 'dental.pdf', pdf);
    expect(uploaded.body).toMatchObject({ code: 0, data: { message: CLAIM_MESSAGES.receiptUploaded } });
    const fileId = uploaded.body.data.receipt.id;

    const key = await storageKeyOf(t, fileId);
    expect(await s3.keys()).toEqual([key]);
    expect(Buffer.compare(await s3.read(key), pdf)).toBe(0);
    expect(onDisk(t)).toEqual([]);

    const got = await download(t, olivia, fileId);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/pdf');
    expect(Buffer.compare(got.bytes, pdf)).toBe(0);

    // A refused duplicate leaves nothing behind in the bucket.
    const again = await api.upload(claimId, 'dental.pdf', pdf);
    expect(again.body.data.error?.image).toBe('Duplicate receipt image');
    expect(await s3.keys()).toEqual([key]);

    // A receipt removed from the open claim is deleted from the bucket.
    const removed = await api.removeReceipt(claimId, fileId);
    expect(removed.body.data.message).toBe(CLAIM_MESSAGES.receiptRemoved);
    expect(await s3.keys()).toEqual([]);
    await api.cancel(claimId);
  });
});

describe('receipts by default', () => {
  let t: TestApp;
  let olivia: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    olivia = await t.login('employee', '100001');
  });
  afterAll(async () => t?.close());

  it('go to DATA_DIR/files on local disk', async () => {
    const { api, claimId } = await claimWithItem(t, olivia);
    const uploaded = await api.upload(claimId, 'receipt.png', PNG);
    expect(uploaded.body.code).toBe(0);
    const key = await storageKeyOf(t, uploaded.body.data.receipt.id);
    expect(onDisk(t)).toEqual([key]);
    const got = await download(t, olivia, uploaded.body.data.receipt.id);
    expect(got.status).toBe(200);
    expect(Buffer.compare(got.bytes, PNG)).toBe(0);
    await api.cancel(claimId);
  });
});
