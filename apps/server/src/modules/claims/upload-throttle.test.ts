import { API_MESSAGES, UPLOADS_PER_MINUTE } from '@benefits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { b64, PNG } from './test-support';

/** Uploads carry bodies up to 12 MiB: each upload endpoint takes at most UPLOADS_PER_MINUTE a minute per address. */
describe.each(backends)('upload throttling on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('employee', '100001');
  });
  afterAll(async () => t?.close());

  it('answers 429 with the spec message once an address has sent a minute’s uploads, and other calls go on', async () => {
    // A fixed window: the minute must not turn over between the first upload and the refused one.
    t.holdClock(60);
    const upload = () =>
      t.call('/claim/upload', { claimId: 2_000_000_000, fileName: 'x.png', content: b64(PNG) }, token);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) {
      // Counted before anything else is checked: an unknown claim still uses up an upload.
      expect((await upload()).status, `upload ${i + 1}`).toBe(404);
    }
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(refused.body.data.error?.GENERAL).toBe(API_MESSAGES.tooManyRequests);
    // The limit is per endpoint: the audit upload and the rest of the API still answer.
    expect(
      (await t.call('/audit/upload', { claimId: 2_000_000_000, fileName: 'x.png', content: b64(PNG) }, token))
        .status,
    ).toBe(404);
    expect((await t.call('/employee', {}, token)).status).toBe(200);
  });
});
