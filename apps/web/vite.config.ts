/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app. `vite build` writes dist/, which the server serves (SPA fallback to index.html,
// with the app-config meta filled in from the server's config). Also the Vitest project 'web'.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
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
  },
});
