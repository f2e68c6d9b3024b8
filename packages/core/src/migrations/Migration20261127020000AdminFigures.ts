import { Migration } from '@mikro-orm/migrations';

/**
 * The administrators' figures on 100,000 applications read indexes, not the table: the captured
 * costs of paid applications, decided applications' timings, and a stored nationality column
 * (generated from the answers) to count submitted applications by.
 */
export class Migration20261127020000AdminFigures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "application" add column "nationality" text generated always as ((personal->>'nationality')) stored;`);
    this.addSql(`create index "application_paid_cost" on "application" ("paid_at") include ("internal_cost_pence") where "paid_at" is not null;`);
    this.addSql(`create index "application_decided" on "application" ("status") include ("paid_at", "decided_at") where "status" in ('APPROVED', 'REFUSED');`);
    this.addSql(`create index "application_submitted_nationality" on "application" ("nationality") where "status" <> 'DRAFT';`);
  }
}
