import { useEffect, useState } from 'react';
import type { ApplyInput, ErrorCode } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { toast } from '../../ui/toast.tsx';
import { readApiError } from '../../api/error-message.ts';

export type PaymentStatus = 'idle' | 'processing' | 'already-paid';

/** Server answers meaning this draft was paid already: submitting it again must not make a new application. */
const ALREADY_PAID_CODES = new Set<ErrorCode>(['ALREADY_SUBMITTED', 'ALREADY_PAID', 'NOT_A_DRAFT']);

class SubmissionIncomplete extends Error {}

/**
 * Submits the application, opens a checkout session for it and sends the browser to the payment page
 * (applicant §7). Any failure shows the spec's "Submission Failed" toast and allows a retry; the retry sends the
 * same draft key, so the server updates the same draft application instead of creating another.
 */
export function usePayment() {
  const submit = trpc.applicant.applications.submit.useMutation();
  const checkout = trpc.applicant.payments.checkout.useMutation();
  const [status, setStatus] = useState<PaymentStatus>('idle');

  // Coming back from the payment page with the browser's Back button can restore this page as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStatus((current) => (current === 'processing' ? 'idle' : current));
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const pay = async (input: ApplyInput) => {
    setStatus('processing');
    try {
      const submitted = await submit.mutateAsync(input);
      const { sessionUrl } = await checkout.mutateAsync({ applicationId: submitted.application.id });
      if (!sessionUrl) throw new SubmissionIncomplete('No payment page was opened');
      window.location.assign(sessionUrl);
    } catch (error) {
      const { code } = readApiError(error);
      if (code && ALREADY_PAID_CODES.has(code)) {
        setStatus('already-paid');
        return;
      }
      toast({ title: 'Submission Failed', description: 'Failed to submit application. Please try again.', variant: 'destructive' });
      setStatus('idle');
    }
  };

  return { status, pay };
}
