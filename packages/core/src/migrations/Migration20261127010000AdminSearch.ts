import { Migration } from '@mikro-orm/migrations';

/**
 * Advanced Search (admin): the nationality filter's keyset index, so a filter on one country walks
 * its matches newest first and counts them without reading the table. The reference and e-mail
 * filters reuse the staff list's trigram indexes, the status and date filters its keyset indexes.
 */
export class Migration20261127010000AdminSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "application_nationality_keyset" on "application" (lower(personal->>'nationality'), created_at, id);`);
  }
}
