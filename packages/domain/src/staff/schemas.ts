import { z } from 'zod';
import { STAFF_ROLES } from './roles.ts';
import { requiredText, text } from '../text.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email address' }));

export const MAX_PASSWORD_LENGTH = 1000;

export const staffSignInSchema = z.object({
  email: requiredText('Email is required', { max: 254 }).toLowerCase(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});
export type StaffSignInInput = z.infer<typeof staffSignInSchema>;

export const MIN_STAFF_PASSWORD_LENGTH = 10;

export const createStaffSchema = z.object({
  email: z.string({ error: 'Email and password are required' }).trim().min(1, 'Email and password are required').pipe(emailSchema),
  password: z
    .string({ error: 'Email and password are required' })
    .min(1, 'Email and password are required')
    .min(MIN_STAFF_PASSWORD_LENGTH, `Password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
  role: z.enum(STAFF_ROLES).default('STAFF'),
  firstName: text({ max: 100 }).optional(),
  lastName: text({ max: 100 }).optional(),
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;

export const idSchema = z.uuid({ error: 'Invalid id' });

/** PATCH /api/admin/staff/{id}: {isActive} deactivates or reactivates, {role} changes the role; one or both. */
export const setStaffActiveSchema = z
  .object({
    id: z.uuid({ error: 'Invalid id' }),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    role: z.enum(STAFF_ROLES, { error: 'Role must be STAFF or ADMIN' }).optional(),
  })
  .refine((input) => input.isActive !== undefined || input.role !== undefined, { message: 'isActive must be true or false', path: ['isActive'] });
export type SetStaffActiveInput = z.input<typeof setStaffActiveSchema>;

export const staffIdSchema = z.object({ id: idSchema });

/** A staff account as the admin's staff list shows it; never the password hash. */
export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  isActive: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
