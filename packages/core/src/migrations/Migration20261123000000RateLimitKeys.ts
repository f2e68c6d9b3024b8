import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit keys become text: a key carries an e-mail of up to 254 characters after its prefix,
 * which overflowed varchar(255). The counters are unlogged: they are worth nothing after a crash
 * (PostgreSQL empties an unlogged table then), and not writing them to the WAL makes each count
 * cheaper on the portal's hot path.
 */
export class Migration20261123000000RateLimitKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rate_limit" alter column "key" type text;`);
    this.addSql(`alter table "rate_limit" set unlogged;`);
  }
}
