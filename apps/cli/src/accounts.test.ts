import { userInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, Client, Session, User, signIn, type Core } from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { createTestCore, withoutPermissions } from '@eta/core/testing';
import { etactl } from './testing.ts';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

describe('etactl staff', () => {
  it('creates staff from a password on stdin, lists them as a table and as JSON', async () => {
    const admin = await etactl(core, ['staff', 'create', '--email', 'Ops@Agency.test', '--role', 'ADMIN', '--password-stdin'], { stdin: 'a-long-password\n' });
    expect(admin.code).toBe(0);
    expect(admin.stdout).toMatch(/^Created ADMIN ops@agency.test \([0-9a-f-]{36}\)\n$/);
    await etactl(core, ['staff', 'create', '--email', 'reviewer@agency.test', '--password', 'another-long-one', '--first-name', 'Rita', '--last-name', 'Reviewer']);

    const table = await etactl(core, ['staff', 'list']);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Email +Name +Role +Status +Created +ID$/);
    expect(lines.slice(1).map((l) => l.split(/ {2,}/).slice(0, 4))).toEqual([
      ['ops@agency.test', '—', 'ADMIN', 'active'],
      ['reviewer@agency.test', 'Rita Reviewer', 'STAFF', 'active'],
    ]);
    const json = await etactl(core, ['--json', 'staff', 'list']);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ email: 'ops@agency.test', role: 'ADMIN', isActive: true }),
      expect.objectContaining({ email: 'reviewer@agency.test', role: 'STAFF', firstName: 'Rita' }),
    ]);
  });

  it('deactivates (ending sessions) and activates by e-mail; deleting asks for --yes off a terminal', async () => {
    const reviewer = await core.em().findOneOrFail(User, { email: 'reviewer@agency.test' });
    await signIn(core, { email: 'reviewer@agency.test', password: 'another-long-one' });
    expect(await core.em().count(Session, { user: reviewer.id })).toBe(1);
    const off = await etactl(core, ['staff', 'deactivate', 'REVIEWER@agency.test']);
    expect(off).toMatchObject({ code: 0, stdout: 'Deactivated reviewer@agency.test; their sessions were ended\n' });
    expect(await core.em().count(Session, { user: reviewer.id })).toBe(0);
    const on = await etactl(core, ['--json', 'staff', 'activate', reviewer.id]);
    expect(JSON.parse(on.stdout)).toMatchObject({ email: 'reviewer@agency.test', isActive: true });

    const unconfirmed = await etactl(core, ['staff', 'delete', 'reviewer@agency.test']);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toMatch(/add --yes to confirm when not on a terminal/);
    const dry = await etactl(core, ['staff', 'delete', 'reviewer@agency.test', '--dry-run']);
    expect(dry.stdout).toBe('Would delete STAFF reviewer@agency.test (active)\n');
    expect(await core.em().count(User, { email: 'reviewer@agency.test' })).toBe(1);
    const deleted = await etactl(core, ['staff', 'delete', 'reviewer@agency.test', '--yes']);
    expect(deleted).toMatchObject({ code: 0, stdout: 'Deleted reviewer@agency.test\n' });
    expect(await core.em().count(User, { email: 'reviewer@agency.test' })).toBe(0);

    const audited = await core.em().find(AuditLog, { action: { $like: 'staff.%' }, actorType: 'cli' }, { orderBy: { createdAt: 'asc' } });
    expect(audited.map((a) => [a.action, a.actorType, a.actorId])).toEqual(
      ['staff.created', 'staff.created', 'staff.deactivated', 'staff.activated', 'staff.deleted'].map((action) => [action, 'cli', userInfo().username]),
    );
  });

  it('exits 3 on a conflict, 2 on invalid input, 4 for nobody, each with its reason', async () => {
    const dup = await etactl(core, ['staff', 'create', '--email', 'ops@agency.test', '--password', 'another-password']);
    expect(dup).toMatchObject({ code: 3, stderr: 'Error: A staff member with this email already exists\n' });
    const lastAdmin = await etactl(core, ['staff', 'deactivate', 'ops@agency.test']);
    expect(lastAdmin).toMatchObject({ code: 3, stderr: 'Error: The last active admin cannot be deactivated\n' });
    const short = await etactl(core, ['--json', 'staff', 'create', '--email', 'x@agency.test', '--password', 'short']);
    expect(short.code).toBe(2);
    expect(JSON.parse(short.stderr)).toMatchObject({ error: 'Password must be at least 10 characters', code: 'VALIDATION_ERROR' });
    const badRole = await etactl(core, ['staff', 'create', '--email', 'x@agency.test', '--password', 'long-password', '--role', 'ROOT']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toMatch(/Allowed choices are STAFF, ADMIN/);
    const nobody = await etactl(core, ['staff', 'activate', 'nobody@agency.test']);
    expect(nobody).toMatchObject({ code: 4, stderr: 'Error: No staff member is nobody@agency.test\n' });
  });

  it("exits 5 when the ADMIN role, which operators act with, lost the permission", async () => {
    await withoutPermissions(core, 'ADMIN', ['manage_users'], async () => {
      const refused = await etactl(core, ['staff', 'list']);
      expect(refused).toMatchObject({ code: 5, stdout: '', stderr: 'Error: The ADMIN role, which operators act with, does not have the manage_users permission\n' });
    });
  });
});

