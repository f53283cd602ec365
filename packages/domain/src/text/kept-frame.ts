/*
 * Kept frames (decision 0053): a signed-in page's last settled picture, which the web app keeps in
 * local storage with the session and which the page's inline boot script paints on the next load of
 * that page, before the scripts arrive, when the session, theme, language, screen width and build are
 * still the ones it was drawn with. The server adds that boot script to these pages only.
 */

/** The signed-in pages that keep their frame: the employee dashboard. */
export const KEPT_FRAME_PAGES: readonly string[] = ['/'];

export const KEPT_FRAME_KEY_PREFIX = 'benefits.frame:';

/** The local-storage key of a page's kept frame. */
export const keptFrameKey = (path: string): string => `${KEPT_FRAME_KEY_PREFIX}${path}`;

/** What the boot script checks before it paints a kept frame, and what it paints. */
export interface KeptFrameRecord {
  /** The entry script of the build that drew it (a new build draws differently). */
  entry: string;
  /** The session it belongs to: the store's local-storage key and the session's token. */
  sessionKey: string;
  token: string;
  /** The theme and language it was drawn in, as the preferences cookie names them (`dark.fr`). */
  prefs: string;
  /** `<html lang>` and the document's title while it shows. */
  lang: string;
  title: string;
  /** A media query the window matched when it was drawn (the shells differ by width). */
  media: string;
  /** The frame: `#root`'s markup and the CSS rules it uses, inside an inert wrapper. */
  html: string;
}
