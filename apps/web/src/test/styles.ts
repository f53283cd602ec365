import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';

let cache: EmotionCache | null | undefined;

/** The emotion cache MUI writes its styles through (emotion's default: the app sets no other). */
function emotionCache(): EmotionCache | null {
  if (cache === undefined) {
    function Probe() {
      cache = __unsafe_useEmotionCache();
      return null;
    }
    render(createElement(Probe)).unmount();
  }
  return cache ?? null;
}

/**
 * Takes out the `<style>` elements emotion wrote for the screens of earlier files, and lets it write
 * them again when a screen asks. The files of a web worker share one jsdom (vite.config.ts `isolate:
 * false`), and emotion writes one element per rule outside production and never removes one: a
 * worker's document reached thousands, and jsdom's getComputedStyle, which Testing Library's role
 * queries call for an element and each of its ancestors, reads every rule of every sheet, so each
 * file ran slower than the one before.
 */
export function dropEarlierStyles(): void {
  const c = emotionCache();
  if (!c) return;
  c.sheet.flush();
  for (const key of Object.keys(c.inserted)) delete c.inserted[key];
}
