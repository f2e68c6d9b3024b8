import type { SearchSchemaInput } from '@tanstack/react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@eta/domain';

/** The sections of /admin, chosen by `?section=`; Overview when absent (staff-admin §2). */
export const ADMIN_SECTION_IDS = [
  'overview',
  'performance',
  'analytics',
  'financial',
  'reports',
  'search',
  'bulk-actions',
  'refunds',
  'staff',
  'clients',
  'permissions',
  'payment-settings',
  'email-notifications',
  'document-validation',
  'api-keys',
  'audit-logs',
] as const;
export type AdminSectionId = (typeof ADMIN_SECTION_IDS)[number];
export type AdminSearch = { section?: AdminSectionId };

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

export function validateAdminSearch(search: AdminSearch & SearchSchemaInput): AdminSearch {
  return isOneOf(ADMIN_SECTION_IDS, search.section) && search.section !== 'overview' ? { section: search.section } : {};
}

export type StaffApplicationsSearch = { status?: ApplicationStatus };

export function validateStaffApplicationsSearch(search: StaffApplicationsSearch & SearchSchemaInput): StaffApplicationsSearch {
  return isOneOf(APPLICATION_STATUSES, search.status) ? { status: search.status } : {};
}
