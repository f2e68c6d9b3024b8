import { areLookAlikes, differingPositions } from '@eta/domain';
import type { OcrSymbol } from './align.ts';
import { CLOSE, glyphAt, glyphScores, median, type Exemplars, type Glyph } from './glyphs.ts';
import { otsuThreshold, pixelsIn, runsAbove, type GreyImage } from './pixels.ts';
import type { PrintedWord } from './tesseract.ts';

/**
 * The inspection zone's own glyphs: it prints the number again in another font than the zone's, mostly
 * a proportional one, where look-alikes of the zone's font differ plainly (a wide O, a narrow 0), and
 * prints that font's digits in its dates and its letters in its words. Where the zone's glyphs and
 * the templates left an O against a 0, these can tell them apart.
 */
export type PrintedGlyphs = { image: GreyImage; words: readonly PrintedWord[] };

type Box = { x0: number; x1: number; y0: number; y1: number };

/** Words printed within this much of the number's height (as a log ratio: about a fifth) are printed at its size. */
const SAME_SIZE = 0.2;

/** Dates as the zone prints them (06MAR1975) and runs of digits: their digits are digits. */
const DIGITS_WORD = /^(\d{1,2}[A-Z]{3}\d{4}|\d{4,})$/;
/** Words of letters only, long enough not to be a number cut into pieces: their letters are letters. */
const LETTERS_WORD = /^[A-Z]{4,}$/;

/**
 * Of the number's `readings` (the settled `number` among them), the one the inspection zone's print
 * shows: each cell it changes, print's glyph there, compared with the zone's own prints of each
 * character (`glyphScores`: shape and width), shows its character clearly (by `CLOSE`) rather than
 * the number's, or, where the glyph cannot weigh round look-alikes, print's OCR read it (`printVote`);
 * of several, the one print favours most. Else the reading that changes, beside cells print's shapes
 * show so, fewest cells print has no glyph of, where it alone does. Else `number`, as it is where
 * print's OCR read the number nowhere.
 */
export function numberAsPrintShows(number: string, readings: readonly string[], printed: PrintedGlyphs | null): string {
  if (!printed || readings.length < 2) return number;
  const found = printedNumber(number, printed);
  if (!found) return number;
  const exemplars = printedExemplars(printed, found.box);
  // How much better print's glyphs score a character than the number's in one cell, weighed once per cell and character. Cells score
  // apart (`glyphScores` sums them), so a reading scores the sum of its cells' gains.
  const gains = new Map<string, { byShape: number; gain: number }>();
  const cellGain = (cell: number, char: string) => {
    const key = cell + char;
    if (!gains.has(key)) {
      const reading = number.slice(0, cell) + char + number.slice(cell + 1);
      const scores = glyphScores([number, reading], found.glyphs, exemplars);
      const byShape = shownGain(scores.get(reading)! - scores.get(number)!, char, number[cell]!, exemplars);
      gains.set(key, { byShape, gain: byShape !== 0 || !found.glyphs[cell] ? byShape : printVote(found.seen[cell], char, number[cell]!) });
    }
    return gains.get(key)!;
  };
  const gainAt = (cell: number, char: string) => cellGain(cell, char).gain;
  const gainsOf = (reading: string) => differingPositions(number, [reading]).map((cell) => gainAt(cell, reading[cell]!));
  // Print shows a cell's character clearly where it gains `CLOSE` or more there.
  const shown = readings.filter((reading) => reading !== number && gainsOf(reading).every((gain) => gain >= CLOSE));
  const scoreOf = (reading: string) => gainsOf(reading).reduce((sum, gain) => sum + gain, 0);
  if (shown.length) return shown.reduce((best, reading) => (scoreOf(reading) > scoreOf(best) ? reading : best));
  // Print's glyphs show some cells clearly and it has no glyph of the others a reading changes (touching its neighbours): the check
  // digits tie those to the shown ones (an O shown in one cell passes only with an O for a 0 in another). Its shown cells must be shown
  // by their shapes: print's OCR reading alone (`printVote`) read an O as a 0 at the end of Intel One Mono's 6WRSOO43O, whose Os in
  // cells 4 and 5 print has no glyph of. Of several such readings, the one turning fewest cells unseen, where it alone does.
  const partlyShown = readings.flatMap((reading) => {
    const cells = differingPositions(number, [reading]);
    const blind = cells.filter((cell) => !found.glyphs[cell]);
    const tied = reading !== number && blind.length > 0 && blind.length < cells.length && cells.every((cell) => blind.includes(cell) || cellGain(cell, reading[cell]!).byShape >= CLOSE);
    return tied ? [{ reading, blind: blind.length }] : [];
  });
  const fewestBlind = Math.min(...partlyShown.map(({ blind }) => blind));
  const likeliest = partlyShown.filter(({ blind }) => blind === fewestBlind);
  return likeliest.length === 1 ? likeliest[0]!.reading : number;
}

