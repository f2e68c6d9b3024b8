import type { SearchSchemaInput } from '@tanstack/react-router';
import { APPLICATION_STATUSES, STAFF_LIST_SORTS, type ApplicationStatus, type StaffListSort } from '@eta/domain';

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
  'data-retention',
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

/** The staff list's filter, search and sort live in the URL, so a view can be shared or bookmarked. */
export type StaffApplicationsSearch = { status?: ApplicationStatus; q?: string; sort?: StaffListSort; direction?: 'asc' | 'desc' };

export function validateStaffApplicationsSearch(search: StaffApplicationsSearch & SearchSchemaInput): StaffApplicationsSearch {
  return {
    ...(isOneOf(APPLICATION_STATUSES, search.status) ? { status: search.status } : {}),
    ...(typeof search.q === 'string' && search.q.trim() ? { q: search.q.slice(0, 100) } : {}),
    ...(isOneOf(STAFF_LIST_SORTS, search.sort) ? { sort: search.sort } : {}),
    ...(isOneOf(['asc', 'desc'] as const, search.direction) ? { direction: search.direction } : {}),
  };
}
