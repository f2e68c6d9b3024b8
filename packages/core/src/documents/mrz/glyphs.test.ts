import { describe, expect, it } from 'vitest';
import type { OcrSymbol } from './align.ts';
import { asBothRead, bothEngines, depthsBelowLine, fitsQTails, qTails, withCellsBothRead, exemplarsOf, glyphAt, glyphsChoice, glyphScores, likeness, rankedByScore, suggestedCharacters, type Exemplars, type Glyph } from './glyphs.ts';
import type { GreyImage } from './pixels.ts';

/** Synthetic glyphs, 16×24 px each in a 24 px pitch: shapes that differ the way O and 0, I and 1 do. */
const SHAPES: Record<string, string[]> = {
  // A plain ring.
  O: ['################', '#..............#', '#..............#', '#..............#'],
  // A ring with a bar through it (a slashed zero).
  '0': ['################', '#......##......#', '#......##......#', '#......##......#'],
  // A bar with full serifs.
  I: ['################', '......####......', '......####......', '################'],
  // A bar with a flag and a foot.
  '1': ['....######......', '...#######......', '......####......', '...##########...'],
};

function draw(image: GreyImage, char: string, cell: number): OcrSymbol {
  const rows = SHAPES[char]!;
  const x0 = cell * 24 + 4;
  for (let y = 0; y < 24; y++) {
    // First and last rows as drawn; the middle rows repeat the shape's middle.
    const pattern = y < 2 ? rows[0]! : y > 21 ? rows[3]! : y === 2 || y === 21 ? rows[1]! : rows[2]!;
    for (let x = 0; x < 16; x++) if (pattern[x] === '#') image.data[(y + 4) * image.width + x0 + x] = 0;
  }
  return { text: char, confidence: 90, x0, x1: x0 + 16, y0: 4, y1: 28 };
}

function page(chars: string): { image: GreyImage; cells: OcrSymbol[] } {
  const image: GreyImage = { data: new Uint8Array(chars.length * 24 * 32).fill(255), width: chars.length * 24, height: 32 };
  return { image, cells: [...chars].map((char, i) => draw(image, char, i)) };
}

const glyphOf = (image: GreyImage, symbol: OcrSymbol) => glyphAt(image, { x0: symbol.x0, x1: symbol.x1, y0: symbol.y0!, y1: symbol.y1! })!;

/** The glyphs' verdict on readings of a field: the best, and its rivals. */
const weighReadings = (readings: string[], glyphs: (Glyph | null)[], exemplars: Exemplars, seen = '') => rankedByScore(glyphScores(readings, glyphs, exemplars, seen));

