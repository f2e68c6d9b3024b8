/** Filled in by this section's change. */
export function FinancialSection() {
  return null;
}
