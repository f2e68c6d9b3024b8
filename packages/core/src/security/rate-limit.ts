import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '../errors.ts';

export type RateRule = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit against each rule in fixed windows stored in PostgreSQL, so every API instance
 * shares them, and throws 429 once any rule is over its limit.
 */
export async function enforceRateLimits(em: EntityManager, rules: RateRule[]): Promise<void> {
  for (const rule of rules) {
    const rows = await em.getConnection().execute<{ hits: number; reset_in: number }[]>(
      `insert into rate_limit (key, window_start, hits) values (?, now(), 1)
       on conflict (key) do update set
         hits = case when rate_limit.window_start < now() - make_interval(secs => ?) then 1 else rate_limit.hits + 1 end,
         window_start = case when rate_limit.window_start < now() - make_interval(secs => ?) then now() else rate_limit.window_start end
       returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ?) - now())))::int as reset_in`,
      [rule.key, rule.windowSeconds, rule.windowSeconds, rule.windowSeconds],
    );
    const row = rows[0];
    if (row && row.hits > rule.limit) {
      throw new RateLimitedError(undefined, Math.max(1, row.reset_in));
    }
  }
}

export async function clearRateLimit(em: EntityManager, key: string): Promise<void> {
  await em.getConnection().execute('delete from rate_limit where key = ?', [key]);
}
