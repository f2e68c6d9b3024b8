import { isoToDmy, NATIONALITY_NAMES, type OcrData } from '@eta/domain';
import type { PassportValues } from '../draft/draft.ts';

export type Extraction = { values: Partial<PassportValues>; filledFields: string[] };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The passport details read from the MRZ, as form values (applicant §4): the first given name becomes the first
 * name and the rest the middle name; the nationality fills both the issuing country and the nationality; dates
 * become dd/mm/yyyy; the number fills the number and its confirmation. Anything unusable is left for the applicant.
 */
export function extractedValues(ocr: OcrData): Extraction {
  const values: Partial<PassportValues> = {};
  const filledFields: string[] = [];
  const fill = (field: string, patch: Partial<PassportValues>) => {
    Object.assign(values, patch);
    filledFields.push(field);
  };

  const number = ocr.passportNumber.trim();
  // A number with unsettled characters is not confirmed for the applicant: they type it from the passport.
  if (number) fill('passport number', ocr.uncertain?.passportNumber.length ? { number } : { number, confirmNumber: number });
  if (ISO_DATE.test(ocr.expiryDate)) fill('expiry date', { expiryDate: isoToDmy(ocr.expiryDate) });
  const knownCountry = NATIONALITY_NAMES.includes(ocr.nationality);
  if (knownCountry) fill('issuing country', { country: ocr.nationality });
  const [firstName = '', ...middleNames] = ocr.givenNames.trim().split(/\s+/).filter(Boolean);
  if (firstName) fill('first name', { firstName, middleName: middleNames.join(' ') });
  if (middleNames.length) filledFields.push('middle name');
  if (ocr.surname.trim()) fill('last name', { lastName: ocr.surname.trim() });
  if (ISO_DATE.test(ocr.dateOfBirth)) fill('date of birth', { dateOfBirth: isoToDmy(ocr.dateOfBirth) });
  if (knownCountry) fill('nationality', { nationality: ocr.nationality });
  return { values, filledFields };
}

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
