import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, withoutPermissions } from '../testing.ts';
import type { Core } from '../core.ts';
import { anonymous, cliActor, type Actor } from '../auth/actor.ts';
import { createStaff } from '../staff/service.ts';
import { seedApplications } from '../seed.ts';
import { clientByEmail, listClients } from './clients.ts';

let core: Core;
let admin: Actor;
let staff: Actor;
const operator = cliActor('ops');

async function actorOf(email: string, role: 'ADMIN' | 'STAFF'): Promise<Actor> {
  const member = await createStaff(core, cliActor('test'), { email, password: 'a-long-staff-password', role });
  return { type: role === 'ADMIN' ? 'admin' : 'staff', userId: member.id, email, role };
}

beforeAll(async () => {
  core = await createTestCore();
  await seedApplications(core, 5, { batch: 'clnt' });
  admin = await actorOf('boss@agency.test', 'ADMIN');
  staff = await actorOf('clerk@agency.test', 'STAFF');
});
afterAll(async () => core.close());

describe('clientByEmail', () => {
  it('finds a client by e-mail, whatever its case and spaces, as the list shows it', async () => {
    const [listed] = (await listClients(core, operator, {})).clients;
    expect(await clientByEmail(core, operator, { email: `  ${listed!.email.toUpperCase()} ` })).toEqual(listed);
    expect(listed!.applicationCount).toBe(1);
  });

  it('answers 404 for an unknown address and 400 for something that is not one', async () => {
    await expect(clientByEmail(core, operator, { email: 'nobody@example.com' })).rejects.toMatchObject({ status: 404, message: 'Client not found' });
    await expect(clientByEmail(core, operator, { email: 'not-an-address' })).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'email', message: 'Invalid email address' }] } });
    await expect(clientByEmail(core, operator, {})).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'email' }] } });
  });

  it('needs manage_users, as the list: anonymous 401, staff 403, an admin without it 403', async () => {
    const [listed] = (await listClients(core, operator, {})).clients;
    const input = { email: listed!.email };
    await expect(clientByEmail(core, anonymous(), input)).rejects.toMatchObject({ status: 401 });
    await expect(clientByEmail(core, staff, input)).rejects.toMatchObject({ status: 403 });
    await withoutPermissions(core, 'ADMIN', ['manage_users'], () => expect(clientByEmail(core, admin, input)).rejects.toMatchObject({ status: 403 }));
    await expect(clientByEmail(core, admin, input)).resolves.toEqual(listed);
  });
});
