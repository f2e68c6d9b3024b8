import { useState, type FormEvent } from 'react';
import { INVALID_CODE, submitCodeSchema, type VerificationCodeView } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { toast } from '../../ui/toast.tsx';

/**
 * Manual code entry (staff-admin §5): what is typed keeps its digits only (at most 6), the shared
 * schema decides, and 'Invalid Code: …' is shown without a call when it says no.
 */
export function useRecordCode(onRecorded: (code: VerificationCodeView) => Promise<unknown>) {
  const [code, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = trpc.console.codes.submit.useMutation({
    onSuccess: async (saved) => {
      toast({ title: 'Code recorded', description: `${saved.code} for ${saved.applicationReference}, valid for 10 minutes.` });
      setTyped('');
      await onRecorded(saved);
    },
    onError: (failure) => setError(errorMessage(failure, 'Failed to record verification code.')),
  });
  const record = (event: FormEvent, applicationId: string) => {
    event.preventDefault();
    const parsed = submitCodeSchema.safeParse({ applicationId, code });
    if (!parsed.success) return setError(INVALID_CODE);
    setError(null);
    submit.mutate({ applicationId, code: parsed.data.code });
  };
  const setCode = (value: string) => setTyped(value.replace(/\D/g, '').slice(0, 6));
  return { code, setCode, error, record, isPending: submit.isPending };
}
