import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Core } from '../core.ts';
import { RateLimitedError } from '../errors.ts';
import { runPrepared } from '../db/prepared.ts';
import * as queries from './queries.ts';
import type { RateHit } from './queries.ts';

export type RateRule = { key: string; limit: number; windowSeconds: number };

/**
 * The part of a client's address that names one client: an IPv4 address as it is (also when
 * IPv4-mapped), an IPv6 address by its /64 network, which one subscriber usually holds whole.
 */
export function clientAddressKey(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

const MAX_STORED_KEY_LENGTH = 200;

/** Keys are stored bounded: a long key keeps a readable start and a digest of the whole. */
export function storedKey(key: string): string {
  return key.length <= MAX_STORED_KEY_LENGTH ? key : `${key.slice(0, 64)}#${createHash('sha256').update(key).digest('hex')}`;
}
export type { RateHit };

/**
 * Counting hits in fixed windows stored in PostgreSQL, so every API instance shares them
 * (`queries.countHitsText`). It counts a batch of calls at once: `rulesPerCall` holds each call's
 * rules, and a key that several calls share counts once per call. It returns each key's total
 * (`hitsPerCall` turns totals back into each call's own count). All rules must share one window length.
 */
export function countHitsSql(rulesPerCall: RateRule[][], firstParam = 1): { sql: string; values: unknown[] } {
  const rules = rulesPerCall.flat();
  const windowSeconds = rules[0]!.windowSeconds;
  if (rules.some((rule) => rule.windowSeconds !== windowSeconds)) throw new Error('countHitsSql: rules must share one window');
  return {
    sql: queries.countHitsText(firstParam),
    values: [windowSeconds, rules.map((rule) => storedKey(rule.key))],
  };
}

/** Each call's count per rule, as if the calls counted together had come one after another, in order. */
export function hitsPerCall(rulesPerCall: RateRule[][], totals: RateHit[]): RateHit[][] {
  const totalOf = new Map(totals.map((total) => [total.key, total]));
  const inThisCount = new Map<string, number>();
  for (const rule of rulesPerCall.flat()) inThisCount.set(storedKey(rule.key), (inThisCount.get(storedKey(rule.key)) ?? 0) + 1);
  const handedOut = new Map<string, number>();
  return rulesPerCall.map((rules) =>
    rules.map((rule) => {
      const key = storedKey(rule.key);
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
    const { values } = countHitsSql([group]);
    checkHits(group, hitsPerCall([group], await runPrepared(core, queries.countHits, values))[0]!);
  }
}

/** Throws 429 when any rule has already reached its limit, without counting this call (failures are counted apart, with `countHits`). */
export async function refuseWhenOverLimits(core: Core, rules: RateRule[]): Promise<void> {
  const rows = await runPrepared(core, queries.peekHits, [rules.map((rule) => storedKey(rule.key)), rules.map((rule) => rule.windowSeconds)]);
  for (const rule of rules) {
    const row = rows.find((candidate) => candidate.key === storedKey(rule.key));
    if (row && row.hits >= rule.limit) throw new RateLimitedError(undefined, Math.max(1, row.reset_in));
  }
}

/** Counts one hit against each rule without refusing anything (a failed sign-in, say). */
export async function countHits(core: Core, rules: RateRule[]): Promise<void> {
  await runPrepared(core, queries.countHits, countHitsSql([rules]).values);
}

export async function clearRateLimit(core: Core, key: string): Promise<void> {
  await runPrepared(core, queries.clearKey, [storedKey(key)]);
}
