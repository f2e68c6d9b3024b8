import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { PASSWORD_REQUIRED, isSubmittable, type StaffApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { TextField } from '../../ui/text-field.tsx';
import { Switch } from '../../ui/switch.tsx';
import { toast } from '../../ui/toast.tsx';

const STATE_TEXT = { queued: 'Queued', processing: 'Submitting now…', completed: 'Completed', failed: 'Failed' } as const;

/**
 * Starts the automated submission (staff-admin §2): the staff member's password again and the
 * headless switch (on by default). While the run is queued or processing the button is disabled
 * and the dialog shows its position and state, updated live.
 */
export function AutomationDialog({ application }: { application: StaffApplication }) {
  const utils = trpc.useUtils();
  const [password, setPassword] = useState('');
  const [headless, setHeadless] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const run = application.automation;
  const busy = run?.status === 'queued' || run?.status === 'processing';
  const submittable = isSubmittable(application.status);
  const start = trpc.console.applications.automate.useMutation({
    onSuccess: async (queued) => {
      setPassword('');
      toast({ title: 'Automation queued', description: queued.message });
      await utils.console.applications.get.invalidate({ id: application.id });
    },
    onError: (failure) => {
      setError(errorMessage(failure, 'Failed to start automation'));
      toast({ title: 'Automation Failed', description: errorMessage(failure, 'Failed to start automation'), variant: 'destructive' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(PASSWORD_REQUIRED);
    setError(null);
    start.mutate({ applicationId: application.id, password, headless });
  };
  return (
    <DialogTrigger>
      <Button className="button button--primary" isDisabled={!busy && !submittable}>
        {busy ? `Automation: ${STATE_TEXT[run.status].toLowerCase()}` : 'Automate submission'}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            <Heading slot="title">Submit {application.reference} automatically</Heading>
            <p className="muted">The worker fills in the government form for this application, one application at a time, and keeps screenshots of each page.</p>
            {run ? (
              <p className={`automation-state automation-state--${run.status}`} role="status">
                {STATE_TEXT[run.status]}
                {run.status === 'queued' && run.position ? ` — position ${run.position} in the queue` : ''}
                {run.error ? ` — ${run.error}` : ''}
              </p>
            ) : null}
            {run?.traceUrl ? (
              <p>
                <a href={run.traceUrl} download={`trace-${application.reference}.zip`}>
                  Download the browser trace of this failed run
                </a>{' '}
                <span className="muted">(open it with Playwright’s trace viewer)</span>
              </p>
            ) : null}
            {!busy && !submittable ? <p className="muted">Only received or in-review applications can be submitted; this one is {application.status.replaceAll('_', ' ').toLowerCase()}.</p> : null}
            <Form onSubmit={submit} className="form">
              <TextField label="Your password" type="password" value={password} onChange={setPassword} autoComplete="current-password" isDisabled={busy} description="Enter your password again to start a submission." />
              <Switch label="Headless" description="Run the browser without a window (recommended)." isSelected={headless} onChange={setHeadless} isDisabled={busy} />
              {error ? (
                <p className="form-error" role="alert">
                  {error}
                </p>
              ) : null}
              <div className="button-row button-row--end">
                <Button className="button button--secondary" slot="close">
                  Close
                </Button>
                <Button type="submit" className="button button--primary" isPending={start.isPending} isDisabled={busy || !submittable}>
                  Start automation
                </Button>
              </div>
            </Form>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
