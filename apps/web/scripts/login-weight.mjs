#!/usr/bin/env node
// The JavaScript /login needs before it is interactive, compressed: the entry chunk of
// index.html, the chunk of the /login route (src/features/auth/LoginScreen.tsx, loaded by the route's
// `lazy`) and every chunk they import statically, each counted once.
//
//   node apps/web/scripts/login-weight.mjs            # builds into a temporary folder, then measures
//   node apps/web/scripts/login-weight.mjs --dist DIR # measures an existing build made with --manifest
//   options: --budget <kB> (brotli, default 170; exit code 1 above it), --json
//
// Sizes are brotli as the server really sends it (the budget): the build's `.br` copy of each chunk
// (apps/web/vite.config.ts), or brotli at quality 11 when the folder has none; and gzip at zlib's
// default level (what Vite's build report shows). kB of 1,000 bytes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const LOGIN_ROUTE_MODULE = 'src/features/auth/LoginScreen.tsx';
const ENTRY = 'index.html';
// A French visitor's first render also waits for the French of the public text a first render shows
// (the rest of it, lib/i18n/commonLater, is fetched once the browser is idle, like the snackbar).
const FRENCH_MODULE = 'src/lib/i18n/common/fr.ts';

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
// Brotli, what the server sends: the French total was 168.1 kB on 2026-11-26 (docs/performance.md,
// "Eleventh session: /login"); issue #15's target is 150 kB.
const budgetKb = Number(option('--budget', '170'));
const asJson = process.argv.includes('--json');
let dist = option('--dist', '');
let temporary = '';

if (!dist) {
  temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'login-weight-'));
  dist = temporary;
  const vite = path.join(webRoot, '../../node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--manifest', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webRoot, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build with \`vite build --manifest\` or leave out --dist.`);
  process.exit(2);
}
/** @type {Record<string, {file: string, imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean}>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
for (const key of [ENTRY, LOGIN_ROUTE_MODULE, FRENCH_MODULE]) {
  if (!manifest[key]) {
    console.error(`The manifest has no chunk for ${key}; is /login still a lazy route of that module?`);
    process.exit(2);
  }
}

/** A chunk and its static imports, depth first, each file once (a module's key may name a group's chunk). */
function closure(key, seen = new Map()) {
  const chunk = manifest[key];
  if (seen.has(key) || [...seen.values()].includes(chunk.file)) return seen;
  seen.set(key, chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryChunks = closure(ENTRY);
const loginChunks = closure(LOGIN_ROUTE_MODULE, new Map(entryChunks));
const frenchChunks = [...closure(FRENCH_MODULE, new Map(loginChunks))].filter(
  ([key]) => !loginChunks.has(key),
);

/** What the server sends to a browser that accepts brotli: the build's copy, else the same settings. */
function brotliBytes(file, bytes) {
  const copy = path.join(dist, `${file}.br`);
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  return zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;
}
const measure = ([key, file], from) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return {
    file,
    from: from ?? (entryChunks.has(key) ? 'entry' : '/login route'),
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes).length,
    brotli: Math.min(bytes.length, brotliBytes(file, bytes)),
  };
};
const sum = (list) =>
  list.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
const rows = [...loginChunks].map((chunk) => measure(chunk)).sort((a, b) => b.gzip - a.gzip);
const frenchRows = frenchChunks.map((chunk) => measure(chunk, 'French'));
const total = sum(rows);
const frenchTotal = sum([...rows, ...frenchRows]);
// The budget holds for every visitor: the French one downloads the most.
const worst = Math.max(total.brotli, frenchTotal.brotli);
const within = worst <= budgetKb * 1000;
const kb = (n) => (n / 1000).toFixed(1);
const print = (line) => process.stdout.write(`${line}\n`);
const row = (r) =>
  `${kb(r.gzip).padStart(8)} ${kb(r.brotli).padStart(9)} ${kb(r.raw).padStart(8)}  ${r.from.padEnd(13)} ${r.file}`;
const totalRow = (t, label) =>
  `${kb(t.gzip).padStart(8)} ${kb(t.brotli).padStart(9)} ${kb(t.raw).padStart(8)}  ${label}`;

if (asJson) {
  print(
    JSON.stringify(
      {
        budgetKb,
        totalGzipKb: Number(kb(total.gzip)),
        frenchTotalGzipKb: Number(kb(frenchTotal.gzip)),
        totalBrotliKb: Number(kb(total.brotli)),
        frenchTotalBrotliKb: Number(kb(frenchTotal.brotli)),
        files: rows.length,
        chunks: rows,
        frenchChunks: frenchRows,
      },
      null,
      2,
    ),
  );
} else {
  print('JavaScript needed by /login (entry + /login route chunk + their static imports)\n');
  print(
    `${'gzip kB'.padStart(8)} ${'brotli kB'.padStart(9)} ${'raw kB'.padStart(8)}  ${'loaded by'.padEnd(13)} chunk`,
  );
  for (const r of rows) print(row(r));
  print(totalRow(total, `total, English (${rows.length} chunks)`));
  for (const r of frenchRows) print(row(r));
  print(totalRow(frenchTotal, 'total, French'));
  print(`\nBudget: ${budgetKb} kB brotli — ${within ? 'within' : 'OVER'}`);
  print(
    `Sent with brotli (what a browser downloads): ${kb(total.brotli)} kB, French ${kb(frenchTotal.brotli)} kB`,
  );
}
if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
process.exit(within ? 0 : 1);