describe('etactl clients', () => {
  it('lists clients in pages, suspends and activates one by e-mail', async () => {
    await seedApplications(core, 3, { batch: 'clientcli' });
    const list = await etactl(core, ['clients', 'list', '--search', 'clientcli', '--limit', '2']);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('All Clients (3)');
    expect(lines[1]).toMatch(/^Email +Applications +Joined +Status$/);
    expect(lines).toHaveLength(4);
    expect(list.stderr).toMatch(/^More: etactl clients list --search "clientcli" --cursor \S+\n$/);

    const all = await etactl(core, ['--json', 'clients', 'list', '--search', 'clientcli', '--all', '--limit', '2']);
    const clients = JSON.parse(all.stdout) as { email: string; applicationCount: number; isActive: boolean }[];
    expect(clients).toHaveLength(3);
    expect(clients.every((c) => c.applicationCount === 1 && c.isActive)).toBe(true);

    const email = clients[0]!.email;
    const suspended = await etactl(core, ['clients', 'suspend', email.toUpperCase()]);
    expect(suspended).toMatchObject({ code: 0, stdout: `Suspended ${email}\n` });
    expect((await core.em().findOneOrFail(Client, { email })).isActive).toBe(false);
    const again = await etactl(core, ['clients', 'suspend', email]);
    expect(again.stdout).toBe(`${email} is already suspended\n`);
    const active = await etactl(core, ['--json', 'clients', 'activate', email]);
    expect(JSON.parse(active.stdout)).toMatchObject({ email, isActive: true });
    expect(await core.em().count(AuditLog, { action: { $in: ['client.suspended', 'client.activated'] }, actorType: 'cli' })).toBe(2);

    const unknown = await etactl(core, ['clients', 'suspend', 'nobody@example.com']);
    expect(unknown).toMatchObject({ code: 4, stderr: 'Error: Client not found\n' });
  });
});

describe('etactl clients export and erase', () => {
  it('prints a client’s data as JSON, and erases it only when confirmed', async () => {
    await seedApplications(core, 1, { batch: 'erasecli' });
    const client = await core.em().fork().findOneOrFail(Client, { email: { $like: '%.erasecli.1@example.com' } });
    const exported = await etactl(core, ['--json', 'clients', 'export', client.email]);
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.stdout) as { client: { email: string }; applications: { reference: string; answers: { personal: { lastName: string } } }[] };
    expect(data.client.email).toBe(client.email);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]!.answers.personal.lastName).not.toBe('');

    const unconfirmed = await etactl(core, ['clients', 'erase', client.email]);
    expect(unconfirmed).toMatchObject({ code: 2, stderr: `Error: Erase the personal data of ${client.email} (1 application)? This cannot be undone: add --yes to confirm when not on a terminal\n` });
    expect((await etactl(core, ['clients', 'erase', client.email, '--dry-run'])).stdout).toBe(`Would erase the personal data of ${client.email} (1 application)\n`);
    expect((await core.em().fork().findOneOrFail(Client, { id: client.id })).email).toBe(client.email);

    const erased = await etactl(core, ['clients', 'erase', client.email, '--yes']);
    const placeholder = `client-${client.id}@anonymised.invalid`;
    expect(erased).toMatchObject({ code: 0, stdout: `Erased the personal data of ${client.email}: ${data.applications[0]!.reference} anonymised; the account is now ${placeholder}\n` });
    expect(await core.em().fork().count(AuditLog, { action: { $in: ['client.data_exported', 'client.data_erased'] }, actorType: 'cli' })).toBe(2);
    expect(await etactl(core, ['clients', 'export', client.email])).toMatchObject({ code: 4, stderr: 'Error: Client not found\n' });
  });
});
