import { describe, expect, it } from 'vitest';
import { alignMonospaceLine, realignedOntoGrid, type OcrSymbol } from './align.ts';

const line = 'P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<';
const symbolsOf = (text: string, pitch = 20): OcrSymbol[] => [...text].map((c, i) => ({ text: c, confidence: 90, x0: i * pitch + 2, x1: i * pitch + 16 }));

describe('alignMonospaceLine', () => {
  it('keeps a line read cell by cell', () => expect(alignMonospaceLine(symbolsOf(line))).toBe(line));

  it('keeps the more confident of two readings of one cell', () => {
    const symbols = symbolsOf(line);
    symbols.splice(4, 0, { text: 'Q', confidence: 40, x0: 4 * 20 + 4, x1: 4 * 20 + 14 });
    expect(alignMonospaceLine(symbols)).toBe(line);
  });

  it('fills a cell nothing was read in with a filler', () => {
    const symbols = symbolsOf(line).filter((_, i) => i !== 30);
    expect(alignMonospaceLine(symbols)).toBe(line);
  });
});

describe('realignedOntoGrid', () => {
  // Dev page (Nova Mono): OCR read HOFFMANNSTHAL's M as IH and WILHELMINA's W as UJ; the templates read each cell (their letters wrong).
  const read = 'P<ESPHOFFIHHHOSTHHL<<UJILHELIHIHH<CHLOE<PETE';
  const grid = 'P<ESPHOFFMHOOSTHHL<<UILHELMIOH<CHLOE<PETER<S';

  it('puts the characters OCR read back in the cells the templates read them in', () => {
    const realigned = realignedOntoGrid(read, grid, 2)!;
    expect(realigned).toHaveLength(44);
    expect(realigned.indexOf('<<')).toBe(grid.indexOf('<<'));
    expect(realigned.slice(30)).toBe(grid.slice(30));
  });

  // Wide dev page (Cascadia Mono): OCR read WILHELMINA's M as IVI, which pushed JACQUELINE's AC past the line's end.
  it('puts a line back on its cells where a letter read as three pushed its last characters past the end', () => {
    const realigned = realignedOntoGrid('P<USAHOFFMANNSTHAL<<ANASTASIA<WILHELIVIINA<J', 'P<USAHOFFMANNSTHAL<<ANASTASIA<WILHELMINA<JAC', 2)!;
    expect(realigned).toHaveLength(44);
    expect(realigned.slice(37)).toBe('INA<JAC');
  });

  it('leaves a line read on its cells, however many letters the two read otherwise', () => {
    expect(realignedOntoGrid('P<BRHPHPHDOPOULOU<IHLKER<<JHCQUELIHE<IHVH<HO', 'P<BRHPHPHDOPOULOU<UHLKER<<JHCQUELIOE<MHVH<HO', 2)).toBeNull();
    expect(realignedOntoGrid('P<USAHARRIS<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'P<USHHHRRIS<<HOOH<<<<<<<<<<<<<<<<<<<<<<<<<<<', 2)).toBeNull();
  });
});

describe('alignMonospaceLine with specks read off the line', () => {
  const line2 = 'IGOG7JQI<6D<<8409089M3401099<<<<<<<<<<<<<<<4';
  const shifted = (text: string, by: number) => symbolsOf(text).map((s) => ({ ...s, x0: s.x0 + by, x1: s.x1 + by }));

  // Dev 33600/14 (Martian Mono on granite): the band, cropped wider than the page, read `31313` six pitches before line 2's first cell.
  it('drops specks read beside the page, well before the line', () => {
    expect(alignMonospaceLine([...symbolsOf('31313', 6), ...shifted(line2, 200)])).toBe(line2);
  });

  it("keeps a line's own characters before the fillers OCR missed in a six-character number", () => {
    const number = 'AB1234<<<5D<<8409089M3401099<<<<<<<<<<<<<<<4';
    const missed = symbolsOf(number).filter((_, i) => i < 6 || i > 8);
    expect(alignMonospaceLine(missed)).toBe(number);
  });
});
