import { defineEntity, p } from '@mikro-orm/core';
import { DOCUMENT_REQUEST_KINDS, DOCUMENT_REQUEST_STATUSES, MESSAGE_AUTHORS } from '@eta/domain';
import { createdAtColumn, idColumn } from '../db/columns.ts';
import { Application, Client } from '../applications/entities.ts';
import { StoredFile } from '../storage/entities.ts';

/** A single-use link e-mailed to a client: only its digest is kept. */
const PortalLinkSchema = defineEntity({
  name: 'PortalLink',
  properties: {
    id: idColumn(),
    tokenHash: p.string().length(64).unique(),
    client: () => p.manyToOne(Client).index().deleteRule('cascade'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export class PortalLink extends PortalLinkSchema.class {}
PortalLinkSchema.setClass(PortalLink);

/** A short session a portal link opened, scoped to one client's applications. */
const PortalSessionSchema = defineEntity({
  name: 'PortalSession',
  properties: {
    id: idColumn(),
    tokenHash: p.string().length(64).unique(),
    client: () => p.manyToOne(Client).index().deleteRule('cascade'),
    expiresAt: p.datetime().index(),
    createdAt: createdAtColumn(),
  },
});
export class PortalSession extends PortalSessionSchema.class {}
PortalSessionSchema.setClass(PortalSession);

/** Staff ask the applicant for a file; it stays OPEN until the applicant provides it (or staff cancel it). */
const DocumentRequestSchema = defineEntity({
  name: 'DocumentRequest',
  properties: {
    id: idColumn(),
    application: () => p.manyToOne(Application).index().deleteRule('cascade'),
    kind: p.enum(DOCUMENT_REQUEST_KINDS),
    label: p.string().nullable(),
    note: p.text(),
    status: p.enum(DOCUMENT_REQUEST_STATUSES).default('OPEN'),
    requestedBy: p.string(),
    file: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    providedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export class DocumentRequest extends DocumentRequestSchema.class {}
DocumentRequestSchema.setClass(DocumentRequest);

/** One message of an application's thread between the applicant and staff. */
const ApplicationMessageSchema = defineEntity({
  name: 'ApplicationMessage',
  properties: {
    id: idColumn(),
    application: () => p.manyToOne(Application).deleteRule('cascade'),
    author: p.enum(MESSAGE_AUTHORS),
    authorName: p.string(),
    body: p.text(),
    /** When the other side first saw it: staff for the applicant's messages, the applicant for staff's. */
    readAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
  indexes: [
    { name: 'application_message_thread', properties: ['application', 'createdAt'] },
    // The staff list's unread counts: only the applicant's unread messages are indexed.
    { name: 'application_message_unread', expression: `create index "application_message_unread" on "application_message" ("application_id") where "author" = 'applicant' and "read_at" is null` },
  ],
});
export class ApplicationMessage extends ApplicationMessageSchema.class {}
ApplicationMessageSchema.setClass(ApplicationMessage);

export const portalEntities = [PortalLinkSchema, PortalSessionSchema, DocumentRequestSchema, ApplicationMessageSchema];
