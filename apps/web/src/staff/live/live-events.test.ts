import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './live-events.ts';

describe('the live connection', () => {
  it('reconnects after 1 s, doubling, never waiting more than 30 s (staff-admin §9)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
