import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_FRAME_BOOT,
  FRAME_BOOT_SOURCES,
  KEPT_FRAME_BOOT,
  firstFrames,
  keptFrameBoot,
} from './first-frame';

/** A build's `first-frames.json` in miniature: one page, each theme and language telling itself apart. */
function miniatureFrames(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-frames-'));
  const frame = (theme: string, language: string) => ({
    html: `<h1>${language} ${theme}</h1><p>© __APP_CONFIG_year__ __APP_CONFIG_providerName__</p>`,
    css: `.css-${theme}{color:${theme}}`,
  });
  const page = Object.fromEntries(
    ['en', 'fr'].map((l) => [l, Object.fromEntries(['light', 'dark'].map((t) => [t, frame(t, l)]))]),
  );
  fs.writeFileSync(path.join(dir, 'first-frames.json'), JSON.stringify({ '/login': page }));
  return dir;
}

const INDEX = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';

describe('the sign-in pages’ first frames', () => {
  let dist: string;
  let framed: ReturnType<typeof firstFrames>;
  beforeAll(() => {
    dist = miniatureFrames();
    framed = firstFrames(dist, { providerName: 'Soins & <Santé>' });
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('sends the chosen theme and language alone, with the provider and this year filled in', () => {
    const html = framed(INDEX, '/login', { cookie: 'a=1; benefits.prefs=dark.fr', 'accept-language': 'en' })!;
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain(
      `<div id="root"><div inert data-first-frame><style>.css-dark{color:dark}</style><h1>fr dark</h1><p>© ${new Date().getFullYear()} Soins &amp; &lt;Santé&gt;</p></div></div>`,
    );
    expect(html).not.toContain('light');
  });

  it("on a first visit, the browser's language and both themes, shown by the system's colour scheme", () => {
    const html = framed(INDEX, '/login', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })!;
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain(
      '<div inert data-first-frame="light"><style media="not all and (prefers-color-scheme: dark)">[data-first-frame="dark"]{display:none}.css-light{color:light}</style><h1>fr light</h1>',
    );
    expect(html).toContain(
      '<div inert data-first-frame="dark"><style media="(prefers-color-scheme: dark)">[data-first-frame="light"]{display:none}.css-dark{color:dark}</style><h1>fr dark</h1>',
    );
    // A chosen theme with an unknown language: the browser's language.
    expect(framed(INDEX, '/login', { cookie: 'benefits.prefs=light.de' })).toContain('<h1>en light</h1>');
  });

  it('starts the page’s scripts after the first paint: the same preloads and entry, listed', () => {
    const index = INDEX.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>',
    ).replace('</body>', '<link rel="modulepreload" crossorigin href="/assets/Login<1>.js"></body>');
    // (A new instance: each keeps the pages it made, one HTML per page.)
    const html = firstFrames(dist, {})(index, '/login', { cookie: 'benefits.prefs=light.en' })!;
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const list = /<script type="application\/json" id="first-frame-scripts">([^<]*)<\/script>/.exec(
      html,
    )![1]!;
    expect(JSON.parse(list)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/react-1.js', '/assets/Login<1>.js'],
    });
    expect(html).toContain(`<script>${FIRST_FRAME_BOOT}</script></body>`);
    expect(FRAME_BOOT_SOURCES).toEqual(
      [FIRST_FRAME_BOOT, KEPT_FRAME_BOOT].map(
        (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      ),
    );
  });

  it('gives the pages that keep a frame the kept-frame boot script, and only those', () => {
    const index = INDEX.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>',
    );
    const kept = keptFrameBoot();
    const html = kept(index, '/')!;
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain(
      '<script type="application/json" id="first-frame-scripts">' +
        '{"entry":"/assets/index-1.js","preload":["/assets/react-1.js"]}</script>' +
        `<script>${KEPT_FRAME_BOOT}</script></body>`,
    );
    expect(kept(index, '/')).toBe(html);
    expect(kept(index, '/claims')).toBeUndefined();
    expect(kept(index, '/login')).toBeUndefined();
  });

  it('leaves other pages, and a build without frames, to the scripts', () => {
    expect(framed(INDEX, '/dashboard', {})).toBeUndefined();
    expect(firstFrames(os.tmpdir(), {})(INDEX, '/login', {})).toBeUndefined();
  });
});
