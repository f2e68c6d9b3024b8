import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { AUDIT_LOG_PAGE_SIZE, auditLogCountLabel, describeAuditDetails, listAuditLogsSchema, type AuditLogEntry } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import './accounts.css';

type Filters = { userId: string; action: string; dateFrom: string; dateTo: string };
const NO_FILTERS: Filters = { userId: '', action: '', dateFrom: '', dateTo: '' };
const ALL_ACTIONS = 'all';

const timeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const ACTOR_TYPES: Record<string, string> = { admin: 'Admin', staff: 'Staff', cli: 'Operator (CLI)', system: 'System', applicant: 'Applicant', anonymous: 'Anonymous' };

const columns: DataColumn<AuditLogEntry>[] = [
  { id: 'action', label: 'Action', className: 'audit-cell audit-cell--nowrap', render: (log) => <code>{log.action}</code> },
  { id: 'details', label: 'Details', stackLabel: 'Details', className: 'audit-cell', render: (log) => <span className="details-text">{describeAuditDetails(log.details)}</span> },
  { id: 'time', label: 'Time', stackLabel: 'Time', className: 'audit-cell audit-cell--nowrap', render: (log) => <time dateTime={log.createdAt}>{timeFormat.format(new Date(log.createdAt))}</time> },
  { id: 'actorType', label: 'Actor type', stackLabel: 'Actor type', className: 'audit-cell audit-cell--nowrap', render: (log) => ACTOR_TYPES[log.actorType] ?? log.actorType },
  { id: 'actor', label: 'Actor', stackLabel: 'Actor', className: 'audit-cell', render: (log) => <span className="actor-text">{log.actorEmail ?? log.actorId ?? '—'}</span> },
];

/** Filters, the count, and the entries newest first with Load more (staff-admin §2 Audit Logs). */
export function AuditLogsSection() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const actions = trpc.admin.audit.actions.useQuery();
  const query = Object.fromEntries(Object.entries(applied).filter(([, value]) => value !== '')) as Partial<Filters>;
  const logs = trpc.admin.audit.list.useInfiniteQuery({ ...query, limit: AUDIT_LOG_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor ?? undefined });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = listAuditLogsSchema.safeParse(draft);
    if (!checked.success) {
      toast({ variant: 'destructive', title: 'Invalid filters', description: checked.error.issues[0]?.message ?? 'Check the filters.' });
      return;
    }
    setApplied({ ...draft, userId: draft.userId.trim(), action: draft.action.trim() });
  };
  const set = (key: keyof Filters) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const actionOptions = [{ value: ALL_ACTIONS, label: 'All actions' }, ...(actions.data?.actions ?? []).map((action) => ({ value: action, label: action }))];
  const first = logs.data?.pages[0];
  const items = logs.data?.pages.flatMap((page) => page.logs);

  return (
    <div className="stack">
      <section className="card" aria-labelledby="audit-filters-title">
        <h2 id="audit-filters-title" className="card__title">
          Filters
        </h2>
        <Form className="form form--grid" onSubmit={onSubmit} validationBehavior="aria">
          <TextField label="User ID or email" name="userId" value={draft.userId} onChange={set('userId')} description="A staff member's e-mail or id, or an operator's name." />
          <Select label="Action type" name="action" options={actionOptions} value={draft.action || ALL_ACTIONS} onChange={(value) => set('action')(value === ALL_ACTIONS ? '' : value)} />
          <TextField label="Date from" name="dateFrom" type="date" value={draft.dateFrom} onChange={set('dateFrom')} />
          <TextField label="Date to" name="dateTo" type="date" value={draft.dateTo} onChange={set('dateTo')} />
          <div className="form__actions button-row">
            <Button type="submit" className="button button--primary">
              Apply filters
            </Button>
            <Button
              className="button button--secondary"
              onPress={() => {
                setDraft(NO_FILTERS);
                setApplied(NO_FILTERS);
              }}
            >
              Clear
            </Button>
          </div>
        </Form>
      </section>
      <section className="card" aria-labelledby="audit-logs-title">
        <h2 id="audit-logs-title" className="card__title">
          Audit Logs{first ? ` (${auditLogCountLabel(first.total, first.totalIsCapped)})` : ''}
        </h2>
        <DataTable
          label="Audit logs"
          columns={columns}
          items={items}
          status={logs.status}
          errorMessage={errorMessage(logs.error, 'The audit log could not be loaded.')}
          onRetry={() => void logs.refetch()}
          emptyMessage="No logs found"
          stackOnNarrowScreens
        />
        {items && first && items.length > 0 ? (
          <div className="load-more">
            <p className="muted" aria-live="polite">
              Showing {items.length.toLocaleString('en-GB')} of {auditLogCountLabel(first.total, first.totalIsCapped)}
            </p>
            {logs.hasNextPage ? (
              <Button className="button button--secondary" isPending={logs.isFetchingNextPage} onPress={() => void logs.fetchNextPage()}>
                {logs.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
