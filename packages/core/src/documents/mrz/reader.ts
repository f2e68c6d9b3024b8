import type { NameField, ReadDateField, Td3Result } from '@eta/domain';
import { readMrzLocally } from './local-reader.ts';
import { readMrzWithVision, visionConfigured, type VisionSettings } from './vision-reader.ts';

/**
 * What reading a data page found: no zone at all, or a zone parsed (valid or with its check-digit
 * errors), with the positions of the passport number the reader could not settle and the name
 * fields with a letter it doubts; `nationalityDoubted` when the nationality code is no known state,
 * was repaired from what OCR saw, or the templates read it as another state (no check digit covers it); `datesToCheck`, the dates
 * taken from the printed page against the zone as read, or that the page prints otherwise.
 */
export type MrzReading =
  | { found: false }
  | { found: true; result: Td3Result; engine: 'tesseract' | 'google-vision'; variant: string; uncertain: number[]; namesToCheck: NameField[]; datesToCheck?: ReadDateField[]; nationalityDoubted?: boolean };

export type MrzReader = (bytes: Uint8Array) => Promise<MrzReading>;

/** Google Cloud Vision when GOOGLE_APPLICATION_CREDENTIALS is configured, otherwise the local tesseract reader. */
export function mrzReader(config: VisionSettings): MrzReader {
  return visionConfigured(config) ? readMrzWithVision : readMrzLocally;
}
