import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  KEPT_FRAME_KEY_PREFIX,
  KEPT_FRAME_PAGES,
  PREFERENCES_COOKIE,
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

/** The data block that lists a framed page's scripts for FIRST_FRAME_BOOT. */
const SCRIPTS_ID = 'first-frame-scripts';

/** Adds a page's module preloads and entry script, listed in the `#first-frame-scripts` data block. */
const START_SCRIPTS =
  `function go(){var l=JSON.parse(d.getElementById('${SCRIPTS_ID}').textContent);` +
  `l.preload.forEach(function(u){var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=u;d.head.append(e)});` +
  `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=l.entry;d.head.append(s)}`;

/**
 * Starts the scripts once the frame has painted: when the browser reports the first contentful paint
 * (a `paint` entry, which comes once the frame is on screen, not only drawn), at most a second later
 * without one; where there are no `paint` entries, after the next animation frame and a task.
 */
const AFTER_PAINT =
  `var P=window.PerformanceObserver;` +
  `if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)requestAnimationFrame(function(){setTimeout(go)});` +
  `else{var w,o=new P(function(e){if(!e.getEntriesByName('first-contentful-paint').length)return;` +
  `o.disconnect();clearTimeout(w);setTimeout(go)});o.observe({type:'paint',buffered:true});` +
  `w=setTimeout(function(){o.disconnect();go()},1000)}`;

/**
 * The inline script of a framed page: once the first frame is on screen, it adds the page's module
 * preloads and its entry script. A page in a background tab, which draws no frame, starts them at
 * once. (Why the scripts wait for the paint: decision 0051.) Allowed by its hash in the CSP.
 */
export const FIRST_FRAME_BOOT =
  `(function(){var d=document;${START_SCRIPTS}` +
  `if(d.visibilityState==='hidden')go();else{${AFTER_PAINT}}})();`;

/**
 * The inline script of a page that may have a kept frame (decision 0053, domain KEPT_FRAME_PAGES):
 * it paints the frame the web app kept for this page when the stored session is still the one it
 * was drawn in (same token, not expired), the theme and language are the same (the preferences
 * cookie, which the web app writes on every load), the window still matches the frame's media query
 * and the build is the same. A frame whose session has ended or expired is deleted: what it shows
 * lives no longer than its session. Then it starts the scripts as FIRST_FRAME_BOOT does; without a
 * frame painted (or with unreadable storage), at once.
 */
export const KEPT_FRAME_BOOT =
  `(function(){var d=document,p=0;${START_SCRIPTS}` +
  `try{var k='${KEPT_FRAME_KEY_PREFIX}'+location.pathname,l=JSON.parse(d.getElementById('${SCRIPTS_ID}').textContent),` +
  `f=JSON.parse(localStorage.getItem(k)),s=(JSON.parse(localStorage.getItem(f.sessionKey))||{}).state;` +
  `s=s&&s.session;if(!s||s.token!==f.token||!(s.expiry*1e3>Date.now()))localStorage.removeItem(k);` +
  `else if(f.entry===l.entry&&('; '+d.cookie+';').indexOf('; ${PREFERENCES_COOKIE}='+f.prefs+';')>=0&&` +
  `matchMedia(f.media).matches){d.documentElement.lang=f.lang;d.title=f.title;` +
  `d.getElementById('root').innerHTML=f.html;p=1}}catch(e){}` +
  `if(!p||d.visibilityState==='hidden')go();else{${AFTER_PAINT}}})();`;

const cspSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP sources that allow FIRST_FRAME_BOOT and KEPT_FRAME_BOOT and no other inline script. */
export const FRAME_BOOT_SOURCES = [cspSource(FIRST_FRAME_BOOT), cspSource(KEPT_FRAME_BOOT)];

const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A page's HTML with its scripts started by FIRST_FRAME_BOOT instead of the tags the browser would
 * fetch at once: the preloads and the entry, in the same order, listed in a data block.
 */
function scriptsAfterPaint(html: string, boot = FIRST_FRAME_BOOT): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  // `<` escaped: the list cannot end its block early, whatever the names.
  const list = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return html
    .replace(PRELOAD, '')
    .replace(ENTRY, '')
    .replace(
      '</body>',
      `<script type="application/json" id="${SCRIPTS_ID}">${list}</script><script>${boot}</script></body>`,
    );
}
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sign-in pages' first frames (decision 0051): the build renders each page in each theme and
 * language (apps/web/scripts/first-frames.mjs, `dist/first-frames.json`); the server writes the one the
 * visitor will see into `#root`, so the page paints with the HTML instead of after its scripts. The
 * theme and language are the visitor's choice, mirrored by the web app into a cookie; a first visit
 * has the language its browser asks for, and both themes, one shown by the system's colour scheme,
 * as the web app itself chooses. The frame is `inert`: it only shows the page until React replaces it.
 * The page's scripts start once the frame has painted (FIRST_FRAME_BOOT).
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
  // The configuration's values, and the year the frame is sent in (the footers' copyright line).
  const fill = (text: string, year: string) =>
    text.replace(PLACEHOLDER, (_, key: string) => escapeText(key === 'year' ? year : (config[key] ?? '')));
  const frames = JSON.parse(fs.readFileSync(file, 'utf8')) as Frames;
  const pages = new Map<string, string>();

  const wrap = (frame: Frame, year: string, theme?: ThemeModeName) => {
    if (!theme)
      return `<div inert data-first-frame><style>${frame.css}</style>${fill(frame.html, year)}</div>`;
    const shown =
      theme === 'dark' ? '(prefers-color-scheme: dark)' : 'not all and (prefers-color-scheme: dark)';
    const other = theme === 'dark' ? 'light' : 'dark';
    return (
      `<div inert data-first-frame="${theme}"><style media="${shown}">` +
      `[data-first-frame="${other}"]{display:none}${frame.css}</style>${fill(frame.html, year)}</div>`
    );
  };

  return (html, route, request) => {
    const page = frames[route];
    if (!page) return undefined;
    const chosen = preferencesFromCookie(request.cookie);
    const language = chosen.language ?? languageOf(request['accept-language']);
    const year = String(new Date().getFullYear());
    const key = `${route} ${language} ${chosen.theme ?? 'system'} ${year}`;
    let sent = pages.get(key);
    if (sent === undefined) {
      const themes = page[language];
      const body = chosen.theme
        ? wrap(themes[chosen.theme], year)
        : wrap(themes.light, year, 'light') + wrap(themes.dark, year, 'dark');
      sent = scriptsAfterPaint(html)
        .replace(/<html lang="[^"]*">/, `<html lang="${localeOfLanguage(language)}">`)
        .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
      pages.set(key, sent);
    }
    return sent;
  };
}

/**
 * The pages that may paint a frame the web app kept (decision 0053, domain KEPT_FRAME_PAGES): their
 * HTML with KEPT_FRAME_BOOT in place of the script tags. Returns, for a page, the HTML to send, or
 * undefined for another page.
 */
export function keptFrameBoot(): (html: string, route: string) => string | undefined {
  const pages = new Map<string, string>();
  return (html, route) => {
    if (!KEPT_FRAME_PAGES.includes(route)) return undefined;
    let sent = pages.get(html);
    if (sent === undefined) {
      sent = scriptsAfterPaint(html, KEPT_FRAME_BOOT);
      pages.set(html, sent);
    }
    return sent;
  };
}
