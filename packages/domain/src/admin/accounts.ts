import { z } from 'zod';
import { text } from '../text.ts';
import { emailSchema, idSchema } from '../staff/schemas.ts';
import { PERMISSIONS, STAFF_ROLES } from '../staff/roles.ts';

/** Client Accounts (staff-admin §2): one page of the list unless asked otherwise, and the most a page may hold. */
export const CLIENT_LIST_PAGE_SIZE = 25;
export const CLIENT_LIST_MAX_PAGE_SIZE = 100;

/** GET /api/admin/clients: an e-mail search box and keyset pages (there can be 100,000 clients). */
export const listClientsSchema = z.object({
  search: text({ max: 254 }).optional(),
  /** The previous page's `nextCursor`. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(CLIENT_LIST_MAX_PAGE_SIZE).default(CLIENT_LIST_PAGE_SIZE),
});
export type ListClientsInput = z.input<typeof listClientsSchema>;

/** A client as the admin's list shows it (staff-admin §3). */
export const clientSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  applicationCount: z.number().int(),
  createdAt: z.iso.datetime(),
  isActive: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientListSchema = z.object({
  clients: z.array(clientSchema),
  /** How many clients match the search ("All Clients (n)"). */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ClientList = z.infer<typeof clientListSchema>;

/** PATCH /api/admin/clients/{id}/toggle-active: Suspend (false) or Activate (true). */
export const setClientActiveSchema = z.object({ id: idSchema, isActive: z.boolean({ error: 'isActive must be true or false' }) });
export type SetClientActiveInput = z.input<typeof setClientActiveSchema>;

/** One client account by its e-mail (trimmed, lower-cased), as an operator types it. */
export const clientByEmailSchema = z.object({ email: z.string({ error: 'Invalid email address' }).pipe(emailSchema) });
export type ClientByEmailInput = z.input<typeof clientByEmailSchema>;

export const roleSchema = z.enum(STAFF_ROLES, { error: 'Role must be STAFF or ADMIN' });
export const permissionSchema = z.enum(PERMISSIONS, { error: `Permission must be one of ${PERMISSIONS.join(', ')}` });

/** GET /api/admin/permissions/{role}. */
export const rolePermissionsQuerySchema = z.object({ role: roleSchema });

/** POST /api/admin/permissions: the role's complete list, replacing what it had (duplicates are dropped). */
export const setRolePermissionsSchema = z.object({
  role: roleSchema,
  permissions: z.array(permissionSchema, { error: 'Permissions must be a list' }).transform((list) => PERMISSIONS.filter((p) => list.includes(p))),
});
export type SetRolePermissionsInput = z.input<typeof setRolePermissionsSchema>;

export const rolePermissionsSchema = z.object({ role: z.enum(STAFF_ROLES), permissions: z.array(z.enum(PERMISSIONS)) });
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;

/** Admins can never take manage_users from their own role: nobody could edit permissions again. */
export const ADMIN_REQUIRED_PERMISSION = 'manage_users' as const;

/** What each permission allows, for the Role Permissions screen. */
export const PERMISSION_DESCRIPTIONS: Record<(typeof PERMISSIONS)[number], { label: string; description: string }> = {
  view_applications: { label: 'View applications', description: 'The staff dashboard, the applications list and each application.' },
  edit_applications: { label: 'Edit applications', description: 'Change statuses, record verification codes and start automated submissions.' },
  approve_applications: { label: 'Approve applications', description: 'Set an application to Approved.' },
  reject_applications: { label: 'Reject applications', description: 'Set an application to Refused.' },
  manage_refunds: { label: 'Manage refunds', description: 'Create and approve refunds.' },
  view_financials: { label: 'View financials', description: 'Revenue, costs, reports, search and exports.' },
  manage_users: { label: 'Manage users', description: 'Staff accounts, client accounts and these permissions.' },
  system_settings: { label: 'System settings', description: 'Fees, e-mail and validation settings, integrations and the audit log.' },
};
