import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/platform';

/** How often one server instance clears expired counters, and how many it clears at a time. */
const sweepEveryMs = 60_000;
const sweepBatch = 500;

type Incr = FastifyRateLimitStore['incr'];

/**
 * A @fastify/rate-limit store on the `rate_limits` table, so every server
 * instance on the database counts against one limit and a restart forgets
 * nothing. Each hit is one atomic upsert: a counter whose window has passed
 * starts again at 1, otherwise it grows. Counters are keyed by route plus the
 * route's own key (the client address unless the route says otherwise).
 */
export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function sweep(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < sweepEveryMs) return;
    lastSweep = at.getTime();
    const expired = db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(lte(rateLimits.resetAt, at))
      .limit(sweepBatch);
    await db.delete(rateLimits).where(inArray(rateLimits.key, expired));
  }

  async function hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const at = now();
    await sweep(at);
    const atSql = sql`${at.toISOString()}::timestamptz`;
    const expired = sql`${rateLimits.resetAt} <= ${atSql}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: new Date(at.getTime() + timeWindow) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (!row) throw new Error('rate limit counter was not written');
    return { current: row.count, ttl: Math.max(0, row.resetAt.getTime() - at.getTime()) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes its options first; the scope is ours (set by `child`). */
    constructor(
      _options?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Parameters<Incr>[1], timeWindow: number): void {
      hit(`${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** One store per route, so two routes' counters for the same client stay apart. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      return new DatabaseRateLimitStore(undefined, route?.url ? `${method ?? ''} ${route.url}` : this.scope);
    }
  }
  // @fastify/rate-limit constructs the store itself with its options; the database comes from this closure.
  return DatabaseRateLimitStore;
}