describe('glyph calibration', () => {
  const { image, cells } = page('OO00II11O0I1');
  const known = [...'OO00II11'].map((c) => c as string | null).concat([null, null, null, null]);
  const exemplars: Exemplars = exemplarsOf(image, cells, known);
  const disputed = cells.slice(8).map((cell) => glyphOf(image, cell));

  it('learns each character from the cells whose character is known', () => {
    expect([...exemplars.keys()].sort()).toEqual(['0', '1', 'I', 'O']);
    expect(likeness(exemplars.get('O')![0]!, exemplars.get('O')![1]!)).toBeCloseTo(1, 5);
    expect(likeness(exemplars.get('O')![0]!, exemplars.get('0')![0]!)).toBeLessThan(0.9);
  });

  it('settles O against 0 and I against 1 by this document’s own exemplars', () => {
    // Cells 8–11 hold O, 0, I, 1; every reading is what check digits alone would accept.
    const readings = ['0O1I', 'O01I', '0OI1', 'O0I1'];
    expect(weighReadings(readings, disputed, exemplars)).toEqual({ best: 'O0I1', rivals: [] });
  });

  it('with exemplars of one option only, settles only when the glyph is clearly that option or clearly not it', () => {
    const onlyDigits = exemplarsOf(image, cells, [null, null, '0', '0', null, null, '1', '1', null, null, null, null]);
    // Cell 11 is a 1 just like those seen: settled as 1, whatever an I would look like.
    expect(weighReadings(['I', '1'], [disputed[3]!], onlyDigits)).toEqual({ best: '1', rivals: [] });
    // 0 and O print nearly alike in many fonts: a 0 like those seen still leaves O open without an O to compare.
    expect(weighReadings(['O', '0'], [disputed[1]!], onlyDigits).rivals).toHaveLength(1);
    // Cell 8 is an O, less like the 0s seen than any 0 is: settled as not 0.
    expect(weighReadings(['0', 'O'], [disputed[0]!], onlyDigits)).toEqual({ best: 'O', rivals: [] });
  });

  it('never tells two options apart that the document shows neither of, however unlike the shown ones the glyph is', () => {
    const onlyBars = exemplarsOf(image, cells, [null, null, null, null, 'I', 'I', null, null, null, null, null, null]);
    expect(weighReadings(['0', 'O'], [disputed[0]!], onlyBars, '0').rivals).toEqual(['O']);
  });

  it('leaves every reading open where the document shows none of the options, OCR’s reading first', () => {
    expect(weighReadings(['0', 'O'], [disputed[0]!], new Map(), 'O')).toEqual({ best: 'O', rivals: ['0'] });
  });

  it('keeps as a rival a reading OCR’s reading outweighs in several cells where the glyphs tie them', () => {
    // Three cells of one glyph the document shows neither option of: OCR's vote in each sums to a rival's margin, and breaks the tie only.
    const tied = [disputed[0]!, disputed[0]!, disputed[0]!];
    expect(weighReadings(['OOO', '000'], tied, new Map(), 'OOO').rivals).toEqual([]);
    expect(glyphsChoice(['OOO', '000'], tied, new Map(), 'OOO')).toEqual({ best: 'OOO', rivals: [], tiedByShape: ['000'], scores: expect.any(Map) });
    // Where the glyphs settle it, OCR's vote does not bring a rival back.
    expect(glyphsChoice(['O0I1', '0OI1', 'O01I'], disputed, exemplars, '0OI1')).toEqual({ best: 'O0I1', rivals: [], tiedByShape: [], scores: expect.any(Map) });
  });

  it('weighs a reading by all its disputed cells: two cells that clearly disagree outweigh OCR', () => {
    expect(weighReadings(['O0I1', '0OI1', 'O01I'], disputed, exemplars, '0OI1')).toEqual({ best: 'O0I1', rivals: [] });
  });

  it('suggests, per cell, the characters this document prints most like its glyph, whatever OCR read there', () => {
    expect(suggestedCharacters(disputed, exemplars)).toEqual(['O', '0', 'I', '1']);
    // A cell shown no alike character suggests nothing; a missing glyph suggests nothing.
    const onlyBars = exemplarsOf(image, cells, [null, null, null, null, 'I', 'I', null, null, null, null, null, null]);
    expect(suggestedCharacters([disputed[0]!, null], onlyBars)).toEqual(['', '']);
  });

  it('tells a round O from a narrow 0 of the same shape by how wide this document prints each', () => {
    // Plain rings, 16 px wide for O and 12 px for 0, their sides a quarter of their width: scaled to the grid they are one shape.
    const ring = (image: GreyImage, cell: number, width: number): OcrSymbol => {
      const x0 = cell * 24 + 4;
      for (let y = 0; y < 24; y++) for (let x = 0; x < width; x++) if (y < 2 || y > 21 || x < width / 4 || x >= width - width / 4) image.data[(y + 4) * image.width + x0 + x] = 0;
      return { text: 'O', confidence: 90, x0, x1: x0 + width, y0: 4, y1: 28 };
    };
    const image: GreyImage = { data: new Uint8Array(6 * 24 * 32).fill(255), width: 6 * 24, height: 32 };
    const cells = [16, 16, 12, 12, 16, 12].map((width, i) => ring(image, i, width));
    const rings = exemplarsOf(image, cells, ['O', 'O', '0', '0', null, null]);
    const [wide, narrow] = cells.slice(4).map((cell) => glyphOf(image, cell));
    expect(likeness(rings.get('O')![0]!, rings.get('0')![0]!)).toBeCloseTo(1, 5);
    expect(weighReadings(['O', '0'], [wide!], rings, '0')).toEqual({ best: 'O', rivals: [] });
    expect(weighReadings(['O', '0'], [narrow!], rings, 'O')).toEqual({ best: '0', rivals: [] });
  });
});

