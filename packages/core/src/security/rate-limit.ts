import type { Core } from '../core.ts';
import { RateLimitedError } from '../errors.ts';
import { runPrepared } from '../db/prepared.ts';

export type RateRule = { key: string; limit: number; windowSeconds: number };
export type RateHit = { key: string; hits: number; reset_in: number };

/**
 * The statement counting one hit against each rule, in fixed windows stored in PostgreSQL so every
 * API instance shares them. All rules must share one window length. It is an `insert ... returning`
 * that runs alone or as a `with` clause ahead of a query, so a hot path counts and reads in one
 * round trip. Its placeholders start at `$firstParam`: the window, then the keys.
 */
export function countHitsSql(rules: RateRule[], firstParam = 1): { sql: string; values: unknown[] } {
  const windowSeconds = rules[0]!.windowSeconds;
  if (rules.some((rule) => rule.windowSeconds !== windowSeconds)) throw new Error('countHitsSql: rules must share one window');
  const window = `$${firstParam}`;
  const keys = rules.map((_, i) => `($${firstParam + 1 + i}, now(), 1)`).join(', ');
  return {
    sql: `insert into rate_limit (key, window_start, hits) values ${keys}
          on conflict (key) do update set
            hits = case when rate_limit.window_start < now() - make_interval(secs => ${window}) then 1 else rate_limit.hits + 1 end,
            window_start = case when rate_limit.window_start < now() - make_interval(secs => ${window}) then now() else rate_limit.window_start end
          returning key, hits, ceil(extract(epoch from (window_start + make_interval(secs => ${window}) - now())))::int as reset_in`,
    values: [windowSeconds, ...rules.map((rule) => rule.key)],
  };
}

/** Throws 429 once any rule is over its limit, saying when to try again. */
export function checkHits(rules: RateRule[], hits: RateHit[]): void {
  for (const hit of hits) {
    const rule = rules.find((r) => r.key === hit.key);
    if (rule && hit.hits > rule.limit) throw new RateLimitedError(undefined, Math.max(1, hit.reset_in));
  }
}

/** Counts one hit against each rule and throws 429 once any is over its limit; one statement per window length. */
export async function enforceRateLimits(core: Core, rules: RateRule[]): Promise<void> {
  const windows = new Map<number, RateRule[]>();
  for (const rule of rules) windows.set(rule.windowSeconds, [...(windows.get(rule.windowSeconds) ?? []), rule]);
  for (const group of windows.values()) {
    const { sql, values } = countHitsSql(group);
    checkHits(group, await runPrepared<RateHit>(core, `rate_limit_${group.length}`, sql, values));
  }
}

export async function clearRateLimit(core: Core, key: string): Promise<void> {
  await runPrepared(core, 'rate_limit_clear', 'delete from rate_limit where key = $1', [key]);
}
