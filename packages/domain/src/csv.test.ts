import { expect, it } from 'vitest';
import { neutraliseCsvCell } from './csv.ts';

it('prefixes cells a spreadsheet would run as formulas, and leaves the rest alone', () => {
  for (const cell of ['=1+1', '+44 20 7946 0000', '-5', '@SUM(A1)', '\t=cmd', '\r=cmd']) expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  for (const cell of ['Zoë Müller', 'a=b', '', "O'Brien", '12.50']) expect(neutraliseCsvCell(cell)).toBe(cell);
});
