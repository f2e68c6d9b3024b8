import { describe, expect, it } from 'vitest';
import { locateMrzBand, locateMrzBandByOneLine, slantByRows } from './locate.ts';
import type { GreyImage } from './pixels.ts';

const WIDTH = 1000;
const HEIGHT = 600;
const LETTER = { width: 10, height: 16, pitch: 15 };

/**
 * A white page with rows of hollow boxes, one box a character of a zone's line (`count` of them, from x 150, centred on `cy`, `pitch`
 * apart on whole pixels), the first drawn solid where `solidFirst`, and `others`.
 */
function pageWithRows(rows: { cy: number; count: number; pitch?: number; solidFirst?: boolean }[], others: Box[] = []): GreyImage {
  const data = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const letters = rows.flatMap(({ cy, count, pitch = LETTER.pitch, solidFirst = false }) =>
    Array.from({ length: count }, (_, k) => ({ x0: 150 + Math.round(k * pitch), y0: cy - LETTER.height / 2, width: LETTER.width, height: LETTER.height, solid: solidFirst && k === 0 })),
  );
  for (const box of [...letters, ...others]) drawBox(data, box);
  return { data, width: WIDTH, height: HEIGHT };
}

type Box = { x0: number; y0: number; width: number; height: number; solid?: boolean };

function drawBox(data: Uint8Array, { x0, y0, width, height, solid = false }: Box): void {
  for (let y = y0; y < y0 + height; y++)
    for (let x = x0; x < x0 + width; x++) {
      const stroke = solid || y < y0 + 2 || y >= y0 + height - 2 || x < x0 + 2 || x >= x0 + width - 2;
      if (stroke) data[y * WIDTH + x] = 0;
    }
}

describe('the zone’s two lines', () => {
  // Wide dev 45800/26 (Xanh Mono on granite): a patch of granite along the page's edge, 3.4 character heights tall, lay 3.2 heights past
  // both lines' ends, and its height let it join both rows, and the specks beyond it after it.
  it('end at their last characters, not at a tall patch past them that is nearer than its own height', () => {
    const lastEnd = 150 + 43 * LETTER.pitch + LETTER.width;
    const patches = [300, 350].map((cy) => ({ x0: lastEnd + 36, y0: cy - 20, width: 10, height: 40 }));
    const band = locateMrzBand(pageWithRows([{ cy: 300, count: 44 }, { cy: 350, count: 44 }], patches), 0)!;
    expect(band.right).toBeGreaterThan(lastEnd);
    expect(band.right).toBeLessThan(lastEnd + 36);
  });

  // Dev 35700/14 (Martian Mono): the bold M and B starting the lines were too solid for characters at analysis width, so both rows started
  // late; the median step, 18 px for 18.2, reached back 44 cells to 7 px short of a cell before them, and the crop cut the P and the M.
  it('start where 44 cells at the rows’ spacing reach back from their ends, where the rows start half a cell or more later', () => {
    const rows = [300, 350].map((cy) => ({ cy, count: 44, pitch: 15.4, solidFirst: true }));
    const band = locateMrzBand(pageWithRows(rows), 0)!;
    expect(band.left).toBeLessThanOrEqual(150);
    expect(band.left).toBeGreaterThan(150 - LETTER.pitch * 2);
    // Where the rows start at their first cell, the band starts a margin before it.
    const whole = locateMrzBand(pageWithRows(rows.map((row) => ({ ...row, solidFirst: false }))), 0)!;
    expect(whole.left).toBe(150 - Math.round(LETTER.height * 0.6));
  });

  // Wide dev 50000/13 (Victor Mono on granite): specks below the page lined up into a row at line spacing under line 2, starting level
  // with it and ending three cells short; paired with line 2 as the lowest pair, the crop cut line 1 off.
  it('are the rows above a row of specks that pairs with line 2 but ends short of it', () => {
    const band = locateMrzBand(pageWithRows([{ cy: 300, count: 44 }, { cy: 340, count: 44 }, { cy: 390, count: 41 }]), 0)!;
    expect(band.top).toBeLessThan(300 - LETTER.height / 2);
    expect(band.bottom).toBeLessThan(390 - LETTER.height / 2);
  });
});

describe('the zone around one line found alone', () => {
  it('reaches up from a row of 44 characters taken for line 2, and down from one taken for line 1', () => {
    const page = pageWithRows([{ cy: 500, count: 44 }]);
    // One row is no pair of lines.
    expect(locateMrzBand(page, 0)).toBeNull();
    const above = locateMrzBandByOneLine(page, 'line 2')!;
    const below = locateMrzBandByOneLine(page, 'line 1')!;
    // A line spacing of up to 3.5 character heights fits in the reach (4.5 heights) past the row.
    expect(above.top).toBeLessThanOrEqual(500 - 3.5 * LETTER.height - LETTER.height / 2);
    // Past the row itself, only a margin: no room for another line.
    expect(above.bottom).toBeLessThan(500 + 1.5 * LETTER.height);
    expect(below.top).toBeGreaterThan(500 - 1.5 * LETTER.height);
    expect(below.bottom).toBeGreaterThanOrEqual(500 + 3.5 * LETTER.height + LETTER.height / 2);
    expect(above.lineHeight).toBe(LETTER.height);
    expect(above.left).toBeLessThan(150);
    expect(above.right).toBeGreaterThan(150 + 43 * LETTER.pitch + LETTER.width);
  });

  it('takes the lowest such row, and none that is short of most of a line’s cells', () => {
    expect(locateMrzBandByOneLine(pageWithRows([{ cy: 500, count: 30 }]), 'line 2')).toBeNull();
    const band = locateMrzBandByOneLine(pageWithRows([{ cy: 200, count: 44 }, { cy: 450, count: 42 }]), 'line 2')!;
    expect(band.bottom).toBeGreaterThan(450);
    expect(band.bottom).toBeLessThan(450 + 1.5 * LETTER.height);
  });
});

describe('the slant of the band’s rows of ink', () => {
  /** Two rows of 44 boxes falling `degrees` to the right (each box drawn level: only its place follows the slant). */
  const slantedRows = (degrees: number) => {
    const drop = Math.tan((degrees * Math.PI) / 180);
    const boxes = [280, 330].flatMap((cy) => Array.from({ length: 44 }, (_, k) => ({ x0: 150 + k * LETTER.pitch, y0: Math.round(cy - LETTER.height / 2 + k * LETTER.pitch * drop), width: LETTER.width, height: LETTER.height })));
    return pageWithRows([], boxes);
  };
  const band = { top: 220, bottom: 440, left: 130, right: 830, lineHeight: LETTER.height };

  // Wide dev 54500/95 (Libertinus Mono, found on a page turned by 3°): the zone, slanted 5.5°, chained in short runs whose centres
  // measured 3°; once turned by that it was not found again, and the templates could not cut its cells.
  it('is measured by the ink itself, however the characters chain', () => {
    expect(slantByRows(slantedRows(4), band)).toBeCloseTo(4, 0);
    expect(slantByRows(slantedRows(-2.5), band)).toBeCloseTo(-2.5, 0);
    expect(slantByRows(slantedRows(0), band)).toBe(0);
  });
});
