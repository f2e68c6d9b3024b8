/** Filled in by this section's change. */
export function PaymentSettingsSection() {
  return null;
}
