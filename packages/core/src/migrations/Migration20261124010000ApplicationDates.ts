import { Migration } from '@mikro-orm/migrations';

/**
 * The application's dates become date columns (they were dd/mm/yyyy strings inside the JSON), and
 * the documents an application was created without are recorded. No passport number stays in
 * plain text: the OCR reading keeps only whether its number matched the one typed.
 */
export class Migration20261124010000ApplicationDates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "application"
      add column "date_of_birth" date null, add column "passport_expiry" date null,
      add column "arrival_date" date null, add column "departure_date" date null,
      add column "missing_documents" text[] not null default '{}';`);
    this.addSql(`update "application" set
      "date_of_birth" = to_date("personal"->>'dateOfBirth', 'DD/MM/YYYY'),
      "passport_expiry" = to_date("passport"->>'expiryDate', 'DD/MM/YYYY'),
      "arrival_date" = to_date("travel"->>'arrivalDate', 'DD/MM/YYYY'),
      "departure_date" = to_date("travel"->>'departureDate', 'DD/MM/YYYY'),
      "personal" = "personal" - 'dateOfBirth',
      "passport" = "passport" - 'expiryDate' - 'ocrData' - 'scanUploadId',
      "travel" = "travel" - 'arrivalDate' - 'departureDate',
      "ocr_result" = case when "ocr_result" is null then null
                          else ("ocr_result" - 'passportNumber') || jsonb_build_object('passportNumberMatches', false) end;`);
  }
}
