import { keptFrameKey } from '@benefits/domain';
import type { KeptFrame } from './storage';

/*
 * Kept frames (decision 0053): the last settled picture of a signed-in page that has one (domain
 * KEPT_FRAME_PAGES), kept in local storage beside the session it belongs to, with the cached answers
 * it was drawn from. On the next load of that page, the server's boot script paints it before the
 * scripts arrive (apps/server/src/platform/first-frame.ts, KEPT_FRAME_BOOT), and the cache starts
 * from those answers (app/keptFrame.ts, fetched again once the page is up), so that React's first
 * render draws the same picture instead of a loading state.
 */

/** What a page's frame is kept with: its session and preferences, and where they are stored. */
export interface KeepContext {
  path: string;
  sessionKey: string;
  token: string;
  /** The theme and language, as the preferences cookie names them (preferencesCookieValue). */
  prefs: string;
  /** A media query the window matches now, which decides what the shell draws (its drawer). */
  media: string;
  data?: unknown;
}

/** Elements that mean the page has not settled, or shows something of a moment. */
const UNSETTLED = [
  '[role="dialog"]',
  '[role="progressbar"]',
  '.MuiSkeleton-root',
  '.MuiSnackbar-root',
  '[data-first-frame]',
].join(',');

/** The key of emotion's cache, which starts every class name it makes (`css-1x2y3z`). */
const EMOTION_KEY = 'css';
const EMOTION_CLASS = new RegExp(`\\.(${EMOTION_KEY}-[\\w-]+)`, 'g');

function keptRule(rule: CSSRule, used: ReadonlySet<string>): string {
  if ('selectorText' in rule && typeof rule.selectorText === 'string') {
    const classes = [...rule.selectorText.matchAll(EMOTION_CLASS)].map((m) => m[1]!);
    return classes.length === 0 || classes.some((c) => used.has(c)) ? rule.cssText : '';
  }
  // A group (`@media`, `@supports`, `@keyframes`): its header, and the rules inside it that are kept.
  if ('cssRules' in rule && rule.cssRules instanceof Object) {
    const inner = [...(rule.cssRules as CSSRuleList)].map((r) => keptRule(r, used)).join('');
    return inner ? `${rule.cssText.slice(0, rule.cssText.indexOf('{')).trim()}{${inner}}` : '';
  }
  return rule.cssText;
}

/**
 * The CSS rules of emotion's style sheets that a frame needs: those that name one of the classes it
 * uses, and the global ones (no emotion class: the baseline's `body`, keyframes, font faces).
 */
export function usedRules(used: ReadonlySet<string>, sheets: Iterable<CSSStyleSheet | null>): string {
  let css = '';
  for (const sheet of sheets) {
    if (!sheet) continue;
    for (const rule of sheet.cssRules) css += keptRule(rule, used);
  }
  return css;
}

/** Emotion's style sheets in the document. */
const emotionSheets = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => style.sheet);

/**
 * `#root` as a frame: its markup without the traces of a moment (keyboard focus rings, ripples) and
 * the CSS it uses, in an inert wrapper that main.tsx and the e2e helpers know as a first frame.
 * Undefined while the page has not settled (a dialog, a loading state, a message of a moment).
 */
export function drawnFrame(
  root: HTMLElement,
  sheets: Iterable<CSSStyleSheet | null> = emotionSheets(),
): string | undefined {
  if (root.querySelector(UNSETTLED) || document.querySelector('body > [role="presentation"]'))
    return undefined;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const ripple of copy.querySelectorAll('.MuiTouchRipple-root > *')) ripple.remove();
  const used = new Set<string>();
  for (const element of copy.querySelectorAll('[class]')) {
    element.classList.remove('Mui-focusVisible');
    for (const name of element.classList) used.add(name);
  }
  // Nothing in the rules can close the style element early.
  const css = usedRules(used, sheets).replace(/<\/style/gi, '<\\/style');
  // Named as emotion names the styles a server rendered: emotion's cache, made as the scripts start,
  // moves it into <head> and takes its classes as written, so React's first render does not write
  // them again, and the page keeps its look when React replaces the frame.
  const names = [...used].flatMap((name) =>
    name.startsWith(`${EMOTION_KEY}-`) ? [name.slice(EMOTION_KEY.length + 1)] : [],
  );
  return (
    `<div inert data-first-frame data-kept-frame>` +
    `<style data-emotion="${[EMOTION_KEY, ...names].join(' ')}">${css}</style>${copy.innerHTML}</div>`
  );
}

/** The entry script of this build, as the page's HTML (or its boot script) named it. */
function entryScript(): string | undefined {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined;
}

/** Keeps the page's frame now, when it has settled; true when it did. */
export function keepFrame(context: KeepContext, root = document.getElementById('root')): boolean {
  const entry = entryScript();
  const html = root ? drawnFrame(root) : undefined;
  if (!entry || !html) return false;
  const { path, data, ...session } = context;
  const frame: KeptFrame = {
    ...session,
    entry,
    lang: document.documentElement.lang,
    title: document.title,
    html,
    ...(data === undefined ? {} : { data }),
  };
  try {
    localStorage.setItem(keptFrameKey(path), JSON.stringify(frame));
    return true;
  } catch {
    // Storage full or refused: the page loads as it would without a frame.
    return false;
  }
}
