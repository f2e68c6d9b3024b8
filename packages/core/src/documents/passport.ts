import { findCountryByCode, mrzDateToIso, UNCERTAIN_DATES_MESSAGE, UNCERTAIN_NAMES_MESSAGE, UNCERTAIN_NUMBER_MESSAGE, type PassportAnswer, type PassportIssue, type PassportOcrData, type Td3Fields } from '@eta/domain';
import type { Actor } from '../auth/actor.ts';
import { audit } from '../audit/audit.ts';
import type { Core } from '../core.ts';
import { getSetting } from '../admin/settings.ts';
import { fileStore } from '../storage/file-store.ts';
import { storeFile } from '../storage/files.ts';
import { admitImageUpload, checkUpload, decodeImage } from './upload.ts';
import { mrzReader, type MrzReader } from './mrz/reader.ts';

export type PassportUpload = { bytes: Uint8Array; filename?: string; mimetype?: string };

const MANUAL = 'Please enter your passport details by hand below.';
const MINIMUM_VALIDITY_MONTHS = 6;

const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function ocrDataOf(fields: Td3Fields, today: Date, { nationalityDoubted = false, expiryDoubted = false } = {}): { data: PassportOcrData | null; issues: PassportIssue[] } {
  const dateOfBirth = mrzDateToIso(fields.birthDate, 'birth', today);
  const expiryDate = mrzDateToIso(fields.expiryDate, 'expiry', today);
  if (!dateOfBirth || !expiryDate) {
    return { data: null, issues: [{ code: 'INVALID_DATE', message: 'A date in the machine-readable zone is not a real date. ' + MANUAL }] };
  }
  const data: PassportOcrData = {
    passportNumber: fields.documentNumber,
    expiryDate,
    // A nationality the reader doubts is left for the applicant to choose (no check digit covers it).
    nationality: nationalityDoubted ? '' : (findCountryByCode(fields.nationality)?.name ?? fields.nationality),
    dateOfBirth,
    surname: titleCase(fields.surname),
    givenNames: titleCase(fields.givenNames),
  };
  // An expiry date the reader doubts is the applicant's to check, not a reason to refuse the passport: the form refuses an expired one.
  return { data, issues: expiryDoubted ? [] : validityIssues(expiryDate, today) };
}

/** The spec's copy rule: a passport must be valid for at least 6 more months. */
function validityIssues(expiryIso: string, today: Date): PassportIssue[] {
  const expiry = new Date(`${expiryIso}T00:00:00Z`);
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  if (expiry < day) return [{ code: 'PASSPORT_EXPIRED', message: `This passport expired on ${expiryIso}. You need a valid passport to apply.` }];
  const limit = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + MINIMUM_VALIDITY_MONTHS, day.getUTCDate()));
  if (expiry < limit) {
    return [{ code: 'PASSPORT_EXPIRES_SOON', message: `This passport expires on ${expiryIso}, within 6 months. Your passport must be valid for at least 6 more months.` }];
  }
  return [];
}

/**
 * Checks a passport scan by its bytes (JPEG or PNG, at most 10 MB, decodable), stores it as an upload,
 * then reads its MRZ and verifies every check digit. Unless the admin switched OCR off, the answer
 * carries the extracted details, or the reasons they could not be used with stable codes.
 */
export async function validatePassport(core: Core, actor: Actor, upload: PassportUpload, options: { readMrz?: MrzReader; today?: Date } = {}): Promise<PassportAnswer> {
  return admitImageUpload(core, actor, 'passport', () => validatePassportNow(core, actor, upload, options));
}

async function validatePassportNow(core: Core, actor: Actor, upload: PassportUpload, options: { readMrz?: MrzReader; today?: Date } = {}): Promise<PassportAnswer> {
  const contentType = checkUpload(upload.bytes, ['image/jpeg', 'image/png'], 'Please upload a JPG or PNG image');
  await decodeImage(upload.bytes);
  const em = core.em();
  const settings = await getSetting(em, 'validationSettings');
  const file = await storeFile(em, fileStore(core), { kind: 'passport_scan', bytes: upload.bytes, contentType });
  const answer = settings.ocrEnabled
    ? await readPassport(upload.bytes, options.readMrz ?? mrzReader(core.config), options.today ?? new Date())
    : failed([{ code: 'OCR_DISABLED', message: `Automatic reading of passports is switched off. ${MANUAL}` }], null);
  if (actor.type !== 'anonymous') {
    audit(em, actor, 'document.passport_read', { fileId: file.id, valid: answer.valid, codes: answer.validationErrors.map((e) => e.code) });
    await em.flush();
  }
  return { ...answer, uploadId: file.id };
}

function failed(issues: PassportIssue[], data: PassportOcrData | null): Omit<PassportAnswer, 'uploadId'> {
  return { valid: false, ocrData: data, validationErrors: issues, errors: issues, message: issues[0]!.message };
}

async function readPassport(bytes: Uint8Array, readMrz: MrzReader, today: Date): Promise<Omit<PassportAnswer, 'uploadId'>> {
  const reading = await readMrz(bytes);
  if (!reading.found) {
    return failed(
      [{ code: 'NO_MRZ_FOUND', message: `We could not find the two lines of code at the bottom of the photo page. Upload a clear, straight photo of the whole page, or ${MANUAL.toLowerCase()}` }],
      null,
    );
  }
  const { result } = reading;
  if (!result.valid) {
    const issues = result.errors.map((error) => ({
      code: error.code,
      message: error.code === 'CHECK_DIGIT_MISMATCH' ? `${error.message}: the code could not be read reliably. ${MANUAL}` : `${error.message}. ${MANUAL}`,
    }));
    return failed(issues, null);
  }
  const { data, issues } = ocrDataOf(result.fields, today, { nationalityDoubted: reading.nationalityDoubted, expiryDoubted: reading.datesToCheck?.includes('expiryDate') });
  if (issues.length) return failed(issues, data);
  const passportNumber = reading.uncertain.filter((position) => position < result.fields.documentNumber.length);
  const names = reading.namesToCheck;
  const dates = reading.datesToCheck ?? [];
  if (!passportNumber.length && !names.length && !dates.length) return { valid: true, ocrData: data, validationErrors: [], errors: [], message: 'Passport validated successfully' };
  const message = passportNumber.length ? UNCERTAIN_NUMBER_MESSAGE : names.length ? UNCERTAIN_NAMES_MESSAGE : UNCERTAIN_DATES_MESSAGE;
  const uncertain = { passportNumber, ...(names.length ? { names } : {}), ...(dates.length ? { dates } : {}) };
  return { valid: true, ocrData: { ...data!, uncertain }, validationErrors: [], errors: [], message };
}
