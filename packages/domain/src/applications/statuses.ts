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
