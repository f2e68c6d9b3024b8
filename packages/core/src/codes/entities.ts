import { defineEntity, p } from '@mikro-orm/core';
import { CODE_SOURCES, INBOUND_EMAIL_OUTCOMES } from '@eta/domain';
import { createdAtColumn, idColumn } from '../db/columns.ts';
import { Application } from '../applications/entities.ts';
import { User } from '../staff/entities.ts';

/**
 * Every message the mail receiver accepted, raw, with what became of it: a code was read
 * (CODE_CAPTURED) or none could be found (UNPLACED, kept for admins to read).
 */
const InboundEmailSchema = defineEntity({
  name: 'InboundEmail',
  properties: {
    id: idColumn(),
    application: () => p.manyToOne(Application).nullable().index().deleteRule('set null'),
    recipient: p.string(),
    mailFrom: p.string().nullable(),
    subject: p.text().nullable(),
    raw: p.text().lazy(),
    outcome: p.enum(INBOUND_EMAIL_OUTCOMES).index(),
    receivedAt: createdAtColumn(),
  },
});
export class InboundEmail extends InboundEmailSchema.class {}
InboundEmailSchema.setClass(InboundEmail);

const VerificationCodeSchema = defineEntity({
  name: 'VerificationCode',
  properties: {
    id: idColumn(),
    application: () => p.manyToOne(Application).index().deleteRule('cascade'),
    code: p.string().length(6),
    source: p.enum(CODE_SOURCES),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
    usedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The e-mail it was read from, when it came by e-mail. */
    inboundEmail: () => p.manyToOne(InboundEmail).nullable().deleteRule('set null'),
    createdAt: createdAtColumn().index(),
  },
});
export class VerificationCode extends VerificationCodeSchema.class {}
VerificationCodeSchema.setClass(VerificationCode);

export const codeEntities = [InboundEmailSchema, VerificationCodeSchema];
