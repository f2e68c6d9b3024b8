import { Migration } from '@mikro-orm/migrations';

/** A payment whose amount or currency differs from the fee captured at checkout waits for staff as NEEDS_REVIEW. */
export class Migration20261124020000PaymentReview extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payment" drop constraint if exists "payment_status_check";`);
    this.addSql(`alter table "payment" add constraint "payment_status_check" check ("status" in ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'NEEDS_REVIEW'));`);
  }
}
