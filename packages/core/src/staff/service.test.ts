import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore } from '../testing.ts';
import type { Core } from '../core.ts';
import { AuditLog } from '../audit/entities.ts';
import { Session, User } from './entities.ts';
import { actorFromSession, createStaff, ensureFirstAdmin, listStaff, signIn, signOut, deleteStaff, SESSION_IDLE_HOURS, SESSION_MAX_HOURS } from './service.ts';
import { cliActor, type Actor } from '../auth/actor.ts';
import { hashToken } from './tokens.ts';

let core: Core;
let admin: Actor;

beforeAll(async () => {
  core = await createTestCore();
});
afterAll(async () => core.close());

describe('first admin', () => {
  it('is created once with a generated password, then never again', async () => {
    const created = await ensureFirstAdmin(core, {});
    expect(created?.email).toBe('admin@localhost.test');
    expect(created?.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(await ensureFirstAdmin(core, { email: 'other@x.test', password: 'another-password' })).toBeNull();
    const { user } = await signIn(core, { email: 'ADMIN@localhost.test', password: created!.generatedPassword });
    expect(user.role).toBe('ADMIN');
  });
});

describe('sign-in and sessions', () => {
  beforeAll(async () => {
    await createStaff(core, cliActor('test'), { email: 'boss@agency.test', password: 'correct-horse-1', role: 'ADMIN' });
    await createStaff(core, cliActor('test'), { email: 'clerk@agency.test', password: 'correct-horse-2' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const user = await core.em().findOneOrFail(User, { email: 'clerk@agency.test' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.role).toBe('STAFF');
  });

  it('opens a session whose token is stored only as a hash', async () => {
    const result = await signIn(core, { email: 'boss@agency.test', password: 'correct-horse-1' }, { ip: '10.0.0.1' });
    const em = core.em();
    expect(await em.count(Session, { tokenHash: result.token })).toBe(0);
    expect(await em.count(Session, { tokenHash: hashToken(result.token) })).toBe(1);
    admin = await actorFromSession(core, result.token);
    expect(admin).toMatchObject({ type: 'admin', email: 'boss@agency.test', role: 'ADMIN' });
    await signOut(core, result.token, admin);
    expect(await actorFromSession(core, result.token)).toEqual({ type: 'anonymous' });
  });

  it('slides the expiry of a session in use and refuses an expired one', async () => {
    const { token } = await signIn(core, { email: 'boss@agency.test', password: 'correct-horse-1' });
    const em = core.em();
    const old = new Date(Date.now() - 5 * 60_000);
    await em.nativeUpdate(Session, { tokenHash: hashToken(token) }, { lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000) });
    expect((await actorFromSession(core, token)).type).toBe('admin');
    const touched = await core.em().findOneOrFail(Session, { tokenHash: hashToken(token) });
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
    expect(touched.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_IDLE_HOURS - 0.1) * 3600_000);

    await em.nativeUpdate(Session, { tokenHash: hashToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await actorFromSession(core, token)).toEqual({ type: 'anonymous' });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = signIn(core, { email: 'boss@agency.test', password: 'nope' });
    const unknown = signIn(core, { email: 'ghost@agency.test', password: 'nope' });
    await expect(wrongPassword).rejects.toMatchObject({ status: 401, message: 'Invalid credentials' });
    await expect(unknown).rejects.toMatchObject({ status: 401, message: 'Invalid credentials' });
    expect(await core.em().count(AuditLog, { action: 'staff.signin_failed' })).toBe(2);
  });

  it('rejects a missing field with 400 and writes nothing', async () => {
    const before = await core.em().count(AuditLog);
    await expect(signIn(core, { email: '', password: '' })).rejects.toMatchObject({ status: 400, message: 'Email is required' });
    expect(await core.em().count(AuditLog)).toBe(before);
  });

  it('rate limits repeated failures for one e-mail from one address', async () => {
    const attempts = [];
    for (let i = 0; i < 6; i++) {
      attempts.push(await signIn(core, { email: 'clerk@agency.test', password: 'wrong' }, { ip: '198.51.100.1' }).catch((e: { status: number }) => e.status));
    }
    expect(attempts).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('ends a session at its absolute lifetime however busy it was', async () => {
    const { token } = await signIn(core, { email: 'boss@agency.test', password: 'correct-horse-1' });
    expect((await actorFromSession(core, token)).type).toBe('admin');
    const signedInAt = new Date(Date.now() - (SESSION_MAX_HOURS * 3600_000 + 1000));
    // Busy all along: seen a minute ago, idle expiry far ahead; only its age ends it.
    await core.em().nativeUpdate(Session, { tokenHash: hashToken(token) }, { createdAt: signedInAt, lastSeenAt: new Date(Date.now() - 60_000), expiresAt: new Date(Date.now() + 3600_000) });
    expect((await actorFromSession(core, token)).type).toBe('anonymous');
  });

  it('does not let an inactive user sign in or keep a session', async () => {
    await createStaff(core, cliActor('test'), { email: 'leaver@agency.test', password: 'correct-horse-3' });
    const { token } = await signIn(core, { email: 'leaver@agency.test', password: 'correct-horse-3' });
    const em = core.em();
    const user = await em.findOneOrFail(User, { email: 'leaver@agency.test' });
    user.isActive = false;
    await em.flush();
    expect((await actorFromSession(core, token)).type).toBe('anonymous');
    await expect(signIn(core, { email: 'leaver@agency.test', password: 'correct-horse-3' })).rejects.toMatchObject({ status: 401 });
  });
});

describe('staff management permissions', () => {
  it('lets admins create and list staff, and refuses staff', async () => {
    const { token } = await signIn(core, { email: 'boss@agency.test', password: 'correct-horse-1' });
    const adminActor = await actorFromSession(core, token);
    const created = await createStaff(core, adminActor, { email: 'New@Agency.test', password: 'long-password-9' });
    expect(created.email).toBe('new@agency.test');
    expect((await listStaff(core, adminActor)).map((s) => s.email)).toContain('new@agency.test');
    await expect(createStaff(core, adminActor, { email: 'new@agency.test', password: 'long-password-9' })).rejects.toMatchObject({ status: 409 });
    expect(await core.em().count(AuditLog, { action: 'staff.created', actorId: (adminActor as { userId: string }).userId })).toBe(1);

    const clerk = await signIn(core, { email: 'new@agency.test', password: 'long-password-9' });
    const clerkActor = await actorFromSession(core, clerk.token);
    await expect(listStaff(core, clerkActor)).rejects.toMatchObject({ status: 403 });
    await expect(deleteStaff(core, clerkActor, created.id)).rejects.toMatchObject({ status: 403 });
    await deleteStaff(core, adminActor, created.id);
    expect(await core.em().count(User, { email: 'new@agency.test' })).toBe(0);
  });

  it('refuses an anonymous caller with 401', async () => {
    await expect(listStaff(core, { type: 'anonymous' })).rejects.toMatchObject({ status: 401 });
  });
});
