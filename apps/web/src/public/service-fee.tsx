import { DEFAULT_APPLICATION_FEE_PENCE } from '@eta/domain';
import { trpc } from '../api/trpc.ts';

/**
 * The service fee the admins set (applicant §9: £75 by default), in pence; undefined while it loads. If the
 * settings cannot be read, the published default is shown: it is the fee the spec states.
 */
export function useServiceFeePence(): number | undefined {
  const query = trpc.public.settings.fee.useQuery();
  if (query.isError) return DEFAULT_APPLICATION_FEE_PENCE;
  return query.data?.applicationFeePence;
}

/** "£75" for whole pounds, "£75.50" otherwise. */
export function formatFee(pence: number): string {
  const pounds = pence / 100;
  return `£${Number.isInteger(pounds) ? pounds : pounds.toFixed(2)}`;
}

/** The fee written inline, e.g. "£75"; a short placeholder while it loads. */
export function ServiceFee({ className }: { className?: string }) {
  const pence = useServiceFeePence();
  if (pence === undefined) {
    return (
      <span className={`fee-loading ${className ?? ''}`} aria-busy="true">
        <span className="visually-hidden">Loading the fee</span>
      </span>
    );
  }
  return <span className={className}>{formatFee(pence)}</span>;
}
