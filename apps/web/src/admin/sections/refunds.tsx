import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { REFUND_STATUS_LABELS, formatPence, poundsToPence, refundApplicationRefSchema, type RefundStatus, type RefundView } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import './refunds.css';

/** While a refund is with the provider, the lists are asked again this often until it settles. */
const SETTLING_REFRESH_MS = 1500;
const RECENT_LIMIT = 20;

const STATUS_BADGES: Record<RefundStatus, string> = {
  PENDING: 'status-badge status-badge--draft',
  APPROVED: 'status-badge',
  SUCCEEDED: 'status-badge status-badge--approved',
  FAILED: 'status-badge status-badge--refused',
};

const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function RefundsSection() {
  return (
    <div className="stack">
      <CreateRefundForm />
      <PendingRefunds />
      <RecentRefunds />
    </div>
  );
}

function CreateRefundForm() {
  const utils = trpc.useUtils();
  const [applicationId, setApplicationId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');

  const createRefund = trpc.admin.refunds.create.useMutation({
    onSuccess: async () => {
      toast({ title: 'Refund created successfully' });
      setApplicationId('');
      setAmount('');
      setReason('');
      await Promise.all([utils.admin.refunds.list.invalidate(), utils.admin.refunds.refundable.invalidate()]);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Failed to create refund', description: errorMessage(error, 'The refund was not created.') }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pounds = Number(amount.trim());
    if (!applicationId.trim() || !reason.trim() || amount.trim() === '' || !Number.isFinite(pounds)) {
      toast({ variant: 'destructive', title: 'Validation Error', description: 'Please fill in all fields' });
      return;
    }
    // Sent in pence, rounded; a zero or negative amount is the server's to refuse.
    createRefund.mutate({ applicationId: applicationId.trim(), amount: poundsToPence(amount) ?? Math.round(pounds * 100), reason: reason.trim() });
  };

  return (
    <section className="card" aria-labelledby="create-refund-title">
      <h2 id="create-refund-title" className="card__title">
        Create Refund
      </h2>
      <Form className="form form--grid refunds__form" onSubmit={onSubmit} validationBehavior="aria">
        <TextField
          label="Application ID or reference"
          name="applicationId"
          value={applicationId}
          onChange={setApplicationId}
          placeholder="ETA-XXXXXX"
          autoComplete="off"
        />
        <TextField label="Amount (£)" name="amount" inputMode="decimal" value={amount} onChange={setAmount} placeholder="0.00" autoComplete="off" />
        <TextField label="Reason" name="reason" value={reason} onChange={setReason} autoComplete="off" />
        <RefundableSummary applicationId={applicationId} />
        <div className="form__actions">
          <Button type="submit" className="button button--primary" isPending={createRefund.isPending}>
            {createRefund.isPending ? 'Creating…' : 'Create Refund'}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** Paid and still refundable, once the field holds a complete id or reference of a known application. */
function RefundableSummary({ applicationId }: { applicationId: string }) {
  const parsed = refundApplicationRefSchema.safeParse(applicationId);
  const refundable = trpc.admin.refunds.refundable.useQuery({ applicationId: parsed.data ?? '' }, { enabled: parsed.success, retry: false });
  const data = parsed.success ? refundable.data : undefined;
  return (
    <p className="refunds__summary small" aria-live="polite" data-testid="refundable">
      {data ? (
        <>
          <strong className="mono">{data.reference}</strong>: paid {formatPence(data.paidPence)}
          {data.refundedPence > 0 ? `, refunded ${formatPence(data.refundedPence)}` : ''} · <strong>{formatPence(data.remainingPence)}</strong> can still be refunded
        </>
      ) : null}
    </p>
  );
}

function ApplicationCell({ refund }: { refund: RefundView }) {
  return (
    <span className="refunds__application">
      <strong className="mono">{refund.reference}</strong>
      <span className="refunds__id mono small muted">{refund.applicationId}</span>
    </span>
  );
}

function PendingRefunds() {
  const pending = trpc.admin.refunds.list.useQuery({ status: 'PENDING' });
  const columns: DataColumn<RefundView>[] = [
    { id: 'application', label: 'Application', isRowHeader: true, render: (refund) => <ApplicationCell refund={refund} /> },
    { id: 'amount', label: 'Amount', stackLabel: 'Amount', render: (refund) => formatPence(refund.amount) },
    { id: 'reason', label: 'Reason', stackLabel: 'Reason', render: (refund) => <span className="refunds__reason">{refund.reason}</span> },
    {
      id: 'requested',
      label: 'Requested',
      stackLabel: 'Requested',
      render: (refund) => (
        <span className="small">
          {formatDateTime(refund.createdAt)}
          {refund.requestedBy ? <span className="muted"> by {refund.requestedBy}</span> : null}
        </span>
      ),
    },
    { id: 'actions', label: 'Actions', hideLabel: true, className: 'table__actions', render: (refund) => <ApproveRefundButton refund={refund} /> },
  ];
  return (
    <section className="card" aria-labelledby="pending-refunds-title">
      <h2 id="pending-refunds-title" className="card__title">
        Pending Refunds{pending.data ? ` (${pending.data.length})` : ''}
      </h2>
      <DataTable
        label="Pending refunds"
        columns={columns}
        items={pending.data}
        status={pending.status}
        errorMessage={errorMessage(pending.error, 'The pending refunds could not be loaded.')}
        onRetry={() => void pending.refetch()}
        emptyMessage="No pending refunds"
        stackOnNarrowScreens
      />
    </section>
  );
}

function ApproveRefundButton({ refund }: { refund: RefundView }) {
  const utils = trpc.useUtils();
  const approve = trpc.admin.refunds.approve.useMutation({
    onSuccess: async () => {
      toast({ title: 'Refund approved' });
      await Promise.all([utils.admin.refunds.list.invalidate(), utils.admin.refunds.refundable.invalidate()]);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Failed to approve refund', description: errorMessage(error, 'The refund was not approved.') }),
  });
  const amount = formatPence(refund.amount);
  return (
    <ConfirmDialog
      trigger={
        <Button className="button button--primary button--small" aria-label={`Approve refund of ${amount} for ${refund.reference}`}>
          Approve
        </Button>
      }
      title="Approve this refund?"
      confirmLabel="Approve refund"
      isPending={approve.isPending}
      onConfirm={(close) => approve.mutate({ id: refund.id }, { onSettled: close })}
    >
      <p>
        <strong>{amount}</strong> will be returned to the card that paid for <strong>{refund.reference}</strong>. The payment provider is asked at once;
        this cannot be undone.
      </p>
    </ConfirmDialog>
  );
}

function RecentRefunds() {
  const recent = trpc.admin.refunds.list.useQuery(
    { status: 'ALL', limit: RECENT_LIMIT },
    // Until the provider has answered for every approved refund, ask again.
    { refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'APPROVED') ? SETTLING_REFRESH_MS : false) },
  );
  const decided = recent.data?.filter((refund) => refund.status !== 'PENDING');
  const columns: DataColumn<RefundView>[] = [
    { id: 'application', label: 'Application', isRowHeader: true, render: (refund) => <ApplicationCell refund={refund} /> },
    { id: 'amount', label: 'Amount', stackLabel: 'Amount', render: (refund) => formatPence(refund.amount) },
    {
      id: 'status',
      label: 'Status',
      stackLabel: 'Status',
      render: (refund) => (
        <span className="refunds__status">
          <span className={STATUS_BADGES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</span>
          {refund.status === 'FAILED' && refund.error ? <span className="small refunds__error">{refund.error.replaceAll('_', ' ')}</span> : null}
        </span>
      ),
    },
    { id: 'reason', label: 'Reason', stackLabel: 'Reason', render: (refund) => <span className="refunds__reason">{refund.reason}</span> },
    {
      id: 'decided',
      label: 'Approved',
      stackLabel: 'Approved',
      render: (refund) => (
        <span className="small">
          {refund.decidedAt ? formatDateTime(refund.decidedAt) : '—'}
          {refund.decidedBy ? <span className="muted"> by {refund.decidedBy}</span> : null}
        </span>
      ),
    },
  ];
  return (
    <section className="card refunds-recent" aria-labelledby="recent-refunds-title">
      <h2 id="recent-refunds-title" className="card__title">
        Recent Refunds
      </h2>
      <DataTable
        label="Recent refunds"
        columns={columns}
        items={decided}
        status={recent.status}
        errorMessage={errorMessage(recent.error, 'The recent refunds could not be loaded.')}
        onRetry={() => void recent.refetch()}
        emptyMessage="No refunds approved yet"
        stackOnNarrowScreens
      />
    </section>
  );
}
