import { defineEntity, p } from '@mikro-orm/core';
import { CODE_SOURCES } from '@eta/domain';
import { createdAtColumn, idColumn } from '../db/columns.ts';
import { Application } from '../applications/entities.ts';
import { User } from '../staff/entities.ts';

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
    createdAt: createdAtColumn(),
  },
});
export class VerificationCode extends VerificationCodeSchema.class {}
VerificationCodeSchema.setClass(VerificationCode);

export const codeEntities = [VerificationCodeSchema];
