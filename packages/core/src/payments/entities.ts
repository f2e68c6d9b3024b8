import { defineEntity, p } from '@mikro-orm/core';
import { PAYMENT_PROVIDERS, PAYMENT_RECORD_STATUSES, REFUND_STATUSES } from '@eta/domain';
import { createdAtColumn, idColumn } from '../db/columns.ts';
import { Application } from '../applications/entities.ts';
import { User } from '../staff/entities.ts';

const PaymentSchema = defineEntity({
  name: 'Payment',
  properties: {
    id: idColumn(),
    application: () => p.manyToOne(Application).index(),
    provider: p.enum(PAYMENT_PROVIDERS),
    providerSessionId: p.string().unique(),
    providerPaymentIntentId: p.string().nullable(),
    amountPence: p.integer(),
    currency: p.string().length(3).default('gbp'),
    status: p.enum(PAYMENT_RECORD_STATUSES).default('PENDING'),
    paidAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);

const RefundSchema = defineEntity({
  name: 'Refund',
  properties: {
    id: idColumn(),
    application: () => p.manyToOne(Application).index(),
    payment: () => p.manyToOne(Payment).nullable(),
    amountPence: p.integer(),
    reason: p.text(),
    status: p.enum(REFUND_STATUSES).default('PENDING').index(),
    requestedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    decidedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** Who asked and who decided, as the history names them (an e-mail, cli:<user>); kept when an account is deleted. */
    requestedByName: p.text().nullable(),
    decidedByName: p.text().nullable(),
    decidedAt: p.datetime().nullable(),
    providerRefundId: p.string().nullable().unique(),
    /** The provider's own word for the refund (Stripe: pending, succeeded, failed, canceled, requires_action). */
    providerStatus: p.string().nullable(),
    /** When the provider reported it SUCCEEDED or FAILED. */
    settledAt: p.datetime().nullable(),
    error: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
});
export class Refund extends RefundSchema.class {}
RefundSchema.setClass(Refund);

/** Provider event ids already handled, written in the same transaction as their effect. */
const WebhookEventSchema = defineEntity({
  name: 'WebhookEvent',
  properties: {
    id: p.string().primary(),
    provider: p.string(),
    type: p.string(),
    receivedAt: createdAtColumn(),
  },
});
export class WebhookEvent extends WebhookEventSchema.class {}
WebhookEventSchema.setClass(WebhookEvent);

export const paymentEntities = [PaymentSchema, RefundSchema, WebhookEventSchema];
