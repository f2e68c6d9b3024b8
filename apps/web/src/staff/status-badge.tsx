import { STATUS_LABELS, type ApplicationStatus } from '@eta/domain';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`status-badge status-badge--${status.toLowerCase().replaceAll('_', '-')}`}>{STATUS_LABELS[status]}</span>;
}
