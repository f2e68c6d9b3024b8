import { useEffect, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import {
  ADMIN_SEARCH_COUNT_CAP,
  SEARCH_FILTER_STATUSES,
  SEARCH_MESSAGES,
  STATUS_LABELS,
  activeSearchFilters,
  type AdminSearchInput,
  type SearchFilterValues,
  type SearchResult,
} from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { StatusBadge } from '../../staff/status-badge.tsx';
import './operations.css';

const STATUS_OPTIONS = [{ value: 'all', label: 'All statuses' }, ...SEARCH_FILTER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];
const EMPTY_FORM: Required<SearchFilterValues> = { reference: '', email: '', status: 'all', nationality: '', dateFrom: '', dateTo: '' };

const columns: DataColumn<SearchResult>[] = [
  { id: 'reference', label: 'Reference', render: (a) => <span className="operations__ref">{a.reference}</span> },
  { id: 'firstName', label: 'First name', stackLabel: 'First name', render: (a) => a.personal.firstName },
  { id: 'lastName', label: 'Last name', stackLabel: 'Last name', render: (a) => a.personal.lastName },
  { id: 'email', label: 'Email', stackLabel: 'Email', className: 'operations__email-cell', render: (a) => <span className="operations__email">{a.personal.email}</span> },
  { id: 'status', label: 'Status', stackLabel: 'Status', render: (a) => <StatusBadge status={a.status} /> },
];

/** The export of the filters as they stand, in a new tab (staff-admin §2, §7). */
const exportUrl = (filters: SearchFilterValues) => `/api/admin/search/export?${new URLSearchParams(activeSearchFilters(filters)).toString()}`;

/** Advanced Search (staff-admin §2): six filters, paged results, and the CSV export. */
export function AdvancedSearchSection() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [submitted, setSubmitted] = useState<AdminSearchInput | null>(null);
  const pages = useCursorPages();
  const search = trpc.admin.search.applications.useQuery(
    { ...(submitted ?? {}), ...(pages.cursor ? { after: pages.cursor } : {}) },
    { enabled: submitted !== null, placeholderData: (previous) => previous },
  );
  const set = (field: keyof SearchFilterValues) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  useEffect(() => {
    if (search.error) toast({ variant: 'destructive', title: SEARCH_MESSAGES.failed, description: errorMessage(search.error, SEARCH_MESSAGES.fallback) });
  }, [search.error]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pages.reset();
    // The status comes from the select's own options; the server checks it again.
    setSubmitted(activeSearchFilters(form) as AdminSearchInput);
    if (submitted !== null) void search.refetch();
  };

  const running = search.isFetching;
  const total = search.data ? `${search.data.total.toLocaleString('en-GB')}${search.data.totalIsCapped ? '+' : ''}` : null;

  return (
    <div className="stack operations">
      <section className="card" aria-labelledby="search-filters-title">
        <h2 id="search-filters-title" className="card__title">
          Search Filters
        </h2>
        <Form className="form form--grid" onSubmit={onSubmit} validationBehavior="aria" role="search" aria-label="Search applications">
          <TextField label="Reference" name="reference" value={form.reference} onChange={set('reference')} placeholder="ETA-123456" autoComplete="off" />
          <TextField label="Email" name="email" type="search" value={form.email} onChange={set('email')} placeholder="name@example.com" autoComplete="off" />
          <Select label="Status" name="status" options={STATUS_OPTIONS} value={form.status} onChange={set('status')} />
          <TextField label="Nationality" name="nationality" value={form.nationality} onChange={set('nationality')} placeholder="e.g. Canada" autoComplete="off" />
          <TextField label="Date from" name="dateFrom" type="date" value={form.dateFrom} onChange={set('dateFrom')} />
          <TextField label="Date to" name="dateTo" type="date" value={form.dateTo} onChange={set('dateTo')} />
          <div className="form__actions button-row">
            <Button type="submit" className="button button--primary" isPending={running}>
              {running ? 'Searching...' : 'Search'}
            </Button>
            <Button className="button button--secondary" onPress={() => window.open(exportUrl(form), '_blank', 'noopener')}>
              Export to CSV
            </Button>
            <Button
              className="button button--secondary"
              onPress={() => {
                setForm(EMPTY_FORM);
                setSubmitted(null);
                pages.reset();
              }}
            >
              Clear
            </Button>
          </div>
        </Form>
      </section>

      <section className="card" aria-labelledby="search-results-title" aria-busy={running}>
        <h2 id="search-results-title" className="card__title" aria-live="polite">
          Search Results{total !== null ? ` (${total})` : ''}
        </h2>
        {submitted === null ? (
          <p className="muted operations__hint">Choose filters and press Search. Leave them all empty to list every application, newest first.</p>
        ) : (
          <>
            <DataTable
              label="Search results"
              columns={columns}
              items={search.data?.applications}
              status={search.data ? 'success' : search.status}
              errorMessage={errorMessage(search.error, SEARCH_MESSAGES.fallback)}
              onRetry={() => void search.refetch()}
              emptyMessage={SEARCH_MESSAGES.empty}
              stackOnNarrowScreens
            />
            {search.data && search.data.total > 0 ? (
              <CursorPager pages={pages} nextCursor={search.data.nextCursor} shown={search.data.applications.length} total={search.data.total} capped={search.data.totalIsCapped} pageSize={50} busy={running} />
            ) : null}
            {search.data?.totalIsCapped ? <p className="muted">More than {ADMIN_SEARCH_COUNT_CAP.toLocaleString('en-GB')} applications match; narrow the filters, or export them all to CSV.</p> : null}
          </>
        )}
      </section>
    </div>
  );
}

export type CursorPages = { cursor: string | null; page: number; next: (cursor: string) => void; previous: () => void; reset: () => void };

/** Keyset pages: the cursors of the pages already seen, so Previous goes back without counting offsets. */
export function useCursorPages(): CursorPages {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    cursor: cursors.at(-1) ?? null,
    page: cursors.length,
    next: (cursor) => setCursors((current) => [...current, cursor]),
    previous: () => setCursors((current) => (current.length > 1 ? current.slice(0, -1) : current)),
    reset: () => setCursors([null]),
  };
}

/** Previous and Next for keyset pages, with where the page stands among the matches. */
export function CursorPager(props: { pages: CursorPages; nextCursor: string | null; shown: number; total: number; capped: boolean; pageSize: number; busy: boolean }) {
  const { pages, nextCursor, shown, total, capped, pageSize, busy } = props;
  const first = (pages.page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return (
    <nav className="data-table__pages operations__pager" aria-label="Pages">
      <p className="muted" aria-live="polite">
        Showing {shown ? `${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')}` : 'none'} of {total.toLocaleString('en-GB')}
        {capped ? '+' : ''}
      </p>
      <div className="button-row">
        <Button className="button button--secondary button--small" isDisabled={pages.page <= 1 || busy} onPress={pages.previous}>
          Previous
        </Button>
        <Button className="button button--secondary button--small" isDisabled={!nextCursor || busy} onPress={() => nextCursor && pages.next(nextCursor)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