describe('both engines', () => {
  const scores: Record<string, number> = { C4OQIOO7: 3.91 + 5.51, C4OGIOO7: 3.81 + 5.72, C4OQIO07: 3.5 + 5.4 };
  const fused = (reading: string) => scores[reading]!;

  it('takes, where the glyphs ruled out the templates’ choice, the one of the two their scores together favour, the other a rival', () => {
    expect(bothEngines({ best: 'C4OQIOO7', rivals: ['C4OQIO07'] }, { best: 'C4OGIOO7', rivals: [] }, fused)).toEqual({ best: 'C4OGIOO7', rivals: ['C4OQIOO7', 'C4OQIO07'] });
  });

  it('keeps the glyphs’ choice where their scores together favour it', () => {
    expect(bothEngines({ best: 'C4OGIOO7', rivals: [] }, { best: 'C4OQIO07', rivals: [] }, fused)).toEqual({ best: 'C4OGIOO7', rivals: ['C4OQIO07'] });
  });

  it('keeps a rival of the templates open where the glyphs tie it with their choice but for OCR’s vote', () => {
    expect(bothEngines({ best: 'C4OGIOO7', rivals: [], tiedByShape: ['C4OQIOO7'] }, { best: 'C4OGIOO7', rivals: ['C4OQIOO7', 'C4OQIO07'] }, fused)).toEqual({ best: 'C4OGIOO7', rivals: ['C4OQIOO7'] });
    expect(bothEngines({ best: 'C4OGIOO7', rivals: [] }, { best: 'C4OGIOO7', rivals: ['C4OQIOO7'] }, fused)).toEqual({ best: 'C4OGIOO7', rivals: [] });
  });

  it('takes of the readings both keep the one their scores together favour', () => {
    expect(bothEngines({ best: 'C4OQIOO7', rivals: ['C4OGIOO7'] }, { best: 'C4OGIOO7', rivals: ['C4OQIOO7'] }, fused)).toEqual({ best: 'C4OGIOO7', rivals: ['C4OQIOO7'] });
  });
});

describe('as both engines read it', () => {
  const readings = ['CGGM48QPB', 'CGGM93QPB', 'QOOM93QPB'];

  it('takes the number both engines read where the choice holds characters neither read, no look-alikes of theirs (9 and 3 for their 4 and 8)', () => {
    expect(asBothRead({ best: 'CGGM93QPB', rivals: ['QOOM93QPB', 'CGGM48QPB'] }, ['CGGM48QPB', 'CGGM48QPB'], readings)).toEqual({ best: 'CGGM48QPB', rivals: ['CGGM93QPB', 'QOOM93QPB'] });
  });

  it('leaves the choice where it differs from their reading by look-alikes alone, which the scores are there to settle (their O for its 0)', () => {
    const judged = { best: '0DZB0NG19', rivals: ['ODZBONG19'] };
    expect(asBothRead(judged, ['ODZBONG19', 'ODZBONG19'], ['0DZB0NG19', 'ODZBONG19'])).toBe(judged);
  });

  it('leaves the choice where the engines read the number differently, or their reading does not pass', () => {
    const judged = { best: 'CGGM93QPB', rivals: ['CGGM48QPB'] };
    expect(asBothRead(judged, ['CGGM48QPB', 'CGGM4BQPB'], readings)).toBe(judged);
    expect(asBothRead(judged, ['CGGM48QPB'], readings)).toBe(judged);
    expect(asBothRead(judged, ['CGGM47QPB', 'CGGM47QPB'], readings)).toBe(judged);
  });
});

describe('with the cells both engines read alike', () => {
  const readings = ['DGIIOYIG<', '0GIIOY1G<', '0GI1OYIG<', '0GIIOYBG<'];
  const judged = { best: 'DGIIOYIG<', rivals: ['0GIIOYBG<', '0GIIOY1G<'] };
  const first = (among: readonly string[]) => among[0]!;

  it('lets the engines pick among the readings that keep those cells where the choice holds a character neither read in one', () => {
    // Dev 22500/41 (Oxygen Mono): OCR read 0GI1OYIG, the templates 0GIIOY1G; the choice's D in cell 0 pays for OCR's I in cell 6.
    expect(withCellsBothRead(judged, ['0GI1OYIG<', '0GIIOY1G<'], readings, first)).toEqual({ best: '0GIIOY1G<', rivals: ['DGIIOYIG<', '0GIIOYBG<'] });
    expect(withCellsBothRead(judged, ['0GI1OYIG<', '0GIIOY1G<'], readings, (among) => among[1]!).best).toBe('0GI1OYIG<');
  });

  it('leaves the choice where it keeps those cells, where the engines read the whole number alike, or where no reading keeps them', () => {
    expect(withCellsBothRead({ best: '0GIIOY1G<', rivals: [] }, ['0GI1OYIG<', '0GIIOY1G<'], readings, first)).toEqual({ best: '0GIIOY1G<', rivals: [] });
    expect(withCellsBothRead(judged, ['0GIIOY1G<', '0GIIOY1G<'], readings, first)).toBe(judged);
    expect(withCellsBothRead(judged, ['0GI1OYIG<'], readings, first)).toBe(judged);
    expect(withCellsBothRead(judged, ['0GI1OYIG<', '0GIIOY1G<'], ['DGIIOYIG<', '0GIIOYBG<'], first)).toBe(judged);
  });

  it('leaves the choice where it holds only O for their 0, or 0 for their O, in those cells: the scores settle that pair', () => {
    const chosenRight = { best: 'ZO22ZBB0<', rivals: ['Z022ZBBO<'] };
    expect(withCellsBothRead(chosenRight, ['Z022ZBBO<', 'Z022Z8BO<'], ['ZO22ZBB0<', 'Z022ZBBO<'], first)).toBe(chosenRight);
  });

  // Dev 22700/12 (Spline Sans Mono): both engines read IQ855SO2's Q as O, and the scores chose it right.
  it('leaves the choice where it holds a Q in a cell both engines read as O: a tail lost, not one made up', () => {
    const chosen = { best: 'IQ855SO2<', rivals: [] };
    expect(withCellsBothRead(chosen, ['1OB55802<', 'IO855SO2<'], ['IQ855SO2<', '1OB55S02<'], first)).toBe(chosen);
  });

  // Dev 23400/31 (Chivo Mono): both engines read FO0IQO1S1's 0 as O; keeping that O cost the 1s, taken as Is for the check digits.
  it('lets the engines pick an O or 0 both read either way among the readings that keep the other cells both read', () => {
    const chosen = { best: 'F00I0O1S1', rivals: [] };
    const readings = ['F00I0O1S1', 'FOOIQOISI', 'FO0IQO1S1'];
    const byScores = (among: readonly string[]) => (among.includes('FO0IQO1S1') ? 'FO0IQO1S1' : among[0]!);
    expect(withCellsBothRead(chosen, ['FOOIQOISI', 'FOOIQO1S1'], readings, byScores).best).toBe('FO0IQO1S1');
  });
});

