import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { randomBytes } from 'node:crypto';
import { createStaffSchema, idSchema, setStaffActiveSchema, staffSignInSchema, type CreateStaffInput, type StaffMember } from '@eta/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Core } from '../core.ts';
import { anonymous, type Actor, type StaffActor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { ConflictError, NotFoundError, UnauthorizedError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { clearRateLimit, clientAddressKey, countHits, refuseWhenOverLimits, type RateRule } from '../security/rate-limit.ts';
import { runPrepared } from '../db/prepared.ts';
import * as queries from './queries.ts';
import { Session, User } from './entities.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newSessionToken } from './tokens.ts';

/** A session ends after this long without a request… */
export const SESSION_IDLE_HOURS = 2;
/** …and in any case this long after sign-in, however busy. */
export const SESSION_MAX_HOURS = 12;
const SESSION_TOUCH_EVERY_MS = 60_000;

export function toStaffMember(user: User): StaffMember {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Only failures count, so guessing cannot lock the real person out: strictly per e-mail and
 * address, and per address; per e-mail alone only with a ceiling far above what a person types,
 * against a spread-out attack. A successful sign-in clears its own e-mail and address pair.
 */
export function signInLimits(email: string, ip: string | undefined): RateRule[] {
  const address = clientAddressKey(ip);
  return [
    { key: `signin:pair:${email}:${address}`, limit: 5, windowSeconds: 900 },
    { key: `signin:ip:${address}`, limit: 20, windowSeconds: 900 },
    { key: `signin:email:${email}`, limit: 100, windowSeconds: 900 },
  ];
}

/** The idle expiry, never past the session's absolute end. */
const sessionExpiry = (createdAt: Date, now = new Date()) =>
  new Date(Math.min(now.getTime() + SESSION_IDLE_HOURS * 3600_000, createdAt.getTime() + SESSION_MAX_HOURS * 3600_000));

/**
 * Checks e-mail and password; on success opens a session and returns its token (only its hash
 * is stored). Failures never say which part was wrong.
 */
export async function signIn(
  core: Core,
  input: unknown,
  client: { ip?: string; userAgent?: string } = {},
): Promise<{ token: string; user: StaffMember; expiresAt: Date; cookieExpiresAt: Date }> {
  const { email, password } = parseInput(staffSignInSchema, input);
  const em = core.em();
  const limits = signInLimits(email, client.ip);
  await refuseWhenOverLimits(core, limits);
  const user = await em.findOne(User, { email });
  const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !passwordOk || !user.isActive) {
    await countHits(core, limits);
    audit(em, anonymous(client.ip), 'staff.signin_failed', { email });
    await em.flush();
    throw new UnauthorizedError('Invalid credentials', 'INVALID_CREDENTIALS');
  }
  const token = newSessionToken();
  const now = new Date();
  const expiresAt = sessionExpiry(now, now);
  await clearRateLimit(core, limits[0]!.key);
  await em.transactional(async (tx) => {
    const session = tx.create(Session, {
      tokenHash: hashToken(token),
      user,
      expiresAt,
      lastSeenAt: now,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    user.lastSignInAt = now;
    audit(tx, actorForUser(user, session.id, client.ip), 'staff.signin', {});
  });
  // The cookie lasts as long as the session could; the server enforces the idle window.
  return { token, user: toStaffMember(user), expiresAt, cookieExpiresAt: new Date(now.getTime() + SESSION_MAX_HOURS * 3600_000) };
}

function actorForUser(user: Pick<User, 'id' | 'email' | 'role'>, sessionId: string, ip?: string): StaffActor {
  return {
    type: user.role === 'ADMIN' ? 'admin' : 'staff',
    userId: user.id,
    email: user.email,
    role: user.role,
    sessionId,
    ...(ip ? { ip } : {}),
  };
}

/**
 * The actor behind a session token, or anonymous when the token is missing, unknown or expired.
 * This runs on every staff request, so it is one query; the sliding expiry is written at most
 * once a minute.
 */
export async function actorFromSession(core: Core, token: string | undefined, ip?: string): Promise<Actor> {
  if (!token) return anonymous(ip);
  const [row] = await runPrepared(core, queries.sessionByTokenHash, [hashToken(token)]);
  const now = new Date();
  const endsAt = (created: Date) => new Date(created).getTime() + SESSION_MAX_HOURS * 3600_000;
  if (!row || new Date(row.expires_at) <= now || endsAt(row.created_at) <= now.getTime() || !row.is_active) return anonymous(ip);
  if (now.getTime() - new Date(row.last_seen_at).getTime() > SESSION_TOUCH_EVERY_MS) {
    await runPrepared(core, queries.touchSession, [now, sessionExpiry(new Date(row.created_at), now), row.session_id]);
  }
  return actorForUser({ id: row.user_id, email: row.email, role: row.role }, row.session_id, ip);
}

/** Which of these sessions still exist and have not expired (the live connection re-checks its sockets with it). */
export async function liveSessionIds(core: Core, sessionIds: string[]): Promise<Set<string>> {
  if (!sessionIds.length) return new Set();
  const rows = await runPrepared(core, queries.liveSessions, [sessionIds, SESSION_MAX_HOURS]);
  return new Set(rows.map((row) => row.id));
}

export async function signOut(core: Core, token: string | undefined, actor: Actor): Promise<void> {
  if (!token) return;
  const em = core.em();
  await em.transactional(async (tx) => {
    const removed = await tx.nativeDelete(Session, { tokenHash: hashToken(token) });
    if (removed) audit(tx, actor, 'staff.signout', {});
  });
}

export async function createStaff(core: Core, actor: Actor, input: CreateStaffInput | unknown): Promise<StaffMember> {
  const data = parseInput(createStaffSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_users');
  const passwordHash = await hashPassword(data.password);
  return em.transactional(async (tx) => {
    if (await tx.count(User, { email: data.email })) {
      throw new ConflictError('A staff member with this email already exists', 'EMAIL_TAKEN');
    }
    const user = tx.create(User, {
      email: data.email,
      passwordHash,
      role: data.role,
      firstName: data.firstName ?? null,
      lastName: data.lastName ?? null,
    });
    audit(tx, actor, 'staff.created', { userId: user.id, email: user.email, role: user.role });
    await tx.flush();
    return toStaffMember(user);
  });
}

export async function listStaff(core: Core, actor: Actor): Promise<StaffMember[]> {
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_users');
  const users = await em.find(User, {}, { orderBy: { createdAt: 'asc' } });
  return users.map(toStaffMember);
}

export async function deleteStaff(core: Core, actor: Actor, id: unknown): Promise<void> {
  const userId = parseInput(idSchema, id);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_users');
  await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id: userId });
    if (!user) throw new NotFoundError('Staff member not found');
    if ('userId' in actor && actor.userId === user.id) throw new ConflictError('You cannot delete your own account', 'SELF_DELETE');
    if (await isLastActiveAdmin(tx, user)) throw new ConflictError('The last active admin cannot be deleted', 'LAST_ADMIN');
    tx.remove(user);
    audit(tx, actor, 'staff.deleted', { userId: user.id, email: user.email });
  });
}

/**
 * Whether taking this user out of the active admins would leave none. The active admins' rows are
 * locked first, so two admins removing each other at the same moment cannot both succeed.
 */
async function isLastActiveAdmin(tx: EntityManager, user: User): Promise<boolean> {
  if (user.role !== 'ADMIN' || !user.isActive) return false;
  await tx.getConnection().execute(`select id from staff_user where role = 'ADMIN' and is_active for update`, [], 'all', tx.getTransactionContext());
  return (await tx.count(User, { role: 'ADMIN', isActive: true })) <= 1;
}

/**
 * Deactivates or reactivates a staff member, or changes their role (PATCH /api/admin/staff/{id}).
 * Nobody deactivates or demotes themselves, and the last active admin stays one. Deactivation ends
 * every session of theirs in the same transaction; their live connections close at the next
 * heartbeat, which re-checks sessions. A new role applies from their next request.
 */
export async function setStaffActive(core: Core, actor: Actor, input: unknown): Promise<StaffMember> {
  const { id, isActive, role } = parseInput(setStaffActiveSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_users');
  return em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id });
    if (!user) throw new NotFoundError('Staff member not found');
    const self = 'userId' in actor && actor.userId === user.id;
    const deactivating = isActive === false && user.isActive;
    const demoting = role === 'STAFF' && user.role === 'ADMIN';
    if (deactivating && self) throw new ConflictError('You cannot deactivate your own account', 'SELF_DEACTIVATE');
    if (demoting && self) throw new ConflictError('You cannot take the Admin role from yourself', 'SELF_DEMOTE');
    if ((deactivating || demoting) && (await isLastActiveAdmin(tx, user))) {
      throw new ConflictError(deactivating ? 'The last active admin cannot be deactivated' : 'The last active admin cannot lose the Admin role', 'LAST_ADMIN');
    }
    if (role !== undefined && role !== user.role) {
      audit(tx, actor, 'staff.role_changed', { userId: user.id, email: user.email, from: user.role, to: role });
      user.role = role;
    }
    if (isActive !== undefined && isActive !== user.isActive) {
      user.isActive = isActive;
      const endedSessions = isActive ? 0 : await tx.nativeDelete(Session, { user });
      audit(tx, actor, isActive ? 'staff.activated' : 'staff.deactivated', { userId: user.id, email: user.email, endedSessions });
    }
    await tx.flush();
    return toStaffMember(user);
  });
}

/**
 * On first start there must be an admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated
 * password that the caller prints once. Returns what was created, or null when an admin exists.
 */
export async function ensureFirstAdmin(
  core: Core,
  options: { email?: string | undefined; password?: string | undefined },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const em = core.em();
  if (await em.count(User, { role: 'ADMIN' })) return null;
  const email = (options.email ?? 'admin@localhost.test').toLowerCase();
  const generatedPassword = options.password ? null : randomBytes(12).toString('base64url');
  const password = options.password ?? generatedPassword!;
  const passwordHash = await hashPassword(password);
  try {
    await em.transactional(async (tx) => {
      const user = tx.create(User, { email, passwordHash, role: 'ADMIN' });
      audit(tx, { type: 'system', component: 'bootstrap' }, 'staff.first_admin_created', { userId: user.id, email });
    });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof UniqueConstraintViolationException) return null;
    throw error;
  }
  return { email, generatedPassword };
}
