import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_MESSAGES, ErrorCode } from '@benefits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

const TOO_LARGE = {
  code: ErrorCode.TOO_LARGE,
  data: { error: { GENERAL: API_MESSAGES.tooLarge }, errorKeys: { GENERAL: { key: 'api.tooLarge' } } },
};

/** A JSON body of about 2 MB: over the 1 MB limit of every endpoint but the uploads. */
const twoMegabytes = JSON.stringify({
  data: { id: '9'.repeat(2 * 1024 * 1024), pw: 'x' },
  meta: { appType: 'web', appVersion: '2.5.4', os: 'Linux', browser: 'Test' },
});

/**
 * Posts over a real socket, as a browser on a real network does (app.inject never shows a reset
 * connection): the first 64 kB, a pause in which the server may answer, then the rest piece by piece.
 * Like a browser, it fails when the body cannot be sent whole, even if an answer came first.
 */
function post(port: number, path: string, body: string, agent: http.Agent) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    let answer: { status: number; body: unknown } | undefined;
    let sent = false;
    const settle = () => {
      if (answer && sent) resolve(answer);
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          try {
            answer = { status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) };
            settle();
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.on('close', () => {
      if (!sent) reject(new Error('the connection closed before the body was sent'));
    });
    req.on('finish', () => {
      sent = true;
      settle();
    });
    const bytes = Buffer.from(body);
    const piece = 64 * 1024;
    const write = (at: number) => {
      if (req.destroyed) return reject(new Error('the connection closed before the body was sent'));
      if (at >= bytes.length) return void req.end();
      // The next piece only once the last one has left, as a browser uploading over a network.
      req.write(bytes.subarray(at, at + piece), (err) => {
        if (err) reject(err);
        else setImmediate(() => write(at + piece));
      });
    };
    req.write(bytes.subarray(0, piece));
    setTimeout(() => write(piece), 100);
  });
}

describe('a body over the limit, over a real socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it.each(['/webapp/tools/login/', '/webapp/password/reset/', '/webapp/refresh/log'])(
    'answers %s with the 413 envelope every time, never a reset connection',
    async (path) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; i < 20; i++) {
          const answer = await post(port, path, twoMegabytes, agent);
          expect(answer, `request ${i + 1}`).toEqual({ status: 413, body: TOO_LARGE });
        }
      } finally {
        agent.destroy();
      }
    },
  );
});
