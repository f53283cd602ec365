import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window counters kept in the database, so every server behind a load balancer shares them
 * (docs/architecture.md "Scale-out"). One upsert per throttled call.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async hit(
    key: string,
    limit: number,
    windowSeconds = 60,
  ): Promise<{ allowed: boolean; retryAfter: number }> {
    const nowMs = this.now().getTime();
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    const count = row?.count ?? 1;
    return { allowed: count <= limit, retryAfter: Math.ceil((windowStart + windowMs - nowMs) / 1000) };
  }

  /** Drops windows older than a day (called from time to time). */
  async prune(): Promise<void> {
    const cutoff = this.now().getTime() - 86_400_000;
    await this.db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${cutoff}`);
  }
}
