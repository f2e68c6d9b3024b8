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

/**
 * `mrz`: the legacy engine, one block. It classifies character by character, which suits a fixed-pitch
 * zone of fillers far better than the LSTM's line model (that can turn runs of `<` into letters).
 * `page`: the LSTM engine over sparse text, for the printed fields above the zone, where it reads
 * letters and digits by their shape in context (the legacy classifier confuses G and 6 in some fonts).
 */
export type OcrTask = 'mrz' | 'page';

const workers = new Map<OcrTask, Promise<Worker>>();

/** One worker per task and process, started on first use and reused; MRZ alphabet, no dictionaries. */
function ocrWorker(task: OcrTask): Promise<Worker> {
  const existing = workers.get(task);
  if (existing) return existing;
  const started = (async () => {
    const engine = task === 'mrz' ? OEM.TESSERACT_ONLY : OEM.LSTM_ONLY;
    const created = await createWorker('eng', engine, { ...englishData(), cacheMethod: 'none' }, { load_system_dawg: '0', load_freq_dawg: '0' });
    await created.setParameters({
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
      tessedit_pageseg_mode: task === 'mrz' ? PSM.SINGLE_BLOCK : PSM.SPARSE_TEXT,
      user_defined_dpi: '300',
      // The adaptive classifier would learn from one applicant's page and read the next by it: every page is read afresh.
      classify_enable_learning: '0',
    });
    return created;
  })().catch((error: unknown) => {
    workers.delete(task);
    throw error;
  });
  workers.set(task, started);
  return started;
}

/** The text lines of an MRZ crop (PNG bytes), each with its characters' positions and confidences. */
export async function recognizeLines(png: Buffer): Promise<OcrLine[]> {
  const { data } = await (await ocrWorker('mrz')).recognize(png, {}, { text: true, blocks: true });
  const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  return lines.map((line) => ({
    text: line.text.replace(/\s+/g, ''),
    symbols: line.words.flatMap((word) =>
      word.symbols.map((symbol) => ({ text: symbol.text, confidence: symbol.confidence, ...symbol.bbox })),
    ),
  }));
}

/** A word read on a page, with its characters' boxes in the image read. */
export type PrintedWord = { text: string; symbols: OcrSymbol[] };

/**
 * The words printed on a page (PNG bytes), upper case letters and digits only (`text`, as OCR's text splits them), and each with its
 * characters' boxes (`boxed`, as its layout groups them).
 */
export async function recognizeWords(png: Buffer): Promise<{ text: string[]; boxed: PrintedWord[] }> {
  const { data } = await (await ocrWorker('page')).recognize(png, {}, { text: true, blocks: true });
  const words = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)));
  return {
    text: data.text.split(/\s+/).filter(Boolean),
    boxed: words.map((word) => ({ text: word.text, symbols: word.symbols.map((symbol) => ({ text: symbol.text, confidence: symbol.confidence, ...symbol.bbox })) })),
  };
}

/** Ends the worker threads (a later read starts new ones). */
export async function closeMrzWorker(): Promise<void> {
  const current = [...workers.values()];
  workers.clear();
  await Promise.all(current.map(async (worker) => (await worker.catch(() => null))?.terminate()));
}
