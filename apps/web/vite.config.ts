/// <reference types="vitest/config" />
import fs from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * A text catalogue's chunk is named after its namespace and language (`text-claims.fr-<hash>.js`),
 * so what a page downloads says which text it loaded (e2e/partner-tools/text-chunks.e2e.ts).
 * Catalogues: features/<ns>/i18n/<lang>.ts, lib/<ns>/i18n/<lang>.ts, lib/i18n/<ns>/<lang>.ts.
 */
const TEXT_CATALOGUE =
  /[\\/]src[\\/](?:features|lib)[\\/](?:i18n[\\/])?([^\\/]+)[\\/](?:i18n[\\/])?(en|fr)\.ts$/;
export const textChunkName = (moduleId: string | null | undefined): string | undefined => {
  const match = moduleId ? TEXT_CATALOGUE.exec(moduleId) : null;
  return match ? `text-${match[1]}.${match[2]}` : undefined;
};

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * MUI's theme function and provider without CSS variables (what `createTheme` and `ThemeProvider`
 * call for a theme like ours, which sets neither `cssVariables` nor `colorSchemes`). The package's
 * exports do not list them; importing them by name keeps the CSS-variables machinery (about 7 kB
 * brotli) out of /login (app/theme.ts, app/providers.tsx; types in src/app/mui-no-vars.d.ts).
 */
const muiStyles = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/@mui/material/styles/${file}`, import.meta.url));
const muiNoVars = {
  find: /^@mui\/material\/styles\/(createThemeNoVars|ThemeProviderNoVars)$/,
  replacement: muiStyles('$1.mjs'),
};

/**
 * MUI's default theme (what `styled` and `Box` fall back to without a ThemeProvider) is `createTheme()`
 * without options, which `createTheme` hands to `createThemeNoVars` unchanged. Importing that
 * directly in the two modules that build it keeps `createThemeWithVars` and its helpers (about 5 kB
 * brotli) out of /login; the app has no CSS-variables theme (app/theme.ts, decision 0043). The build
 * fails if a new MUI version changes these imports or passes options there.
 */
const MUI_DEFAULT_THEME: Record<string, { from: string; to: string }> = {
  '/@mui/material/styles/defaultTheme.mjs': {
    from: 'import createTheme from "./createTheme.mjs";',
    to: 'import createTheme from "./createThemeNoVars.mjs";',
  },
  '/@mui/material/Box/Box.mjs': {
    from: 'import { createTheme } from "../styles/index.mjs";',
    to: 'import createTheme from "../styles/createThemeNoVars.mjs";',
  },
};
export function muiDefaultThemeWithoutVars(): Plugin {
  return {
    name: 'benefits:mui-default-theme-without-vars',
    apply: 'build',
    transform(code, id) {
      const file = id.replace(/\\/g, '/');
      const entry = Object.entries(MUI_DEFAULT_THEME).find(([suffix]) => file.endsWith(suffix));
      if (!entry) return null;
      const [suffix, { from, to }] = entry;
      if (!code.includes(from) || /createTheme\((?!\))/.test(code)) {
        this.error(`${suffix} no longer builds its default theme with createTheme(): review decision 0043`);
      }
      return { code: code.replace(from, to), map: null };
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What the browser downloads as text; source maps stay uncompressed (only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset
 * of the build, when smaller than the file; the server sends the best copy the browser accepts
 * (@fastify/static `preCompressed`, apps/server/src/app.ts). Node's zlib at build time, so the
 * slowest, smallest settings cost nothing per request and no plugin dependency is needed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'benefits:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            }),
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

// The web app. `vite build` writes dist/, which the server serves (SPA fallback to index.html,
// with the app-config meta filled in from the server's config). Also the Vitest project 'web'.
// `vite build --ssr src/first-frame/render.tsx` (the build's second step, package.json) writes the
// sign-in pages' first-frame renderer to dist-ssr/, for scripts/first-frames.mjs (decision 0051).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), muiDefaultThemeWithoutVars(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      muiNoVars,
      // The web's own runtime for i18next and react-i18next, the subset the app uses (decision 0050):
      // TypeScript still checks against the packages' types; built and unit-tested with this runtime,
      // which src/lib/i18n/runtime/equivalence.test.ts compares with the real i18next.
      {
        find: /^i18next$/,
        replacement: fileURLToPath(new URL('./src/lib/i18n/runtime/i18next.ts', import.meta.url)),
      },
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('./src/lib/i18n/runtime/react-i18next.ts', import.meta.url)),
      },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // The renderer carries its own copy of every package, built as the browser's (same aliases, same
  // MUI and emotion modules), so that it renders what the browser does.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', sourcemap: false, minify: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: true,
        // dist/.vite/manifest.json: the server preloads each sign-in page's chunks from it
        // (apps/server/src/platform/preload.ts); scripts/login-weight.mjs measures with it.
        manifest: true,
        rolldownOptions: {
          output: {
            chunkFileNames: (chunk) => {
              const text = textChunkName(chunk.facadeModuleId);
              return text ? `assets/${text}-[hash].js` : 'assets/[name]-[hash].js';
            },
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
                {
                  name: 'mui',
                  test: /node_modules[\\/](@mui|@emotion|stylis|react-is|hoist-non-react-statics|clsx|react-transition-group|@babel[\\/]runtime)[\\/]/,
                  tags: ['$initial'],
                  priority: 20,
                },
                { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
              ],
            },
          },
        },
      },
  server: {
    // In development, API calls go to a locally running server (npm start at the root).
    proxy: { '/webapp': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // The files of a worker share one jsdom and one module graph instead of importing React, MUI
    // and the app again for each file (about a third of the project's CPU; docs/performance.md
    // "Fifteenth session"). src/test/setup.ts starts each file as on a fresh page; no file mocks a
    // module (vi.mock would not reach modules an earlier file imported).
    isolate: false,
    // Whole-app renders in jsdom take seconds on a busy 2-core machine; a journey through a form of
    // several steps took more than 15 s beside the end-to-end tests on a slow one (docs/performance.md
    // "Fifteenth session"). A test that hangs still fails.
    testTimeout: 30_000,
    // The same worker count as the domain and contract projects, which run in its group
    // (vitest.config.ts TWO_WORKERS_AT_LEAST).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
