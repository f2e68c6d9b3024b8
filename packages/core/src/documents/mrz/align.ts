import { TD3_LINE_LENGTH } from '@eta/domain';

/** One character OCR read, with its box in the image read (`y0`/`y1` when the engine gives them). */
export type OcrSymbol = { text: string; confidence: number; x0: number; x1: number; y0?: number; y1?: number };

/**
 * Puts OCR'd characters of one MRZ line into its 44 fixed-pitch cells: a character read twice lands
 * in one cell (the more confident reading stays), a cell nothing was read in stays empty.
 * The pitch comes from the median distance between neighbouring characters; specks read well before the line are left out (`lineStart`).
 */
export function alignedCells(symbols: OcrSymbol[], length = TD3_LINE_LENGTH): (OcrSymbol | undefined)[] | null {
  const read = symbols.filter((s) => s.text.trim()).sort((a, b) => a.x0 - b.x0);
  if (read.length < length / 2) return null;
  const median = medianPitch(read);
  const chars = read.slice(lineStart(read, median));
  const centres = chars.map((s) => (s.x0 + s.x1) / 2);
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

/** The median distance between the centres of neighbouring characters: the line's pitch, where most were read. */
function medianPitch(chars: readonly OcrSymbol[]): number {
  const centres = chars.map((s) => (s.x0 + s.x1) / 2);
  const gaps = centres.slice(1).map((c, i) => c - centres[i]!).filter((gap) => gap > 0);
  const sorted = [...gaps].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

/**
 * A gap before a character wider than this many pitches parts specks read off the line from the line: an MRZ prints a glyph in every
 * cell, and the widest run OCR may miss near a line's start is a six-character number's three fillers.
 */
const SPECKS_GAP_PITCHES = 4;
/** At most this many characters before such a gap are specks; more are the line's own, read with cells missed. */
const MAX_SPECKS = 8;

/**
 * Where the line starts among the characters read: after the last wide gap among the first few, when any. A band cropped wider than
 * the page reads the surface beside it: dev 33600/14 (Martian Mono on granite) read `31313` six pitches before line 2's first cell,
 * which pushed every character of the line five cells along.
 */
function lineStart(chars: readonly OcrSymbol[], pitch: number): number {
  let start = 0;
  for (let i = 1; i <= Math.min(MAX_SPECKS, chars.length - 1); i++) {
    if (chars[i]!.x0 - chars[i - 1]!.x1 > SPECKS_GAP_PITCHES * pitch) start = i;
  }
  return start;
}

/** The line as 44 characters, a cell nothing was read in as a filler (or the characters as read when too few to place). */
export function alignMonospaceLine(symbols: OcrSymbol[], length = TD3_LINE_LENGTH): string {
  const cells = alignedCells(symbols, length);
  if (!cells) return symbols.filter((s) => s.text.trim()).sort((a, b) => a.x0 - b.x0).map((s) => s.text).join('');
  return Array.from(cells, (symbol) => symbol?.text ?? '<').join('');
}

/** Realigning a line read onto the templates' cells must spare at least this many differing cells: chance alignments of unrelated letters spare one or two. */
const MIN_REALIGNING_GAIN = 4;

/**
 * `read` (OCR's line 1) put back on the cells of `grid` (the templates' line 1, read cell by cell)
 * from cell `from` on, where OCR's line ran off them: a font's wide M read as two characters shifts
 * every later one a cell (HOFFMANNSTHAL read as HOFFIHHHOSTHHL). The two are aligned with fewest
 * edits; a character OCR read too many is dropped, and a cell it read nothing for takes the grid's
 * character. Null where the alignment spares fewer than `MIN_REALIGNING_GAIN` differing cells (the
 * grid's last cells, which characters pushed past the line's end left unread, cost nothing): the line
 * read was on its cells.
 */
export function realignedOntoGrid(read: string, grid: string, from: number): string | null {
  const [a, b] = [read.slice(from), grid.slice(from)];
  // cost[i][j]: fewest edits turning a's first i characters into b's first j.
  const cost = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cost[i]![j] = Math.min(cost[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const differing = [...b].filter((char, k) => a[k] !== char).length;
  // The line was cut to the zone's width: what a character read as several pushed past its end was lost with the cut, and is no edit.
  const edits = cost[a.length]![b.length]! - cellsCutOff(cost, a, b);
  if (differing - edits < MIN_REALIGNING_GAIN) return null;
  const cells: string[] = [];
  let [i, j] = [a.length, b.length];
  while (j > 0) {
    if (i > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      cells.unshift(a[i - 1]!);
      [i, j] = [i - 1, j - 1];
    } else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + 1) i--;
    else cells.unshift(b[--j]!);
  }
  return read.slice(0, from) + cells.join('');
}

/** The grid's last cells the fewest edits turning `a` into `b` leave with no character of `a` read for them: `a` ran out before them. */
function cellsCutOff(cost: number[][], a: string, b: string): number {
  let cut = 0;
  while (cut < b.length && cost[a.length]![b.length - cut]! === cost[a.length]![b.length - cut - 1]! + 1) cut++;
  return cut;
}
