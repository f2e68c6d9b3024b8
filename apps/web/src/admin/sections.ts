import type { ComponentType } from 'react';
import type { AdminSectionId } from '../routes/search-params.ts';
import { AnalyticsSection } from './sections/analytics.tsx';
import { ApiKeysSection } from './sections/api-keys.tsx';
import { AuditLogsSection } from './sections/audit-logs.tsx';
import { BulkActionsSection } from './sections/bulk-actions.tsx';
import { ClientAccountsSection } from './sections/clients.tsx';
import { DataRetentionSection } from './sections/data-retention.tsx';
import { DocumentValidationSection } from './sections/document-validation.tsx';
import { EmailNotificationsSection } from './sections/email-notifications.tsx';
import { FinancialSection } from './sections/financial.tsx';
import { OverviewSection } from './sections/overview.tsx';
import { PaymentSettingsSection } from './sections/payment-settings.tsx';
import { PerformanceSection } from './sections/performance.tsx';
import { RolePermissionsSection } from './sections/permissions.tsx';
import { RefundsSection } from './sections/refunds.tsx';
import { ReportsSection } from './sections/reports.tsx';
import { AdvancedSearchSection } from './sections/search.tsx';
import { StaffManagementSection } from './sections/staff-management.tsx';

export type AdminSection = {
  id: AdminSectionId;
  label: string;
  /** What the section is for; shown under its heading. */
  summary: string;
  Content: ComponentType;
};

export type AdminNavGroup = { label: string; sections: readonly AdminSection[] };

/** The left navigation of /admin in the five groups of staff-admin §2. */
export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = [
  {
    label: 'Dashboard',
    sections: [
      { id: 'overview', label: 'Overview', summary: 'Applications, revenue and active staff at a glance, and what happened most recently.', Content: OverviewSection },
      {
        id: 'performance',
        label: 'Performance Metrics',
        summary: 'Processing time, approval and rejection rates, application volumes and the top nationalities.',
        Content: PerformanceSection,
      },
      { id: 'analytics', label: 'Analytics', summary: 'How applications are spread across the statuses, and how they trend month by month.', Content: AnalyticsSection },
      { id: 'financial', label: 'Financial', summary: 'Revenue, costs, refunds, net profit and profit margin, from the payment ledger.', Content: FinancialSection },
      {
        id: 'reports',
        label: 'Custom Reports',
        summary: 'Revenue, application, conversion, forecast and geographic reports for a date range, with a chart and a CSV download.',
        Content: ReportsSection,
      },
    ],
  },
  {
    label: 'Operations',
    sections: [
      {
        id: 'search',
        label: 'Advanced Search',
        summary: 'Find applications by reference, e-mail, status, nationality and date, and export what you find to CSV.',
        Content: AdvancedSearchSection,
      },
      {
        id: 'bulk-actions',
        label: 'Bulk Actions',
        summary: 'Change the status of many applications at once, download their documents, e-mail applicants or export them.',
        Content: BulkActionsSection,
      },
      { id: 'refunds', label: 'Refund Management', summary: 'Create refunds, and approve pending ones: the money goes back through the card provider.', Content: RefundsSection },
    ],
  },
  {
    label: 'User Management',
    sections: [
      {
        id: 'staff',
        label: 'Staff Management',
        summary: 'Create accounts for staff and administrators, deactivate them, and remove accounts that are no longer needed.',
        Content: StaffManagementSection,
      },
      {
        id: 'clients',
        label: 'Client Accounts',
        summary: 'Applicant accounts with their number of applications; suspend or reactivate them, export a client’s data or erase it on request.',
        Content: ClientAccountsSection,
      },
      { id: 'permissions', label: 'Role Permissions', summary: 'What the Staff and Admin roles may do; enforced on every call.', Content: RolePermissionsSection },
    ],
  },
  {
    label: 'Settings',
    sections: [
      {
        id: 'payment-settings',
        label: 'Payment Settings',
        summary: 'The application fee the next checkout charges, and the internal cost per application.',
        Content: PaymentSettingsSection,
      },
      {
        id: 'email-notifications',
        label: 'Email Notifications',
        summary: 'Which events send an e-mail to applicants.',
        Content: EmailNotificationsSection,
      },
      {
        id: 'document-validation',
        label: 'Document Validation',
        summary: 'Passport OCR, photo checks and the minimum photo confidence applied to uploads.',
        Content: DocumentValidationSection,
      },
      {
        id: 'data-retention',
        label: 'Data Retention',
        summary: 'How long personal data is kept after an application’s last activity before it is anonymised.',
        Content: DataRetentionSection,
      },
      {
        id: 'api-keys',
        label: 'API Keys',
        summary: 'Which integrations are configured, and the environment variables that configure them. Secrets are never shown.',
        Content: ApiKeysSection,
      },
    ],
  },
  {
    label: 'System',
    sections: [
      {
        id: 'audit-logs',
        label: 'Audit Logs',
        summary: 'Every action by staff, administrators, operators and the system, filterable by user, action and date.',
        Content: AuditLogsSection,
      },
    ],
  },
];

const ALL_SECTIONS = ADMIN_NAV_GROUPS.flatMap((group) => group.sections);
const OVERVIEW = ALL_SECTIONS[0]!;

export function adminSection(id: AdminSectionId): AdminSection {
  return ALL_SECTIONS.find((section) => section.id === id) ?? OVERVIEW;
}
