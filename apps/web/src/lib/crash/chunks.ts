import { CHUNK_LOAD_TIMEOUT_MS } from '@benefits/domain';

/**
 * A failed dynamic import: a script chunk that did not load (ChunkLoadError, or the browsers' own
 * messages for a failed `import()`), or a style chunk (CSS_CHUNK_LOAD_FAILED, Vite's preload error).
 * It usually means a new version was deployed (the old chunk names are gone) or the connection
 * dropped; reloading the page fixes both.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if ((error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (?:CSS )?chunk \S+ failed/i.test(
    error.message,
  );
}

/** The error a chunk load ends with when it fails or takes too long. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Loads a chunk (a route's `lazy`, a lazy component), giving up after docs/product §8's 120 seconds, so a
 * stalled download ends on the reload suggestion instead of a spinner that never stops.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
