import type { ComponentType } from 'react';
import type { AdminSectionId } from '../routes/search-params.ts';
import { StaffManagementSection } from './sections/staff-management.tsx';

export type AdminSection = {
  id: AdminSectionId;
  label: string;
  /** What the section is for; shown under its heading. */
  summary: string;
  Content?: ComponentType;
};

export type AdminNavGroup = { label: string; sections: readonly AdminSection[] };

/** The left navigation of /admin in the five groups of staff-admin §2. */
export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = [
  {
    label: 'Dashboard',
    sections: [
      { id: 'overview', label: 'Overview', summary: 'Totals for applications, revenue and active staff will appear here.' },
      {
        id: 'performance',
        label: 'Performance Metrics',
        summary: 'Average processing time, approval and rejection rates, application volumes and the top nationalities will appear here.',
      },
      { id: 'analytics', label: 'Analytics', summary: 'How applications are spread across the statuses will appear here.' },
      { id: 'financial', label: 'Financial', summary: 'Revenue, costs, refunds, net profit and profit margin will appear here.' },
      {
        id: 'reports',
        label: 'Custom Reports',
        summary: 'Revenue, application, conversion and geographic reports for a chosen date range will be generated here.',
      },
    ],
  },
  {
    label: 'Operations',
    sections: [
      {
        id: 'search',
        label: 'Advanced Search',
        summary: 'Applications will be searchable here by reference, e-mail, status, nationality and date, with export to CSV.',
      },
      {
        id: 'bulk-actions',
        label: 'Bulk Actions',
        summary: 'Status changes, document downloads, e-mails and exports for many applications at once will be run from here.',
      },
      { id: 'refunds', label: 'Refund Management', summary: 'Refunds will be created here, and pending refunds approved.' },
    ],
  },
  {
    label: 'User Management',
    sections: [
      {
        id: 'staff',
        label: 'Staff Management',
        summary: 'Create accounts for staff and administrators, and remove accounts that are no longer needed.',
        Content: StaffManagementSection,
      },
      {
        id: 'clients',
        label: 'Client Accounts',
        summary: 'Applicant accounts, with their number of applications and a control to suspend or reactivate them, will appear here.',
      },
      { id: 'permissions', label: 'Role Permissions', summary: 'The permissions held by the Staff and Admin roles will be edited here.' },
    ],
  },
  {
    label: 'Settings',
    sections: [
      {
        id: 'payment-settings',
        label: 'Payment Settings',
        summary: 'The application fee and the internal cost per application will be set here.',
      },
      {
        id: 'email-notifications',
        label: 'Email Notifications',
        summary: 'Which events send an e-mail to applicants will be chosen here.',
      },
      {
        id: 'document-validation',
        label: 'Document Validation',
        summary: 'Passport OCR, photo checks and the minimum photo confidence will be configured here.',
      },
      {
        id: 'api-keys',
        label: 'API Keys',
        summary: 'The environment variables for card payments, face analysis, OCR and e-mail will be listed here.',
      },
    ],
  },
  {
    label: 'System',
    sections: [
      {
        id: 'audit-logs',
        label: 'Audit Logs',
        summary: 'Every action by staff, administrators, operators and the system, filterable by user, action and date, will appear here.',
      },
    ],
  },
];

const ALL_SECTIONS = ADMIN_NAV_GROUPS.flatMap((group) => group.sections);
const OVERVIEW = ALL_SECTIONS[0]!;

export function adminSection(id: AdminSectionId): AdminSection {
  return ALL_SECTIONS.find((section) => section.id === id) ?? OVERVIEW;
}
