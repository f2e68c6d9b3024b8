import { Migration } from '@mikro-orm/migrations';

/**
 * Data retention: an application whose personal data was removed (its retention period ended, or
 * its client asked for erasure) says when; the daily job finds the oldest applications not yet
 * anonymised through a partial index.
 */
export class Migration20261129010000DataRetention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "application" add column "anonymised_at" timestamptz null;`);
    this.addSql(`create index "application_retention_due" on "application" ("updated_at") where "anonymised_at" is null;`);
  }
}
