import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { CODE_ELIGIBLE_STATUSES, INVALID_CODE, submitCodeSchema, type StaffApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';

/** Manual code entry on one application: offered only while RECEIVED, IN_REVIEW or SUBMITTED_TO_UK without an active code. */
export function ApplicationCodeForm({ application }: { application: StaffApplication }) {
  const utils = trpc.useUtils();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = trpc.console.codes.submit.useMutation({
    onSuccess: async () => {
      toast({ title: 'Code recorded', description: `Valid for 10 minutes; it is on the dashboard's codes card.` });
      setCode('');
      await Promise.all([utils.console.applications.get.invalidate({ id: application.id }), utils.console.codes.invalidate()]);
    },
    onError: (failure) => setError(errorMessage(failure, 'Failed to record verification code.')),
  });
  if (!(CODE_ELIGIBLE_STATUSES as readonly string[]).includes(application.status)) return <p className="muted">Codes can be entered while the application is Received, In Review or Submitted to UK.</p>;
  if (application.hasActiveCode) return <p className="muted">This application has an active code; see the dashboard.</p>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = submitCodeSchema.safeParse({ applicationId: application.id, code });
    if (!parsed.success) return setError(INVALID_CODE);
    setError(null);
    submit.mutate({ applicationId: application.id, code: parsed.data.code });
  };
  return (
    <Form className="inline-form" onSubmit={onSubmit}>
      <TextField label="Verification code" value={code} onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" />
      <Button type="submit" className="button button--secondary" isPending={submit.isPending}>
        Record code
      </Button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
