import { describe, expect, it } from 'vitest';
import { formatPence, poundsToPence } from './money.ts';

describe('money', () => {
  it.each([
    [7500, '£75.00'],
    [0, '£0.00'],
    [1999, '£19.99'],
    [2_730_000, '£27,300.00'],
    [-2550, '-£25.50'],
  ])('formats %i pence as %s', (pence, shown) => expect(formatPence(pence)).toBe(shown));

  it.each([
    ['75', 7500],
    ['75.005', 7501],
    ['0', 0],
    [12.345, 1235],
  ])('converts %s pounds to %i pence', (pounds, pence) => expect(poundsToPence(pounds)).toBe(pence));

  it.each(['', ' ', 'abc', '-1', -0.01])('rejects %j', (bad) => expect(poundsToPence(bad)).toBeNull());
});
