import { closeMrzWorker } from './mrz/tesseract.ts';
import { closeVisionClient } from './vision.ts';

/** Ends the process's OCR worker and Vision client (started lazily on first use); call on shutdown. */
export async function closeDocumentReaders(): Promise<void> {
  await Promise.all([closeMrzWorker(), closeVisionClient()]);
}
