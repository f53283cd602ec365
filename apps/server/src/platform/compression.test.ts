import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { paths } from '@benefits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from '../test/harness';
import { FIRST_FRAME_BOOT, FRAME_BOOT_SOURCES, KEPT_FRAME_BOOT } from './first-frame';

/** A built web app in miniature: a hashed asset with the build's `.br` and `.gz` copies beside it. */
const SCRIPT = `export const text = ${JSON.stringify('compressible text '.repeat(200))};\n`;
const ASSET = '/assets/entry-AbCd1234.js';

function miniatureBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="app-config" content="{}" />' +
      `<script type="module" crossorigin src="${ASSET}"></script>` +
      '<link rel="modulepreload" crossorigin href="/assets/react-AbCd1234.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  const file = path.join(dir, ASSET);
  fs.writeFileSync(file, SCRIPT);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
  // Vite's manifest: the entry and the sign-in screen share the react chunk.
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: ASSET.slice(1), imports: ['_react.js'], isEntry: true },
      '_react.js': { file: 'assets/react-AbCd1234.js' },
      'src/features/auth/LoginScreen.tsx': {
        file: 'assets/LoginScreen-AbCd1234.js',
        imports: ['_react.js', '_Field.js'],
        isDynamicEntry: true,
      },
      '_Field.js': { file: 'assets/Field-AbCd1234.js', imports: ['_react.js'] },
      'src/app/areaRoutes.tsx': {
        file: 'assets/areaRoutes-AbCd1234.js',
        imports: ['_react.js'],
        isDynamicEntry: true,
      },
    }),
  );
  // The sign-in page's first frame (platform/first-frame.ts), in every theme and language.
  const frame = { html: '<h1>Employee login</h1>', css: 'h1{margin:0}' };
  fs.writeFileSync(
    path.join(dir, 'first-frames.json'),
    JSON.stringify({ '/login': { en: { light: frame, dark: frame }, fr: { light: frame, dark: frame } } }),
  );
  // A file the build left uncompressed (too small to gain): sent as is whatever is accepted.
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-AbCd1234.js'), 'export{};');
  return dir;
}

const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

