import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { INVALID_AMOUNT_MESSAGE, formatPence, poundsToPence } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { AdminSettingsLoader } from './admin-settings-loader.tsx';
import './accounts.css';

type AmountKey = 'applicationFee' | 'internalCost';

/** The application fee and the internal cost, shown and typed in pounds (staff-admin §2 Payment Settings, §5). */
export function PaymentSettingsSection() {
  return (
    <section className="card" aria-labelledby="payment-settings-title">
      <h2 id="payment-settings-title" className="card__title">
        Payment Settings
      </h2>
      <AdminSettingsLoader>
        {(settings) => (
          <div className="amount-grid">
            <AmountForm
              setting="applicationFee"
              title="Application fee"
              hint="What the next checkout charges each applicant. Checkouts already open keep their fee."
              current={settings.applicationFee}
              invalidTitle="Invalid fee"
            />
            <AmountForm
              setting="internalCost"
              title="Internal cost per application"
              hint="What handling one application costs the agency; used for profit in Financial."
              current={settings.internalCost}
              invalidTitle="Invalid cost"
            />
          </div>
        )}
      </AdminSettingsLoader>
    </section>
  );
}

function AmountForm({ setting, title, hint, current, invalidTitle }: { setting: AmountKey; title: string; hint: string; current: number; invalidTitle: string }) {
  const utils = trpc.useUtils();
  const [pounds, setPounds] = useState('');
  const update = trpc.admin.settings.update.useMutation({
    onSuccess: async () => {
      toast({ title: 'Settings updated successfully' });
      setPounds('');
      await utils.admin.settings.get.invalidate();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Failed to update settings', description: errorMessage(error, 'Nothing was changed.') }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pence = poundsToPence(pounds);
    if (pence === null) {
      toast({ variant: 'destructive', title: invalidTitle, description: INVALID_AMOUNT_MESSAGE });
      return;
    }
    update.mutate(setting === 'applicationFee' ? { applicationFee: pence } : { internalCost: pence });
  };
  const id = `${setting}-title`;
  return (
    <Form className="amount-form" aria-labelledby={id} onSubmit={onSubmit} validationBehavior="aria">
      <p id={id} className="amount-form__label">
        {title}
      </p>
      <p className="amount-form__current">
        <span className="visually-hidden">Current {title.toLowerCase()}: </span>
        <span>{formatPence(current)}</span>
      </p>
      <TextField label={`New ${title.toLowerCase()} (£)`} name={setting} inputMode="decimal" placeholder={setting === 'applicationFee' ? '75.00' : '0.00'} value={pounds} onChange={setPounds} description={hint} />
      <div>
        <Button type="submit" className="button button--primary" isPending={update.isPending}>
          {update.isPending ? 'Saving…' : `Update ${setting === 'applicationFee' ? 'fee' : 'cost'}`}
        </Button>
      </div>
    </Form>
  );
}
