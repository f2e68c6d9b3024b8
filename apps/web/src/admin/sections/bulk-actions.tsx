import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import {
  BULK_ACTIONS,
  BULK_ACTION_LABELS,
  BULK_EMAIL_TEMPLATES,
  BULK_EMAIL_TEMPLATE_LABELS,
  BULK_MAX_IDS,
  BULK_MESSAGES,
  BULK_UPDATE_STATUSES,
  STATUS_LABELS,
  bulkResultSummary,
  type BulkAction,
  type BulkActionResult,
  type BulkEmailTemplate,
  type BulkReadyApplication,
  type BulkUpdateStatus,
} from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.tsx';
import { StatusBadge } from '../../staff/status-badge.tsx';
import { CursorPager, useCursorPages } from './search.tsx';
import './operations.css';

const PAGE_SIZE = 50;
const ACTION_OPTIONS = BULK_ACTIONS.map((action) => ({ value: action, label: BULK_ACTION_LABELS[action] }));
const STATUS_OPTIONS = BULK_UPDATE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const TEMPLATE_OPTIONS = BULK_EMAIL_TEMPLATES.map((template) => ({ value: template, label: BULK_EMAIL_TEMPLATE_LABELS[template] }));

/** Starts a download from a signed link without leaving the page (the answer is an attachment). */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Bulk Actions (staff-admin §2): select applications, choose an action, run it on all of them. */
export function BulkActionsSection() {
  const utils = trpc.useUtils();
  const pages = useCursorPages();
  const list = trpc.admin.search.bulkReady.useQuery({ limit: PAGE_SIZE, ...(pages.cursor ? { after: pages.cursor } : {}) }, { placeholderData: (previous) => previous });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<BulkAction | ''>('');
  const [status, setStatus] = useState<BulkUpdateStatus | ''>('');
  const [template, setTemplate] = useState<BulkEmailTemplate | ''>('');
  const [last, setLast] = useState<BulkActionResult | null>(null);

  const run = trpc.admin.bulk.run.useMutation({
    onSuccess: async (result) => {
      setLast(result);
      toast({ title: BULK_MESSAGES.completed, description: bulkResultSummary(result) });
      if (result.action === 'download-docs' || result.action === 'export') download(result.downloadUrl);
      if (result.action === 'update-status') {
        setSelected(new Set(result.results.filter((r) => r.outcome === 'failed').map((r) => r.id)));
        await Promise.all([utils.admin.search.bulkReady.invalidate(), utils.admin.search.applications.invalidate()]);
      }
    },
    onError: (error) => toast({ variant: 'destructive', title: BULK_MESSAGES.failed, description: errorMessage(error, 'Nothing was changed.') }),
  });

  const onPage = list.data?.applications ?? [];
  const selectedOnPage = onPage.filter((a) => selected.has(a.id)).length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const a of onPage) {
        if (on) next.add(a.id);
        else next.delete(a.id);
      }
      return next;
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected.size) {
      toast({ variant: 'destructive', title: BULK_MESSAGES.noSelection.title, description: BULK_MESSAGES.noSelection.description });
      return;
    }
    if (!action) {
      toast({ variant: 'destructive', title: BULK_MESSAGES.noAction.title, description: BULK_MESSAGES.noAction.description });
      return;
    }
    setLast(null);
    run.mutate({
      ids: [...selected],
      action,
      ...(action === 'update-status' && status ? { status } : {}),
      ...(action === 'send-email' && template ? { template } : {}),
    });
  };

  const columns: DataColumn<BulkReadyApplication>[] = [
    {
      id: 'select',
      label: 'Select',
      hideLabel: true,
      className: 'operations__select',
      render: (a) => (
        <Checkbox className="checkbox" isSelected={selected.has(a.id)} onChange={(on) => toggle(a.id, on)} aria-label={`Select ${a.referenceNumber}`}>
          <span className="checkbox__box" aria-hidden="true" />
        </Checkbox>
      ),
    },
    { id: 'reference', label: 'Reference', isRowHeader: true, render: (a) => <span className="operations__ref">{a.referenceNumber}</span> },
    { id: 'email', label: 'Email', stackLabel: 'Email', className: 'operations__email-cell', render: (a) => <span className="operations__email">{a.personalDetails.email ?? 'No email'}</span> },
    { id: 'status', label: 'Status', stackLabel: 'Status', className: 'operations__status-cell', render: (a) => <StatusBadge status={a.status} /> },
  ];

  return (
    <div className="stack operations">
      <section className="card" aria-labelledby="bulk-title">
        <h2 id="bulk-title" className="card__title" aria-live="polite">
          Bulk Operations ({selected.size} selected)
        </h2>
        <Form className="form form--grid operations__bulk-form" onSubmit={onSubmit} validationBehavior="aria">
          <Select label="Action" name="action" placeholder="Choose an action" options={ACTION_OPTIONS} value={action} onChange={setAction} />
          {action === 'update-status' ? <Select label="New status" name="status" placeholder="Choose a status" options={STATUS_OPTIONS} value={status} onChange={setStatus} /> : null}
          {action === 'send-email' ? <Select label="E-mail" name="template" placeholder="Choose an e-mail" options={TEMPLATE_OPTIONS} value={template} onChange={setTemplate} /> : null}
          <div className="form__actions button-row">
            <Button type="submit" className="button button--primary" isDisabled={selected.size === 0} isPending={run.isPending}>
              {run.isPending ? 'Running…' : 'Execute'}
            </Button>
            {selected.size ? (
              <Button className="button button--secondary" onPress={() => setSelected(new Set())}>
                Clear selection
              </Button>
            ) : null}
          </div>
          {selected.size > BULK_MAX_IDS ? <p className="field__error">At most {BULK_MAX_IDS} applications can be handled at a time.</p> : null}
        </Form>
        {last ? <LastResult result={last} /> : null}
      </section>

      <section className="card operations__bulk-list" aria-labelledby="bulk-list-title">
        <div className="operations__list-header">
          <h2 id="bulk-list-title" className="card__title">
            Applications{list.data ? ` (${list.data.total.toLocaleString('en-GB')}${list.data.totalIsCapped ? '+' : ''})` : ''}
          </h2>
          <Checkbox
            className="checkbox"
            isSelected={onPage.length > 0 && selectedOnPage === onPage.length}
            isIndeterminate={selectedOnPage > 0 && selectedOnPage < onPage.length}
            isDisabled={!onPage.length}
            onChange={togglePage}
          >
            <span className="checkbox__box" aria-hidden="true" />
            Select all on this page
          </Checkbox>
        </div>
        <DataTable
          label="Applications ready for bulk actions"
          columns={columns}
          items={list.data?.applications}
          status={list.data ? 'success' : list.status}
          errorMessage={errorMessage(list.error, 'The applications could not be loaded.')}
          onRetry={() => void list.refetch()}
          emptyMessage="No applications are ready for bulk actions"
          stackOnNarrowScreens
        />
        {list.data && list.data.total > 0 ? (
          <CursorPager pages={pages} nextCursor={list.data.nextCursor} shown={onPage.length} total={list.data.total} capped={list.data.totalIsCapped} pageSize={PAGE_SIZE} busy={list.isFetching} />
        ) : null}
      </section>
    </div>
  );
}

/** What the last action did, kept on screen after its toast: the failures by reference, or the download link. */
function LastResult({ result }: { result: BulkActionResult }) {
  const problems = result.action === 'update-status' || result.action === 'send-email' ? result.results.filter((r) => r.outcome === 'failed' || r.outcome === 'skipped') : [];
  return (
    <div className="operations__result" role="status">
      <p>{bulkResultSummary(result)}</p>
      {problems.length ? (
        <ul>
          {problems.map((r) => (
            <li key={r.id}>
              <span className="operations__ref">{r.reference ?? r.id}</span> {r.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {result.action === 'download-docs' || result.action === 'export' ? (
        <p>
          <a href={result.downloadUrl} download>
            Download again
          </a>{' '}
          <span className="muted">(the link works until {new Date(result.expiresAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })})</span>
        </p>
      ) : null}
    </div>
  );
}
