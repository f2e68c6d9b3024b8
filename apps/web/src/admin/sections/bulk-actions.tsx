/** Filled in by this section's change. */
export function BulkActionsSection() {
  return null;
}
