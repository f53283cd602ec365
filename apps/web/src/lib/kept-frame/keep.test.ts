import { keptFrameKey } from '@benefits/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { drawnFrame, keepFrame, usedRules } from './keep';
import { forgetKeptFrames, readKeptFrame } from './storage';

// The test files share one document (the web project does not isolate them): what a test adds to it,
// it takes away.
const added: Element[] = [];
function add<E extends Element>(element: E, parent: Element = document.head): E {
  parent.append(element);
  added.push(element);
  return element;
}

/** An emotion-like style sheet in the document, with these rules. */
function emotionSheet(rules: string[]): HTMLStyleElement {
  const style = document.createElement('style');
  // Not `data-emotion`: the app's own sheets in this shared document must stay out of the tests.
  add(style);
  for (const rule of rules) style.sheet!.insertRule(rule, style.sheet!.cssRules.length);
  return style;
}

const CONTEXT = {
  path: '/',
  sessionKey: 'benefits.session.employee',
  token: 'token-1',
  prefs: 'light.en',
  media: '(min-width:900px)',
};

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
  localStorage.removeItem(keptFrameKey('/'));
  localStorage.removeItem('unrelated');
});

describe('usedRules', () => {
  it('keeps the rules of the classes the markup uses, and the global ones', () => {
    const style = emotionSheet([
      'body { margin: 0px; }',
      '.css-used { color: red; }',
      '.css-unused { color: blue; }',
      '.css-used:hover { color: green; }',
      '@media (min-width: 600px) { .css-used { padding: 1px; } .css-unused { padding: 2px; } }',
      '@media (min-width: 900px) { .css-unused { padding: 3px; } }',
    ]);
    const css = usedRules(new Set(['css-used']), [style.sheet]);
    expect(css).toContain('body { margin: 0px; }');
    expect(css).toContain('.css-used { color: red; }');
    expect(css).toContain('.css-used:hover { color: green; }');
    expect(css).toMatch(/@media \(min-width: 600px\)\s*\{\.css-used \{ padding: 1px; \}\}/);
    expect(css).not.toContain('css-unused');
    expect(css).not.toContain('900px');
  });
});

describe('drawnFrame', () => {
  it('is the root’s markup and CSS, inert, with its classes named for emotion’s cache', () => {
    const style = emotionSheet(['.css-a1 { color: red; }', '.css-b2 { color: blue; }']);
    const root = document.createElement('div');
    root.innerHTML =
      '<h1 class="css-a1 MuiTypography-root">Welcome</h1>' +
      '<button class="css-a1 Mui-focusVisible">Go<span class="MuiTouchRipple-root"><span>ripple</span></span></button>';
    const frame = drawnFrame(root, [style.sheet])!;
    expect(frame).toMatch(/^<div inert data-first-frame data-kept-frame><style data-emotion="css a1">/);
    expect(frame).toContain('.css-a1 { color: red; }');
    expect(frame).not.toContain('css-b2');
    // Not what a moment showed: the keyboard focus ring, the ripple.
    expect(frame).not.toContain('Mui-focusVisible');
    expect(frame).not.toContain('ripple</span>');
    expect(frame).toContain('<h1 class="css-a1 MuiTypography-root">Welcome</h1>');
  });

  it('is nothing while the page has not settled', () => {
    const root = document.createElement('div');
    for (const unsettled of [
      '<div role="dialog"></div>',
      '<span class="MuiSkeleton-root"></span>',
      '<div role="progressbar"></div>',
      '<div inert data-first-frame></div>',
    ]) {
      root.innerHTML = `<h1>Welcome</h1>${unsettled}`;
      expect(drawnFrame(root), unsettled).toBeUndefined();
    }
    root.innerHTML = '<h1>Welcome</h1>';
    expect(drawnFrame(root)).toBeDefined();
    // A modal drawer or dialog open over the page (outside the root).
    const modal = document.createElement('div');
    modal.setAttribute('role', 'presentation');
    add(modal, document.body);
    expect(drawnFrame(root)).toBeUndefined();
  });
});

describe('keepFrame and forgetKeptFrames', () => {
  it('keeps the frame with what the boot script checks, and forgets it with its session', () => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.setAttribute('src', '/assets/index-1.js');
    add(entry);
    const [title, lang] = [document.title, document.documentElement.lang];
    document.title = 'Dashboard · Provider';
    document.documentElement.lang = 'en-CA';
    const root = document.createElement('div');
    root.innerHTML = '<h1>Welcome</h1>';

    expect(keepFrame({ ...CONTEXT, data: { queries: [] } }, root)).toBe(true);
    expect(readKeptFrame('/')).toEqual({
      entry: '/assets/index-1.js',
      sessionKey: CONTEXT.sessionKey,
      token: 'token-1',
      prefs: 'light.en',
      media: '(min-width:900px)',
      lang: 'en-CA',
      title: 'Dashboard · Provider',
      html: expect.stringContaining('<h1>Welcome</h1>') as unknown,
      data: { queries: [] },
    });

    // Another area's session leaves it; its own takes it away.
    localStorage.setItem('unrelated', 'x');
    forgetKeptFrames('benefits.session.partner');
    expect(readKeptFrame('/')).toBeDefined();
    forgetKeptFrames(CONTEXT.sessionKey);
    expect(localStorage.getItem(keptFrameKey('/'))).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('x');
    [document.title, document.documentElement.lang] = [title, lang];
  });

  it('keeps nothing without the build’s entry script or before the page settles', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Welcome</h1>';
    expect(keepFrame(CONTEXT, root)).toBe(false);
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.setAttribute('src', '/assets/index-1.js');
    add(entry);
    root.innerHTML = '<h1>Welcome</h1><div role="dialog"></div>';
    expect(keepFrame(CONTEXT, root)).toBe(false);
    expect(readKeptFrame('/')).toBeUndefined();
  });
});
