import type { ReactNode } from 'react';

type Props = { label: string; value: ReactNode; hint?: string; icon?: ReactNode; isLoading?: boolean };

/** One figure of a dashboard, with its label and an optional hint; a placeholder bar while loading. */
export function StatCard({ label, value, hint, icon, isLoading = false }: Props) {
  return (
    <section className="stat-card" aria-busy={isLoading}>
      <div className="stat-card__head">
        <h3 className="stat-card__label">{label}</h3>
        {icon ? <span className="stat-card__icon" aria-hidden="true">{icon}</span> : null}
      </div>
      {isLoading ? <span className="stat-card__skeleton" role="img" aria-label="Loading" /> : <p className="stat-card__value">{value}</p>}
      {hint ? <p className="stat-card__hint muted">{hint}</p> : null}
    </section>
  );
}
