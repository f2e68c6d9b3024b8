import { useState } from 'react';
import { Button } from 'react-aria-components';
import { EMAIL_TRIGGERS, type EmailSettings } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Switch } from '../../ui/switch.tsx';
import { toast } from '../../ui/toast.tsx';
import './accounts.css';

/** The master switch and the six triggers, saved together (staff-admin §2 Email Notifications). */
export function EmailNotificationsSection() {
  const stored = trpc.admin.settings.emailSettings.useQuery();
  return (
    <section className="card" aria-labelledby="email-settings-title">
      <h2 id="email-settings-title" className="card__title">
        Email Notifications
      </h2>
      {stored.status === 'pending' ? <Spinner label="Loading e-mail settings" /> : null}
      {stored.status === 'error' ? (
        <div className="data-table__state" role="alert">
          <p>{errorMessage(stored.error, 'The e-mail settings could not be loaded.')}</p>
          <Button className="button button--secondary button--small" onPress={() => void stored.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {stored.status === 'success' ? <EmailSettingsForm key={JSON.stringify(stored.data)} initial={stored.data} /> : null}
    </section>
  );
}

function EmailSettingsForm({ initial }: { initial: EmailSettings }) {
  const utils = trpc.useUtils();
  const [settings, setSettings] = useState(initial);
  const save = trpc.admin.settings.updateEmailSettings.useMutation({
    onSuccess: async () => {
      toast({ title: 'Email settings updated' });
      await utils.admin.settings.emailSettings.invalidate();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Failed to update email settings', description: errorMessage(error, 'Nothing was changed.') }),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(settings);
      }}
    >
      <ul className="switch-list" aria-label="Applicant e-mails">
        <li>
          <Switch
            label="Send e-mails to applicants"
            description="The master switch: when off, no applicant e-mail is sent, whatever the triggers below say."
            isSelected={settings.enabled}
            onChange={(enabled) => setSettings((current) => ({ ...current, enabled }))}
          />
        </li>
      </ul>
      <ul className={`switch-list${settings.enabled ? '' : ' switch-list--disabled'}`} aria-label="E-mail triggers">
        {EMAIL_TRIGGERS.map((trigger) => (
          <li key={trigger.key}>
            <Switch
              label={trigger.label}
              description={trigger.description}
              isSelected={settings[trigger.key]}
              onChange={(on) => setSettings((current) => ({ ...current, [trigger.key]: on }))}
            />
          </li>
        ))}
      </ul>
      <Button type="submit" className="button button--primary" isPending={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Settings'}
      </Button>
    </form>
  );
}
