import { useEffect, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { CLIENT_LIST_PAGE_SIZE, isAnonymisedEmail, type Client } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { toast } from '../../ui/toast.tsx';
import { ClientDataActions } from './client-data-actions.tsx';
import './accounts.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const SEARCH_DELAY_MS = 300;

/** Client accounts by e-mail, a search box and keyset pages (staff-admin §2 Client Accounts). */
export function ClientAccountsSection() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // The cursors of the pages seen so far: page n starts after cursors[n - 1].
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => {
    // Only a changed search goes back to page 1: a page turned just after the list loaded stays turned.
    const next = typed.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setCursors([]);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  const cursor = cursors.at(-1);
  const clients = trpc.admin.clients.list.useQuery(
    { ...(search ? { search } : {}), ...(cursor ? { cursor } : {}), limit: CLIENT_LIST_PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const columns: DataColumn<Client>[] = [
    { id: 'email', label: 'Email', render: (client) => client.email },
    { id: 'applications', label: 'Applications', stackLabel: 'Applications', render: (client) => client.applicationCount },
    { id: 'joined', label: 'Joined', stackLabel: 'Joined', render: (client) => dateFormat.format(new Date(client.createdAt)) },
    {
      id: 'status',
      label: 'Status',
      stackLabel: 'Status',
      render: (client) =>
        isAnonymisedEmail(client.email) ? (
          <span className="badge badge--neutral">Erased</span>
        ) : (
          <span className={`badge ${client.isActive ? 'badge--active' : 'badge--inactive'}`}>{client.isActive ? 'Active' : 'Inactive'}</span>
        ),
    },
    {
      id: 'actions',
      label: 'Actions',
      hideLabel: true,
      className: 'table__actions staff-actions-cell',
      render: (client) => (
        <div className="button-row staff-actions client-actions">
          {isAnonymisedEmail(client.email) ? null : <ToggleClientButton client={client} />}
          <ClientDataActions client={client} />
        </div>
      ),
    },
  ];
  const page = cursors.length + 1;
  const total = clients.data?.total;
  return (
    <section className="card" aria-labelledby="clients-title">
      <h2 id="clients-title" className="card__title">
        All Clients{total === undefined ? '' : ` (${total.toLocaleString('en-GB')})`}
      </h2>
      <div className="accounts-toolbar">
        <SearchField className="field" value={typed} onChange={setTyped}>
          <Label className="field__label">Search by email</Label>
          <Input className="field__input" placeholder="e.g. smith@" />
        </SearchField>
      </div>
      <DataTable
        label="Clients"
        columns={columns}
        items={clients.data?.clients}
        status={clients.status}
        errorMessage={errorMessage(clients.error, 'The client list could not be loaded.')}
        onRetry={() => void clients.refetch()}
        emptyMessage="No clients found"
        stackOnNarrowScreens
      />
      {clients.status === 'success' && (page > 1 || clients.data.nextCursor) ? (
        <nav className="data-table__pages" aria-label="Pages">
          <p className="muted" aria-live="polite">
            Page {page}
          </p>
          <div className="button-row">
            <Button className="button button--secondary button--small" isDisabled={page <= 1} onPress={() => setCursors((seen) => seen.slice(0, -1))}>
              Previous
            </Button>
            <Button
              className="button button--secondary button--small"
              isDisabled={!clients.data.nextCursor}
              onPress={() => {
                const next = clients.data.nextCursor;
                if (next) setCursors((seen) => [...seen, next]);
              }}
            >
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}

function ToggleClientButton({ client }: { client: Client }) {
  const utils = trpc.useUtils();
  const toggle = trpc.admin.clients.setActive.useMutation({
    onSuccess: async () => {
      toast({ title: 'Client status updated' });
      await utils.admin.clients.list.invalidate();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Failed to update client', description: errorMessage(error, 'Nothing was changed.') }),
  });
  if (!client.isActive) {
    return (
      <Button className="button button--secondary button--small" isPending={toggle.isPending} aria-label={`Activate ${client.email}`} onPress={() => toggle.mutate({ id: client.id, isActive: true })}>
        Activate
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button className="button button--danger-outline button--small" aria-label={`Suspend ${client.email}`}>
          Suspend
        </Button>
      }
      title="Suspend this client?"
      confirmLabel="Suspend"
      destructive
      isPending={toggle.isPending}
      onConfirm={(close) => toggle.mutate({ id: client.id, isActive: false }, { onSettled: close })}
    >
      <p>
        <strong>{client.email}</strong> will not be able to look up their applications in the portal or start a new one until the account is activated again.
      </p>
    </ConfirmDialog>
  );
}
