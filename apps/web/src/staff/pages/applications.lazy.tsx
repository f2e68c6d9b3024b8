import { useEffect, useState } from 'react';
import { Link, createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, SearchField, Input, Label } from 'react-aria-components';
import { STATUS_LABELS, type ApplicationStatus, type StaffApplicationRow, type StaffListSort } from '@eta/domain';
import { DataTable, type DataColumn, type SortDescriptor } from '../../ui/data-table.tsx';
import { Select } from '../../ui/select.tsx';
import { ConsolePage } from '../console-page.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { documentNames, formatDate, PAYMENT_LABELS } from '../format.ts';
import { useApplicationList } from '../applications/use-application-list.ts';

export const Route = createLazyRoute('/staff-area/staff/applications')({ component: StaffApplicationsPage });

/** The search filter's statuses (staff-admin §4), 'all' first. */
const FILTER_OPTIONS = [
  { value: 'all', label: 'All submitted' },
  ...(['DRAFT', 'RECEIVED', 'IN_REVIEW', 'SUBMITTED_TO_UK', 'DECISION_PENDING', 'APPROVED', 'REFUSED'] as const).map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const SEARCH_DELAY_MS = 300;


const COLUMNS: DataColumn<StaffApplicationRow>[] = [
  {
    id: 'reference',
    label: 'Reference',
    allowsSorting: true,
    isRowHeader: true,
    render: (a) => (
      <span className="reference-cell">
        <strong>{a.reference}</strong>
        {a.missingDocuments.length ? (
          <span className="badge badge--warning" title={`Missing: ${documentNames(a.missingDocuments, ', ')}`}>
            Documents missing
          </span>
        ) : null}
        {a.unreadMessages ? (
          <span className="badge badge--info" title="Messages from the applicant nobody has read yet">
            {a.unreadMessages} unread {a.unreadMessages === 1 ? 'message' : 'messages'}
          </span>
        ) : null}
      </span>
    ),
  },
  { id: 'applicant', label: 'Applicant', allowsSorting: true, stackLabel: 'Applicant', render: (a) => <span className="applicant-cell">{`${a.personal.firstName} ${a.personal.lastName}`}<span className="muted small">{a.personal.email}</span></span> },
  { id: 'passport', label: 'Passport', stackLabel: 'Passport', render: (a) => <span className="mono">{a.passport.number}</span> },
  { id: 'status', label: 'Status', allowsSorting: true, stackLabel: 'Status', render: (a) => <StatusBadge status={a.status} /> },
  { id: 'paymentStatus', label: 'Payment', allowsSorting: true, stackLabel: 'Payment', render: (a) => PAYMENT_LABELS[a.paymentStatus] },
  { id: 'createdAt', label: 'Date', allowsSorting: true, stackLabel: 'Date', render: (a) => <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time> },
  {
    id: 'view',
    label: 'Actions',
    hideLabel: true,
    render: (a) => (
      <Link to="/staff/applications/$id" params={{ id: a.id }} className="button button--small button--secondary" aria-label={`View ${a.reference}`}>
        View
      </Link>
    ),
  },
];

function StaffApplicationsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/staff/applications' });
  const [typed, setTyped] = useState(search.q ?? '');
  const sort = search.sort ?? 'createdAt';
  const direction = search.direction ?? 'desc';
  // The cursors of the pages walked so far belong to one search, filter and sort; another starts at page 1.
  const view = JSON.stringify([search.q, search.status, sort, direction]);
  const [paging, setPaging] = useState<{ view: string; cursors: string[] }>({ view, cursors: [] });
  const cursors = paging.view === view ? paging.cursors : [];
  const setCursors = (next: (cursors: string[]) => string[]) => setPaging({ view, cursors: next(cursors) });

  // The search box writes to the URL once typing pauses; a new search starts from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((search.q ?? '') !== typed.trim()) void navigate({ search: (prev) => ({ ...prev, q: typed.trim() || undefined }), replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search.q, navigate]);

  const list = useApplicationList({ search: search.q, status: search.status ?? 'all', sort, direction, after: cursors.at(-1) });
  const page = cursors.length + 1;
  const sortDescriptor: SortDescriptor = { column: sort, direction: direction === 'asc' ? 'ascending' : 'descending' };

  return (
    <ConsolePage title="Applications" description="Search by reference, name, e-mail or the last 4 characters of the passport; filter by status. The list refreshes by itself.">
      <div className="list-toolbar">
        <SearchField className="field list-toolbar__search" value={typed} onChange={setTyped} aria-label="Search applications">
          <Label className="field__label">Search</Label>
          <Input className="field__input" placeholder="ETA-…, name, e-mail or 1234" />
        </SearchField>
        <Select
          label="Status"
          options={FILTER_OPTIONS}
          value={search.status ?? 'all'}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, status: value === 'all' ? undefined : (value as ApplicationStatus) }) })}
          classNames={{ field: 'list-toolbar__status' }}
        />
        <p className="list-toolbar__count muted" aria-live="polite">
          {list.data ? `${list.data.total.toLocaleString('en-GB')}${list.data.totalIsCapped ? '+' : ''} application${list.data.total === 1 ? '' : 's'}` : ''}
          {list.isFetching && !list.isPending ? <span className="live-dot" role="img" aria-label="Refreshing" /> : null}
        </p>
      </div>
      <DataTable
        label="Applications"
        columns={COLUMNS}
        items={list.data?.applications}
        status={list.isPending ? 'pending' : list.isError && !list.data ? 'error' : 'success'}
        errorMessage={list.error?.message}
        onRetry={() => void list.refetch()}
        emptyMessage={search.q || search.status ? 'No application matches this search and filter.' : 'No applications yet.'}
        sortDescriptor={sortDescriptor}
        onSortChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, sort: String(next.column) as StaffListSort, direction: next.direction === 'ascending' ? 'asc' : 'desc' }) })
        }
        stackOnNarrowScreens
      />
      <nav className="pager" aria-label="Pages">
        <Button className="button button--small button--secondary" isDisabled={cursors.length === 0} onPress={() => setCursors((c) => c.slice(0, -1))}>
          Previous
        </Button>
        <span className="muted">Page {page}</span>
        <Button
          className="button button--small button--secondary"
          isDisabled={!list.data?.nextCursor}
          onPress={() => list.data?.nextCursor && setCursors((c) => [...c, list.data.nextCursor!])}
        >
          Next
        </Button>
      </nav>
    </ConsolePage>
  );
}
