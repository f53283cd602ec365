import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) on loopback for the tests, one per test file, with one
 * empty bucket; it signs requests like AWS (docs/decisions/0016).
 */
// The SDK's notice that its 2027 releases need Node 22 is for operators, not test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export async function startS3Server(bucket = 'receipts-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  /** The settings that make the app store files there. */
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  };
  // A client of its own, to look inside the bucket without going through the app.
  const client = new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1', credentials });
  return {
    bucket,
    endpoint,
    credentials,
    env,
    keys: async (): Promise<string[]> =>
      ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!),
    read: async (key: string): Promise<Buffer> => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type TestS3 = Awaited<ReturnType<typeof startS3Server>>;
