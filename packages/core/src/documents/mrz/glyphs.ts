import type { GreyImage } from './pixels.ts';
import type { OcrSymbol } from './align.ts';

/** A glyph as a small grid of ink shares (0 white … 1 black), its box scaled to fill the grid. */
export type Glyph = Float32Array;

const GRID_W = 12;
const GRID_H = 16;

/** The glyph inside a symbol's box: ink shares by area, the box trimmed to its ink first. */
export function glyphAt(image: GreyImage, box: { x0: number; x1: number; y0: number; y1: number }): Glyph | null {
  const trimmed = inkBounds(image, box);
  if (!trimmed) return null;
  const { x0, x1, y0, y1 } = trimmed;
  const grid = new Float32Array(GRID_W * GRID_H);
  const cellW = (x1 - x0) / GRID_W;
  const cellH = (y1 - y0) / GRID_H;
  for (let gy = 0; gy < GRID_H; gy++) {
    for (let gx = 0; gx < GRID_W; gx++) {
      let ink = 0;
      let count = 0;
      for (let y = Math.floor(y0 + gy * cellH); y < Math.max(Math.floor(y0 + (gy + 1) * cellH), Math.floor(y0 + gy * cellH) + 1); y++) {
        for (let x = Math.floor(x0 + gx * cellW); x < Math.max(Math.floor(x0 + (gx + 1) * cellW), Math.floor(x0 + gx * cellW) + 1); x++) {
          ink += 1 - image.data[y * image.width + x]! / 255;
          count++;
        }
      }
      grid[gy * GRID_W + gx] = ink / count;
    }
  }
  return grid;
}

/** The box shrunk to the rows and columns that hold ink (darker than mid-grey); null when it holds none. */
function inkBounds(image: GreyImage, box: { x0: number; x1: number; y0: number; y1: number }) {
  const clampX = (x: number) => Math.max(0, Math.min(image.width, Math.round(x)));
  const clampY = (y: number) => Math.max(0, Math.min(image.height, Math.round(y)));
  let [x0, x1, y0, y1] = [clampX(box.x1), clampX(box.x0), clampY(box.y1), clampY(box.y0)];
  for (let y = clampY(box.y0); y < clampY(box.y1); y++) {
    for (let x = clampX(box.x0); x < clampX(box.x1); x++) {
      if (image.data[y * image.width + x]! >= 128) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x + 1);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y + 1);
    }
  }
  return x1 - x0 >= 2 && y1 - y0 >= 4 ? { x0, x1, y0, y1 } : null;
}

/** How alike two glyphs are: the correlation of their grids (1 the same shape, 0 unrelated). */
export function likeness(a: Glyph, b: Glyph): number {
  const mean = (g: Glyph) => g.reduce((sum, v) => sum + v, 0) / g.length;
  const [ma, mb] = [mean(a), mean(b)];
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}

/** Exemplars of characters in this document's own font, by character. */
export type Exemplars = Map<string, Glyph[]>;

/**
 * Exemplars from cells whose character is known: `known[i]` is the character cell i certainly holds
 * (null when not known), `cells[i]` the symbol OCR placed there, boxes in `image`.
 */
export function exemplarsOf(image: GreyImage, cells: readonly (OcrSymbol | undefined)[], known: readonly (string | null)[], into: Exemplars = new Map()): Exemplars {
  cells.forEach((symbol, i) => {
    const char = known[i];
    if (!symbol || !char || char === '<' || symbol.y0 === undefined || symbol.y1 === undefined) return;
    const glyph = glyphAt(image, { x0: symbol.x0, x1: symbol.x1, y0: symbol.y0, y1: symbol.y1 });
    if (glyph) into.set(char, [...(into.get(char) ?? []), glyph]);
  });
  return into;
}

/** How much a glyph looks like a character, by its best exemplar; null when this document shows none of it. */
export function resemblance(glyph: Glyph, char: string, exemplars: Exemplars): number | null {
  const shapes = exemplars.get(char);
  if (!shapes?.length) return null;
  return Math.max(...shapes.map((shape) => likeness(glyph, shape)));
}

/** A character this document shows decides a cell when its best exemplar beats every other option's by this much. */
const CLEAR_MARGIN = 0.06;
/** With exemplars of one option only: at least this alike settles for it, at most LOW settles against it. */
const HIGH = 0.85;
const LOW = 0.55;

/**
 * Narrows readings of a field (all accepted by the check digits) by how each disputed cell's glyph
 * compares with this document's own exemplars of the characters the readings put there. A cell is
 * settled when one option clearly looks more like its exemplars than the others (or, with exemplars
 * of one option only, clearly does or does not look like it); readings that disagree with a settled
 * cell are dropped. Returns the readings left, in their order. `comparativeOnly` allows only the
 * first kind of decision (exemplars of every option), for overruling a reading OCR made itself.
 */
export function narrowByGlyphs(readings: readonly string[], glyphs: readonly (Glyph | null)[], exemplars: Exemplars, comparativeOnly = false): string[] {
  let left = [...readings];
  const first = readings[0] ?? '';
  for (let i = 0; i < first.length; i++) {
    const options = [...new Set(left.map((reading) => reading[i]!))];
    const glyph = glyphs[i];
    if (options.length < 2 || !glyph) continue;
    const decided = decideCell(glyph, options, exemplars, comparativeOnly);
    if (decided) left = left.filter((reading) => reading[i] === decided);
  }
  return left;
}

function decideCell(glyph: Glyph, options: string[], exemplars: Exemplars, comparativeOnly: boolean): string | null {
  const scored = options.map((char) => ({ char, score: resemblance(glyph, char, exemplars) }));
  const known = scored.filter((s): s is { char: string; score: number } => s.score !== null).sort((a, b) => b.score - a.score);
  if (known.length === options.length) return known[0]!.score - known[1]!.score >= CLEAR_MARGIN ? known[0]!.char : null;
  if (!comparativeOnly && known.length === 1 && options.length === 2) {
    const [only] = known as [{ char: string; score: number }];
    if (only.score >= HIGH) return only.char;
    if (only.score <= LOW) return options.find((char) => char !== only.char)!;
  }
  return null;
}
