import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { documentProvidedSchema, type DocumentRequest } from '@eta/domain';
import { postFile } from '../../api/post-file.ts';

const ACCEPT: Record<DocumentRequest['kind'], string> = { passport_scan: 'image/jpeg,image/png', photo: 'image/jpeg', other: 'application/pdf,image/jpeg,image/png' };
const HINT: Record<DocumentRequest['kind'], string> = {
  passport_scan: 'A clear JPG or PNG photo of your passport photo page, with the two lines of code at the bottom. We read it as soon as you upload it.',
  photo: 'A recent JPG photo of your face: plain light background, facing the camera, nothing covering your face. We check it as soon as you upload it.',
  other: 'A PDF, JPG or PNG file of up to 8 MB.',
};
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** One document our team asked for: the note, and an upload that runs the wizard's checks; or what was sent. */
export function DocumentRequestCard({ request, onProvided }: { request: DocumentRequest; onProvided: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const inputId = `document-${request.id}`;

  async function upload(file: File) {
    setBusy(true);
    setProblems([]);
    try {
      const answer = await postFile(`/api/portal/document-requests/${request.id}/file`, 'file', file);
      const provided = documentProvidedSchema.safeParse(answer.body);
      if (!answer.ok || !provided.success) {
        const message = (answer.body as { error?: unknown }).error;
        return setProblems([typeof message === 'string' ? message : 'The upload failed. Please try again.']);
      }
      if (!provided.data.provided) return setProblems(provided.data.problems);
      onProvided();
    } catch {
      setProblems(['The upload failed: check your connection and try again.']);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  if (request.status !== 'OPEN') {
    return (
      <li className="document-request document-request--closed">
        <p className="document-request__title">
          {request.title} <span className={`pill ${request.status === 'PROVIDED' ? 'pill--success' : ''}`}>{request.status === 'PROVIDED' ? 'Sent' : 'No longer needed'}</span>
        </p>
        {request.providedAt ? <p className="muted">You sent it on {dateFormat.format(new Date(request.providedAt))}. Thank you.</p> : null}
      </li>
    );
  }
  return (
    <li className="document-request">
      <p className="document-request__title">
        {request.title} <span className="pill pill--warning">Needed</span>
      </p>
      <p className="document-request__note">“{request.note}”</p>
      <label htmlFor={inputId} className="field__label">
        Upload your {request.title.toLowerCase()}
      </label>
      <p className="muted">{HINT[request.kind]}</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT[request.kind]}
        disabled={busy}
        className="document-request__input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      {busy ? <p role="status">Checking your file…</p> : null}
      {problems.length ? (
        <div className="notice notice--warning" role="alert">
          <p>We could not accept this file:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <Button className="button button--secondary button--small" onPress={() => input.current?.click()}>
            Choose another file
          </Button>
        </div>
      ) : null}
    </li>
  );
}
