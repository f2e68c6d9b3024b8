import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestCore } from '../testing.ts';
import type { Core } from '../core.ts';
import { events, type AppEvent } from './events.ts';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

it('delivers a published event to listeners only when its transaction commits', async () => {
  const received: AppEvent[] = [];
  const listener = await events.listen(core.databaseUrl, (e) => received.push(e));
  try {
    await core
      .em()
      .transactional(async (tx) => {
        await events.publish(tx, { type: 'code_used', data: { id: 'rolled-back' } });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await core.em().transactional(async (tx) => {
      await events.publish(tx, { type: 'automation_queued', data: { applicationId: 'a1', position: 1 } });
    });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual({ type: 'automation_queued', data: { applicationId: 'a1', position: 1 } });
  } finally {
    await listener.close();
  }
});
