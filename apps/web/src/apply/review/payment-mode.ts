/**
 * The card payment key built into the page. Without one the server's local sandbox checkout is used, which
 * takes no money; a Stripe test key (pk_test_…) takes none either.
 */
export function isTestPaymentMode(): boolean {
  const key: unknown = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  return typeof key !== 'string' || key === '' || key.startsWith('pk_test_');
}
