import { checkoutSchema, checkoutStatusQuerySchema, type CheckoutStatus } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { getSetting } from '../admin/settings.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { Application } from '../applications/entities.ts';
import { Payment } from './entities.ts';

/**
 * Opens a card checkout for a DRAFT application at the fee set by the admins, captured on the
 * application now so a later fee change does not alter what this applicant was shown.
 */
export async function startCheckout(core: Core, _actor: Actor, input: unknown, origin: string): Promise<{ sessionUrl: string }> {
  const { applicationId } = parseInput(checkoutSchema, input);
  const em = core.em();
  const application = await em.findOne(Application, { id: applicationId }, { populate: ['client'] });
  if (!application) throw new NotFoundError('Application not found');
  if (application.paymentStatus === 'PAID') throw new ConflictError('This application has already been paid.', 'ALREADY_PAID');
  if (application.status !== 'DRAFT') throw new ConflictError('Only a draft application can be paid.', 'NOT_A_DRAFT');
  const [fee, internalCost] = await Promise.all([getSetting(em, 'applicationFee'), getSetting(em, 'internalCost')]);
  const session = await core.payments.createCheckout({
    applicationId: application.id,
    reference: application.reference,
    amountPence: fee,
    customerEmail: application.client.email,
    successUrl: `${origin}/apply/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/apply/cancel`,
  });
  const older = await em.find(Payment, { application, status: 'PENDING' });
  await em.transactional(async (tx) => {
    tx.assign(application, { feePence: fee, internalCostPence: internalCost });
    tx.persist(application);
    tx.create(Payment, { application, provider: core.payments.kind, providerSessionId: session.sessionId, amountPence: fee, currency: 'gbp' });
  });
  await expireOlderSessions(core, older);
  const sessionUrl = session.url.startsWith('/') ? `${origin}${session.url}` : session.url;
  return { sessionUrl: sessionUrl.replace('{CHECKOUT_SESSION_ID}', session.sessionId) };
}

/**
 * Sessions opened before this one can no longer be paid (a second tab, a retried checkout), so one
 * application is paid once. A session the provider has already closed is simply marked here.
 */
async function expireOlderSessions(core: Core, payments: Payment[]): Promise<void> {
  for (const payment of payments) {
    await core.payments.expireCheckout(payment.providerSessionId).catch(() => undefined);
    await core.em().nativeUpdate(Payment, { id: payment.id, status: 'PENDING' }, { status: 'EXPIRED' });
  }
}

/** What the success page shows: the real reference, and whether the webhook has confirmed payment. */
export async function checkoutStatus(core: Core, _actor: Actor, input: unknown): Promise<CheckoutStatus> {
  const { sessionId: id } = parseInput(checkoutStatusQuerySchema, input);
  const payment = await core.em().findOne(Payment, { providerSessionId: id }, { populate: ['application', 'application.client'] });
  if (!payment) throw new NotFoundError('We could not find this payment session.');
  return {
    reference: payment.application.reference,
    paid: payment.status === 'PAID',
    status: payment.application.status,
    email: payment.application.client.email,
  };
}
