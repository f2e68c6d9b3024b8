/** A busy indicator announced to assistive technology by its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__circle" aria-hidden="true" />
    </div>
  );
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="full-page-center">
      <Spinner label={label} />
    </div>
  );
}
