import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@benefits/domain';

/** The module of the web app (apps/web) that draws each sign-in page, as Vite's manifest names it. */
const LOGIN_SCREEN = 'src/features/auth/LoginScreen.tsx';
const FIRST_SCREENS: Record<string, string> = {
  [paths.public.login.path]: LOGIN_SCREEN,
  [paths.public.partnerLogin.path]: LOGIN_SCREEN,
  [paths.public.toolsLogin.path]: LOGIN_SCREEN,
};
/** The signed-in areas' route tables, which the web loads for any page that is not a public one. */
const AREA_ROUTES = 'src/app/areaRoutes.tsx';
/** The key of the preloads of every other page (signed-in pages and unknown paths). */
export const OTHER_PAGES = '*';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * For each sign-in page, the `<link rel="modulepreload">` tags of its screen's chunk and every chunk
 * that chunk imports statically, less what index.html already loads; under OTHER_PAGES, those of
 * the signed-in areas' route tables (app/areaRoutes.tsx), for every other page. Without them the browser
 * learns of the screen only once the entry has run and the router asks for it: a second round trip
 * after the entry, on the path of the first paint. Read from the build's `.vite/manifest.json`;
 * without one (a stand-in build), no page gets any.
 */
export function firstScreenPreloads(dist: string): Map<string, string> {
  const file = path.join(dist, '.vite', 'manifest.json');
  const preloads = new Map<string, string>();
  if (!fs.existsSync(file)) return preloads;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const inEntry = closure('index.html');
  for (const [route, module] of Object.entries(FIRST_SCREENS)) {
    const tags = [...closure(module)]
      .filter((key) => !inEntry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
    if (tags.length) preloads.set(route, tags.join(''));
  }
  const areaTags = [...closure(AREA_ROUTES)]
    .filter((key) => !inEntry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
  if (areaTags.length) preloads.set(OTHER_PAGES, areaTags.join(''));
  return preloads;
}
