// The sign-in pages' first frames (decision 0051): renders each page in each theme and language with
// the renderer `vite build --ssr src/first-frame/render.tsx` wrote to dist-ssr/, writes them to
// dist/first-frames.json for the server, and removes dist-ssr/. The build's last step (package.json).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const ssrDir = path.join(web, 'dist-ssr');
const renderer = path.join(ssrDir, 'render.js');

const { renderFirstFrame, FIRST_FRAME_PAGES, LANGUAGES, THEME_MODES } = await import(
  pathToFileURL(renderer).href
);
const frames = {};
for (const page of FIRST_FRAME_PAGES) {
  frames[page] = {};
  for (const language of LANGUAGES) {
    frames[page][language] = {};
    for (const theme of THEME_MODES) {
      frames[page][language][theme] = await renderFirstFrame(page, theme, language);
    }
  }
}
fs.writeFileSync(path.join(web, 'dist', 'first-frames.json'), JSON.stringify(frames));
fs.rmSync(ssrDir, { recursive: true, force: true });
console.info(`first frames of ${FIRST_FRAME_PAGES.join(', ')} written to dist/first-frames.json`);
