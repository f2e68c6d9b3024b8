import { Migration } from '@mikro-orm/migrations';

/**
 * Automated submission: the government's application number, the payment checkpoint and the
 * trace of a failed run, decision e-mails recognised as such, and attachments on outgoing mail.
 */
export class Migration20261126000000AutomatedSubmission extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "application" add "government_reference" varchar(255) null;`);
    this.addSql(`alter table "email_outbox" add "attachment_file_ids" jsonb null;`);
    this.addSql(`alter table "inbound_email" drop constraint "inbound_email_outcome_check";`);
    this.addSql(`alter table "inbound_email" add constraint "inbound_email_outcome_check" check ("outcome" in ('CODE_CAPTURED', 'DECISION_RECORDED', 'UNPLACED'));`);
    this.addSql(`alter table "file" drop constraint "file_kind_check";`);
    this.addSql(`alter table "file" add constraint "file_kind_check" check ("kind" in ('passport_scan', 'photo', 'screenshot', 'decision_pdf', 'automation_trace'));`);
    this.addSql(
      `alter table "automation_run" add "payment_checkpoint_at" timestamptz null, add "government_reference" varchar(255) null, add "trace_file_id" uuid null, add "attempts" int not null default 0;`,
    );
  }
}
