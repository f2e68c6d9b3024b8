export const STAFF_ROLES = ['STAFF', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The assignable permission names of the spec (staff-admin §6). */
export const PERMISSIONS = [
  'view_applications',
  'edit_applications',
  'approve_applications',
  'reject_applications',
  'manage_refunds',
  'view_financials',
  'manage_users',
  'system_settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Seeded defaults: staff work applications; admins can do everything. Admins may edit both. */
export const DEFAULT_ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  STAFF: ['view_applications', 'edit_applications', 'approve_applications', 'reject_applications'],
  ADMIN: PERMISSIONS,
};

/** Where a signed-in user lands after sign-in (staff-admin §2). */
export function homePathForRole(role: StaffRole): '/admin' | '/staff' {
  return role === 'ADMIN' ? '/admin' : '/staff';
}
