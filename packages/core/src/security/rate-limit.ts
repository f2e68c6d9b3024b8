import type { Core } from '../core.ts';
import { RateLimitedError } from '../errors.ts';
import { runPrepared } from '../db/prepared.ts';

export type RateRule = { key: string; limit: number; windowSeconds: number };
export type RateHit = { key: string; hits: number; reset_in: number };

/**
 * The statement counting hits in fixed windows stored in PostgreSQL, so every API instance shares
 * them. It counts a batch of calls at once: `rulesPerCall` holds each call's rules, and a key that
 * several calls share counts once per call. It returns each key's total (`hitsPerCall` turns totals
 * back into each call's own count). Keys are locked in sorted order, so concurrent statements
 * cannot deadlock. All rules must share one window length.
 *
 * It is an `insert ... returning` that runs alone or as a `with` clause ahead of a query, so a hot
 * path counts and reads in one round trip. Its placeholders start at `$firstParam`: the window in
 * seconds, then the keys as one text array.
 */
export function countHitsSql(rulesPerCall: RateRule[][], firstParam = 1): { sql: string; values: unknown[] } {
  const rules = rulesPerCall.flat();
  const windowSeconds = rules[0]!.windowSeconds;
  if (rules.some((rule) => rule.windowSeconds !== windowSeconds)) throw new Error('countHitsSql: rules must share one window');
  const window = `make_interval(secs => $${firstParam})`;
  return {
    sql: `insert into rate_limit (key, window_start, hits)
          select key, now(), count(*)::int from unnest($${firstParam + 1}::text[]) as key group by key order by key
          on conflict (key) do update set
            hits = case when rate_limit.window_start < now() - ${window} then excluded.hits else rate_limit.hits + excluded.hits end,
            window_start = case when rate_limit.window_start < now() - ${window} then now() else rate_limit.window_start end
          returning key, hits, ceil(extract(epoch from (window_start + ${window} - now())))::int as reset_in`,
    values: [windowSeconds, rules.map((rule) => rule.key)],
  };
}

/** Each call's count per rule, as if the calls counted together had come one after another, in order. */
export function hitsPerCall(rulesPerCall: RateRule[][], totals: RateHit[]): RateHit[][] {
  const totalOf = new Map(totals.map((total) => [total.key, total]));
  const inThisCount = new Map<string, number>();
  for (const { key } of rulesPerCall.flat()) inThisCount.set(key, (inThisCount.get(key) ?? 0) + 1);
  const handedOut = new Map<string, number>();
  return rulesPerCall.map((rules) =>
    rules.map(({ key }) => {
      const total = totalOf.get(key)!;
      const nth = (handedOut.get(key) ?? 0) + 1;
      handedOut.set(key, nth);
      return { key, hits: total.hits - inThisCount.get(key)! + nth, reset_in: total.reset_in };
    }),
  );
}

/** Throws 429 once any rule is over its limit, saying when to try again; `hits` are one call's counts from `hitsPerCall`, in its rules' order. */
export function checkHits(rules: RateRule[], hits: RateHit[]): void {
  rules.forEach((rule, i) => {
    const hit = hits[i]!;
    if (hit.hits > rule.limit) throw new RateLimitedError(undefined, Math.max(1, hit.reset_in));
  });
}

/** Counts one hit against each rule and throws 429 once any is over its limit; one statement per window length. */
export async function enforceRateLimits(core: Core, rules: RateRule[]): Promise<void> {
  const windows = new Map<number, RateRule[]>();
  for (const rule of rules) windows.set(rule.windowSeconds, [...(windows.get(rule.windowSeconds) ?? []), rule]);
  for (const group of windows.values()) {
    const { sql, values } = countHitsSql([group]);
    checkHits(group, hitsPerCall([group], await runPrepared<RateHit>(core, 'rate_limit_count', sql, values))[0]!);
  }
}

export async function clearRateLimit(core: Core, key: string): Promise<void> {
  await runPrepared(core, 'rate_limit_clear', 'delete from rate_limit where key = $1', [key]);
}
