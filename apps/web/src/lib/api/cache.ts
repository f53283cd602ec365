import type { QueryClient } from '@tanstack/react-query';
import type { Area } from '../session/areas';

/**
 * The server-data cache (TanStack Query) comes with the signed-in areas (app/data.tsx), not with the
 * entry: /login does not download it (docs/performance.md). The public screens and the API client
 * only need to drop cached data on sign-in, logout and forced logout, which they do through here;
 * before any signed-in screen has loaded there is nothing to drop.
 */
let cache: QueryClient | undefined;

/** Called once by app/data.tsx when the cache is created. */
export function attachCache(client: QueryClient): void {
  cache = client;
}

/** Forget one area's cached answers (its query keys start with the area's name). */
export function dropAreaData(area: Area): void {
  cache?.removeQueries({ queryKey: [area] });
}

/** Forget every cached answer (/refresh). */
export function dropAllData(): void {
  cache?.clear();
}
