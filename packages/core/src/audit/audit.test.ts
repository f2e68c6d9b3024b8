import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestCore } from '../testing.ts';
import type { Core } from '../core.ts';
import { audit } from './audit.ts';
import { AuditLog } from './entities.ts';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

it('writes in the caller transaction: a rollback leaves no row', async () => {
  await expect(
    core.em().transactional(async (tx) => {
      audit(tx, { type: 'system', component: 'test' }, 'test.rolled_back');
      await tx.flush();
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(await core.em().count(AuditLog, { action: 'test.rolled_back' })).toBe(0);
});

it('is append-only in the database itself', async () => {
  const em = core.em();
  audit(em, { type: 'cli', operator: 'ops' }, 'test.kept', { n: 1 });
  await em.flush();
  await expect(em.getConnection().execute(`update audit_log set action = 'x' where action = 'test.kept'`)).rejects.toThrow(/append-only/);
  await expect(em.getConnection().execute(`delete from audit_log`)).rejects.toThrow(/append-only/);
});