describe.each(backends)('compressed delivery (%s)', (backend) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = miniatureBuild();
    t = await startTestApp(backend, { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const getAsset = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('sends a .js asset to Accept-Encoding %s as %s', async (accept, encoding) => {
    const res = await getAsset(ASSET, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(encoding, res.rawPayload)).toBe(SCRIPT);
    // The build's own copy, byte for byte (not compressed again on the fly).
    const copy = { br: '.br', gzip: '.gz' }[encoding ?? ''] ?? '';
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, `${ASSET}${copy}`)))).toBe(true);
  });

  it('sends a file without compressed copies with the same headers', async () => {
    // Compressed on the fly (JavaScript is compressible) or not: the browser reads the same file.
    const res = await getAsset('/assets/tiny-AbCd1234.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(decode(res.headers['content-encoding'], res.rawPayload)).toBe('export{};');
  });

  it('does not serve the compressed copies by their own names', async () => {
    const res = await getAsset(`${ASSET}.br`, 'br');
    // The SPA fallback answers unknown paths with index.html, never the brotli bytes.
    expect(res.body).not.toBe(zlib.brotliCompressSync(SCRIPT).toString());
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("preloads the sign-in screen's chunks on the sign-in pages, the areas' route tables elsewhere", async () => {
    // A sign-in page lists them for the script that starts them once its first frame has painted.
    const preloads = (html: string) => {
      const framed = /<script type="application\/json" id="first-frame-scripts">([^<]*)<\/script>/.exec(html);
      if (framed) return (JSON.parse(framed[1]!) as { preload: string[] }).preload;
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    };
    const screen = [
      '/assets/react-AbCd1234.js',
      '/assets/LoginScreen-AbCd1234.js',
      '/assets/Field-AbCd1234.js',
    ];
    for (const url of [
      paths.public.login.path,
      `${paths.public.login.path}/`,
      paths.public.partnerLogin.path,
    ]) {
      const page = await getAsset(url);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('&quot;providerName&quot;');
      expect(preloads(page.body), url).toEqual(screen);
      // /login paints with its first frame, which depends on the visitor's cookie and language.
      const isLogin = url.startsWith(paths.public.login.path);
      expect(page.body.includes('<h1>Employee login</h1>'), url).toBe(isLogin);
      if (isLogin) {
        expect(page.headers.vary, url).toMatch(/cookie, accept-language/i);
        // Its scripts start from the one inline script the CSP allows, once the frame has painted.
        expect(page.body, url).toContain(`<script>${FIRST_FRAME_BOOT}</script>`);
        expect(page.body, url).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
        expect(page.headers['content-security-policy'], url).toContain(
          `script-src 'self' ${FRAME_BOOT_SOURCES.join(' ')};`,
        );
      }
    }
    // The pages go out compressed like the assets, each copy made once.
    for (const accept of ['gzip, deflate, br', 'gzip', undefined]) {
      const encoding = accept === undefined ? undefined : accept.includes('br') ? 'br' : 'gzip';
      for (let twice = 0; twice < 2; twice++) {
        const page = await getAsset(paths.public.login.path, accept);
        expect(page.headers['content-encoding'], accept).toBe(encoding);
        expect(page.headers.vary, accept).toMatch(/^cookie, accept-language, accept-encoding$/i);
        expect(decode(encoding, page.rawPayload), accept).toContain('<h1>Employee login</h1>');
      }
    }
    const other = await getAsset(paths.employee.personalDetails.path, 'br');
    expect(other.headers['content-encoding']).toBe('br');
    expect(decode('br', other.rawPayload)).toContain('areaRoutes-AbCd1234.js');
    // Never sent as a file of its own.
    expect((await getAsset('/first-frames.json')).headers['content-type']).toContain('text/html');
    for (const url of [paths.employee.personalDetails.path, '/', '/no-such-page']) {
      const other = await getAsset(url);
      expect(other.headers['content-type'], url).toContain('text/html');
      expect(preloads(other.body), url).toEqual([
        '/assets/react-AbCd1234.js',
        '/assets/areaRoutes-AbCd1234.js',
      ]);
      // The employee dashboard may paint the frame the web app kept of it (decision 0053): its scripts
      // start from the kept-frame boot script; the other pages fetch them from their tags.
      if (url === '/') {
        expect(other.body, url).toContain(`<script>${KEPT_FRAME_BOOT}</script></body>`);
        expect(other.body, url).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      } else {
        expect(other.body, url).toContain(`<script type="module" crossorigin src="${ASSET}"></script>`);
      }
    }
    const manifest = await getAsset('/.vite/manifest.json');
    expect(manifest.headers['content-type']).toContain('text/html');
  });

  it('compresses a large JSON answer and leaves a small one alone', async () => {
    const token = await t.login('employee', '100001');
    const call = (url: string, acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          token,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        payload: JSON.stringify({
          data: {},
          meta: { appType: 'web', appVersion: '2.5.4', os: 'Linux', browser: 'Test' },
        }),
      });
    const report = '/webapp/employee/balance-report/';
    const plain = await call(report);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length, 'the balance history is over the 1 kB threshold').toBeGreaterThan(1024);
    expect(plain.json()).toMatchObject({ code: 0 });
    for (const encoding of ['br', 'gzip']) {
      const res = await call(report, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length * 0.7);
      expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(plain.json());
    }
    const small = await call('/webapp/test/alive', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers the 413 envelope readable to a client that accepts brotli', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/webapp/login/',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: JSON.stringify({ data: { id: '9'.repeat(2 * 1024 * 1024), pw: 'x' } }),
    });
    expect(res.statusCode).toBe(413);
    const body = JSON.parse(decode(res.headers['content-encoding'], res.rawPayload)) as { code: number };
    expect(body.code).toBeGreaterThan(0);
  });
});
