/** Filled in by this section's change. */
export function ClientAccountsSection() {
  return null;
}
