import { TD3_LINE_LENGTH } from '@eta/domain';

/** One character OCR read, with its box in the image read (`y0`/`y1` when the engine gives them). */
export type OcrSymbol = { text: string; confidence: number; x0: number; x1: number; y0?: number; y1?: number };

/**
 * Puts OCR'd characters of one MRZ line into its 44 fixed-pitch cells: a character read twice lands
 * in one cell (the more confident reading stays), a cell nothing was read in stays empty.
 * The pitch comes from the median distance between neighbouring characters.
 */
export function alignedCells(symbols: OcrSymbol[], length = TD3_LINE_LENGTH): (OcrSymbol | undefined)[] | null {
  const chars = symbols.filter((s) => s.text.trim()).sort((a, b) => a.x0 - b.x0);
  if (chars.length < length / 2) return null;
  const centres = chars.map((s) => (s.x0 + s.x1) / 2);
  const gaps = centres.slice(1).map((c, i) => c - centres[i]!).filter((gap) => gap > 0);
  const sorted = [...gaps].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 1;
  // The span from the first to the last character covers length - 1 pitches when both ends were read.
  const span = centres.at(-1)! - centres[0]!;
  const spanPitch = span / (length - 1);
  const pitch = Math.abs(spanPitch - median) / median < 0.08 ? spanPitch : median;
  const cells: (OcrSymbol | undefined)[] = new Array(length);
  chars.forEach((symbol, i) => {
    const cell = Math.round((centres[i]! - centres[0]!) / pitch);
    if (cell >= length) return;
    const held = cells[cell];
    if (!held || symbol.confidence > held.confidence) cells[cell] = symbol;
  });
  return cells;
}

/** The line as 44 characters, a cell nothing was read in as a filler (or the characters as read when too few to place). */
export function alignMonospaceLine(symbols: OcrSymbol[], length = TD3_LINE_LENGTH): string {
  const cells = alignedCells(symbols, length);
  if (!cells) return symbols.filter((s) => s.text.trim()).sort((a, b) => a.x0 - b.x0).map((s) => s.text).join('');
  return Array.from(cells, (symbol) => symbol?.text ?? '<').join('');
}
