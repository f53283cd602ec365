import { KEPT_FRAME_KEY_PREFIX, keptFrameKey, type KeptFrameRecord } from '@benefits/domain';

/*
 * Reading and forgetting kept frames (decision 0053; lib/kept-frame/keep.ts keeps them). Apart from
 * keep.ts because the session store, in every page's first scripts, forgets them at logout.
 */

/** A kept frame: what the boot script checks and paints, and the cached answers behind it. */
export interface KeptFrame extends KeptFrameRecord {
  data?: unknown;
}

/** The frame kept for a page, if any. */
export function readKeptFrame(path: string): KeptFrame | undefined {
  try {
    const raw = localStorage.getItem(keptFrameKey(path));
    return raw ? (JSON.parse(raw) as KeptFrame) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the frames kept with a session (its store's key), at sign-out, a forced logout or a new sign-in. */
export function forgetKeptFrames(sessionKey: string): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (!key?.startsWith(KEPT_FRAME_KEY_PREFIX)) continue;
      const frame = readKeptFrame(key.slice(KEPT_FRAME_KEY_PREFIX.length));
      if (!frame || frame.sessionKey === sessionKey) localStorage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing was kept either.
  }
}
