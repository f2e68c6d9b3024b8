import { defineEntity, p } from '@mikro-orm/core';
import { STAFF_ROLES } from '@eta/domain';
import { createdAtColumn, idColumn, updatedAtColumn } from '../db/columns.ts';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'staff_user',
  properties: {
    id: idColumn(),
    email: p.string().unique(),
    passwordHash: p.text().hidden(),
    role: p.enum(STAFF_ROLES).default('STAFF'),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    isActive: p.boolean().default(true),
    /** Notification preferences (staff settings): e-mails about status changes, desktop notifications for new codes. */
    emailNotifications: p.boolean().default(true),
    desktopNotifications: p.boolean().default(true),
    lastSignInAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export class User extends UserSchema.class {}
UserSchema.setClass(User);

const SessionSchema = defineEntity({
  name: 'Session',
  properties: {
    id: idColumn(),
    tokenHash: p.string().length(64).unique(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    expiresAt: p.datetime().index(),
    lastSeenAt: p.datetime(),
    ip: p.string().nullable(),
    userAgent: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
});
export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);

export const staffEntities = [UserSchema, SessionSchema];
