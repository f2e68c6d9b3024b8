import { formatTd3 } from '@eta/domain';
import { describe, expect, it } from 'vitest';
import { cellNumbers, inkBottoms, zoneCells } from './cells.ts';
import { renderedZone } from './templates.ts';

/** A zone of one person, its passport number `documentNumber`. */
const zoneNumbered = (documentNumber: string) =>
  formatTd3({
    issuingState: 'CAN',
    surname: 'Walker',
    givenNames: 'Nora',
    documentNumber,
    nationality: 'CAN',
    birthDate: '020229',
    sex: 'M',
    expiryDate: '310515',
    personalNumber: '',
  });
const zone = zoneNumbered('WB1I0O822');
const zoneWithQs = zoneNumbered('WQ1O0Q822');

describe('inkBottoms', () => {
  it("measures a Q's tail below the line its neighbours stand on, and not a speck further down", async () => {
    const rendered = (await renderedZone('source-code-pro', zoneWithQs, { blur: 1 }))!;
    const [, line2] = zoneCells(rendered.image, rendered.area)!;
    const height = line2.bottom - line2.top;
    // A speck under the O, a gap of clean paper between them.
    const { image } = rendered;
    const o = line2.cells[3]!;
    for (let y = Math.round(line2.bottom + height * 0.3); y < Math.round(line2.bottom + height * 0.4); y++) {
      for (let x = Math.round(o.x0 + 8); x < Math.round(o.x1 - 8); x++) image.data[y * image.width + x] = 0;
    }
    const below = inkBottoms(image, rendered.area, line2).map((bottom) => (bottom! - line2.bottom) / height);
    for (const q of [1, 5]) expect(below[q]).toBeGreaterThan(0.15);
    for (const other of [0, 2, 3, 4, 6, 7, 8]) expect(Math.abs(below[other]!)).toBeLessThan(0.05);
  });
});

describe('zoneCells', () => {
  it('cuts each line of a rendered zone into 44 cells at the printed pitch', async () => {
    const rendered = (await renderedZone('inconsolata', zone, { blur: 1 }))!;
    const lines = zoneCells(rendered.image, rendered.area)!;
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.cells).toHaveLength(44);
      const pitch = (line.cells[43]!.x0 - line.cells[0]!.x0) / 43;
      expect(pitch).toBeGreaterThan(27);
      expect(pitch).toBeLessThan(29);
    }
    expect(lines[1].top).toBeGreaterThan(lines[0].bottom);
  });

  it('starts a line whose first characters run together in one blob at its first cell, as the other line starts', async () => {
    const rendered = (await renderedZone('inconsolata', zone, { blur: 1 }))!;
    const [, line2] = zoneCells(rendered.image, rendered.area)!;
    // A smudge joins line 2's first three characters: a bar of ink from the first cell's centre to the third's, at mid-height.
    const { image } = rendered;
    const [first, third] = [line2.cells[0]!, line2.cells[2]!];
    const middle = Math.round((line2.top + line2.bottom) / 2);
    for (let y = middle - 2; y <= middle + 2; y++) {
      for (let x = Math.round((first.x0 + first.x1) / 2); x <= Math.round((third.x0 + third.x1) / 2); x++) image.data[y * image.width + x] = 0;
    }
    const [smudged1, smudged2] = zoneCells(image, rendered.area)!;
    const pitch = first.x1 - first.x0;
    expect(Math.abs(smudged2.cells[0]!.x0 - first.x0)).toBeLessThan(pitch / 4);
    expect(Math.abs(smudged2.cells[0]!.x0 - smudged1.cells[0]!.x0)).toBeLessThan(pitch / 4);
  });

  it('numbers the blobs of a line gap by gap, so a pitch measured a fraction of a pixel wide does not drift by a cell', () => {
    // Cutive Mono's line 2 at 27.63 pixels a cell, its pitch measured as 28 from the gaps between blobs.
    const blob = (k: number) => ({ x0: 0, x1: 0, y0: 0, y1: 0, cx: 30 + k * 27.63, cy: 0, area: 0 });
    const line = Array.from({ length: 44 }, (_, k) => blob(k));
    expect(cellNumbers(line, 28)).toEqual(line.map((_, k) => k));
    // A character lost leaves a gap of two cells.
    expect(cellNumbers([blob(0), blob(2), blob(3)], 28)).toEqual([0, 2, 3]);
  });

  it('finds no zone in an area without two rows of characters', () => {
    const blank = { data: new Uint8Array(1400 * 150).fill(255), width: 1400, height: 150 };
    expect(zoneCells(blank, { left: 0, top: 0, right: 1400, bottom: 150, lineHeight: 30 })).toBeNull();
  });
});
