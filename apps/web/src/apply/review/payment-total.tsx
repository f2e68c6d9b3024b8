import { DEFAULT_APPLICATION_FEE_PENCE, formatPence } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { isTestPaymentMode } from './payment-mode.ts';

/** The fee the admins set, in pence; null while loading, the default (£75.00) if it cannot be read. */
export function useApplicationFee(): number | null {
  const fee = trpc.public.settings.fee.useQuery();
  return fee.data?.applicationFeePence ?? (fee.isError ? DEFAULT_APPLICATION_FEE_PENCE : null);
}

/** The total to pay and, with a test payment key, a note that no money is taken. */
export function PaymentTotal({ feePence }: { feePence: number | null }) {
  const amount = feePence === null ? 'Loading…' : formatPence(feePence);
  return (
    <div className="wizard-total">
      <div className="wizard-total__row wizard-total__row--sum">
        <span>Total</span>
        <strong data-testid="total">{amount}</strong>
      </div>
      <p className="wizard-small muted">One service fee per application, paid by card on our payment provider's secure page.</p>
      {isTestPaymentMode() ? (
        <p className="wizard-notice wizard-notice--test" role="note">
          <strong>Test mode:</strong> no real payment will be taken.
        </p>
      ) : null}
    </div>
  );
}
