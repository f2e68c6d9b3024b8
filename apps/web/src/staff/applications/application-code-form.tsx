import { Button, Form } from 'react-aria-components';
import { CODE_ELIGIBLE_STATUSES, type StaffApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useRecordCode } from '../codes/use-record-code.ts';

/** Manual code entry on one application: offered only while RECEIVED, IN_REVIEW or SUBMITTED_TO_UK without an active code. */
export function ApplicationCodeForm({ application }: { application: StaffApplication }) {
  const utils = trpc.useUtils();
  const { code, setCode, error, record, isPending } = useRecordCode(() =>
    Promise.all([utils.console.applications.get.invalidate({ id: application.id }), utils.console.codes.invalidate()]),
  );
  if (!(CODE_ELIGIBLE_STATUSES as readonly string[]).includes(application.status)) return <p className="muted">Codes can be entered while the application is Received, In Review or Submitted to UK.</p>;
  if (application.hasActiveCode) return <p className="muted">This application has an active code; see the dashboard.</p>;
  return (
    <Form className="inline-form" onSubmit={(event) => record(event, application.id)}>
      <TextField label="Verification code" value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" />
      <Button type="submit" className="button button--secondary" isPending={isPending}>
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
