import { Migration } from '@mikro-orm/migrations';

/** Contact-form messages are stored, and outbox e-mails may carry a reply-to address. */
export class Migration20261122010000ContactMessages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contact_message" ("id" uuid not null, "name" varchar(255) not null, "email" varchar(255) not null, "subject" varchar(255) not null, "message" text not null, "ip" varchar(255) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "contact_message_email_index" on "contact_message" ("email");`);
    this.addSql(`create index "contact_message_created_at_index" on "contact_message" ("created_at");`);
    this.addSql(`alter table "email_outbox" add column "reply_to" varchar(255) null;`);
  }
}
