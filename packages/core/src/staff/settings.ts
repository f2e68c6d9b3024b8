import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { changePasswordSchema, notificationPreferencesSchema, staffProfileSchema, type StaffSettings } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requireStaff } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { Session, User } from './entities.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

function toSettings(user: User): StaffSettings {
  return {
    profile: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email },
    preferences: { emailNotifications: user.emailNotifications, desktopNotifications: user.desktopNotifications },
  };
}

async function signedInUser(core: Core, actor: Actor) {
  const staff = requireStaff(actor);
  const em = core.em();
  const user = await em.findOne(User, { id: staff.userId });
  if (!user) throw new UnauthorizedError();
  return { em, staff, user };
}

/** The settings page's profile and notification preferences, for the signed-in staff member. */
export async function getStaffSettings(core: Core, actor: Actor): Promise<StaffSettings> {
  return toSettings((await signedInUser(core, actor)).user);
}

/** Profile Information: names and e-mail, stored (the original only showed a toast). */
export async function updateStaffProfile(core: Core, actor: Actor, input: unknown): Promise<StaffSettings> {
  const profile = parseInput(staffProfileSchema, input);
  const { em, user } = await signedInUser(core, actor);
  const before = { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email };
  user.firstName = profile.firstName || null;
  user.lastName = profile.lastName || null;
  user.email = profile.email;
  audit(em, actor, 'staff.profile_updated', { userId: user.id, before, after: profile });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError('Another staff member already uses this e-mail address', 'EMAIL_TAKEN');
    throw error;
  }
  return toSettings(user);
}

/** Notification Preferences: stored per staff member; the console honours them. */
export async function updateNotificationPreferences(core: Core, actor: Actor, input: unknown): Promise<StaffSettings> {
  const preferences = parseInput(notificationPreferencesSchema, input);
  const { em, user } = await signedInUser(core, actor);
  user.emailNotifications = preferences.emailNotifications;
  user.desktopNotifications = preferences.desktopNotifications;
  audit(em, actor, 'staff.preferences_updated', { userId: user.id, ...preferences });
  await em.flush();
  return toSettings(user);
}

/** Security: the current password checked, the new one hashed, every other session of this member ended. */
export async function changeOwnPassword(core: Core, actor: Actor, input: unknown): Promise<{ success: true; endedSessions: number }> {
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  const { em, staff, user } = await signedInUser(core, actor);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new ValidationError('Your current password is not correct', { fields: [{ field: 'currentPassword', message: 'Your current password is not correct' }] });
  }
  user.passwordHash = await hashPassword(newPassword);
  return em.transactional(async (tx) => {
    tx.persist(user);
    const endedSessions = await tx.nativeDelete(Session, { user: user.id, ...(staff.sessionId ? { id: { $ne: staff.sessionId } } : {}) });
    audit(tx, actor, 'staff.password_changed', { userId: user.id, endedSessions });
    return { success: true as const, endedSessions };
  });
}

/** Re-entry of the signed-in member's password before a sensitive action (automation). */
export async function confirmOwnPassword(core: Core, actor: Actor, password: string): Promise<boolean> {
  const { user } = await signedInUser(core, actor);
  return verifyPassword(user.passwordHash, password);
}
