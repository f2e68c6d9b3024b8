import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { DOCUMENT_REQUEST_KINDS, DOCUMENT_REQUEST_LABELS, requestDocumentSchema, type DocumentRequest, type DocumentRequestKind, type StaffApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { readApiError } from '../../api/error-message.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.tsx';
import { formatDateTime } from '../format.ts';

const KIND_OPTIONS = DOCUMENT_REQUEST_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_REQUEST_LABELS[kind] }));
const STATUS_TEXT: Record<DocumentRequest['status'], string> = { OPEN: 'Waiting for the applicant', PROVIDED: 'Provided', CANCELLED: 'Withdrawn' };

/** Documents asked of the applicant: a form to ask for one (the applicant is e-mailed a link into the portal), and what came back. */
export function DocumentRequestsPanel({ application }: { application: StaffApplication }) {
  const requests = trpc.console.applications.documentRequests.useQuery({ id: application.id });
  return (
    <div className="overview-grid">
      <section className="card">
        <h2 className="card__title">Ask the applicant for a document</h2>
        <RequestDocumentForm applicationId={application.id} />
      </section>
      <section className="card">
        <h2 className="card__title">Requested documents</h2>
        {requests.isPending ? <Spinner label="Loading document requests" /> : null}
        {requests.isError ? <p className="form-error">Could not load the document requests.</p> : null}
        {requests.data && !requests.data.requests.length ? <p className="muted">Nothing has been asked of the applicant.</p> : null}
        {requests.data?.requests.length ? (
          <ul className="document-request-list">
            {requests.data.requests.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

function RequestDocumentForm({ applicationId }: { applicationId: string }) {
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<DocumentRequestKind | ''>('');
  const [label, setLabel] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const request = trpc.console.applications.requestDocument.useMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same schema as the server's, so a missing choice or note is said at once, field by field.
    const parsed = requestDocumentSchema.safeParse({ applicationId, kind, ...(kind === 'other' ? { label } : {}), note });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    try {
      const created = await request.mutateAsync(parsed.data);
      toast({ title: 'Document requested', description: `The applicant was asked for: ${created.title}. They answer in their portal.` });
      setKind('');
      setLabel('');
      setNote('');
      await Promise.all([utils.console.applications.documentRequests.invalidate({ id: applicationId }), utils.console.applications.activities.invalidate({ id: applicationId })]);
    } catch (caught) {
      toast({ title: 'Request not sent', description: readApiError(caught).message ?? 'Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria">
      <Select label="What do you need?" options={KIND_OPTIONS} value={kind} onChange={setKind} placeholder="Choose a document" isInvalid={Boolean(errors.kind)} error={errors.kind} />
      {kind === 'other' ? <TextField label="Document name" value={label} onChange={setLabel} placeholder="e.g. Marriage certificate" isInvalid={Boolean(errors.label)} error={errors.label} /> : null}
      <TextField
        label="Note to the applicant"
        description="Say what is wrong or what you need. The applicant reads it in their portal; the e-mail only says a document is needed."
        value={note}
        onChange={setNote}
        multiline={{ className: 'message-composer__input', rows: 3 }}
        isInvalid={Boolean(errors.note)}
        error={errors.note}
      />
      <Button type="submit" className="button button--primary" isPending={request.isPending}>
        {request.isPending ? 'Sending…' : 'Request document'}
      </Button>
    </Form>
  );
}

function RequestRow({ request }: { request: DocumentRequest }) {
  const utils = trpc.useUtils();
  const cancel = trpc.console.applications.cancelDocumentRequest.useMutation({ onSuccess: () => utils.console.applications.documentRequests.invalidate() });
  return (
    <li className="document-request-row">
      <p>
        <strong>{request.title}</strong> · <span className={request.status === 'OPEN' ? 'badge badge--warning' : 'badge'}>{STATUS_TEXT[request.status]}</span>
      </p>
      <p className="muted small">
        Asked by {request.requestedBy} on {formatDateTime(request.requestedAt)}
        {request.providedAt ? `; provided ${formatDateTime(request.providedAt)}` : ''}
      </p>
      <p className="small">“{request.note}”</p>
      {request.file ? (
        <a href={request.file.url} target="_blank" rel="noreferrer" className="button button--secondary button--small">
          Open the file sent
        </a>
      ) : null}
      {request.status === 'OPEN' ? (
        <Button className="button button--ghost button--small" onPress={() => cancel.mutate({ id: request.id })} isPending={cancel.isPending}>
          Withdraw request
        </Button>
      ) : null}
    </li>
  );
}
