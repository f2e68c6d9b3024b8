import { describe, expect, it } from 'vitest';
import { clientAddressKey, countHitsSql, hitsPerCall, storedKey, type RateRule } from './rate-limit.ts';

const ip = (limit = 60): RateRule => ({ key: 'portal:ip:10.0.0.1', limit, windowSeconds: 600 });
const email = (address: string): RateRule => ({ key: `portal:email:${address}`, limit: 20, windowSeconds: 600 });

describe('hitsPerCall', () => {
  it('gives each call of a batch the count it would have had alone, in order', () => {
    const calls = [[ip(), email('a')], [ip(), email('b')], [ip(), email('a')]];
    const totals = [
      { key: ip().key, hits: 13, reset_in: 500 },
      { key: email('a').key, hits: 2, reset_in: 600 },
      { key: email('b').key, hits: 1, reset_in: 600 },
    ];
    expect(hitsPerCall(calls, totals).map((hits) => hits.map((h) => h.hits))).toEqual([
      [11, 1],
      [12, 1],
      [13, 2],
    ]);
  });

  it('is the total itself for a single call', () => {
    expect(hitsPerCall([[ip()]], [{ key: ip().key, hits: 7, reset_in: 30 }])).toEqual([[{ key: ip().key, hits: 7, reset_in: 30 }]]);
  });
});

describe('countHitsSql', () => {
  it('lists one key per hit, so a shared key counts once per call', () => {
    expect(countHitsSql([[ip(), email('a')], [ip()]], 3).values).toEqual([600, [ip().key, email('a').key, ip().key]]);
  });

  it('refuses rules with different windows in one statement', () => {
    expect(() => countHitsSql([[ip(), { key: 'x', limit: 1, windowSeconds: 60 }]])).toThrow('one window');
  });
});

describe('client address keys', () => {
  it('keeps IPv4 whole and keys IPv6 by its /64', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(clientAddressKey('2001:db8:abcd:12::99')).toBe('2001:db8:abcd:12::/64');
    expect(clientAddressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey(undefined)).toBe('unknown');
  });

  it('stores long keys bounded, and distinct keys distinctly', () => {
    const long = `signin:email:${'a'.repeat(3500)}`;
    expect(storedKey(long).length).toBeLessThan(200);
    expect(storedKey(long)).not.toBe(storedKey(`${long}b`));
    expect(storedKey('portal:ip:1.2.3.4')).toBe('portal:ip:1.2.3.4');
  });
});
