import { describe, expect, it } from 'vitest';
import type { OcrSymbol } from './align.ts';
import type { GreyImage } from './pixels.ts';
import { numberAsPrintShows, type PrintedGlyphs } from './printed-glyphs.ts';
import type { PrintedWord } from './tesseract.ts';

/** A proportional print's characters as widths (px) and how they are drawn: its O a wide ring, its 0 a narrow one, its 1 flagged. */
const WIDTHS: Record<string, number> = { O: 22, '0': 12, I: 4, '1': 10 };
const HEIGHT = 24;
const GAP = 6;

function inkAt(char: string, x: number, y: number): boolean {
  const width = WIDTHS[char]!;
  if (char === 'O' || char === '0') return x < 3 || x >= width - 3 || y < 3 || y >= HEIGHT - 3;
  if (char === 'I') return true;
  // A 1: a bar on the right with a flag to the left at the top and a foot across.
  return x >= width - 4 || (y < 6 && x >= width - 4 - (6 - y)) || y >= HEIGHT - 3;
}

/**
 * Draws `text` at row `top` from column 10 on, and returns it as OCR's word, each box `slack` px off to the right as the LSTM's are;
 * the characters at `touching` are drawn against the next one.
 */
function drawWord(image: GreyImage, text: string, top: number, left = 10, slack = 1, touching: readonly number[] = []): PrintedWord {
  let x0 = left;
  const symbols: OcrSymbol[] = [...text].map((char, i) => {
    const width = WIDTHS[char]!;
    for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < width; x++) if (inkAt(char, x, y)) image.data[(top + y) * image.width + x0 + x] = 20;
    const symbol = { text: char, confidence: 90, x0: x0 + slack, x1: x0 + width + slack, y0: top + 1, y1: top + HEIGHT - 1 };
    x0 += width + (touching.includes(i) ? 0 : GAP);
    return symbol;
  });
  return { text, symbols };
}

/** A printed zone: the number in the first row, as OCR's words `numberWords` part it, a run of digits and a word of letters below. */
function printedZone(number: string, numberWords: readonly string[] = [number], below: readonly [string, string] = ['1100', 'OIIO'], touching: readonly number[] = []): PrintedGlyphs {
  const image: GreyImage = { data: new Uint8Array(200 * 120).fill(235), width: 200, height: 120 };
  let left = 10;
  const words = numberWords.map((text) => {
    const word = drawWord(image, text, 4, left, 1, touching);
    left = word.symbols.at(-1)!.x1 + 2 + GAP;
    return word;
  });
  return { image, words: [...words, drawWord(image, below[0], 44), drawWord(image, below[1], 84)] };
}

describe('the number as the inspection zone prints it', () => {
  const readings = ['10OI', '1O0I'];

  it('takes the reading whose Os and 0s are as wide as the zone prints its Os and 0s elsewhere', () => {
    expect(numberAsPrintShows('10OI', readings, printedZone('1O0I'))).toBe('1O0I');
    expect(numberAsPrintShows('1O0I', readings, printedZone('10OI'))).toBe('10OI');
  });

  it('keeps the number settled where print shows it', () => {
    expect(numberAsPrintShows('1O0I', readings, printedZone('1O0I'))).toBe('1O0I');
  });

  it('finds the number in a row OCR parted into two words, a look-alike misread in it', () => {
    // OCR read the zone's 0 as an O, and cut the number after its second character.
    const zone = printedZone('1O0I', ['1O', '0I']);
    zone.words[1]!.symbols[0]!.text = 'O';
    expect(numberAsPrintShows('10OI', readings, zone)).toBe('1O0I');
  });

  it('finds the number where OCR read one of its glyphs as two', () => {
    const printed = printedZone('1O0I');
    const [number, ...others] = printed.words;
    const [one, oh, zero, eye] = number!.symbols as [OcrSymbol, OcrSymbol, OcrSymbol, OcrSymbol];
    const half = (zero.x0 + zero.x1) / 2;
    const readAsTwo = { text: '1O0OI', symbols: [one, oh, { ...zero, x1: half }, { ...zero, x0: half, text: 'O' }, eye] };
    expect(numberAsPrintShows('10OI', readings, { ...printed, words: [readAsTwo, ...others] })).toBe('1O0I');
  });

  it('takes an O or a 0 as print read it where the zone prints neither elsewhere, never an I or a 1', () => {
    const withoutRound = printedZone('1O0I', ['1O0I'], ['1111', 'IIII']);
    expect(numberAsPrintShows('10OI', readings, withoutRound)).toBe('1O0I');
    // Print read its 1 as an I: with no other 1 or I printed, its OCR does not decide between them.
    const withoutOnes = printedZone('1O0I', ['1O0I'], ['0000', 'OOOO']);
    withoutOnes.words[0]!.symbols[0]!.text = 'I';
    expect(numberAsPrintShows('1O0I', ['1O0I', 'IO0I'], withoutOnes)).toBe('1O0I');
  });

  it('gives a character the zone prints nowhere no gain over one it prints, however unlike its exemplars the glyph is', () => {
    // OCR read an I of the word below as an O: the zone's only O exemplar is a bar, which its O in the number is nothing like.
    const zone = printedZone('1O0I', ['1O0I'], ['1111', 'IIII']);
    zone.words[2]!.symbols[0]!.text = 'O';
    expect(numberAsPrintShows('1O0I', ['1O0I', '100I'], zone)).toBe('1O0I');
  });

  it('takes the reading the check digits tie to a cell print shows, where print has no glyph of the others it changes', () => {
    // Print's O and O touch: no glyph of either, but its 0 shows the number's third cell clearly.
    const zone = printedZone('OO0I', ['OO0I'], ['1100', 'OIIO'], [0]);
    expect(numberAsPrintShows('00OI', ['00OI', 'OO0I'], zone)).toBe('OO0I');
    // Of several so, the one turning fewest cells print has no glyph of; two as few, differing where print shows nothing: neither.
    expect(numberAsPrintShows('00OI', ['00OI', 'OO0I', '0O0I'], zone)).toBe('0O0I');
    expect(numberAsPrintShows('00OI', ['00OI', 'O00I', '0O0I'], zone)).toBe('00OI');
  });

  it('keeps the number where print read nothing like it, or there is nothing to choose', () => {
    const printed = printedZone('1O0I');
    const [number, ...others] = printed.words;
    const zone = { ...printed, words: [{ ...number!, symbols: number!.symbols.map((symbol) => ({ ...symbol, text: 'X' })) }, ...others] };
    expect(numberAsPrintShows('10OI', readings, zone)).toBe('10OI');
    expect(numberAsPrintShows('10OI', ['10OI'], printedZone('1O0I'))).toBe('10OI');
    expect(numberAsPrintShows('10OI', readings, null)).toBe('10OI');
  });
});
