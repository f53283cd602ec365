/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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

// The web app. `vite build` writes dist/, which the server serves (SPA fallback to index.html,
// with the app-config meta filled in from the server's config). Also the Vitest project 'web'.
export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
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
    // Whole-app renders in jsdom take seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
}));