/**
 * A character print shows no exemplar of gains nothing by its shape over the number's that it shows: `glyphScores` lets an unshown
 * character win where the glyph is unlike the shown one's exemplars, but print's exemplars are cut from small, blurred words, now and
 * then in part (Martian Mono's page of G22IO58C8: a G of its words cut to half its width, and the number's G, unlike it, taken for a 6).
 */
function shownGain(gain: number, char: string, numbersChar: string, exemplars: Exemplars): number {
  return !exemplars.has(char) && exemplars.has(numbersChar) ? Math.min(gain, 0) : gain;
}

/** Round look-alikes: a proportional print draws each as wide as it is (a wide O, a narrow 0), which its OCR sees. */
const ROUND = 'O0QD';

/**
 * Where print's glyph of a cell stands apart but cannot weigh round look-alikes (the print shows neither character elsewhere), what
 * print's OCR read there does, as clearly as a glyph showing it would (`CLOSE`). Not where the glyph touches its neighbours (no cut):
 * there print's OCR read Os for 0s as often as 0s for Os on dev pages. Not between other look-alikes: print draws an S and a 5, a Z
 * and a 2 as narrow as each other, and its OCR, leaning to digits, read them wrong as often as right.
 */
function printVote(seen: string | undefined, char: string, numbersChar: string): number {
  if (!ROUND.includes(char) || !ROUND.includes(numbersChar)) return 0;
  return seen === char ? CLOSE : seen === numbersChar ? -CLOSE : 0;
}

/**
 * The glyphs of the number as the zone prints it, one per character, their box and what print's OCR read in each; null where print's
 * OCR did not read it there: a run of a row's characters as long as the number, each the number's or a look-alike but one (a B read for
 * a 6), or one longer, where print read one glyph as two (`Q406D0OBGP` for Q4O6D0BGP).
 */
function printedNumber(field: string, { image, words }: PrintedGlyphs): { glyphs: (Glyph | null)[]; box: Box; seen: string } | null {
  const number = field.replace(/<+$/, '');
  const sameOrAlike = (seen: string, char: string) => seen === char || areLookAlikes(seen, char);
  const missesIn = (symbols: readonly OcrSymbol[]) => symbols.filter((symbol, i) => !sameOrAlike(symbol.text, number[i]!)).length;
  const textOf = (symbols: readonly OcrSymbol[]) => symbols.map((symbol) => symbol.text).join('');
  // A run one longer: what print read in each cell is the run less the symbol whose leaving out leaves the fewest misses.
  const readAsTwo = (symbols: readonly OcrSymbol[]) => {
    const splits = symbols.map((_, split) => symbols.toSpliced(split, 1)).map((run) => ({ run, misses: missesIn(run) }));
    const fewest = splits.reduce((a, b) => (b.misses < a.misses ? b : a));
    return { symbols, misses: fewest.misses, seen: textOf(fewest.run) };
  };
  const runs = rowsOf(words).flatMap((row) =>
    row.flatMap((_, start) => {
      const exact = row.slice(start, start + number.length);
      const longer = row.slice(start, start + number.length + 1);
      return [
        ...(exact.length === number.length ? [{ symbols: exact, misses: missesIn(exact), seen: textOf(exact) }] : []),
        ...(longer.length > number.length ? [readAsTwo(longer)] : []),
      ];
    }),
  );
  // The fewest characters read as no look-alike, then a run read glyph for glyph.
  const found = runs.filter((run) => run.misses <= 1).sort((a, b) => a.misses - b.misses || a.symbols.length - b.symbols.length)[0];
  if (!found) return null;
  const glyphs = glyphsOf(image, found.symbols, number.length);
  return glyphs ? { glyphs, box: boxOf(found.symbols), seen: found.seen } : null;
}