describe('depthsBelowLine and qTails', () => {
  // Ink boxes 20 px high in a 30 px pitch standing on a line that drops 1 px every 60 px: a zone left slightly slanted.
  const standing = (cell: number, below = 0) => ({ x0: cell * 30, x1: cell * 30 + 20, y0: 10 + cell / 2, y1: 30 + cell / 2 + below });
  const reference = Array.from({ length: 20 }, (_, i) => standing(i + 10));

  it('measures how far each box reaches below the slanted line, in character heights', () => {
    const depths = depthsBelowLine([standing(0), standing(1, 4), null], reference)!;
    expect(depths[0]).toBeCloseTo(0, 5);
    expect(depths[1]).toBeCloseTo(0.2, 5);
    expect(depths[2]).toBeNull();
  });

  it('leaves out a reference off the line (a cell boxed with a smudge under it)', () => {
    const smudged = reference.map((box, i) => (i === 5 ? { ...box, y1: box.y1 + 12 } : box));
    expect(depthsBelowLine([standing(0)], smudged)![0]).toBeCloseTo(0, 5);
  });

  it('tells nothing with too few references to draw the line', () => {
    expect(depthsBelowLine([standing(0)], reference.slice(0, 5))).toBeNull();
  });

  it('tells a glyph reaching well below the line from those that stay on it where it does', () => {
    expect(qTails([0.01, 0.2, -0.01, 0.04, null])).toEqual(['on', 'below', 'on', 'on', null]);
  });

  it('tells nothing where no glyph reaches below as a Q does: a font may keep its tail on the line', () => {
    expect(qTails([0.01, 0.05, 0.03])).toEqual([null, null, null]);
  });

  it("keeps a cell open that reaches half as far as the page's deepest or more", () => {
    expect(qTails([0.1, 0.055, 0.0])).toEqual(['below', null, 'on']);
    expect(qTails([0.3, 0.12, 0.05])).toEqual(['below', 'below', 'on']);
  });

  it('lets a reading fit the tails with a Q or J where a glyph reaches below, and no Q on the line where its Q reaches below', () => {
    const tails = qTails([0.2, 0.0, 0.01]);
    expect(fitsQTails('QO0', tails)).toBe(true);
    expect(fitsQTails('OO0', tails)).toBe(false);
    expect(fitsQTails('QQ0', tails)).toBe(false);
    expect(fitsQTails('QO0', [])).toBe(true);
  });

  // Wide dev 53300/23 (Kode Mono): the J of GB2S6B0J reaches below the line as its Qs do; what that says of the font's Q is unknown.
  it('takes a J reaching below as no word on where the Q stands', () => {
    const tails = qTails([0.0, 0.0, 0.15]);
    expect(fitsQTails('BOJ', tails)).toBe(true);
    expect(fitsQTails('BQJ', tails)).toBe(true);
    expect(fitsQTails('BQQ', tails)).toBe(false);
  });
});
