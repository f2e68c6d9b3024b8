import { z } from 'zod';
import { staffMemberSchema } from '../staff/schemas.ts';
import { STAFF_ROLES } from '../staff/roles.ts';

export const sessionUserSchema = z.object({ id: z.uuid(), email: z.string(), role: z.enum(STAFF_ROLES) });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The spec's session check: `{ authenticated, user: { role } }`. */
export const sessionCheckSchema = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(true), user: sessionUserSchema }),
  z.object({ authenticated: z.literal(false), user: z.null() }),
]);
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

export const signInResultSchema = z.object({ success: z.literal(true), user: staffMemberSchema });