/**
 * This print's exemplars: digits of its dates, letters of its words, printed as high as the number (`SAME_SIZE`): the fields' values,
 * not their labels, which OCR reads as letters of its own (`Surname / Nom` as `SN`); none from the number's own box.
 */
function printedExemplars({ image, words }: PrintedGlyphs, numberBox: Box): Exemplars {
  const exemplars: Exemplars = new Map();
  for (const word of words) {
    if (!DIGITS_WORD.test(word.text) && !LETTERS_WORD.test(word.text)) continue;
    const box = boxOf(word.symbols);
    if (overlaps(box, numberBox) || Math.abs(Math.log((box.y1 - box.y0) / (numberBox.y1 - numberBox.y0))) > SAME_SIZE) continue;
    glyphsOf(image, word.symbols)?.forEach((glyph, i) => {
      const char = word.symbols[i]!.text;
      if (glyph) exemplars.set(char, [...(exemplars.get(char) ?? []), glyph]);
    });
  }
  return exemplars;
}

/**
 * Words grouped into printed rows, each row's characters left to right: a word joins the row whose nearest word's height it shares at
 * least half of (a page turned a little lifts a row's far end), else starts one. OCR's layout may part a row's words (a number's 4 and
 * its 5 letters, a gap between them).
 */
function rowsOf(words: readonly PrintedWord[]): OcrSymbol[][] {
  const rows: { box: Box; symbols: OcrSymbol[] }[][] = [];
  for (const word of words.filter((w) => w.symbols.length > 0)) {
    const placed = { box: boxOf(word.symbols), symbols: word.symbols };
    const nearest = (row: (typeof placed)[]) => row.reduce((a, b) => (Math.abs(b.box.x0 - placed.box.x0) < Math.abs(a.box.x0 - placed.box.x0) ? b : a));
    const row = rows.find((r) => sharedHeight(nearest(r).box, placed.box) >= ROW_SHARE);
    if (row) row.push(placed);
    else rows.push([placed]);
  }
  return rows.map((row) => row.flatMap((word) => word.symbols).sort((a, b) => a.x0 - b.x0));
}

/** The share of the lower of two boxes' heights that they share. */
const sharedHeight = (a: Box, b: Box) => (Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)) / Math.min(a.y1 - a.y0, b.y1 - b.y0);

/** Words sharing at least this share of their height are in one row. */
const ROW_SHARE = 0.5;

/** The symbols' box: across all of them, and as high as most of them (the LSTM stretches a character's box up or down now and then). */
const boxOf = (symbols: readonly OcrSymbol[]): Box => ({
  x0: Math.min(...symbols.map((s) => s.x0)),
  x1: Math.max(...symbols.map((s) => s.x1)),
  y0: median(symbols.map((s) => s.y0 ?? NaN)),
  y1: median(symbols.map((s) => s.y1 ?? NaN)),
});

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** How far past OCR's boxes a word's first and last glyphs are looked for, as a share of its height: the LSTM's boxes are approximate. */
const BOX_MARGIN = 0.25;
/** A run of ink columns holding less than this share of the inkiest run's ink is a speck, not a glyph. */
const SPECK_SHARE = 0.05;

