import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { MAX_RETENTION_YEARS, MIN_RETENTION_YEARS, retentionYearsSchema } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { AdminSettingsLoader } from './admin-settings-loader.tsx';
import './accounts.css';

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`;

/** How long personal data is kept after an application's last activity; a daily job anonymises what is older. */
export function DataRetentionSection() {
  return (
    <section className="card" aria-labelledby="data-retention-title">
      <h2 id="data-retention-title" className="card__title">
        Data Retention
      </h2>
      <p className="muted">
        Every night, applications with no activity for longer than the retention period are anonymised: names, contact details, passport details, travel answers, documents
        and e-mail contents are removed. Payments, refunds, statuses, fees and references stay, so the figures and reports do not change. A client’s data can also be
        exported or erased on request in Client Accounts.
      </p>
      <AdminSettingsLoader>{(settings) => <RetentionForm current={settings.retentionYears} />}</AdminSettingsLoader>
    </section>
  );
}

function RetentionForm({ current }: { current: number }) {
  const utils = trpc.useUtils();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const update = trpc.admin.settings.update.useMutation({
    onSuccess: async () => {
      toast({ title: 'Retention period updated' });
      setTyped('');
      await utils.admin.settings.get.invalidate();
    },
    onError: (failure) => toast({ variant: 'destructive', title: 'Failed to update the retention period', description: errorMessage(failure, 'Nothing was changed.') }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Empty or not a number gets the range's message too.
    const parsed = retentionYearsSchema.safeParse(typed.trim() === '' ? Number.NaN : Number(typed));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Check the retention period.';
      setError(message);
      toast({ variant: 'destructive', title: 'Invalid retention period', description: message });
      return;
    }
    setError(undefined);
    update.mutate({ retentionYears: parsed.data });
  };
  return (
    <Form className="amount-form" aria-labelledby="retention-label" onSubmit={onSubmit} validationBehavior="aria">
      <p id="retention-label" className="amount-form__label">
        Retention period
      </p>
      <p className="amount-form__current">
        <span className="visually-hidden">Current retention period: </span>
        <span>{years(current)}</span>
      </p>
      <TextField
        className="number-field"
        label={`New retention period (years, ${MIN_RETENTION_YEARS}–${MAX_RETENTION_YEARS})`}
        name="retentionYears"
        inputMode="numeric"
        placeholder="7"
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setError(undefined);
        }}
        isInvalid={Boolean(error)}
        error={error}
        description="Counted from an application’s last activity. The next nightly run applies the new period."
      />
      <div>
        <Button type="submit" className="button button--primary" isPending={update.isPending}>
          {update.isPending ? 'Saving…' : 'Update retention period'}
        </Button>
      </div>
    </Form>
  );
}
