import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { OcrSymbol } from './align.ts';

const require = createRequire(import.meta.url);

/** English data (legacy and LSTM models) shipped in `@tesseract.js-data/eng`: read from disk, never downloaded, never cached elsewhere. */
function englishData(): { langPath: string; gzip: boolean } {
  const data = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
  return { langPath: data.langPath, gzip: data.gzip };
}

export type OcrLine = { text: string; symbols: OcrSymbol[] };

let worker: Promise<Worker> | null = null;

/** One worker per process, started on first use and reused; MRZ alphabet, one block of text. */
function mrzWorker(): Promise<Worker> {
  worker ??= (async () => {
    // The legacy engine classifies character by character, which suits a fixed-pitch zone of fillers far better
    // than the LSTM's line model (it turns runs of `<` into letters). No dictionaries: an MRZ holds no words.
    const created = await createWorker('eng', OEM.TESSERACT_ONLY, { ...englishData(), cacheMethod: 'none' }, { load_system_dawg: '0', load_freq_dawg: '0' });
    await created.setParameters({
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      user_defined_dpi: '300',
    });
    return created;
  })().catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

/** The text lines of an image (PNG bytes), each with its characters' positions and confidences. */
export async function recognizeLines(png: Buffer): Promise<OcrLine[]> {
  const { data } = await (await mrzWorker()).recognize(png, {}, { text: true, blocks: true });
  const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  return lines.map((line) => ({
    text: line.text.replace(/\s+/g, ''),
    symbols: line.words.flatMap((word) =>
      word.symbols.map((symbol) => ({ text: symbol.text, confidence: symbol.confidence, x0: symbol.bbox.x0, x1: symbol.bbox.x1 })),
    ),
  }));
}

/** Ends the worker thread (a later read starts a new one). */
export async function closeMrzWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await (await current.catch(() => null))?.terminate();
}
