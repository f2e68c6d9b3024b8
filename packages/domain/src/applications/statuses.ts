export const APPLICATION_STATUSES = [
  'DRAFT',
  'RECEIVED',
  'IN_REVIEW',
  'SUBMITTED_TO_UK',
  'DECISION_PENDING',
  'APPROVED',
  'REFUSED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses staff may pick from the detail page's selector (DRAFT only leaves through payment). */
export const STAFF_SELECTABLE_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'DRAFT');

export const PAYMENT_STATUSES = ['UNPAID', 'PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  DRAFT: 'Draft',
  RECEIVED: 'Received',
  IN_REVIEW: 'In Review',
  SUBMITTED_TO_UK: 'Submitted to UK',
  DECISION_PENDING: 'Decision Pending',
  APPROVED: 'Approved',
  REFUSED: 'Refused',
};

/** The four stages of the portal's timeline (applicant §2). */
export const PORTAL_STAGES = ['Received', 'In Review', 'Submitted to UK', 'Decision'] as const;

/**
 * Where an application stands on the portal timeline: the index of the stage reached, -1 while
 * payment is outstanding. A pending decision has been submitted but not yet decided.
 */
export function portalStageIndex(status: ApplicationStatus): number {
  switch (status) {
    case 'DRAFT':
      return -1;
    case 'RECEIVED':
      return 0;
    case 'IN_REVIEW':
      return 1;
    case 'SUBMITTED_TO_UK':
    case 'DECISION_PENDING':
      return 2;
    case 'APPROVED':
    case 'REFUSED':
      return 3;
  }
}
