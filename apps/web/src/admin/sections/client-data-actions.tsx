import { useState } from 'react';
import { Button } from 'react-aria-components';
import { isAnonymisedEmail, type Client } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.tsx';

/** Hands a JSON document to the browser as a file download. */
function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A client's data on request: "Export data" downloads everything held about them as JSON, and
 * "Erase personal data" anonymises their applications and e-mail after a confirmation. Both are
 * audited by the server; an erased account keeps only the export, which shows what was kept.
 */
export function ClientDataActions({ client }: { client: Client }) {
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);
  const erase = trpc.admin.clients.eraseData.useMutation({
    onSuccess: async (erased) => {
      const count = erased.anonymisedApplications.length;
      toast({ title: 'Personal data erased', description: `${count} application${count === 1 ? '' : 's'} anonymised; the account is now ${erased.email}.` });
      await utils.admin.clients.list.invalidate();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Failed to erase personal data', description: errorMessage(error, 'Nothing was erased.') }),
  });
  const exportData = async () => {
    setExporting(true);
    try {
      const data = await utils.client.admin.clients.exportData.query({ id: client.id });
      downloadJson(`client-data-${client.id}-${data.exportedAt.slice(0, 10)}.json`, data);
      toast({ title: 'Client data exported' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to export client data', description: errorMessage(error, 'Nothing was exported.') });
    } finally {
      setExporting(false);
    }
  };
  const erased = isAnonymisedEmail(client.email);
  return (
    <>
      <Button className="button button--secondary button--small" isPending={exporting} aria-label={`Export data of ${client.email}`} onPress={() => void exportData()}>
        Export data
      </Button>
      {erased ? null : (
        <ConfirmDialog
          trigger={
            <Button className="button button--danger-outline button--small" aria-label={`Erase personal data of ${client.email}`}>
              Erase personal data
            </Button>
          }
          title="Erase this client’s personal data?"
          confirmLabel="Erase permanently"
          destructive
          isPending={erase.isPending}
          onConfirm={(close) => erase.mutate({ id: client.id }, { onSettled: close })}
        >
          <p>
            All personal data of <strong>{client.email}</strong> will be removed: the names, contact details, passport details, travel answers, documents and e-mails of{' '}
            {client.applicationCount === 1 ? 'their application' : `their ${client.applicationCount} applications`}, and the account’s e-mail address. Payments, refunds,
            statuses and fees are kept for the accounts.
          </p>
          <p>
            <strong>This cannot be undone.</strong> Export the data first if the client asked for a copy.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
