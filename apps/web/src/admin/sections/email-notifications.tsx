/** Filled in by this section's change. */
export function EmailNotificationsSection() {
  return null;
}
