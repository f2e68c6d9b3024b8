import { formatTd3 } from '@eta/domain';
import { describe, expect, it } from 'vitest';
import { zoneCells } from './cells.ts';
import { renderedZone } from './templates.ts';

const zone = formatTd3({
  issuingState: 'CAN',
  surname: 'Walker',
  givenNames: 'Nora',
  documentNumber: 'WB1I0O822',
  nationality: 'CAN',
  birthDate: '020229',
  sex: 'M',
  expiryDate: '310515',
  personalNumber: '',
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

  it('finds no zone in an area without two rows of characters', () => {
    const blank = { data: new Uint8Array(1400 * 150).fill(255), width: 1400, height: 150 };
    expect(zoneCells(blank, { left: 0, top: 0, right: 1400, bottom: 150, lineHeight: 30 })).toBeNull();
  });
});
