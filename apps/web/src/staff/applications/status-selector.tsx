import { useState } from 'react';
import { Button } from 'react-aria-components';
import { STAFF_SELECTABLE_STATUSES, STATUS_LABELS, type ApplicationStatus, type StaffApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { readApiError } from '../../api/error-message.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';

const OPTIONS = STAFF_SELECTABLE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** The status selector (staff-admin §2): the six statuses; the version seen is sent so a concurrent edit is caught. */
export function StatusSelector({ application }: { application: StaffApplication }) {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [explanation, setExplanation] = useState('');
  const change = trpc.console.applications.changeStatus.useMutation({
    onSuccess: async (saved) => {
      toast({ title: 'Status updated', description: `${application.reference} is now ${STATUS_LABELS[saved.status]}.` });
      setStatus('');
      setExplanation('');
      await Promise.all([utils.console.applications.get.invalidate({ id: application.id }), utils.console.applications.activities.invalidate({ id: application.id })]);
    },
    onError: async (error) => {
      const failure = readApiError(error);
      toast({ title: 'Status not changed', description: failure.message ?? 'Please try again.', variant: 'destructive' });
      if (failure.code === 'VERSION_CONFLICT') await utils.console.applications.get.invalidate({ id: application.id });
    },
  });
  const chosen = status || application.status;
  return (
    <div className="status-selector">
      <Select label="Status" options={OPTIONS} value={application.status === 'DRAFT' ? status : chosen} onChange={setStatus} placeholder="Draft (awaiting payment)" />
      {status === 'REFUSED' ? (
        <TextField label="Explanation for the applicant" value={explanation} onChange={setExplanation} isOptional multiline={{ className: 'status-selector__explanation', rows: 2 }} />
      ) : null}
      <Button
        className="button button--primary"
        isDisabled={!status || status === application.status}
        isPending={change.isPending}
        onPress={() => status && change.mutate({ applicationId: application.id, status, expectedVersion: application.version, ...(explanation.trim() ? { explanation } : {}) })}
      >
        Update status
      </Button>
    </div>
  );
}
