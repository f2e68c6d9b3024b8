import { useEffect, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { countdownText, countdownTone, type VerificationCodeView } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { enableNotifications, notificationsSupported } from './notifications.ts';
import { useRecordCode } from './use-record-code.ts';

const COPY_RESET_MS = 2000;

/** Re-renders every second while mounted; answers the current time. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The verification codes card (staff-admin §2): codes with their countdown, copy, mark used, manual entry, notifications. */
export function CodesCard() {
  const codes = trpc.console.codes.list.useQuery();
  const now = useNow();
  return (
    <section className="card codes-card" aria-labelledby="codes-title">
      <div className="card__head">
        <h2 id="codes-title" className="card__title">
          Verification Codes
        </h2>
        <NotificationsButton />
      </div>
      {codes.isPending ? <Spinner label="Loading codes" /> : null}
      {codes.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(codes.error, 'Could not load the codes.')}{' '}
          <Button className="button button--small button--secondary" onPress={() => void codes.refetch()}>
            Retry
          </Button>
        </p>
      ) : null}
      {codes.data?.codes.length === 0 ? <p className="muted">No codes waiting. Codes e-mailed to an application’s mailbox appear here at once.</p> : null}
      {codes.data?.codes.length ? (
        <ul className="codes-list">
          {codes.data.codes.map((code) => (
            <CodeRow key={code.id} code={code} now={now} />
          ))}
        </ul>
      ) : null}
      <ManualCodeForm />
    </section>
  );
}

function CodeRow({ code, now }: { code: VerificationCodeView; now: number }) {
  const utils = trpc.useUtils();
  const [copied, setCopied] = useState(false);
  const markUsed = trpc.console.codes.markUsed.useMutation({
    onSuccess: () => void utils.console.codes.invalidate(),
    onError: (error) => toast({ title: 'Could not mark the code used', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const left = new Date(code.expiresAt).getTime() - now;
  const tone = countdownTone(left);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.code);
      setCopied(true);
      setTimeout(() => setCopied(false), COPY_RESET_MS);
    } catch {
      toast({ title: 'Failed to copy', description: 'Select the code and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <li className={`code-row code-row--${tone}`}>
      <div className="code-row__who">
        <strong>{code.applicationReference}</strong>
        <span className="muted">{code.applicantName}</span>
      </div>
      <span className="code-row__code">
        <span className="visually-hidden">Code {code.code.split('').join(' ')}</span>
        <span aria-hidden="true">{code.code}</span>
      </span>
      <span className={`countdown countdown--${tone}`} role="timer" aria-label={tone === 'expired' ? 'Expired' : `Expires in ${countdownText(left)}`}>
        {countdownText(left)}
      </span>
      <div className="code-row__actions">
        <Button className="button button--small button--secondary" onPress={() => void copy()} aria-label={`Copy code for ${code.applicationReference}`}>
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button className="button button--small button--primary" onPress={() => markUsed.mutate({ id: code.id })} isPending={markUsed.isPending}>
          Mark used
        </Button>
      </div>
    </li>
  );
}

function ManualCodeForm() {
  const utils = trpc.useUtils();
  const eligible = trpc.console.codes.eligibleApplications.useQuery();
  const [applicationId, setApplicationId] = useState('');
  const { code, setCode, error, record, isPending } = useRecordCode(async () => {
    setApplicationId('');
    await utils.console.codes.invalidate();
  });
  const options = (eligible.data?.applications ?? []).map((a) => ({ value: a.id, label: `${a.reference} — ${a.applicantName}` }));
  return (
    <Form className="manual-code" onSubmit={(event) => record(event, applicationId)} aria-labelledby="manual-code-title">
      <h3 id="manual-code-title" className="manual-code__title">
        Enter a code by hand
      </h3>
      <div className="manual-code__fields">
        <Select label="Application" options={options} value={applicationId} onChange={setApplicationId} placeholder={eligible.isPending ? 'Loading…' : options.length ? 'Choose an application' : 'No application needs a code'} />
        <TextField label="6-digit code" value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" />
        <Button type="submit" className="button button--primary" isPending={isPending}>
          Record code
        </Button>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

function NotificationsButton() {
  const [granted, setGranted] = useState(() => notificationsSupported() && Notification.permission === 'granted');
  if (granted) return <span className="muted small">Desktop notifications on</span>;
  return (
    <Button className="button button--small button--secondary" onPress={() => void enableNotifications().then(setGranted)}>
      Enable notifications
    </Button>
  );
}
