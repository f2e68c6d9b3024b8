import type { FileKind, PaymentStatus } from '@eta/domain';

/** How the console writes dates, payment states and missing documents, in one place. */

/** `24 Nov 2026`, for lists. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** `24 Nov 2026, 19:25`, for histories and events. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A calendar day (`yyyy-mm-dd`, no time zone) as `14 February 1990`; a dash when there is none. */
export const formatCalendarDay = (day: string | null) =>
  day ? new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : '—';

export const PAYMENT_LABELS: Record<PaymentStatus, string> = { UNPAID: 'Unpaid', PAID: 'Paid', REFUNDED: 'Refunded', PARTIALLY_REFUNDED: 'Part refunded' };

const DOCUMENT_NAMES: Partial<Record<FileKind, string>> = { passport_scan: 'passport scan', photo: 'photo' };

/** `passport scan and photo`, or with another separator. */
export const documentNames = (kinds: readonly FileKind[], separator = ' and ') => kinds.map((kind) => DOCUMENT_NAMES[kind] ?? kind).join(separator);
