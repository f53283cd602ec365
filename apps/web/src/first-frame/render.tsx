import './storage';
import { paths } from '@benefits/domain';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { setAppConfig, type AppConfig } from '../lib/config';
import { setCopyrightYear } from '../lib/ui/copyright-year';
import { applyLanguage } from '../lib/i18n';
import { usePreferences, type Language, type ThemeMode } from '../lib/preferences';

/**
 * The first frame of a sign-in page (decision 0051): what React's first render of the page shows,
 * rendered at build time (scripts/first-frames.mjs) so that the server can send it in the HTML and
 * the page paints before its scripts have arrived. The app's own routes, providers and screens are
 * rendered, so the frame is the page; an end-to-end test compares the two pixel for pixel
 * (e2e/public/first-frame.e2e.ts).
 *
 * The server's configuration is not known at build time: its values are written as placeholders
 * (`__APP_CONFIG_providerName__`) that the server fills in (apps/server/src/platform/first-frame.ts).
 */
export interface FirstFrame {
  /** The markup of the page (what goes inside `#root`). */
  html: string;
  /** Every CSS rule the markup needs, in the order emotion inserts them in the browser. */
  css: string;
}

/** A configuration value's placeholder, or the year's (the server fills both when it sends a frame). */
export const CONFIG_PLACEHOLDER = (key: keyof AppConfig | 'year') => `__APP_CONFIG_${key}__`;

/** The pages with a first frame: the three sign-in pages (the server preloads their screen too). */
export const FIRST_FRAME_PAGES = [
  paths.public.login.path,
  paths.public.partnerLogin.path,
  paths.public.toolsLogin.path,
];
/** Each is rendered in every theme and language. */
export { LANGUAGES, THEME_MODES } from '@benefits/domain';

export async function renderFirstFrame(
  pathname: string,
  theme: ThemeMode,
  language: Language,
): Promise<FirstFrame> {
  setAppConfig({
    providerName: CONFIG_PLACEHOLDER('providerName'),
    supportEmail: CONFIG_PLACEHOLDER('supportEmail'),
  });
  setCopyrightYear(CONFIG_PLACEHOLDER('year'));
  usePreferences.setState({ theme, language });
  // On a server, zustand's hook reads the store's initial state (React's server snapshot), the object
  // the store was created with: this process renders every theme and language with it.
  Object.assign(usePreferences.getInitialState(), { theme, language });
  await applyLanguage(language);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} redirects: it has no first frame`);
  if (context.errors) throw new Error(`${pathname} fails to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // `compat`: emotion keeps each rule in `inserted` instead of writing <style> tags into the markup
  // (what @emotion/server reads too).
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  )
    // ScrollRestoration's inline script: the page's own scripts restore scrolling (and the CSP
    // forbids inline scripts).
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  // Emotion also keeps the rules of the styled layers a component's class was merged from (a Link's
  // own class under the Typography it renders as): only the classes the markup uses, and the globals.
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')));
  const css = Object.entries(cache.inserted)
    .filter(
      ([name, rules]) =>
        typeof rules === 'string' && (!rules.includes(`.css-${name}`) || used.has(`css-${name}`)),
    )
    .map(([, rules]) => rules as string)
    .join('');
  return { html, css };
}
