import { Migration } from '@mikro-orm/migrations';

/**
 * The staff console: keyset and search indexes for the applications list (pg_trgm for substring
 * search), notification preferences per staff member, and the inbound mail that carries codes.
 */
export class Migration20261125000000StaffConsole extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "application_created_keyset" on "application" ("created_at", "id");`);
    this.addSql(`create index "application_status_keyset" on "application" ("status", "created_at", "id");`);
    this.addSql(`create index "application_payment_keyset" on "application" ("payment_status", "id");`);
    this.addSql(
      `create index "application_applicant_keyset" on "application" (lower(coalesce(personal->>'lastName', '') || ' ' || coalesce(personal->>'firstName', '')), id);`,
    );
    this.addSql(
      `create index "application_search_trgm" on "application" using gin (lower(reference || ' ' || coalesce(personal->>'firstName', '') || ' ' || coalesce(personal->>'lastName', '')) gin_trgm_ops);`,
    );
    this.addSql(`create index "application_updated_at_index" on "application" ("updated_at");`);
    this.addSql(`create index "application_paid_at_index" on "application" ("paid_at");`);
    this.addSql(`create index "client_email_trgm" on "client" using gin (email gin_trgm_ops);`);

    this.addSql(`alter table "staff_user" add column "email_notifications" boolean not null default true, add column "desktop_notifications" boolean not null default true;`);

    this.addSql(
      `create table "inbound_email" ("id" uuid not null, "application_id" uuid null, "recipient" varchar(255) not null, "mail_from" varchar(255) null, "subject" text null, "raw" text not null, "outcome" text not null, "received_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "inbound_email_application_id_index" on "inbound_email" ("application_id");`);
    this.addSql(`create index "inbound_email_outcome_index" on "inbound_email" ("outcome");`);
    this.addSql(`alter table "inbound_email" add constraint "inbound_email_outcome_check" check ("outcome" in ('CODE_CAPTURED', 'UNPLACED'));`);
    this.addSql(`alter table "inbound_email" add constraint "inbound_email_application_id_foreign" foreign key ("application_id") references "application" ("id") on delete set null;`);

    this.addSql(`alter table "verification_code" add column "inbound_email_id" uuid null;`);
    this.addSql(`alter table "verification_code" add constraint "verification_code_inbound_email_id_foreign" foreign key ("inbound_email_id") references "inbound_email" ("id") on delete set null;`);
    this.addSql(`create index "verification_code_created_at_index" on "verification_code" ("created_at");`);
  }
}
