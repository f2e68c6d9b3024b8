import { defineEntity, p } from '@mikro-orm/core';
import { APPLICATION_STATUSES, PAYMENT_STATUSES } from '@eta/domain';
import { createdAtColumn, idColumn, updatedAtColumn } from '../db/columns.ts';

const ClientSchema = defineEntity({
  name: 'Client',
  properties: {
    id: idColumn(),
    email: p.string().unique(),
    isActive: p.boolean().default(true),
    createdAt: createdAtColumn(),
  },
});
export class Client extends ClientSchema.class {}
ClientSchema.setClass(Client);

const ApplicationSchema = defineEntity({
  name: 'Application',
  properties: {
    id: idColumn(),
    reference: p.string().length(10).unique(),
    client: () => p.manyToOne(Client).index(),
    status: p.enum(APPLICATION_STATUSES).default('DRAFT').index(),
    paymentStatus: p.enum(PAYMENT_STATUSES).default('UNPAID'),
    /** Per-application mailbox where government verification codes arrive. */
    internalEmail: p.string().unique(),
    personal: p.json<Record<string, unknown>>(),
    /** Passport details without the number, which is kept encrypted below. */
    passport: p.json<Record<string, unknown>>(),
    passportNumberEncrypted: p.text().nullable(),
    passportNumberLast4: p.string().length(4).nullable().index(),
    travel: p.json<Record<string, unknown>>(),
    declarations: p.json<Record<string, unknown>>(),
    /** What OCR read from the scan, without the passport number (only whether it matched the one typed). */
    ocrResult: p.json<Record<string, unknown>>().nullable(),
    dateOfBirth: p.date().nullable(),
    passportExpiry: p.date().nullable(),
    arrivalDate: p.date().nullable(),
    departureDate: p.date().nullable(),
    /** Documents the application was submitted without ('passport_scan', 'photo'): staff see "documents missing". */
    missingDocuments: p.array().default([]),
    /** Identifies the browser draft so a resubmitted draft updates instead of duplicating. */
    draftKey: p.string().nullable().unique(),
    feePence: p.integer().nullable(),
    internalCostPence: p.integer().nullable(),
    paidAt: p.datetime().nullable(),
    decidedAt: p.datetime().nullable(),
    createdAt: createdAtColumn().index(),
    updatedAt: updatedAtColumn(),
    version: p.integer().version(),
  },
});
export class Application extends ApplicationSchema.class {}
ApplicationSchema.setClass(Application);

const ActivitySchema = defineEntity({
  name: 'Activity',
  properties: {
    id: idColumn(),
    application: () => p.manyToOne(Application).nullable().index().deleteRule('cascade'),
    description: p.text(),
    actorType: p.string(),
    actorId: p.string().nullable(),
    actorName: p.string().nullable(),
    createdAt: createdAtColumn().index(),
  },
});
export class Activity extends ActivitySchema.class {}
ActivitySchema.setClass(Activity);

export const applicationEntities = [ClientSchema, ApplicationSchema, ActivitySchema];
