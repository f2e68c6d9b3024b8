import { likeness, type Glyph } from './glyphs.ts';

/** One cell of the zone as read: its line (0 or 1), index, character after repair, what OCR itself saw there and its glyph. */
export type ReadCell = { line: 0 | 1; index: number; char: string; seen: string; glyph: Glyph | null };

/**
 * Cells whose character a known list confirms, whatever OCR saw: the document code, the issuing
 * state and nationality (known states) and the sex. Names have no check digit, so these are what
 * a name's letters can be compared with.
 */
const isConfirmed = ({ line, index }: ReadCell) => (line === 0 ? index === 0 || (index >= 2 && index <= 4) : (index >= 10 && index <= 12) || index === 20);

/** Below this, a letter is not like any other cell OCR gave the same letter: on 80 tuning-font pages a true letter fell below it once in 3,000. */
const UNLIKE_ITS_KIND = 0.45;
/** At least this alike to a confirmed different letter, and more alike to it than to its own kind, a letter is doubtful. */
const SURELY_OTHER = 0.9;

/**
 * The name cells (line 1, from index 5) the glyphs cast doubt on. Names have no check digit, so a
 * font OCR misreads (A as H, M as I) would otherwise fill the form with a wrong name unflagged.
 * A letter is doubtful when:
 * - OCR misread the same letter in a confirmed cell (it saw H where the state code is FRA's A);
 * - its glyph is unlike every other cell given that letter (a W among Ns);
 * - its glyph is surely a confirmed different letter, more than it is like its own kind;
 * - it is a filler between two letters that OCR saw nothing in (a letter it missed).
 */
export function doubtfulNameCells(cells: readonly ReadCell[]): number[] {
  const confirmed = cells.filter(isConfirmed);
  const misreadAs = new Set(confirmed.filter((cell) => cell.seen && cell.seen !== cell.char).map((cell) => cell.seen));
  const line1 = new Map(cells.filter((cell) => cell.line === 0).map((cell) => [cell.index, cell]));
  const doubtful: number[] = [];
  for (let index = 5; index < 44; index++) {
    const cell = line1.get(index);
    const char = cell?.char ?? '<';
    if (char === '<') {
      const between = /[A-Z]/.test(line1.get(index - 1)?.char ?? '') && /[A-Z]/.test(line1.get(index + 1)?.char ?? '');
      if (between && !cell?.seen) doubtful.push(index);
      continue;
    }
    if (misreadAs.has(char) || (cell?.glyph && glyphDoubts(cell as ReadCell & { glyph: Glyph }, cells, confirmed))) doubtful.push(index);
  }
  return doubtful;
}

function glyphDoubts(cell: ReadCell & { glyph: Glyph }, cells: readonly ReadCell[], confirmed: readonly ReadCell[]): boolean {
  const alikeTo = (others: readonly ReadCell[]) => {
    const scores = others.filter((other) => other !== cell && other.glyph).map((other) => likeness(cell.glyph, other.glyph!));
    return scores.length ? Math.max(...scores) : null;
  };
  const ownKind = alikeTo(cells.filter((other) => other.char === cell.char));
  const otherConfirmed = alikeTo(confirmed.filter((other) => other.char !== cell.char)) ?? 0;
  if (ownKind !== null && ownKind < UNLIKE_ITS_KIND) return true;
  return otherConfirmed >= SURELY_OTHER && otherConfirmed > (ownKind ?? 0);
}
