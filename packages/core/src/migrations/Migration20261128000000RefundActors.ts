import { Migration } from '@mikro-orm/migrations';

/**
 * Who asked for and who decided each refund, as the history names them (an admin's e-mail, or
 * cli:<user> for an operator): an operator has no staff account to point to, and a deleted
 * account's refunds still say who acted.
 */
export class Migration20261128000000RefundActors extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "refund" add column "requested_by_name" text null, add column "decided_by_name" text null;`);
    this.addSql(`update "refund" r set "requested_by_name" = u."email" from "staff_user" u where u."id" = r."requested_by_id";`);
    this.addSql(`update "refund" r set "decided_by_name" = u."email" from "staff_user" u where u."id" = r."decided_by_id";`);
  }
}
