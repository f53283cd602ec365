/// <reference types="vitest/config" />
import fs from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
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

/**
 * The first screens people land on, as `src/` paths: a sign-in page, every page's message host, what
 * a signed-in area loads once its first screen is up, and each signed-in area's home with its shell,
 * the area route tables and what every area route loads (the data cache, the access rules).
 * firstScreenChunks groups the modules they load after the entry by which of them load it.
 */
const SIGNED_IN = ['src/app/areaRoutes.tsx', 'src/app/data.tsx', 'src/app/access.tsx'];
export const FIRST_SCREENS: Record<string, string[]> = {
  signIn: ['src/features/auth/LoginScreen.tsx'],
  snackbar: ['src/lib/ui/SnackbarView.tsx'],
  // What every signed-in area loads once its first screen is up.
  later: ['src/lib/session-warning/SessionWarningDialog.tsx', 'src/lib/tour/IntroTour.tsx'],
  employee: [...SIGNED_IN, 'src/app/shells/EmployeeShell.tsx', 'src/features/dashboard/DashboardScreen.tsx'],
  partner: [...SIGNED_IN, 'src/app/shells/PartnerShell.tsx', 'src/features/partner/PartnerHomeScreen.tsx'],
  tools: [...SIGNED_IN, 'src/app/shells/ToolsShell.tsx', 'src/features/tools/ToolsHomeScreen.tsx'],
};
/** The mode of the survey build (below), made in a temporary folder: its output is only read. */
const SURVEY_MODE = 'first-screens-survey';
const SURVEY_FILE = 'first-screens.json';

