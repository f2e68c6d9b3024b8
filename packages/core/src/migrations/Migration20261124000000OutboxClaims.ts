import { Migration } from '@mikro-orm/migrations';

/** Outbox rows are claimed (SENDING, with a lease) and committed before the SMTP call, then marked sent. */
export class Migration20261124000000OutboxClaims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "email_outbox" add column "claimed_until" timestamptz null;`);
    this.addSql(`alter table "email_outbox" drop constraint if exists "email_outbox_status_check";`);
    this.addSql(`alter table "email_outbox" add constraint "email_outbox_status_check" check ("status" in ('PENDING', 'SENDING', 'SENT', 'FAILED'));`);
  }
}
