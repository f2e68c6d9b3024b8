import { describe, expect, it } from 'vitest';
import { alignMonospaceLine, type OcrSymbol } from './align.ts';

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