type OutputChunk = Rolldown.OutputChunk;
/** The chunk of a bundle that holds a module given as its path under apps/web. */
const chunkHolding = (chunks: OutputChunk[], file: string) =>
  chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/apps/web/${file}`)));

/**
 * Groups what the first screens load after the entry by which of them load it: one chunk per set of
 * first screens (`start-employee`, `start-employee_partner_tools`, …), instead of the many small
 * chunks automatic splitting makes (one per set of *any* lazy modules sharing a module: an icon, a
 * hook, a part of MUI). Over a phone's connection each request costs a round trip and a browser sends
 * six at a time to one server: the employee dashboard waited on about fifteen round trips of scripts
 * (docs/performance.md "Eighteenth session").
 *
 * Which modules a screen loads is read from a first, automatically split build of the same sources
 * (the survey, `mode: first-screens-survey`, run at the start of every client build): the chunks a
 * screen's chunk imports statically, less the entry's, and of those only the modules that produced
 * code (a barrel module's unused re-exports do not count). So no first screen downloads a module it
 * does not use: every module of a group is used by every screen of its set. What the entry loads, and
 * text catalogues (one chunk per namespace and language, decision 0018), keep their chunks. A
 * module's static imports are used by at least the same screens, so a group imports only the entry's
 * chunks and groups of larger sets: no cycle. Modules no first screen uses are split automatically.
 */
export function firstScreenChunks(screens: Record<string, string[]>, configFile: string) {
  const chunkOf = new Map<string, string>();
  const names = Object.keys(screens);
  const groupName = (set: string[]) => `start-${set.join('_')}`;

  /** In the survey build: writes which first screens load each module (SURVEY_FILE in its folder). */
  let surveyDir = '';
  const survey: Plugin = {
    name: 'benefits:first-screens-survey',
    apply: (_, env) => env.command === 'build' && env.mode === SURVEY_MODE,
    configResolved(config) {
      surveyDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (roots: typeof chunks) => {
        const seen = new Set<string>();
        const todo = roots.map((c) => c.fileName);
        while (todo.length) {
          const file = todo.pop()!;
          if (seen.has(file)) continue;
          seen.add(file);
          todo.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const entry = closure(chunks.filter((c) => c.isEntry));
      const users: Record<string, string[]> = {};
      for (const [screen, files] of Object.entries(screens)) {
        const roots = files.map((file) => {
          const chunk = chunkHolding(chunks, file);
          if (!chunk) this.error(`first screens: no chunk holds ${file} (vite.config.ts FIRST_SCREENS)`);
          return chunk;
        });
        for (const file of closure(roots)) {
          if (entry.has(file)) continue;
          for (const [id, module] of Object.entries(byFile.get(file)!.modules)) {
            if (module.renderedLength === 0 || TEXT_CATALOGUE.test(id)) continue;
            (users[id] ??= []).push(screen);
          }
        }
      }
      await fs.mkdir(surveyDir, { recursive: true });
      await fs.writeFile(path.join(surveyDir, SURVEY_FILE), JSON.stringify(users));
    },
  };

  /** Where each first screen's module went, for the manifest (below). */
  const fileOf = new Map<string, string>();
  let outDir = '';

  /**
   * In the real build: runs the survey first, then names each surveyed module's group. A first
   * screen's module is inside a group's chunk, which Vite's manifest names after the chunk
   * (`_start-signIn-<hash>.js`), so the manifest also gets the module's own key for that chunk
   * (`src/features/auth/LoginScreen.tsx`), as it has for a lazy module with a chunk of its own: the
   * server's preloads (apps/server/src/platform/preload.ts) and scripts/login-weight.mjs look it up.
   */
  const group: Plugin = {
    name: 'benefits:first-screen-chunks',
    apply: (_, env) => env.command === 'build' && env.mode !== SURVEY_MODE && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      const { build } = await import('vite');
      // A folder of its own: the build and scripts/login-weight.mjs's may run side by side (npm test).
      const dir = await fs.mkdtemp(path.join(tmpdir(), 'first-screens-survey-'));
      let users: Record<string, string[]>;
      try {
        await build({
          configFile,
          mode: SURVEY_MODE,
          logLevel: 'warn',
          build: { outDir: dir, emptyOutDir: true, sourcemap: false, manifest: false },
        });
        users = JSON.parse(await fs.readFile(path.join(dir, SURVEY_FILE), 'utf8')) as typeof users;
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
      chunkOf.clear();
      for (const [id, set] of Object.entries(users)) chunkOf.set(id, groupName(set));
    },
    generateBundle(_, bundle) {
      fileOf.clear();
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      for (const file of Object.values(screens).flat()) {
        const chunk = chunkHolding(chunks, file);
        if (chunk) fileOf.set(file, chunk.fileName);
      }
    },
    async writeBundle() {
      const manifestFile = path.join(outDir, '.vite', 'manifest.json');
      type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean };
      const text = await fs.readFile(manifestFile, 'utf8').catch(() => undefined);
      if (text === undefined) return;
      const manifest = JSON.parse(text) as Record<string, ManifestChunk>;
      for (const [module, file] of fileOf) {
        const chunk = Object.values(manifest).find((c) => c.file === file);
        if (chunk && !manifest[module]) manifest[module] = { ...chunk, src: module, isDynamicEntry: true };
      }
      await fs.writeFile(manifestFile, JSON.stringify(manifest, null, 2));
    },
  };

  // One group per non-empty set of first screens, in FIRST_SCREENS' order (as the survey lists them).
  const sets = names.reduce<string[][]>((all, name) => [...all, ...all.map((set) => [...set, name])], [[]]);
  const groups = sets
    .filter((set) => set.length > 0)
    .map((set) => groupName(set))
    .map((name) => ({
      name,
      test: (id: string) => chunkOf.get(id) === name,
      includeDependenciesRecursively: false,
      priority: 5,
    }));
  return { plugins: [survey, group], groups };
}
const firstScreens = firstScreenChunks(FIRST_SCREENS, fileURLToPath(import.meta.url));

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
export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    react(),
    muiDefaultThemeWithoutVars(),
    ...(isSsrBuild ? [] : firstScreens.plugins),
    ...(isSsrBuild || mode === SURVEY_MODE ? [] : [precompress()]),
  ],
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
                // The app's own modules that the entry loads, in the entry's chunk: split automatically
                // they made seven more chunks of 1–3 kB (paths, config, messages, …), each a round
                // trip before the first paint (decision 0052).
                {
                  name: 'app',
                  test: (id: string) => !id.includes('node_modules') && !TEXT_CATALOGUE.test(id),
                  tags: ['$initial'],
                  priority: 8,
                },
                ...(mode === SURVEY_MODE ? [] : firstScreens.groups),
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
    // A failed test runs once more. On a machine where the suite took 28 minutes (docs/performance.md
    // "Twentieth session"), two whole-app renders failed once each in three runs beside the
    // end-to-end tests. Both were races in the app, since fixed: the partner sign-up kept its draft
    // for a moment after the submission, and a redirect stayed on screen without navigating again
    // when the next address came before the screen it went to was drawn (lib/redirect.tsx). A test
    // that fails twice fails the run; `npm test` names every test that passed only on its second
    // try, with its first failure (scripts/test.mjs), so a flaky one is seen, not hidden: look for
    // the cause in the app first, as both of these were.
    retry: 1,
  },
}));
