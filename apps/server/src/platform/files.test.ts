import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3 } from '../test/s3';
import { FileNotFoundError, LocalFileStore, newFileKey, S3FileStore, type FileStore } from './files';

// One contract, both stores: what the app relies on must hold on local disk and on S3 alike.
describe.each(['local disk', 'S3'] as const)('the FileStore on %s', (kind) => {
  let store: FileStore;
  let s3: TestS3 | undefined;
  let root = '';
  beforeAll(async () => {
    if (kind === 'S3') {
      s3 = await startS3Server();
      store = new S3FileStore({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        credentials: s3.credentials,
      });
    } else {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
      store = new LocalFileStore(root);
    }
  });
  afterAll(async () => {
    await s3?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  const now = new Date(Date.UTC(2026, 10, 23));
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);

  it('gives back the bytes it was given, then nothing once deleted', async () => {
    const key = newFileKey('receipt', now);
    expect(key).toMatch(/^receipt\/2026\/11\/[0-9a-f-]{36}$/);
    await store.put(key, bytes);
    expect(Buffer.compare(await store.get(key), bytes)).toBe(0);
    await store.delete(key);
    await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    // Deleting what is already gone is not an error (a failed upload cleans up after itself).
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('keeps files apart by key', async () => {
    const a = newFileKey('receipt', now);
    const b = newFileKey('audit', now);
    await store.put(a, Buffer.from('first'));
    await store.put(b, Buffer.from('second'));
    expect((await store.get(a)).toString()).toBe('first');
    expect((await store.get(b)).toString()).toBe('second');
  });

  it('answers a clear not-found error for a key with nothing under it', async () => {
    const key = newFileKey('receipt', now);
    const err = await store.get(key).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileNotFoundError);
    expect(err).toMatchObject({ key, message: `No stored file under key ${key}` });
  });

  it('refuses keys it did not make, before touching the store', async () => {
    for (const key of [
      '../etc/passwd',
      'receipt/2026/11/../../../../etc/passwd',
      '/receipt/2026/11/0b5c9a3e-6f0e-4a57-9f3b-1d2e3f4a5b6c',
      'Receipt/2026/11/0b5c9a3e-6f0e-4a57-9f3b-1d2e3f4a5b6c',
      'receipt/2026/11/my-receipt.png',
      '',
    ]) {
      await expect(store.put(key, bytes), key).rejects.toThrow('Invalid file key');
      await expect(store.get(key), key).rejects.toThrow('Invalid file key');
      await expect(store.delete(key), key).rejects.toThrow('Invalid file key');
    }
    if (s3) expect(await s3.keys()).not.toContain('receipt/2026/11/my-receipt.png');
  });
});
