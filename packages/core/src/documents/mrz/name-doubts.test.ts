import { describe, expect, it } from 'vitest';
import type { Glyph } from './glyphs.ts';
import { doubtfulNameCells, type ReadCell } from './name-doubts.ts';

/** A synthetic glyph per character: a fixed pseudo-random ink pattern, so two characters' shapes are unrelated. */
function shape(char: string): Glyph {
  let seed = char.charCodeAt(0) * 7919;
  const grid = Float32Array.from({ length: 12 * 16 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % 3 === 0 ? 1 : 0;
  });
  return { grid, aspect: 0.7 };
}

const LINE1 = 'P<FRAJOHANSSON<<JAMES<<<<<<<<<<<<<<<<<<<<<<<';
const LINE2 = 'AB12345674FRA9001014M3101012<<<<<<<<<<<<<<04';

/** Every cell of a zone read as printed, each glyph its character's shape. */
function zone(line1 = LINE1, line2 = LINE2): ReadCell[] {
  const cells = (text: string, line: 0 | 1) => [...text].map((char, index) => ({ line, index, char, seen: char, glyph: shape(char) }));
  return [...cells(line1, 0), ...cells(line2, 1)];
}

const at = (cells: ReadCell[], line: 0 | 1, index: number) => cells.find((cell) => cell.line === line && cell.index === index)!;

describe('doubtful name cells', () => {
  it('doubts nothing in a zone read as printed', () => {
    expect(doubtfulNameCells(zone())).toEqual([]);
  });

  it('doubts a name letter OCR also saw where a confirmed cell holds another (H seen in FRA’s A)', () => {
    const cells = zone('P<FRAJOHHNSSON<<JAMES<<<<<<<<<<<<<<<<<<<<<<<');
    at(cells, 0, 4).seen = 'H';
    // Both H cells look alike, and like no confirmed letter: only OCR's misread of FRA gives them away.
    expect(doubtfulNameCells(cells)).toEqual([7, 8]);
    expect(doubtfulNameCells(zone('P<FRAJOHHNSSON<<JAMES<<<<<<<<<<<<<<<<<<<<<<<'))).toEqual([]);
  });

  it('doubts a letter whose glyph is unlike every other cell given that letter (a W among Ns)', () => {
    const cells = zone('P<FRAJOHANSSON<<NINA<<<<<<<<<<<<<<<<<<<<<<<<');
    at(cells, 0, 9).glyph = shape('W');
    expect(doubtfulNameCells(cells)).toEqual([9]);
  });

  it('doubts a letter whose glyph is surely a confirmed different letter', () => {
    // The only H of the zone, shaped like the A of FRA.
    const cells = zone('P<FRAJONES<<JHMES<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    at(cells, 0, 13).glyph = shape('A');
    expect(doubtfulNameCells(cells)).toEqual([13]);
  });

  it('doubts a filler between two letters where OCR saw nothing, not the filler parting surname from given names', () => {
    const cells = zone('P<FRAJOHANSSON<<JA<ES<<<<<<<<<<<<<<<<<<<<<<<').filter((cell) => !(cell.line === 0 && cell.index === 18));
    expect(doubtfulNameCells(cells)).toEqual([18]);
  });
});
