import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns.ts';
import { Application } from '../applications/entities.ts';

/** SENDING: claimed by a worker until `claimedUntil`; sent again after that if the worker never marked it. */
export const OUTBOX_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;

const EmailOutboxSchema = defineEntity({
  name: 'EmailOutbox',
  tableName: 'email_outbox',
  properties: {
    id: idColumn(),
    to: p.string().fieldName('to_address'),
    replyTo: p.string().nullable(),
    template: p.string(),
    subject: p.text(),
    textBody: p.text(),
    htmlBody: p.text(),
    status: p.enum(OUTBOX_STATUSES).default('PENDING').index(),
    attempts: p.integer().default(0),
    /** The worker sends a PENDING row once this time has passed; failures push it back. */
    nextAttemptAt: p.datetime().index(),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    claimedUntil: p.datetime().nullable(),
    application: () => p.manyToOne(Application).nullable().deleteRule('set null'),
    /** Stored files sent as attachments (the approved ETA's PDF). */
    attachmentFileIds: p.json<string[]>().nullable(),
    createdAt: createdAtColumn(),
  },
});
export class EmailOutbox extends EmailOutboxSchema.class {}
EmailOutboxSchema.setClass(EmailOutbox);

export const emailEntities = [EmailOutboxSchema];
