import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { AdminSettings } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';

/** The admin settings (GET /api/admin/settings) for a Settings section: a spinner, the failure with Retry, then `children` with them. */
export function AdminSettingsLoader({ children }: { children: (settings: AdminSettings) => ReactNode }) {
  const settings = trpc.admin.settings.get.useQuery();
  if (settings.status === 'pending') return <Spinner label="Loading settings" />;
  if (settings.status === 'error') {
    return (
      <div className="data-table__state" role="alert">
        <p>{errorMessage(settings.error, 'The settings could not be loaded.')}</p>
        <Button className="button button--secondary button--small" onPress={() => void settings.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return children(settings.data);
}
