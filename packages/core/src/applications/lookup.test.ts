import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, withoutPermissions } from '../testing.ts';
import type { Core } from '../core.ts';
import { anonymous, cliActor, type Actor } from '../auth/actor.ts';
import { createStaff } from '../staff/service.ts';
import { seedApplications } from '../seed.ts';
import { Application } from './entities.ts';
import { applicationsByReference } from './lookup.ts';

let core: Core;
let staff: Actor;
let all: { id: string; reference: string; status: string; version: number }[];
const SEEDED = 1200;

beforeAll(async () => {
  core = await createTestCore();
  await seedApplications(core, SEEDED, { batch: 'look' });
  const member = await createStaff(core, cliActor('test'), { email: 'clerk@agency.test', password: 'a-long-staff-password', role: 'STAFF' });
  staff = { type: 'staff', userId: member.id, email: member.email, role: 'STAFF' };
  all = (await core.em().find(Application, {}, { orderBy: { reference: 'desc' } })).map((a) => ({ id: a.id, reference: a.reference, status: a.status, version: a.version }));
});
afterAll(async () => core.close());

describe('applicationsByReference', () => {
  it('answers in the order asked, each application once, whether named by reference (any case) or id', async () => {
    const [a, b, c] = all;
    const result = await applicationsByReference(core, cliActor('ops'), { references: [` ${b!.reference.toLowerCase()} `, a!.id.toUpperCase(), b!.reference, c!.reference, c!.id] });
    expect(result).toEqual({ applications: [b, a, c], missing: [] });
  });

  it('lists what matches nothing, as normalised, once', async () => {
    const result = await applicationsByReference(core, cliActor('ops'), { references: ['eta-zzzzzz', all[0]!.reference, 'ETA-ZZZZZZ', '00000000-0000-4000-8000-000000000000'] });
    expect(result).toEqual({ applications: [all[0]], missing: ['ETA-ZZZZZZ', '00000000-0000-4000-8000-000000000000'] });
  });

  it('reads past one chunk of a thousand in the order asked', async () => {
    const references = [...all.map((a) => a.reference), 'ETA-ZZZZZY'];
    const result = await applicationsByReference(core, cliActor('ops'), { references });
    expect(result.applications).toHaveLength(SEEDED);
    expect(result.applications.map((a) => a.reference)).toEqual(all.map((a) => a.reference));
    expect(result.missing).toEqual(['ETA-ZZZZZY']);
  });

  it('refuses bad refs and an empty list with a 400 naming the field', async () => {
    await expect(applicationsByReference(core, cliActor('ops'), { references: [] })).rejects.toMatchObject({ status: 400 });
    await expect(applicationsByReference(core, cliActor('ops'), { references: ['ETA-AB23CD', '42'] })).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'references.1' }] } });
  });

  it('needs view_applications: anonymous 401, staff without it 403, staff with it and the CLI allowed', async () => {
    const input = { references: [all[0]!.reference] };
    await expect(applicationsByReference(core, anonymous(), input)).rejects.toMatchObject({ status: 401 });
    await withoutPermissions(core, 'STAFF', ['view_applications'], () => expect(applicationsByReference(core, staff, input)).rejects.toMatchObject({ status: 403 }));
    await expect(applicationsByReference(core, staff, input)).resolves.toMatchObject({ applications: [all[0]] });
  });
});
