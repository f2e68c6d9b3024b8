import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '../errors.ts';
import { runPrepared } from '../db/prepared.ts';

export type RateRule = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit against each rule in fixed windows stored in PostgreSQL, so every API instance
 * shares them, and throws 429 once any rule is over its limit. Rules sharing a window length
 * are counted in one statement.
 */
export async function enforceRateLimits(em: EntityManager, rules: RateRule[]): Promise<void> {
  const windows = new Map<number, RateRule[]>();
  for (const rule of rules) windows.set(rule.windowSeconds, [...(windows.get(rule.windowSeconds) ?? []), rule]);
  for (const [windowSeconds, group] of windows) {
    // $1 is the window; the keys follow. One prepared statement per number of rules counted together.
    const rows = await runPrepared<{ key: string; hits: number; reset_in: number }>(
      em,
      `rate_limit_${group.length}`,
      `insert into rate_limit (key, window_start, hits) values ${group.map((_, i) => `($${i + 2}, now(), 1)`).join(', ')}
       on conflict (key) do update set
         hits = case when rate_limit.window_start < now() - make_interval(secs => $1) then 1 else rate_limit.hits + 1 end,
         window_start = case when rate_limit.window_start < now() - make_interval(secs => $1) then now() else rate_limit.window_start end
       returning key, hits, ceil(extract(epoch from (window_start + make_interval(secs => $1) - now())))::int as reset_in`,
      [windowSeconds, ...group.map((rule) => rule.key)],
    );
    for (const row of rows) {
      const rule = group.find((r) => r.key === row.key);
      if (rule && row.hits > rule.limit) throw new RateLimitedError(undefined, Math.max(1, row.reset_in));
    }
  }
}

export async function clearRateLimit(em: EntityManager, key: string): Promise<void> {
  await em.getConnection().execute('delete from rate_limit where key = ?', [key]);
}
