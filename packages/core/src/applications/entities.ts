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
  indexes: [{ name: 'client_email_trgm', expression: 'create index "client_email_trgm" on "client" using gin (email gin_trgm_ops)' }],
});
export class Client extends ClientSchema.class {}
ClientSchema.setClass(Client);

/**
 * What the staff list's search box matches (reference and names, lower case) and its applicant
 * sort key. Shared by the expression indexes below and the list's queries, so they stay in step.
 */
export const SEARCH_TEXT_SQL = `lower(reference || ' ' || coalesce(personal->>'firstName', '') || ' ' || coalesce(personal->>'lastName', ''))`;
export const APPLICANT_SORT_SQL = `lower(coalesce(personal->>'lastName', '') || ' ' || coalesce(personal->>'firstName', ''))`;
/** Advanced Search's nationality filter (case-insensitive equality) and its keyset index. */
export const NATIONALITY_SQL = `lower(personal->>'nationality')`;

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
    paidAt: p.datetime().nullable().index(),
    decidedAt: p.datetime().nullable(),
    /** The nationality answered, kept by PostgreSQL beside the answers so the admin figures count it from an index. */
    nationality: p.text().nullable().generated(`(personal->>'nationality') stored`),
    /** The government's application number, once the form was submitted. */
    governmentReference: p.string().nullable(),
    createdAt: createdAtColumn().index(),
    /** Its maximum is the staff list's change marker (ETag). */
    updatedAt: updatedAtColumn().index(),
    /** When its personal data was removed (retention period over, or the client's erasure request); the figures stay. */
    anonymisedAt: p.datetime().nullable(),
    version: p.integer().version(),
  },
  // The staff list's keyset pages for each sort, and its substring search (pg_trgm).
  indexes: [
    { name: 'application_created_keyset', properties: ['createdAt', 'id'] },
    { name: 'application_status_keyset', properties: ['status', 'createdAt', 'id'] },
    { name: 'application_payment_keyset', properties: ['paymentStatus', 'id'] },
    { name: 'application_applicant_keyset', expression: `create index "application_applicant_keyset" on "application" (${APPLICANT_SORT_SQL}, id)` },
    { name: 'application_search_trgm', expression: `create index "application_search_trgm" on "application" using gin (${SEARCH_TEXT_SQL} gin_trgm_ops)` },
    // Advanced Search (admin): nationality, then newest first.
    { name: 'application_nationality_keyset', expression: `create index "application_nationality_keyset" on "application" (${NATIONALITY_SQL}, created_at, id)` },
    // The admin figures read these without touching the table: costs of paid applications,
    // decided applications' timings, submitted applications by nationality.
    { name: 'application_paid_cost', expression: `create index "application_paid_cost" on "application" ("paid_at") include ("internal_cost_pence") where "paid_at" is not null` },
    { name: 'application_decided', expression: `create index "application_decided" on "application" ("status") include ("paid_at", "decided_at") where "status" in ('APPROVED', 'REFUSED')` },
    { name: 'application_submitted_nationality', expression: `create index "application_submitted_nationality" on "application" ("nationality") where "status" <> 'DRAFT'` },
    // The daily retention job walks the oldest applications still holding personal data.
    { name: 'application_retention_due', expression: `create index "application_retention_due" on "application" ("updated_at") where "anonymised_at" is null` },
  ],
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
