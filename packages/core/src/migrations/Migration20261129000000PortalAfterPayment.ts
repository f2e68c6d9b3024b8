import { Migration } from '@mikro-orm/migrations';

/**
 * The applicant's side after payment: single-use portal links and the short sessions they open,
 * documents staff request from the applicant, and each application's message thread. Applicants
 * may now send "another document" (PDF, JPG or PNG).
 */
export class Migration20261129000000PortalAfterPayment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "portal_link" ("id" uuid not null, "token_hash" varchar(64) not null, "client_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "portal_link" add constraint "portal_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "portal_link_client_id_index" on "portal_link" ("client_id");`);
    this.addSql(`alter table "portal_link" add constraint "portal_link_client_id_foreign" foreign key ("client_id") references "client" ("id") on delete cascade;`);

    this.addSql(`create table "portal_session" ("id" uuid not null, "token_hash" varchar(64) not null, "client_id" uuid not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "portal_session" add constraint "portal_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "portal_session_client_id_index" on "portal_session" ("client_id");`);
    this.addSql(`create index "portal_session_expires_at_index" on "portal_session" ("expires_at");`);
    this.addSql(`alter table "portal_session" add constraint "portal_session_client_id_foreign" foreign key ("client_id") references "client" ("id") on delete cascade;`);

    this.addSql(`create table "document_request" ("id" uuid not null, "application_id" uuid not null, "kind" text check ("kind" in ('passport_scan', 'photo', 'other')) not null, "label" varchar(255) null, "note" text not null, "status" text check ("status" in ('OPEN', 'PROVIDED', 'CANCELLED')) not null default 'OPEN', "requested_by" varchar(255) not null, "file_id" uuid null, "provided_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "document_request_application_id_index" on "document_request" ("application_id");`);
    this.addSql(`alter table "document_request" add constraint "document_request_application_id_foreign" foreign key ("application_id") references "application" ("id") on delete cascade;`);
    this.addSql(`alter table "document_request" add constraint "document_request_file_id_foreign" foreign key ("file_id") references "file" ("id") on delete set null;`);

    this.addSql(`create table "application_message" ("id" uuid not null, "application_id" uuid not null, "author" text check ("author" in ('applicant', 'staff')) not null, "author_name" varchar(255) not null, "body" text not null, "read_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "application_message_thread" on "application_message" ("application_id", "created_at");`);
    this.addSql(`create index "application_message_unread" on "application_message" ("application_id") where "author" = 'applicant' and "read_at" is null;`);
    this.addSql(`alter table "application_message" add constraint "application_message_application_id_foreign" foreign key ("application_id") references "application" ("id") on delete cascade;`);

    this.addSql(`alter table "file" drop constraint "file_kind_check";`);
    this.addSql(`alter table "file" add constraint "file_kind_check" check ("kind" in ('passport_scan', 'photo', 'screenshot', 'decision_pdf', 'automation_trace', 'supporting_document'));`);
  }
}
