import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, withoutPermissions } from '../testing.ts';
import type { Core } from '../core.ts';
import { anonymous, cliActor, type Actor } from '../auth/actor.ts';
import { createStaff } from '../staff/service.ts';
import { AuditLog } from './entities.ts';
import { listAuditLogs, tailAuditLogs } from './logs.ts';

let core: Core;
let admin: Actor;
let staff: Actor;
const operator = cliActor('ops');
/** Five entries a minute apart (their own action family, so rows other code writes stay out). */
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 9, minute));

async function actorOf(email: string, role: 'ADMIN' | 'STAFF'): Promise<Actor> {
  const member = await createStaff(core, cliActor('test'), { email, password: 'a-long-staff-password', role });
  return { type: role === 'ADMIN' ? 'admin' : 'staff', userId: member.id, email, role };
}

beforeAll(async () => {
  core = await createTestCore();
  admin = await actorOf('boss@agency.test', 'ADMIN');
  staff = await actorOf('clerk@agency.test', 'STAFF');
  const em = core.em().fork();
  for (let minute = 0; minute < 5; minute++) {
    const by = minute === 1 ? { actorType: 'admin', actorId: (admin as { userId: string }).userId } : { actorType: 'cli', actorId: minute % 2 ? 'ops-b' : 'ops-a' };
    em.create(AuditLog, { ...by, action: `tailtest.step${minute}`, details: { minute }, ip: null, createdAt: at(minute) });
  }
  await em.flush();
});
afterAll(async () => core.close());

const minutesOf = (logs: { details: Record<string, unknown> }[]) => logs.map((log) => log.details.minute);

describe('tailAuditLogs', () => {
  it('answers the newest entries, oldest first, in the shape of the list', async () => {
    const { logs } = await tailAuditLogs(core, operator, { action: 'tailtest' });
    expect(minutesOf(logs)).toEqual([0, 1, 2, 3, 4]);
    const listed = await listAuditLogs(core, operator, { action: 'tailtest' });
    expect(logs).toEqual([...listed.logs].reverse());
    expect(logs[1]).toEqual({ id: expect.any(String), action: 'tailtest.step1', details: { minute: 1 }, createdAt: at(1).toISOString(), actorType: 'admin', actorId: (admin as { userId: string }).userId, actorEmail: 'boss@agency.test' });
    expect(logs[0]).toMatchObject({ actorType: 'cli', actorId: 'ops-a', actorEmail: null });
  });

  it('takes the newest `limit` entries, or the oldest when oldestFirst, always in time order', async () => {
    expect(minutesOf((await tailAuditLogs(core, operator, { action: 'tailtest', limit: 2 })).logs)).toEqual([3, 4]);
    expect(minutesOf((await tailAuditLogs(core, operator, { action: 'tailtest', limit: 2, oldestFirst: true })).logs)).toEqual([0, 1]);
  });

  it('starts at `since` (inclusive) and keeps the user and action filters', async () => {
    expect(minutesOf((await tailAuditLogs(core, operator, { action: 'tailtest', since: at(2).toISOString() })).logs)).toEqual([2, 3, 4]);
    expect(minutesOf((await tailAuditLogs(core, operator, { action: 'tailtest', since: '2030-01-01T10:02:00+01:00', limit: 1, oldestFirst: true })).logs)).toEqual([2]);
    expect(minutesOf((await tailAuditLogs(core, operator, { action: 'tailtest', userId: 'ops-b' })).logs)).toEqual([3]);
    expect(minutesOf((await tailAuditLogs(core, operator, { userId: 'BOSS@agency.test', action: 'tailtest.step1' })).logs)).toEqual([1]);
    expect((await tailAuditLogs(core, operator, { action: 'tailtest', since: at(5).toISOString() })).logs).toEqual([]);
  });

  it('refuses a since without an offset and a limit past 1000 with a 400', async () => {
    await expect(tailAuditLogs(core, operator, { since: '2030-01-01T09:00:00' })).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'since' }] } });
    await expect(tailAuditLogs(core, operator, { limit: 1001 })).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'limit' }] } });
  });

  it('needs what the list needs: anonymous 401, staff 403, an admin without system_settings 403', async () => {
    await expect(tailAuditLogs(core, anonymous(), {})).rejects.toMatchObject({ status: 401 });
    await expect(tailAuditLogs(core, staff, {})).rejects.toMatchObject({ status: 403 });
    await withoutPermissions(core, 'ADMIN', ['system_settings'], () => expect(tailAuditLogs(core, admin, {})).rejects.toMatchObject({ status: 403 }));
    expect((await tailAuditLogs(core, admin, {})).logs.length).toBeGreaterThan(0);
  });
});