/**
 * The glyph of each of a row's `symbols`, cut where no ink crosses a column (a proportional font's characters mostly stand apart, and
 * the LSTM's own boxes are approximate): in turn where that cuts as many as the characters printed (`count`, by default as many as
 * there are symbols), each symbol covering its cut; else, where OCR read each character as one symbol, each symbol's that is the only
 * one to cover a cut (`isSymbolOf`), null for the others (characters that touch). Null where no cut is found, or glyphs read as two are
 * not cut alike.
 */
function glyphsOf(image: GreyImage, symbols: readonly OcrSymbol[], count = symbols.length): (Glyph | null)[] | null {
  const box = boxOf(symbols);
  if (!(box.y1 > box.y0)) return null;
  const margin = Math.round((box.y1 - box.y0) * BOX_MARGIN);
  const around = {
    x0: Math.max(0, box.x0 - margin),
    x1: Math.min(image.width, box.x1 + margin),
    y0: Math.max(0, box.y0 - margin),
    y1: Math.min(image.height, box.y1 + margin),
  };
  const cuts = inkRuns(image, around);
  const glyphIn = (run: { x0: number; x1: number }) => glyphAt(image, { ...around, ...run });
  // Cut for cut where each symbol covers its cut (`isSymbolOf`): as many cuts as symbols may still pair two touching letters with a
  // letter cut in two, or take in a neighbour's edge, and an exemplar cut so would stand for a letter it is not.
  if (cuts.length === count && (count !== symbols.length || cuts.every((cut, i) => isSymbolOf(symbols[i]!, cut)))) return cuts.map(glyphIn);
  if (cuts.length === 0 || count !== symbols.length) return null;
  return symbols.map((symbol) => {
    const cut = cuts.find((run) => isSymbolOf(symbol, run));
    // The cut is this symbol's alone: no other covers it or has its middle in it (a box the LSTM stretched over three cuts covers each).
    const alone = cut && symbols.every((other) => other === symbol || (!isSymbolOf(other, cut) && !holdsMiddleOf(cut, other)));
    return alone ? glyphIn(cut) : null;
  });
}

const holdsMiddleOf = (cut: { x0: number; x1: number }, symbol: OcrSymbol) => (symbol.x0 + symbol.x1) / 2 >= cut.x0 && (symbol.x0 + symbol.x1) / 2 < cut.x1;

/** A symbol covering this share of its box in a cut, and of the cut, is the cut's glyph (the LSTM's boxes of touching characters overlap). */
const COVERED = 0.7;

/** Whether a symbol's box and a cut of the row cover each other mostly (`COVERED`). */
function isSymbolOf(symbol: OcrSymbol, cut: { x0: number; x1: number }): boolean {
  const shared = Math.min(symbol.x1, cut.x1) - Math.max(symbol.x0, cut.x0);
  return shared >= COVERED * (symbol.x1 - symbol.x0) && shared >= COVERED * (cut.x1 - cut.x0);
}

/** The runs of columns of `box` that ink crosses (at or below its Otsu threshold), specks left out (`SPECK_SHARE`), in image columns. */
function inkRuns(image: GreyImage, box: Box): { x0: number; x1: number }[] {
  const threshold = otsuThreshold(pixelsIn(image, box));
  const inkPerColumn = Array.from({ length: box.x1 - box.x0 }, (_, dx) => {
    let ink = 0;
    for (let y = box.y0; y < box.y1; y++) if (image.data[y * image.width + box.x0 + dx]! <= threshold) ink++;
    return ink;
  });
  const runs = runsAbove(inkPerColumn, 0);
  const inkiest = Math.max(0, ...runs.map((run) => run.ink));
  return runs.filter((run) => run.ink >= inkiest * SPECK_SHARE).map(({ from, to }) => ({ x0: box.x0 + from, x1: box.x0 + to }));
}
