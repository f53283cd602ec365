// The sign-in pages' first frames (decision 0051): renders each page in each theme and language with
// the renderer `vite build --ssr src/first-frame/render.tsx` wrote to dist-ssr/, writes them to
// dist/first-frames.json for the server, and removes dist-ssr/. The build's last step (package.json).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const ssrDir = path.join(web, 'dist-ssr');
const renderer = path.join(ssrDir, 'render.js');

/** The pages the server sends with a first frame: the three sign-in pages (the server's FIRST_SCREENS). */
const PAGES = ['/login', '/partner/login', '/tools/login'];
const THEMES = ['light', 'dark'];
const LANGUAGES = ['en', 'fr'];

const { renderFirstFrame } = await import(pathToFileURL(renderer).href);
const frames = {};
for (const page of PAGES) {
  frames[page] = {};
  for (const language of LANGUAGES) {
    frames[page][language] = {};
    for (const theme of THEMES) {
      frames[page][language][theme] = await renderFirstFrame(page, theme, language);
    }
  }
}
fs.writeFileSync(path.join(web, 'dist', 'first-frames.json'), JSON.stringify(frames));
fs.rmSync(ssrDir, { recursive: true, force: true });
console.info(`first frames of ${PAGES.join(', ')} written to dist/first-frames.json`);
