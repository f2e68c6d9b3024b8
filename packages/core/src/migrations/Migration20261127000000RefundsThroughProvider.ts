import { Migration } from '@mikro-orm/migrations';

/** Refunds go through the card provider: its refund id (one refund row each), its status, and when it settled. */
export class Migration20261127000000RefundsThroughProvider extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "refund" drop constraint if exists "refund_status_check";`);
    this.addSql(`alter table "refund" add constraint "refund_status_check" check ("status" in ('PENDING', 'APPROVED', 'SUCCEEDED', 'FAILED'));`);
    this.addSql(`alter table "refund" add column "provider_status" varchar(255) null, add column "settled_at" timestamptz null;`);
    this.addSql(`alter table "refund" add constraint "refund_provider_refund_id_unique" unique ("provider_refund_id");`);
  }
}
