import fs from 'node:fs';
import path from 'node:path';
import {
  languageOf,
  localeOfLanguage,
  preferencesFromCookie,
  type Language,
  type ThemeModeName,
} from '@benefits/domain';

/** One page in one theme and language, as apps/web/src/first-frame/render.tsx renders it. */
interface Frame {
  html: string;
  css: string;
}
type Frames = Record<string, Record<Language, Record<ThemeModeName, Frame>>>;

/** What a request for a page needs to pick its frame. */
interface FrameRequest {
  cookie?: string | string[] | undefined;
  'accept-language'?: string | string[] | undefined;
}

/** The request headers the chosen frame depends on (the answer's `Vary`). */
export const FIRST_FRAME_VARY = 'Cookie, Accept-Language';

const PLACEHOLDER = /__APP_CONFIG_(\w+)__/g;
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sign-in pages' first frames (decision 0051): the build renders each page in each theme and
 * language (apps/web/scripts/first-frames.mjs, `dist/first-frames.json`); the server writes the one the
 * visitor will see into `#root`, so the page paints with the HTML instead of after its scripts. The
 * theme and language are the visitor's choice, mirrored by the web app into a cookie; a first visit
 * has the language its browser asks for, and both themes, one shown by the system's colour scheme,
 * as the web app itself chooses. The frame is `inert`: it only shows the page until React replaces it.
 *
 * Returns, for a page and a request, the HTML to send, or undefined for a page without a frame
 * (or a build without frames).
 */
export function firstFrames(
  dist: string,
  config: Record<string, string>,
): (html: string, route: string, request: FrameRequest) => string | undefined {
  const file = path.join(dist, 'first-frames.json');
  if (!fs.existsSync(file)) return () => undefined;
  const fill = (text: string) => text.replace(PLACEHOLDER, (_, key: string) => escapeText(config[key] ?? ''));
  const frames = JSON.parse(fs.readFileSync(file, 'utf8')) as Frames;
  const pages = new Map<string, string>();

  const wrap = (frame: Frame, theme?: ThemeModeName) => {
    if (!theme) return `<div inert data-first-frame><style>${frame.css}</style>${fill(frame.html)}</div>`;
    const shown =
      theme === 'dark' ? '(prefers-color-scheme: dark)' : 'not all and (prefers-color-scheme: dark)';
    const other = theme === 'dark' ? 'light' : 'dark';
    return (
      `<div inert data-first-frame="${theme}"><style media="${shown}">` +
      `[data-first-frame="${other}"]{display:none}${frame.css}</style>${fill(frame.html)}</div>`
    );
  };

  return (html, route, request) => {
    const page = frames[route];
    if (!page) return undefined;
    const chosen = preferencesFromCookie(request.cookie);
    const language = chosen.language ?? languageOf(request['accept-language']);
    const key = `${route} ${language} ${chosen.theme ?? 'system'}`;
    let sent = pages.get(key);
    if (sent === undefined) {
      const themes = page[language];
      const body = chosen.theme
        ? wrap(themes[chosen.theme])
        : wrap(themes.light, 'light') + wrap(themes.dark, 'dark');
      sent = html
        .replace(/<html lang="[^"]*">/, `<html lang="${localeOfLanguage(language)}">`)
        .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
      pages.set(key, sent);
    }
    return sent;
  };
}
