import { Button } from 'react-aria-components';
import { formatPence } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { StatCard } from '../../ui/stat-card.tsx';
import './dashboard.css';

/** Financial: revenue, costs, refunds and profit from the payment ledger. */
export function FinancialSection() {
  const financial = trpc.admin.dashboard.financial.useQuery();
  if (financial.error) {
    return (
      <div className="section-state card" role="alert">
        <p>{errorMessage(financial.error, 'The financial figures could not be loaded.')}</p>
        <Button className="button button--secondary button--small" onPress={() => void financial.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const f = financial.data;
  const loading = financial.isPending;
  const money = (pence: number | undefined) => (pence === undefined ? null : formatPence(pence));
  return (
    <div className="stack admin-dashboard">
      <div className="admin-stats">
        <StatCard label="Total Revenue" value={money(f?.totalRevenue)} hint="Payments received" isLoading={loading} />
        <StatCard label="Total Costs" value={money(f?.totalCosts)} hint="Internal cost of paid applications" isLoading={loading} />
        <StatCard label="Refunds" value={money(f?.totalRefunds)} hint="Refunds completed by the card provider" isLoading={loading} />
        <StatCard label="Net Profit" value={money(f?.profit)} hint="Revenue − costs − refunds" isLoading={loading} />
      </div>
      <div className="admin-stats">
        <StatCard label="Application Count" value={f?.applicationCount.toLocaleString('en-GB')} hint="Applications with a payment" isLoading={loading} />
        <StatCard label="Average Revenue per Application" value={money(f?.averageRevenuePerApplication)} isLoading={loading} />
        <StatCard label="Profit Margin" value={f ? `${f.profitMargin.toFixed(1)}%` : null} hint="Net profit as a share of revenue" isLoading={loading} />
      </div>
      <p className="figure-note muted">
        From the payment ledger: pending, approved or failed refunds and unpaid or failed payments are not counted.
      </p>
    </div>
  );
}
