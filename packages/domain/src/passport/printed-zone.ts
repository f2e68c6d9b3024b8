/**
 * The visual inspection zone: the page above the MRZ prints the number, the names, the state code,
 * the country and the dates again, in another font. Words OCR read there are a second, independent
 * reading of fields no check digit covers (names, nationality) and of fields a misread can keep
 * valid (two look-alikes cancelling out in the number). These rules weigh such words against the
 * zone; the reader decides which letters it lets them change.
 */
import { ALL_NATIONALITIES, findCountryByCode } from '../countries/countries.ts';
import type { ReadDateField } from '../wizard/schemas.ts';
import { areLookAlikes, checkDigit, checkDigitsAgree, differingPositions, digitMatches, isCalendarDate, isDrawnAlike, isKnownStateCode, isQWithTailLost, oneLetterAt, TD3_LINE_LENGTH, wellFormedNumber } from './mrz.ts';

/**
 * A name part (surname or given names) as it may be printed: its letters, and the line 1 cell of each; open when line 1 cuts it off.
 * A filler cell read as a letter OCR missed is `?`, or the letter the other engine read there in lower case (`missedLetter`).
 */
type NamePart = { letters: string; cells: number[]; open: boolean };

/**
 * What a name part holds for a filler cell taken as a letter OCR missed: the letter `hints` (the other engine's line 1) reads in the cell,
 * in lower case (a hint that counts where print shows it, never a reading), else `?`.
 */
const missedLetter = (hints: string, cell: number) => (/[A-Z]/.test(hints[cell] ?? '') ? hints[cell]!.toLowerCase() : '?');

/** Whether a part's character stands for a letter OCR missed (`?` or a hint). */
const isMissed = (char: string) => char === '?' || (char >= 'a' && char <= 'z');

/** Whether a part's character is print's letter; a hint is where print shows its letter. */
const sameLetter = (char: string, printed: string | undefined) => char.toUpperCase() === printed;

/**
 * Readings of a part with more fillers inside than this are not tried letter by letter (2 to the power of them are). A font that reads
 * M and A as fillers leaves five or six in a part with two words (SH<UEL<<<<H for SAMUEL MAYA).
 */
const MAX_INNER_FILLERS = 6;

/**
 * Line 1's surname and given names as the printed zone may spell them. A filler inside a part is a
 * space or hyphen between words (dropped: print runs words together or splits them at will) or a
 * letter OCR did not see (a `?` cell); one where a part starts is always a missed letter, and of
 * three between the names, the first may be the surname's last letter instead (of four, it is that as well). Each part comes in
 * every such reading, the plain one (every inner filler a space) first.
 */
export function namePartReadings(line1: string, hints = ''): NamePart[][] {
  const names = line1.slice(5, TD3_LINE_LENGTH);
  const split = names.indexOf('<<');
  const ranges: [number, number][] = split < 0 ? [[5, TD3_LINE_LENGTH]] : [[5, 5 + split], [5 + split + 2, TD3_LINE_LENGTH]];
  // Three fillers between the names hold a letter missed: the given names' first, or the surname's last (KIM read as KI<<<OLIVER). Four hold
  // one of each (KIM MAYA read as KI<<<<H<H, a font that prints M so that OCR reads it as a filler).
  const between = split > 0 ? names.slice(split).match(/^<*/)![0].length : 0;
  const lastMissed = (between === 3 || between === 4) && /[A-Z]/.test(names[split + between] ?? '') ? 5 + split : null;
  return ranges.flatMap(([from, to], part) => {
    const readings = partReadings(line1, hints, from, to);
    if (lastMissed === null || readings.length === 0) return readings.length ? [readings] : [];
    const other = part === 0 ? partReadings(line1, hints, from, to + 1, lastMissed) : partReadings(line1, hints, from + 1, to);
    return [[...readings, ...other]];
  });
}

/** Readings of the part of line 1 from cell `from` to `to`, with cell `missedLast` (a filler after its last letter) as a missed letter when given. */
function partReadings(line1: string, hints: string, from: number, to: number, missedLast: number | null = null): NamePart[] {
  const cells = Array.from({ length: to - from }, (_, k) => from + k);
  const lettered = cells.filter((cell) => /[A-Z]/.test(line1[cell] ?? ''));
  if (lettered.length === 0) return [];
  const last = missedLast ?? lettered.at(-1)!;
  const open = last === TD3_LINE_LENGTH - 1;
  // A filler where the part starts, followed by a letter, can only be a letter missed (no name starts with a space).
  const missed = [...(line1[from] === '<' && /[A-Z]/.test(line1[from + 1] ?? '') ? [from] : []), ...(missedLast === null ? [] : [missedLast])];
  const inner = cells.filter((cell) => cell > lettered[0]! && cell < lettered.at(-1)! && line1[cell] === '<');
  const choices = inner.length <= MAX_INNER_FILLERS ? 2 ** inner.length : 1;
  return Array.from({ length: choices }, (_, mask) => {
    const slots = new Set([...missed, ...inner.filter((_, bit) => mask & (1 << bit))]);
    const used = cells.filter((cell) => cell <= last && (/[A-Z]/.test(line1[cell] ?? '') || slots.has(cell)));
    return { letters: used.map((cell) => (slots.has(cell) ? missedLetter(hints, cell) : line1[cell])).join(''), cells: used, open };
  });
}

/**
 * Print's OCR reads a name's O as 0 now and then (J0 HANS SON): in a word of letters with one digit, a 0 is an O and a 1 an I. A lone 0
 * is an O too (AMARA Z 0 N N for AMARA ZOE): a date or a number prints two digits or more, and without it the name's letters either side
 * run together as if it had none.
 */
const asLetters = (word: string) => (word === '0' ? 'O' : /[A-Z]/.test(word) && word.replace(/[^0-9]/g, '').length === 1 ? word.replace('0', 'O').replace('1', 'I') : word);

/** A printed word with a letter three times running is a patterned surface's specks (EEEENE), no name's or state's: as near a name misread into few letters (THHHKH) as its print. */
const specks = (letters: string) => /([A-Z])\1\1/.test(letters);

/** A printed word with two digits or more is a date or a number (09APR1970): its letters are no name's. */
const dateOrNumber = (word: string) => word.replace(/[^0-9]/g, '').length >= 2;

/**
 * The letters of the printed words run together (OCR splits and joins printed names at will, and drops hyphens), with where its words
 * start and end, and where the first word spelled `apart` (the Code field, printed before the names) starts and ends (`walls`): no other
 * word joins it. A later word spelled so is a piece of a name print's OCR split (Germany's D in AB D ULRAHMANOV). Dates and numbers left out.
 */
function letterStream(words: readonly string[], apart = ''): { text: string; starts: Set<number>; ends: Set<number>; walls: Set<number> } {
  const parts = words.filter((word) => !dateOrNumber(word)).map((word) => asLetters(word).replace(/[^A-Z]/g, '')).filter((part) => part && !specks(part));
  const starts = new Set<number>();
  const ends = new Set<number>();
  const walls = new Set<number>();
  let text = '';
  for (const part of parts) {
    starts.add(text.length);
    if (part === apart && walls.size === 0) walls.add(text.length).add(text.length + part.length);
    text += part;
    ends.add(text.length);
  }
  return { text, starts, ends, walls };
}

/** Cells whose letters differ; a `?` (a letter OCR missed) differs from every letter, a hint from every other. */
const mismatches = (a: string, b: string) => [...a].reduce((count, char, i) => count + (sameLetter(char, b[i]) ? 0 : 1), 0);

/**
 * How far a name part as read is from a stretch of print: its cells that differ, but a misreading
 * repeated counts once (a font whose A the engines read as H turns TANAKA into THHHKH, which is two
 * misreadings, H for A and H for N, not four unrelated letters). A `?` (a letter OCR missed) counts each time.
 */
const nameDistance = (letters: string, printed: string) =>
  new Set([...letters].flatMap((char, i) => (sameLetter(char, printed[i]) ? [] : [isMissed(char) ? `?${i}` : char + printed[i]]))).size;

/** A name part shorter than this is matched only to a whole printed word, at most one letter apart. */
const MIN_PRINTED_MATCH = 4;
/** A part shorter than this (an initial) is not looked for in print. */
const MIN_SHORT_MATCH = 2;
/**
 * At most this share of a part's letters read may differ from its printed spelling (a misreading repeated
 * counting once, `nameDistance`), besides the letters OCR missed: a font that fools
 * the MRZ reader can turn half of a name's letters into others (A into H, M into I), while a stretch
 * of unrelated printed letters differs in nearly all.
 */
const MAX_DIFFERING_SHARE = 0.6;

/** How far (`nameDistance`) print's spelling of letters read may be: a letter OCR missed (`?`) differs from every printed one, so the share is of the letters read. */
function farthestName(letters: string): number {
  const missed = [...letters].filter(isMissed).length;
  return (letters.length - missed) * MAX_DIFFERING_SHARE + missed;
}

/** The printed spelling must differ in at least this many letters fewer than any other stretch of print. */
const MIN_LEAD = 2;

/**
 * What each join of printed words inside a stretch adds to its distance: print's OCR splits a name
 * now and then, but a stretch run together from many specks of a patterned page (SN, MV, H) is less
 * likely the name than one printed word a letter further from it.
 */
const JOIN_COST = 0.5;

/** Whether the stretch from `start` to `end` joins a word that stands apart to others. */
const crossesWall = (stream: { walls: ReadonlySet<number> }, start: number, end: number) => [...stream.walls].some((wall) => wall > start && wall < end);

/** How many printed words start inside the stretch from `start` to `end`. */
const joinsWithin = (stream: { starts: ReadonlySet<number> }, start: number, end: number) => [...stream.starts].filter((other) => other > start && other < end).length;

/**
 * How a part as read is measured against a stretch of print: cell by cell, or counting a misreading
 * the font repeats once (`nameDistance`), which is tried only where cell by cell finds no stretch.
 */
type Measure = 'cells' | 'misreadings';

/**
 * Whether a stretch of print is the part's letters shifted by a cell or two: most of the cells it differs
 * in (two or more) hold the letter as read one or two cells away. Print's OCR missed a letter (BARTHOL 0 MEW, its
 * O read as a lone 0) and a stray letter before it made up the length (P BARTHOL MEW for BARTHOLOMEW); or it
 * missed the E of JACQUELINE, and its KONSTANTINOS ran on where line 1 cut KONSTANTI off with a filler between.
 */
function shiftedByACellOrTwo(letters: string, text: string): boolean {
  const differing = [...text].flatMap((char, k) => (sameLetter(letters[k]!, char) ? [] : [k]));
  const nextDoor = differing.filter((k) => [k - 2, k - 1, k + 1, k + 2].some((near) => text[k] === letters[near])).length;
  return nextDoor >= 2 && nextDoor * 2 > differing.length;
}

/**
 * How print is searched for a part: leaving out stretches overlapping `others` (the other part's), and with `clearly` false, taking
 * the nearest stretch even where another is about as near.
 */
type StretchSearch = { others?: readonly Stretch[]; clearly?: boolean };

/** The stretch of print a part reading matches (see `printedSpelling`), and how far it is from it (searched as `search` says). */
function printedMatch(letters: string, words: readonly string[], open: boolean, measure: Measure = 'cells', apart = '', { others = [], clearly = true }: StretchSearch = {}): { text: string; distance: number; end: number } | null {
  if (letters.length < MIN_SHORT_MATCH) return null;
  const short = letters.length < MIN_PRINTED_MATCH;
  const stream = letterStream(words, apart);
  const oneWord = (start: number, end: number) => stream.ends.has(end) && joinsWithin(stream, start, end) === 0;
  const distanceTo = short || measure === 'cells' ? (text: string) => mismatches(letters, text) : (text: string) => nameDistance(letters, text);
  let best: { text: string; distance: number; end: number } | null = null;
  let runnerUp = Infinity;
  for (const start of stream.starts) {
    const end = start + letters.length;
    // A short part line 1 cut off (JAC of JACQUELINE) is the start of one printed word.
    const fits = short ? (open ? joinsWithin(stream, start, end) === 0 : oneWord(start, end)) : open || stream.ends.has(end);
    if (end > stream.text.length || !fits || crossesWall(stream, start, end) || others.some((other) => start < other.end && other.start < end)) continue;
    const text = stream.text.slice(start, end);
    if (shiftedByACellOrTwo(letters, text)) continue;
    const distance = distanceTo(text) + JOIN_COST * joinsWithin(stream, start, end);
    if (best && text === best.text) continue;
    if (!best || distance < best.distance) {
      if (best) runnerUp = Math.min(runnerUp, best.distance);
      best = { text, distance, end };
    } else runnerUp = Math.min(runnerUp, distance);
  }
  const [maxDistance, lead] = short ? [1, 1] : [farthestName(letters), MIN_LEAD];
  return best && best.distance <= maxDistance && (!clearly || runnerUp - best.distance >= lead) ? best : null;
}

/**
 * Where `letters` is printed: of the stretches of printed words that start where a word starts and
 * end where one ends (anywhere, when line 1 cut the part off: `open`), the one that differs from it
 * in fewest places, when it clearly beats every other (where none does cell by cell, counting a
 * misreading the font repeats once); null when none does. A stretch must keep to
 * words so a name OCR printed short (OKAFO for OKAFOR) is not matched by running into the next. A
 * short name (KIM) must be one whole printed word, at most a letter apart (the start of one, when line 1 cut it off).
 */
export const printedSpelling = (letters: string, words: readonly string[], open = false): string | null =>
  (printedMatch(letters, words, open) ?? printedMatch(letters, words, open, 'misreadings'))?.text ?? null;

/**
 * What the printed names say of line 1: the line with the letters taken from print, which cells
 * those were, the cells print confirmed as read, those where print shows another letter that was
 * not taken, and the cells of name parts print was not found to spell at all (nothing vouches for them),
 * among them the last cells of parts print spells but for their last letter (`lost`).
 */
export type PrintedNames = { line1: string; corrected: number[]; confirmed: number[]; refused: number[]; unfound: number[]; lost: number[] };

/** At most this many fillers after a part's space are tried as a word OCR missed. */
const MAX_MISSED_WORD = 8;

/**
 * The part as read followed by a space and a word of 1 to `MAX_MISSED_WORD` letters OCR missed (`missedLetter`) in the fillers after it: Nova Mono
 * prints M and A so that OCR read the MAYA of HUGO MAYA as fillers. The reader lets print fill a filler only where an engine doubts it.
 */
function withWordMissedAfter(part: NamePart, line1: string, hints: string): NamePart[] {
  const last = part.cells.at(-1)!;
  if (part.open || line1[last + 1] !== '<') return [];
  return withMissedFrom(part, last + 2, line1.slice(last + 2, last + 2 + MAX_MISSED_WORD).match(/^<*/)![0].length, hints);
}

/**
 * The part as read with the letters the other engine read (`hints`) in the fillers right after its last one, as letters OCR missed
 * (`missedLetter`): Nova Mono's LUCAS, read LUCH< by OCR and LUCHS by the templates.
 */
function withLettersMissedAtEnd(part: NamePart, line1: string, hints: string): NamePart[] {
  const last = part.cells.at(-1)!;
  if (part.open) return [];
  return withMissedFrom(part, last + 1, Math.min(hints.slice(last + 1).match(/^[A-Z]*/)![0].length, line1.slice(last + 1).match(/^<*/)![0].length, MAX_MISSED_WORD), hints);
}

/** The part followed by 1 to `count` letters OCR missed (`missedLetter`), in the cells from `first` on. */
function withMissedFrom(part: NamePart, first: number, count: number, hints: string): NamePart[] {
  return Array.from({ length: count }, (_, k) => {
    const cells = [...part.cells, ...Array.from({ length: k + 1 }, (_, j) => first + j)];
    const missed = cells.slice(part.cells.length).map((cell) => missedLetter(hints, cell)).join('');
    return { letters: part.letters + missed, cells, open: cells.at(-1) === TD3_LINE_LENGTH - 1 };
  });
}

/** Whether the reader lets print fill every letter OCR missed (`isMissed`) of a part as print spells it. */
const fillsEvery = ({ part, text }: PrintedPart, takes: Takes) => part.cells.every((cell, k) => !isMissed(part.letters[k]!) || takes(cell, text[k]!));

/** A spelling found for a part only where print shows every letter read as it was read. */
const spelledAsRead = (found: PrintedPart | null) => (found && [...found.part.letters].every((char, k) => isMissed(char) || char === found.text[k]) ? found : null);

/** Or where the reader lets print put each letter it spells otherwise in its cell, a missed one too (`takes`): Nova Mono's SOFIA MAYA read as SOFIH. */
const takenWhole = (found: PrintedPart | null, takes: Takes) => (found && found.part.cells.every((cell, k) => found.part.letters[k] === found.text[k] || takes(cell, found.text[k]!)) ? found : null);

/**
 * A name part as print spells it (`text`), where in the printed letters that spelling ends, the part's cell whose letter print lost
 * (`lost`), and the cells of the part's other words where print spells one word of it alone (`unspelled`).
 */
type PrintedPart = { part: NamePart; text: string; end: number; lost?: number; unspelled?: number[] };

/** Where in the printed letters a stretch starts and ends. */
type Stretch = { start: number; end: number };

const stretchOf = ({ text, end }: PrintedPart): Stretch => ({ start: end - text.length, end });

/**
 * A spelling found only with the other part's stretch left out, where it joins at most two printed words: print's OCR split WALKER
 * as W LK ER and lost its A, and a speck's S before them made up SWLKER, nearer than any stretch but the given names' DANIEL.
 */
const fewJoins = (found: PrintedPart | null, words: readonly string[], apart: string) => {
  const stretch = found && stretchOf(found);
  return stretch && joinsWithin(letterStream(words, apart), stretch.start, stretch.end) <= 1 ? found : null;
};

/** Whether the reader lets print put `printed` in line 1's `cell`. */
type Takes = (cell: number, printed: string) => boolean;

/** How many cells of a part print spells otherwise the reader does not let print change (`takes`). */
const refusedCells = ({ part, text }: PrintedPart, takes: Takes) => part.cells.filter((cell, k) => text[k] !== part.letters[k] && !takes(cell, text[k]!)).length;

/** Negative where `a` is less than `b` in its first measure that differs, zero where all are equal. */
const compareMeasures = (a: readonly number[], b: readonly number[]) => a.map((value, i) => value - b[i]!).find((difference) => difference !== 0) ?? 0;

/**
 * Of a part's readings, the one print matches with fewest letters differing, and that match;
 * misreadings counted once only where no reading matches cell by cell. Of readings as many cells
 * from print, the one with fewer misreadings (a font that reads M as a filler: DHHIEL<H<HRH is
 * DANIELAMARA with its second filler the missed M, and every H an A), then the one whose letters the
 * document refuses (`takes`) in fewer cells (PETER<<H<H is PETERMAYA with the M in the cell an
 * engine doubted, not in the space it did not), then the plainest. Only matches `kept` keeps are weighed.
 */
function bestPrinted(readings: readonly NamePart[], words: readonly string[], takes: Takes, apart: string, search: StretchSearch = {}, kept: (found: PrintedPart) => boolean = () => true): PrintedPart | null {
  for (const measure of ['cells', 'misreadings'] as const) {
    let best: (PrintedPart & { measures: number[] }) | null = null;
    for (const part of readings) {
      const match = printedMatch(part.letters, words, part.open, measure, apart, search);
      if (!match) continue;
      const found = { part, text: match.text, end: match.end };
      if (!kept(found)) continue;
      const measures = [match.distance, nameDistance(part.letters, match.text), refusedCells(found, takes)];
      if (!best || compareMeasures(measures, best.measures) < 0) best = { ...found, measures };
    }
    if (best) return best;
  }
  return null;
}

/** Printed words this many past the surname's, or before the given names', are looked at for the other part (a label's small print and specks come between). */
const WORDS_BETWEEN_NAMES = 4;
/**
 * Past those, as far as this many, a word is taken for the given names only where it is nearer to a reading than every word before it
 * and near enough (`nearEnough`): specks read as words can push them further on (Nova Mono's KIM EAS LA 2 GJP NG 8 NE ANNA), but a word
 * there is as likely a field's label, a country or a date.
 */
const WORDS_AFTER_SURNAME_NEAR = 8;

/** Readings long enough to be matched to a printed word by their place alone (`MIN_PRINTED_MATCH`). */
const longEnough = (readings: readonly NamePart[]) => readings.filter((reading) => reading.letters.length >= MIN_PRINTED_MATCH);

/**
 * The given names printed where print puts them, right after the surname (`surnameEnd`, where its
 * stretch of print ends): of the next few words (a few more where near, `WORDS_AFTER_SURNAME_NEAR`), one as long as a reading of the part (at least
 * `MIN_PRINTED_MATCH` letters), the one fewest misreadings from it (`nameDistance`) when one is, and
 * of those as near, the one whose letters the document refuses (`takes`) in fewest cells: a label's
 * GSPS is as near to MAYA read as ?HQH as MAYA is, but the page prints no S like that H. Taken only
 * where no stretch of print spells the part as read: a font can print A, N and M so that the engines
 * read every letter of ANNA as another (HHOH), and a field's label may come between (GSJP MAYA). Where no word is as long as a
 * reading, or none is nearest, one word of the part alone (`wordsAlone`).
 */
function wordAfterSurname(readings: readonly NamePart[], words: readonly string[], surnameEnd: number, takes: Takes): PrintedPart | null {
  const stream = letterStream(words);
  const next = wordStarts(stream).filter((start) => start >= surnameEnd);
  // A letter print lost counts as one more that differs: a word a letter short is no nearer than a whole one as near otherwise (NJN, after ANNA, for HQHH).
  const nearestOf = (starts: readonly number[]) => nearestWord(wholeOrLastLetterLost(readings), starts, stream, takes) ?? nearestWord(readings.flatMap(wordsAlone), starts, stream, takes);
  const further = nearestOf(next.slice(0, WORDS_AFTER_SURNAME_NEAR));
  const isFurther = further !== null && stretchOf(further).start >= (next[WORDS_BETWEEN_NAMES] ?? Infinity);
  return isFurther && nearEnough(further) ? further : nearestOf(next.slice(0, WORDS_BETWEEN_NAMES));
}

/** Whether print's spelling is as near a reading as a name print spells may be (`farthestName`), measured as `nearestWord` measures it. */
const nearEnough = (pair: PrintedPart) => wordDistance(pair) <= farthestName(pair.part.letters);

/** Readings long enough to be matched by their place (`longEnough`), each as read and with its last letter lost (`withLastLetterLost`). */
const wholeOrLastLetterLost = (readings: readonly NamePart[]) => longEnough(readings).flatMap((reading): Shape[] => [{ part: reading }, ...withLastLetterLost(reading)]);

/** Where the printed words of two letters or more start, in order: a single letter is no name, and more likely a speck or a label's small print than a word between. */
function wordStarts(stream: ReturnType<typeof letterStream>): number[] {
  const wordEnd = (start: number) => Math.min(...[...stream.ends].filter((end) => end > start));
  return [...stream.starts].filter((start) => wordEnd(start) - start >= 2).sort((a, b) => a - b);
}

/**
 * The surname printed where print puts it, right before the given names print spells (`givenStart`, where their stretch starts): of
 * the few words before, the one nearest a reading as long, or as long but for its last letter, which print's OCR loses now and then
 * (`nearestWord`). Nova Mono's BROWN, read BRONH, is as near print's BROWN as the BRAZI of BRAZIL is but for a letter; the label's GSP
 * between is no surname. Kode Mono's ROSSI, read RUSSI, was printed ROSS before YUKI.
 */
function wordBeforeGivenNames(readings: readonly NamePart[], words: readonly string[], givenStart: number, takes: Takes): PrintedPart | null {
  const stream = letterStream(words);
  const before = wordStarts(stream).filter((start) => start < givenStart).reverse().slice(0, WORDS_BETWEEN_NAMES);
  const shapes = wholeOrLastLetterLost(readings);
  return nearestWord(shapes, before, stream, takes) ?? splitWordSpelling(shapes, before, stream);
}

/**
 * The one stretch of two printed words starting at `starts` that spells a shape exactly, its missed letters as the other engine read
 * them: print split a word in two. Nova Mono's MORENO, read <ORENO (its M a filler to OCR, an M to the templates), was printed
 * MO REN OLIV ER, its last O run into OLIVER's. Null where none or several do.
 */
function splitWordSpelling(shapes: readonly Shape[], starts: readonly number[], stream: ReturnType<typeof letterStream>): PrintedPart | null {
  const spelled = stretchesOfWords(shapes, starts, stream, 1).filter((pair) => mismatches(pair.part.letters, pair.text) === 0);
  return spelled.length === 1 ? spelled[0]! : null;
}

/** Each shape with each stretch as long of `joins` + 1 printed words starting at `starts`, ending where a word ends. */
const stretchesOfWords = (shapes: readonly Shape[], starts: readonly number[], stream: ReturnType<typeof letterStream>, joins: number) =>
  shapes.flatMap(({ part, ...rest }) =>
    starts
      .filter((start) => stream.ends.has(start + part.letters.length) && joinsWithin(stream, start, start + part.letters.length) === joins)
      .map((start): PrintedPart => ({ part, text: stream.text.slice(start, start + part.letters.length), end: start + part.letters.length, ...rest })),
  );

/** A reading of a name part, or of some of its letters: the cells print lost the letter of (`lost`), or of the part's other words (`unspelled`). */
type Shape = { part: NamePart; lost?: number; unspelled?: number[] };

/** Of the printed words starting at `starts`, the one nearest a shape as long (see `wordAfterSurname`), with the shape print spells so. */
function nearestWord(shapes: readonly Shape[], starts: readonly number[], stream: ReturnType<typeof letterStream>, takes: Takes): PrintedPart | null {
  const pairs = stretchesOfWords(shapes, starts, stream, 0);
  return theNearest(pairs, (pair) => [wordDistance(pair), refusedCells(pair, takes), lostLetters(pair)]);
}

/** How many letters print lost of a shape it spells: one where it spells the shape with a letter lost (`lost`), none otherwise. */
const lostLetters = (pair: PrintedPart) => (pair.lost === undefined ? 0 : 1);

/** How far a printed word is from the shape it spells: its misreadings (`nameDistance`), a letter print lost counting as one more. */
const wordDistance = (pair: PrintedPart) => nameDistance(pair.part.letters, pair.text) + lostLetters(pair);

/**
 * Each word of a reading of given names of more than one, long enough to look for alone (`MIN_PRINTED_MATCH`), with the other words'
 * cells: print's OCR read ZOE as 20E, a number's, and the AMARA after it the engines read as HNHRH is still the second given name.
 */
function wordsAlone(reading: NamePart): Shape[] {
  const groups: number[][] = [];
  reading.cells.forEach((cell, k) => (k > 0 && cell === reading.cells[k - 1]! + 1 ? groups.at(-1)!.push(cell) : groups.push([cell])));
  if (groups.length < 2) return [];
  return groups
    .filter((cells) => cells.length >= MIN_PRINTED_MATCH)
    .map((cells) => {
      const letters = cells.map((cell) => reading.letters[reading.cells.indexOf(cell)]!).join('');
      return { part: { letters, cells, open: reading.open && cells.at(-1) === reading.cells.at(-1) }, unspelled: reading.cells.filter((cell) => !cells.includes(cell)) };
    });
}

/**
 * A reading of the given names with its last letter left out, which print's OCR loses now and then (YUK for YUKI, ANN for ANNA): the
 * part print may spell, and the cell print says nothing of (`lost`), left as read for the applicant to check. None where line 1 cut
 * the part off, or its last letter is one OCR missed.
 */
function withLastLetterLost(reading: NamePart): { part: NamePart; lost: number }[] {
  if (reading.open || isMissed(reading.letters.at(-1)!)) return [];
  return [withLetterLost(reading, reading.letters.length - 1)];
}

/** A reading with its `k`th letter left out, and that letter's cell (`lost`). */
const withLetterLost = (reading: NamePart, k: number) => ({
  part: { letters: reading.letters.slice(0, k) + reading.letters.slice(k + 1), cells: reading.cells.filter((_, j) => j !== k), open: reading.open && k < reading.letters.length - 1 },
  lost: reading.cells[k]!,
});

/** A part this long or longer is looked for in print with a letter lost inside it (`spelledALetterShort`). */
const MIN_LETTER_LOST_MATCH = 8;

/**
 * Where print spells a long part (`MIN_LETTER_LOST_MATCH`) with one of its letters lost and at most one other letter otherwise: print's
 * OCR drops a letter inside a name now and then (M NT GOMERY CHRISTODOULIDES for MONTGOMERY CHRISTODOULIDES, where OCR read the D as O).
 * The first cell of those that leave the same letters; null where two spellings are as near. The lost cell stays as read, unconfirmed.
 */
function spelledALetterShort(readings: readonly NamePart[], words: readonly string[], apart: string, search: StretchSearch): PrintedPart | null {
  const shapes = readings
    .filter((reading) => reading.letters.length >= MIN_LETTER_LOST_MATCH && ![...reading.letters].some(isMissed))
    .flatMap((reading) => [...reading.letters].map((_, k) => withLetterLost(reading, k)));
  const found = shapes.flatMap(({ part, lost }) => {
    const match = printedMatch(part.letters, words, part.open, 'cells', apart, search);
    return match && mismatches(part.letters, match.text) <= 1 ? [{ part, text: match.text, end: match.end, lost, distance: match.distance }] : [];
  });
  const nearest = lowestBy(found, ({ distance }) => distance);
  if (nearest.length === 0 || nearest.some(({ text, end }) => text !== nearest[0]!.text || end !== nearest[0]!.end)) return null;
  const { part, text, end, lost } = nearest[0]!;
  return { part, text, end, lost };
}

/**
 * Where in the printed letters the one printed word ends that is the surname as read with a letter print's OCR missed (ROSS for ROSSI):
 * no spelling of the surname, but the place its given names follow. Null unless one word is.
 */
function surnameShortOfALetter(readings: readonly NamePart[], words: readonly string[]): number | null {
  const letters = readings[0]?.letters ?? '';
  if (letters.length <= MIN_PRINTED_MATCH || !/^[A-Z]+$/.test(letters)) return null;
  const shortened = new Set([...letters].map((_, k) => letters.slice(0, k) + letters.slice(k + 1)));
  const stream = letterStream(words);
  const isShortened = (start: number, end: number) => stream.ends.has(end) && joinsWithin(stream, start, end) === 0 && shortened.has(stream.text.slice(start, end));
  const ends = [...stream.starts].map((start) => start + letters.length - 1).filter((end) => isShortened(end - letters.length + 1, end));
  return ends.length === 1 ? ends[0]! : null;
}

/** The one of `items` at the least `distance` (compared measure by measure); null when none is, or several are. */
function theNearest<T>(items: readonly T[], distance: (item: T) => readonly number[]): T | null {
  let nearest: T[] = [];
  let least: readonly number[] | null = null;
  for (const item of items) {
    const measured = distance(item);
    const order = least === null ? -1 : compareMeasures(measured, least);
    if (order < 0) [nearest, least] = [[item], measured];
    else if (order === 0) nearest.push(item);
  }
  return nearest.length === 1 ? nearest[0]! : null;
}

/** Of `items`, every one `measure` puts lowest (several where they tie; none of none). */
function lowestBy<T>(items: readonly T[], measure: (item: T) => number): T[] {
  const measured = items.map((item) => ({ item, value: measure(item) }));
  const least = Math.min(...measured.map(({ value }) => value));
  return measured.filter(({ value }) => value === least).map(({ item }) => item);
}

/**
 * Line 1 with name letters taken from the printed zone where `takes(cell, printed)` allows it (the
 * reader lets print change a letter its own engines doubt or do not rule out, and fill a letter OCR
 * missed). A part found in print confirms the cells whose letter print agrees with. Where the other engine
 * read a letter in a filler taken as one OCR missed (`hints`, its line 1), print's letter counts as near where it is that one.
 * A part is found where print spells it, else by its place: the given names after the surname, the surname before the given names.
 * A letter print lost where the other engine read a filler is taken as a filler. Where that leaves name cells unsettled, print is read
 * again with its words of two 0s and 1s as letters (`digitsAsLetters`), and that reading kept where it leaves fewer.
 */
export function namesFromPrint(line1: string, words: readonly string[], takes: Takes, hints = ''): PrintedNames {
  const names = namesSpelledBy(line1, words, takes, hints);
  const lettered = words.map(digitsAsLetters);
  if (unsettledNameCells(names) === 0 || lettered.every((word, i) => word === words[i])) return names;
  const again = namesSpelledBy(line1, lettered, takes, hints);
  return unsettledNameCells(again) < unsettledNameCells(names) ? again : names;
}

/**
 * A printed word of two digits that are a name's letters to print's OCR, 0 for O and 1 for I (or J), as those letters: Kode Mono's
 * JOHANSSON was printed `10 HAN SSON`. A date prints its day so too (10 MAR), so print is read so only where it leaves name cells unsettled.
 */
const digitsAsLetters = (word: string) => (/^[01]{2}$/.test(word) ? word.replace(/0/g, 'O').replace(/1/g, 'I') : word);

/** How many name cells print neither confirms nor changes: those it refuses, and those of parts it was not found to spell. */
export const unsettledNameCells = (names: PrintedNames) => names.refused.length + names.unfound.length;

/** Line 1's names as `words` spell them (see `namesFromPrint`), every printed word read as it stands. */
function namesSpelledBy(line1: string, words: readonly string[], takes: Takes, hints: string): PrintedNames {
  // The issuing state's code printed in its own field is no name's: joined to a label's small print (BRA SN before BROWN) it makes a stretch as near as the name.
  const issuer = line1.slice(2, 5).replace(/<+$/, '');
  const chars = [...line1];
  const corrected: number[] = [];
  const confirmed: number[] = [];
  const refused: number[] = [];
  const unfound: number[] = [];
  const lost: number[] = [];
  let surnameEnd: number | null = null;
  // The given names with the letters the other engine read past their last one are readings of them too.
  const parts = namePartReadings(line1, hints).map((readings, index) => (index === 1 ? [...readings, ...readings.flatMap((reading) => withLettersMissedAtEnd(reading, line1, hints))] : readings));
  const spelledAlone = parts.map((readings) => bestPrinted(readings, words, takes, issuer));
  const nearestAlone = parts.map((readings, index) => spelledAlone[index] ?? bestPrinted(readings, words, takes, issuer, { clearly: false }));
  const spelled: (PrintedPart | null)[] = [];
  const foundParts: (PrintedPart | null)[] = [];
  for (const [index, readings] of parts.entries()) {
    // A stretch of print that spells the other part, or is the nearest to it though not clearly, is not this one's: with it out of the way,
    // one nearer than every other may stand out (NHRTIH's MARTIN beside NORA NN, where OORH was as near a label's EOES as NORA).
    const others = nearestAlone.flatMap((near, other) => (near && other !== index ? [stretchOf(near)] : []));
    // Given names print spells on past the last one read, into fillers after a space, may hold a word OCR read as fillers (HUGO<<<< for HUGO<MAYA),
    // after any reading of them (SH<UEL<<<< is SAMUEL MAYA only with its inner filler a letter missed).
    const pastReadings = index === 1 ? readings.flatMap((reading) => withWordMissedAfter(reading, line1, hints)) : [];
    const spelledPast = bestPrinted(pastReadings, words, takes, issuer);
    // Where the nearest is a stretch the reader refuses, a longer reading print spells with every letter it changes taken may be the name:
    // Nova Mono's YUKI MAYA, read QUKI, was nearest NEKIM as QUKI and a missed M (its U doubted by no engine), and YUKIMAYA as QUKI and four.
    const missedAfter = spelledAsRead(spelledPast) ?? takenWhole(spelledPast, takes) ?? bestPrinted(pastReadings, words, takes, issuer, {}, (found) => takenWhole(found, takes) !== null);
    const here = spelledAlone[index] ?? (others.length ? fewJoins(bestPrinted(readings, words, takes, issuer, { others }), words, issuer) : null) ?? missedAfter ?? spelledALetterShort(readings, words, issuer, { others });
    spelled[index] = here;
    // Where print spells them as read and on, into the fillers line 1 ends with, it fills the word line 1 cut off where the reader lets it fill every filler (CHRISTOPHER<<<< for CHRISTOPHER<JAC).
    const spelledOn = here && missedAfter?.part.open && here !== missedAfter && stretchOf(missedAfter).start === stretchOf(here).start && fillsEvery(missedAfter, takes);
    foundParts[index] = (spelledOn ? missedAfter : here) ?? (index === 1 && surnameEnd !== null ? wordAfterSurname(readings, words, surnameEnd, takes) : null);
    if (index === 0) surnameEnd = foundParts[0]?.end ?? surnameShortOfALetter(readings, words);
  }
  const given = spelled[1] ? foundParts[1] : null;
  if (given && !foundParts[0]) foundParts[0] = wordBeforeGivenNames(parts[0]!, words, stretchOf(given).start, takes);
  const stream = letterStream(words);
  for (const [index, readings] of parts.entries()) {
    const found = foundParts[index] ? withLoneLastLetterLost(foundParts[index], chars, stream) : null;
    const letters = found?.part.cells.map((cell, k) => ({ cell, letter: found.text[k]! })) ?? [];
    const differing = letters.filter(({ cell, letter }) => letter !== chars[cell]);
    const taken = differing.filter(({ cell, letter }) => takes(cell, letter));
    const untaken = differing.filter((entry) => !taken.includes(entry));
    // A word found only by its place, whose letters the document refuses more often than it takes them, is another word (a label's MSPS before YUK).
    if (!found || (!spelled[index] && untaken.length > taken.length)) {
      unfound.push(...(readings[0]?.cells ?? []));
      continue;
    }
    confirmed.push(...letters.filter((entry) => !differing.includes(entry)).map(({ cell }) => cell));
    // A letter print lost where the other engine read a filler is a filler read as a letter, between words print ran together: Fragment
    // Mono's < between SCHWARZENBERGER and SCHWARZENBERGER, read K by OCR, printed SCHWARZENBERGERSCHWARZENBERGER.
    if (found.lost !== undefined && hints[found.lost] === '<') {
      chars[found.lost] = '<';
      corrected.push(found.lost);
    } else if (found.lost !== undefined) {
      unfound.push(found.lost);
      lost.push(found.lost);
    }
    unfound.push(...(found.unspelled ?? []));
    for (const { cell, letter } of taken) chars[cell] = letter;
    corrected.push(...taken.map(({ cell }) => cell));
    refused.push(...untaken.map(({ cell }) => cell));
  }
  return { line1: chars.join(''), corrected, confirmed, refused, unfound, lost };
}

/**
 * A part found in print whose stretch ends in a printed word of one letter other than the part's last as read, with that letter lost
 * (`lost`): print's OCR makes lone letters of specks and labels' small print, and loses the last letter of a name now and then. Chivo
 * Mono's HUGO, read so by both engines, was printed HUG 0 N: the lone 0 is no letter, and HUG with the N after it spelled HUGN.
 */
function withLoneLastLetterLost(found: PrintedPart, line1: readonly string[], stream: ReturnType<typeof letterStream>): PrintedPart {
  const k = found.part.cells.length - 1;
  const lastWordOfOne = stream.starts.has(found.end - 1) && found.end - 1 > stretchOf(found).start;
  if (found.lost !== undefined || found.part.open || !lastWordOfOne || found.text[k] === line1[found.part.cells[k]!]) return found;
  return { ...found, ...withLetterLost(found.part, k), text: found.text.slice(0, k), end: found.end - 1 };
}

/** A state's name as a printed zone spells it, letters only (NEW ZEALAND as NEWZEALAND). */
const printedCountry = (code: string) => findCountryByCode(code)?.name.toUpperCase().replace(/[^A-Z]/g, '') ?? null;

/** Whether the state of `code` is named in the printed letters (`stream`); names shorter than a few letters are not looked for. */
const namedInPrint = (code: string, stream: string) => {
  const name = printedCountry(code);
  return name !== null && name.length >= MIN_PRINTED_MATCH && stream.includes(name);
};

/**
 * The state code the printed zone bears out: `code` itself when it is printed as a word of its own
 * (the Code field) or by its state's name, else the one known state a letter from it that is.
 */
export function printedStateCode(code: string, words: readonly string[]): string | null {
  const stream = letterStream(words).text;
  const printed = (candidate: string) => isKnownStateCode(candidate) && (words.includes(candidate.replace(/<+$/, '')) || namedInPrint(candidate, stream));
  if (printed(code)) return code;
  const mends = [...code].flatMap((_, i) => oneLetterAt(code, i));
  const borneOut = [...new Set(mends)].filter(printed);
  return borneOut.length === 1 ? borneOut[0]! : null;
}

/**
 * The states the printed zone shows: codes printed as words of their own, and states whose name is
 * printed. Shorter words are left out: OCR turns the labels' small print into one- and two-letter noise.
 */
export function printedStates(words: readonly string[]): string[] {
  const stream = letterStream(words).text;
  const named = ALL_NATIONALITIES.map((country) => country.icaoCode).filter((code) => namedInPrint(code, stream));
  return [...new Set([...words.filter((word) => word.length === 3 && isKnownStateCode(word)), ...named])];
}

/**
 * The nationality a reader may take: the code print bears out (`printedStateCode`), but not one it shows only as a word of its own
 * against a state it shows by both its code and its name; else the one state print shows where the code read names none or the
 * engines did not settle it; else, when print shows no state at all, the code as read if the reader's own engines settled it; null
 * when print shows states but not this one, or nothing settles it. Both engines can read a font's A as H
 * and make AUS a HUN that is a real state, which print then gives away; where print shows one state
 * by both its code and its name (AUS, AUSTRALIA), that state is taken (CAN read as CHL).
 */
export function nationalityTaken(code: string, words: readonly string[], settledByEngines: boolean): string | null {
  // A code that names no state was misread (a font's CAN read as CHH), and so was one the engines do not agree on (JPN voted XPO): the one state print shows stands for it.
  const shown = theStateShown(words);
  const byCodeAndName = shown !== null && shownByCodeAndName(shown, words) ? shown : null;
  const misread = isKnownStateCode(code) && settledByEngines ? byCodeAndName : shown;
  // A code print shows only as a word of its own may be a piece of a name its OCR split (Nova Mono's CHLOE printed `CHL OEAMARA`, where
  // the zone read CAN as CHL): it does not stand against a state print shows by both its code and its name.
  const asPrinted = printedStateCode(code, words);
  const outweighed = asPrinted !== null && byCodeAndName !== null && asPrinted !== byCodeAndName && !namedInPrint(asPrinted, letterStream(words).text);
  return (outweighed ? null : asPrinted) ?? misread ?? (settledByEngines && printedStates(words).length === 0 ? code : null);
}

/** The state print shows when it shows exactly one, or the one it names where it shows it by its code too; null otherwise. */
function theStateShown(words: readonly string[]): string | null {
  const shown = printedStates(words);
  if (shown.length === 1) return shown[0]!;
  // A patterned surface's specks can spell a code (BFA beside CAN and CANADA) or a short name across words (IRAN in ARESIR AN), hardly a
  // name in one word or both: the one state shown both by its code and by its name stands where no other is named so.
  const stream = letterStream(words).text;
  const named = shown.filter((code) => namedInPrint(code, stream) && (words.includes(code) || words.some((word) => namedInPrint(code, word))));
  return named.length === 1 && shownByCodeAndName(named[0]!, words) ? named[0]! : null;
}

/** Whether print shows the state of `code` both by its code, as a word of its own, and by its name. */
const shownByCodeAndName = (code: string, words: readonly string[]) => words.includes(code) && namedInPrint(code, letterStream(words).text);

/**
 * Printed words that could be a passport number: 6 to 9 capitals and digits, with at least one digit or of full length, and no printed
 * date (03SEP1992 passes a number's check digit one time in ten: a zone whose number OCR misread was once mended with the birth date).
 */
export const printedNumbers = (words: readonly string[]) =>
  [...new Set(words.filter((word) => /^[A-Z0-9]{6,9}$/.test(word) && (/[0-9]/.test(word) || word.length >= 8) && printedDates([word]).length === 0))];

/** Pairs print's own OCR confuses whatever the font: a printed O may be a 0, a 1 an I. */
const PRINT_LOOK_ALIKES = new Set(['O0', '0O', 'I1', '1I']);

const printAgrees = (reading: string, word: string) => [...reading].every((char, i) => char === word[i] || PRINT_LOOK_ALIKES.has(char + word[i]));

/**
 * Pairs print's own OCR reads one for the other in some fonts, print's character first: its
 * look-alikes, and L and 1, S and 5, S and 8, B and 8, Z and 2, G and 6, V and N; an O or a 0 for a Q
 * (a Q's tail can be lost), never a Q for either; a 1 for a J, and so an I, its look-alike, for one; and a 7 for a Z.
 */
const PRINT_CONFUSIONS = new Set([...PRINT_LOOK_ALIKES, ...['L1', 'S5', 'S8', 'B8', 'Z2', 'G6', 'VN'].flatMap((pair) => [pair, pair[1]! + pair[0]!]), 'OQ', '0Q', '1J', 'IJ', '7Z']);

/** At most this many cells of a printed number may differ from the zone's for it to be a reading of the same number. */
const PRINTED_NUMBER_REACH = 3;

/** How many characters a number `cells` holds: its 9 cells but the fillers after it. */
const numberLength = (cells: string) => cells.replace(/<+$/, '').length;

/** Printed words that fit the 9 cells of a number, padded to them. A longer word is never read cell by cell against the zone. */
const asNumberCells = (words: readonly string[]) => padded(printedNumbers(words));

/**
 * Two neighbouring words print's OCR may have split a number into (A6U2600 20, B09 G296TI), joined
 * when together as long as a number read (`lengths`): `split` where each has two characters or more,
 * `withOne` where one is a single character, which may as well be a speck or a stray letter (T1NSJ3BJ S for T1NSJ3BJJ).
 */
function joinedNumbers(words: readonly string[], lengths: readonly number[]): { split: string[]; withOne: string[] } {
  const pairs = words.slice(1).map((word, i) => [words[i]!, word] as const).filter(([first, second]) => lengths.includes(first.length + second.length));
  const joined = (keep: (first: string, second: string) => boolean) => padded(printedNumbers(pairs.filter(([first, second]) => keep(first, second)).map(([first, second]) => first + second)));
  return { split: joined((first, second) => Math.min(first.length, second.length) >= 2), withOne: joined((first, second) => Math.min(first.length, second.length) === 1) };
}

/**
 * Printed words as a number of one of `lengths`: `fitting` as they stand or two neighbours joined
 * (`joinedNumbers`' split), padded to 9 cells; `withOne`, a word joined to a single character.
 */
function numberWords(words: readonly string[], lengths: readonly number[]): { fitting: string[]; withOne: string[] } {
  const { split, withOne } = joinedNumbers(words, lengths);
  return { fitting: [...asNumberCells(words), ...split], withOne };
}

/** Words that fit a number's 9 cells, padded to them. */
const padded = (words: readonly string[]) => words.filter((word) => word.length <= 9).map((word) => word.padEnd(9, '<'));

/**
 * Printed words one character off the length of the number read (`number`, 9 cells), brought to it:
 * one longer with each character left out in turn (print's OCR added an S to 7Q0SBO5E), one shorter
 * with the zone's own character put back at each place in turn (it missed the J of O6GO3SEQJ). With
 * `added` 2, words two longer too, each two characters left out (it read each O of 8GOOI541 as O0),
 * and two shorter with the zone's characters put back at its ends (it read IIZWQSQ4I as 1ZWQSQ4).
 */
function resizedNumbers(words: readonly string[], number: string, added: 1 | 2 = 1): string[] {
  const length = numberLength(number);
  const numeric = words.filter((word) => /^[A-Z0-9]{6,11}$/.test(word) && /[0-9]/.test(word));
  const leftOut = (word: string) => [...word].map((_, i) => word.slice(0, i) + word.slice(i + 1));
  const shortened = numeric.flatMap((word) => (word.length === length + 1 ? leftOut(word) : added === 2 && word.length === length + 2 ? leftOut(word).flatMap(leftOut) : []));
  const lengthened = numeric.filter((word) => word.length === length - 1).flatMap((word) => [...number.slice(0, length)].map((char, i) => word.slice(0, i) + char + word.slice(i)));
  const endsPutBack = added === 2 ? numeric.filter((word) => word.length === length - 2).flatMap((word) => [0, 1, 2].map((start) => number.slice(0, start) + word + number.slice(start + word.length, length))) : [];
  return [...new Set([...shortened, ...lengthened, ...endsPutBack])].map((word) => word.padEnd(9, '<'));
}

/**
 * Printed words one character longer than the number read (`number`), each with a character left out that stands beside itself or its
 * look-alike: print's OCR read one glyph as two (Azeret Mono's B2QOOG86, printed B2QO0OG86). Left out elsewhere, such a word may spell
 * another reading the engines kept (B2O0OG86 without its Q).
 */
function glyphsSplitInTwo(words: readonly string[], number: string): string[] {
  const doubled = (word: string, i: number) => [word[i - 1], word[i + 1]].some((next) => next !== undefined && (next === word[i] || PRINT_LOOK_ALIKES.has(word[i]! + next)));
  return words
    .filter((word) => word.length === numberLength(number) + 1)
    .flatMap((word) => [...word].flatMap((_, i) => (doubled(word, i) ? [(word.slice(0, i) + word.slice(i + 1)).padEnd(9, '<')] : [])));
}

/** The cells in which a printed word and a number differ by characters print's OCR does not confuse (its 8 for a B is no difference). */
const clearDifferences = (word: string, number: string) => [...word].filter((char, i) => char !== number[i] && !PRINT_CONFUSIONS.has(char + number[i]) && !PRINT_CONFUSIONS.has(number[i]! + char)).length;

/** Printed words that could be the passport number read (`number`, 9 cells): 9 cells padded, at most `PRINTED_NUMBER_REACH` clear differences apart from it. */
export const printedNumbersNear = (number: string, words: readonly string[]) =>
  [...new Set([...asNumberCells(words), ...Object.values(joinedNumbers(words, [numberLength(number)])).flat(), ...resizedNumbers(words, number)])].filter((word) => clearDifferences(word, number) <= PRINTED_NUMBER_REACH);

/**
 * Cells of `number` that a printed word of its length near it spells otherwise, where the word differs by
 * more than print's own look-alikes: its 0 for an O says nothing, its O for a Q with its 1 for an I may
 * show a vote gone wrong (JSO1Q1KQO voted JSOIQ1KQQ). A word print's OCR may have added a character to
 * or lost one of says nothing either (18GZS60D for IJ8GZS6OD).
 */
export function cellsPrintSpellsOtherwise(number: string, words: readonly string[]): number[] {
  const near = numberWords(words, [numberLength(number)]).fitting.filter((word) => clearDifferences(word, number) <= PRINTED_NUMBER_REACH);
  return differingPositions(number, near.filter((word) => numberLength(word) === numberLength(number) && !printAgrees(number, word)));
}

/** Whether print's OCR confuses `a` and `b` and the check digits weigh them alike (G counts 16, 6 counts 6: G and 6, S and 8, L and 1), so they cannot tell which the zone holds. */
const checkDigitTwins = (a: string, b: string) => PRINT_CONFUSIONS.has(a + b) && checkDigit(a) === checkDigit(b);

/**
 * Cells of `number` where a printed number near it (`printedNumbersNear`) shows the check-digit twin of its character (its 6 where the zone
 * holds G, S for 8, 1 for L): nothing tells those apart but the engines, and print sides against them (Nova Mono's B0D6W50D7, chosen as
 * B0DGW50D7 where OCR read S and the templates G, printed BOD6WS50D7, an S added).
 */
export function twinCellsPrintShowsOtherwise(number: string, words: readonly string[]): number[] {
  const near = printedNumbersNear(number, words).filter((word) => numberLength(word) === numberLength(number));
  // Of the words print's OCR may have added a character to, each left out in turn, only those nearest the number: SBBGGGS88 without its S is SBBGGG88.
  const otherCells = (word: string) => [...word].filter((char, i) => char !== number[i] && !PRINT_LOOK_ALIKES.has(char + number[i])).length;
  const nearest = lowestBy(near, otherCells);
  return [...number].flatMap((char, i) => (nearest.some((word) => checkDigitTwins(word[i]!, char)) ? [i] : []));
}

/** At most this many cells print may have confused are tried both ways. */
const MAX_CONFUSED_CELLS = 4;

/** The character print cannot tell from each of its look-alikes in any font. */
export const PRINT_LOOK_ALIKE_OF: Record<string, string> = { O: '0', '0': 'O', I: '1', '1': 'I' };

/**
 * The number as `word` prints it that `passes` the check digits: each character print is sure of as
 * printed, each it may have confused with the zone's (`number`) either way, the zone's first (a 5
 * where the zone reads S, a 6 where it reads G). Where none of those passes, few cells are open, and
 * print differs from the zone in one cell at most by characters it does not confuse, print's O, 0, I
 * and 1 are each tried as its look-alike too, even where the zone reads the same: both may show
 * QIZ0O5666's O as a 0. Tried sooner, or on a word further off (print's OCR missed the J of
 * 1IJ8G2ZZ2), its look-alikes pass the check digit by chance.
 */
export function numbersAsPrinted(number: string, word: string, passes: (reading: string) => boolean): string[] {
  const confused = [...word].flatMap((char, i) => (char !== number[i] && PRINT_CONFUSIONS.has(char + number[i]) ? [i] : []));
  const asZone = [...word].map((char, i) => (confused.includes(i) ? number[i]! : char)).join('');
  if (confused.length > MAX_CONFUSED_CELLS) return [asZone].filter(passes);
  const other = (i: number) => (confused.includes(i) ? word[i]! : PRINT_LOOK_ALIKE_OF[word[i]!]!);
  const withOpen = (open: readonly number[]) => eachWay(asZone, open, other).filter(passes);
  const asPrinted = withOpen(confused);
  const alike = [...word].flatMap((char, i) => (!confused.includes(i) && PRINT_LOOK_ALIKE_OF[char] ? [i] : []));
  const fewOpen = confused.length + alike.length <= MAX_CONFUSED_CELLS && clearDifferences(word, number) <= 1;
  return asPrinted.length || !fewOpen ? asPrinted : withOpen([...confused, ...alike]);
}

/**
 * A printed word near the number with each of print's O, 0, I and 1 taken as printed and as its look-alike, where an engine read the
 * number as print spells it but for those (`readBy`: the templates' G55IZICGO for print's G551ZICGO, which passes only as G551ZICG0).
 * As printed alone otherwise, or where more than `MAX_CONFUSED_CELLS` are: one of print's look-alikes taken the other way passes the
 * check digits one time in ten (its 117820815 as 11782O815, where the zone holds 11T8Z081S).
 */
export function spelledEitherWay(word: string, readBy: readonly string[]): string[] {
  const open = [...word].flatMap((char, i) => (PRINT_LOOK_ALIKE_OF[char] ? [i] : []));
  const borneOut = readBy.some((read) => printAgrees(read, word));
  return borneOut ? lookAlikesEachWay(word, open) : [word];
}

/** `word` with each of print's O and 0, I and 1 taken as printed and as its look-alike where an engine read that (`readBy`) in its cell, every way. */
function lookAlikesAsEnginesRead(word: string, readBy: readonly string[]): string[] {
  const open = [...word].flatMap((char, i) => (PRINT_LOOK_ALIKE_OF[char] && readBy.some((read) => read[i] === PRINT_LOOK_ALIKE_OF[char]) ? [i] : []));
  return lookAlikesEachWay(word, open);
}

/** `word` with each of its `open` cells (print's O, 0, I or 1) taken as printed and as its look-alike, every way; as printed alone where more than `MAX_CONFUSED_CELLS` are open. */
const lookAlikesEachWay = (word: string, open: readonly number[]) => (open.length > MAX_CONFUSED_CELLS ? [word] : eachWay(word, open, (i) => PRINT_LOOK_ALIKE_OF[word[i]!]!));

/** The printed numbers near line 2's, each way print's O and 0, I and 1 can be taken where an engine read the number so (`spelledEitherWay`). */
const printedNumbersOf = (line2: string, words: readonly string[], readBy: readonly string[]) =>
  printedNumbersNear(line2.slice(0, 9), words).flatMap((word) => spelledEitherWay(word, readBy));

/** `word` with each of its `open` cells taken as it stands and as `other` has it, every way (2^n words, `word` first). */
const eachWay = (word: string, open: readonly number[], other: (i: number) => string) =>
  Array.from({ length: 2 ** open.length }, (_, mask) => [...word].map((char, i) => (open.includes(i) && (mask & (1 << open.indexOf(i))) !== 0 ? other(i) : char)).join(''));

/** Whether print's OCR could tell `a` from `b`: they differ in a cell by a pair it does not confuse. */
const printTellsApart = (a: string, b: string) => [...a].some((char, i) => char !== b[i] && !PRINT_CONFUSIONS.has(char + b[i]));

/** Whether print's `word` may be a misreading of `reading`: in each cell they differ, by a pair print's OCR confuses. */
const printMayBe = (reading: string, word: string) => [...reading].every((char, i) => char === word[i] || PRINT_CONFUSIONS.has(word[i]! + char));

/** Whether print's `word` shows a character in some cell that it does not confuse with `best`'s there (its Q for their O). */
const showsOtherThan = (best: string, word: string) => [...word].some((char, i) => char !== best[i] && char !== '<' && !PRINT_CONFUSIONS.has(char + best[i]));

/** Whether `reading` differs from `best` in a cell by a look-alike print cannot tell apart in any font (its 0 for their O). */
const byLookAlike = (reading: string, best: string) => [...reading].some((char, i) => PRINT_LOOK_ALIKES.has(char + best[i]));

/** The cells in which two readings differ. */
export const differingCells = (a: string, b: string) => [...a].flatMap((char, i) => (char === b[i] ? [] : [i]));

/** How closely print's character `printed` shows `char`: as itself, as a look-alike (O for 0), as a character print's OCR confuses with it (0 for Q), or not at all. */
const closeness = (char: string, printed: string) => (char === printed ? 3 : PRINT_LOOK_ALIKES.has(printed + char) ? 2 : PRINT_CONFUSIONS.has(printed + char) ? 1 : 0);

/**
 * Whether `word` shows `reading` more closely than `other`, over the cells where they differ: its 5 is
 * S0605S6BO's S only as a confusion but 506O556B0's 5 itself; its 0 for O60Q8512I's Q and 0 weighs as
 * much as for O6OO8512I's two Os.
 */
const closerTo = (reading: string, other: string, word: string) =>
  [...reading].reduce((lead, char, i) => lead + (char === other[i] ? 0 : closeness(char, word[i]!) - closeness(other[i]!, word[i]!)), 0) > 0;

/** The engines' choice of the number, the readings they left against it, and the number as each engine read it before any choosing (OCR's, the templates'). */
type Judged = { best: string; rivals: readonly string[]; readBy?: readonly string[] };

/**
 * Whether print read `word` in digits throughout where the engines' choice (`best`) holds letters, two of them or more as digits print
 * confuses them with, beyond O and 0, I and 1 (15280800 for I52BDB0Q: its 8s for Bs, its last 0 for a Q). Print's OCR then took the
 * whole word for a number: its digit where the engines read some other letter (its 0 for their D) is as likely the same bias as a sure cell.
 */
const readAsDigits = (word: string, best: string) =>
  /^[0-9]+<*$/.test(word) && [...best].filter((char, i) => /[A-Z]/.test(char) && PRINT_CONFUSIONS.has(word[i]! + char) && !PRINT_LOOK_ALIKES.has(word[i]! + char)).length >= 2;

/** Whether every engine read `char` in the number's cell `i` (`readBy`: OCR's reading and the templates'; not so where only one read it). */
const readByEveryEngine = (readBy: readonly string[], i: number, char: string | undefined) => readBy.length >= 2 && readBy.every((number) => number[i] === char);

/**
 * Whether an engine read the reading's character in cell `i` and neither engine read the choice's: the choice there is the scores'
 * compromise (G where OCR read 6 and the templates B), and print agreeing with an engine outweighs it, though print confuses the two.
 */
const readByAnEngineOnly = (reading: string, best: string, readBy: readonly string[], i: number) =>
  readBy.length >= 2 && readBy.some((number) => number[i] === reading[i]) && !readBy.some((number) => number[i] === best[i]);

/**
 * Whether `word` spells `reading` beyond print's own doubt where it differs from `best`: each cell in
 * dispute is printed exactly by a pair print does not confuse (a Q where the engines chose O, 0 or G;
 * a W for a U), or holds one of a pair print confuses (O and 0, G and 6), which the check digits then
 * chose, and print shows it as either, or as a look-alike of either (its 0 where they chose O and
 * the reading holds Q, or they chose Q and the reading holds O), or is printed as one of the engines' `rivals` reads it (a 5
 * where they were torn between S and 5). At least one cell must be of the first kind; where cells of
 * the other kinds are in dispute too, two, or one the engines were torn on, or `word` must spell the
 * reading exactly, by no look-alike print cannot tell from the engines' (its 0 for their O), or one of
 * the engines must have read each of those cells as the reading holds it (`readBy`: the templates' O
 * where OCR saw 0, print a 0 and, with its Q, B58OZZ5MQ): print's OCR misreads a character now and
 * then (a T as 1, a 9 as 5), and the check digits pass one of the ways the look-alikes in the other
 * cells can be taken by chance.
 * Where the reading and `best` agree, print may show a character it confuses with theirs (a 5 for
 * their S), but a word that does so in two cells or more, beyond its O and 0, I and 1, is print's OCR
 * gone wrong already: one cell alone does not outweigh the engines there (102962060 read every letter
 * of IO29GZ06U as a digit, its U as a 0 too). A filler padding a short word is no printed character:
 * print may have missed one there.
 */
function printOutweighs(reading: string, word: string, { best, rivals, readBy = [] }: Judged): boolean {
  const disputed = differingCells(reading, best);
  const readByAnEngineAlone = (i: number) => readByAnEngineOnly(reading, best, readBy, i);
  const readByAnEngine = (i: number) => readBy.some((number) => number[i] === reading[i]);
  const readByAnEngineUnconfused = (i: number) => readByAnEngine(i) && !PRINT_CONFUSIONS.has(word[i]! + best[i]);
  // Print's O or 0 (I or 1) is sure of the reading's too where an engine read it and neither the choice's, which is no look-alike of it:
  // print cannot tell O from 0, but tells either from Q (S800Z6HOD for 58OOZ6HOD, where OCR read 0, the templates O and the choice held Q).
  // Where the other engine read the choice's, it is sure only if print never reads its O or 0 for the choice's character: Nova Mono's
  // BCNQ5T0QQ, printed BCNQ5TOQQ, where the templates read 0 and OCR, whose BCHQ5TGQ0 passes too, a G. Not a Q, whose tail print may lose.
  // Print's G where the choice holds 6 (S and 8, L and 1) is sure of it too where an engine read it: the check digits weigh the two alike, so only
  // the engines chose, and print sides with one of them (Nova Mono's G66OOQ66U, where OCR read 666OOQ66U and the templates GBBOOQBBU).
  const unmistakable = (i: number) =>
    reading[i] !== '<' &&
    ((word[i] === reading[i] && (!PRINT_CONFUSIONS.has(reading[i]! + best[i]!) || readByAnEngineAlone(i) || (checkDigitTwins(reading[i]!, best[i]!) && readByAnEngine(i)))) ||
      (PRINT_LOOK_ALIKES.has(word[i]! + reading[i]) && !PRINT_LOOK_ALIKES.has(reading[i]! + best[i]) && (readByAnEngineAlone(i) || readByAnEngineUnconfused(i))));
  const confusable = (i: number) => PRINT_CONFUSIONS.has(reading[i]! + best[i]!) || PRINT_CONFUSIONS.has(best[i]! + reading[i]!);
  // Print's O and 0, I and 1 are one character to it: its 0 shows a reading's O as well as its O would. Not where it shows the choice's as every
  // engine read it: the reading's look-alike there is the check digits' doing (Martian Mono's 0IQZ0YBB printed 0I0ZOYEB, taken as 01QZ0YEB).
  const choiceAsAllRead = (i: number) => word[i] === best[i] && readByEveryEngine(readBy, i, best[i]);
  const asConfused = (i: number) => confusable(i) && !choiceAsAllRead(i) && [reading[i], best[i]].some((char) => word[i] === char || PRINT_LOOK_ALIKES.has(word[i]! + char));
  const leftOpen = (i: number) => word[i] === reading[i] && rivals.some((rival) => rival[i] === reading[i]);
  const torn = (i: number) => rivals.some((rival) => rival[i] !== best[i]);
  // A digit for a letter is no sure cell in a word print read in digits throughout (`readAsDigits`).
  const inDigits = readAsDigits(word, best);
  const sure = disputed.filter((i) => unmistakable(i) && !(inDigits && /[A-Z]/.test(best[i]!)));
  // Print spelling the reading exactly weighs only where it is sure of as many disputed cells as it may have confused (52205271 for 52ZD52Z1: only its 0 for D).
  const spelledOut = word === reading && !byLookAlike(reading, best) && sure.length * 2 >= disputed.length;
  const readSo = disputed.every((i) => sure.includes(i) || readByAnEngine(i));
  const enough = sure.length > 0 && (sure.length === disputed.length || sure.length >= 2 || sure.some(torn) || spelledOut || readSo);
  const confusedWhereAgreeing = [...reading].filter((char, i) => char === best[i] && word[i] !== char && !PRINT_LOOK_ALIKES.has(word[i]! + char)).length;
  const heard = confusedWhereAgreeing < 2 || sure.length >= 2;
  return printMayBe(reading, word) && enough && heard && disputed.every((i) => unmistakable(i) || asConfused(i) || leftOpen(i));
}

/**
 * The one reading of those print spells (`spelled`), else the one of them the engines kept (`kept`,
 * their choice first), else where they kept none, the one nearest their choice: print spells
 * B1VOO3ND and B1V003ND alike, and where it cannot tell O from 0 their 0s stand. Null when there is no one.
 */
function oneOf(spelled: readonly string[], kept: readonly string[]): string | null {
  const spelledKept = spelled.filter((reading) => kept.includes(reading));
  if (spelled.length === 1) return spelled[0]!;
  if (spelledKept.length || kept.length === 0) return spelledKept.length === 1 ? spelledKept[0]! : null;
  return theNearest(spelled, (reading) => [mismatches(reading, kept[0]!)]);
}

/**
 * The one of `readings` a printed word (as number cells) spells: exactly, unless the engines did not keep it, and
 * kept one it spells alike (its 0 for their O); else with its O and 0, I and 1 alike; else of those it shows in the fewest cells by characters print's OCR confuses (a 5
 * for an S; its look-alikes count for none); of several, the one the engines kept (`oneOf`). Null when no one is.
 */
function printedReading(printed: readonly string[], readings: readonly string[], kept: readonly string[]): string | null {
  const unique = [...new Set(readings)];
  const spelled = (agrees: (reading: string, word: string) => boolean) => unique.filter((reading) => printed.some((word) => agrees(reading, word)));
  const exact = spelled((reading, word) => reading === word);
  const alike = spelled(printAgrees);
  // Where print spells exactly a reading the engines did not keep, their choice stands in the cells where print cannot tell O from 0:
  // the one they kept it spells alike (6OQ208OX for 60Q2080X), else the nearest their choice (B1V003ND, not B1VOO3ND).
  if (exact.length === 1) return kept.includes(exact[0]!) ? exact[0]! : (oneOf(alike, kept) ?? exact[0]!);
  return alike.length ? oneOf(alike, kept) : leastConfused(printed, unique, kept);
}

/**
 * Of `readings`, those a printed word may be a misreading of, the ones it shows in the fewest cells by characters print's OCR confuses (a 5
 * for an S), of several the one the engines kept (`oneOf`). Null when there is no one.
 */
function leastConfused(printed: readonly string[], readings: readonly string[], kept: readonly string[]): string | null {
  // Its O for a 0, or 1 for an I, is no confusion: it cannot tell them apart in any font (0Q4L12071 shows OQ4L120Z1 by its 7 alone). Nor is one in a cell where
  // the reading holds what every reading the engines kept holds: print misread it whichever of theirs stands (its 5 for the S of ZSD1QQQED and of their ZSD1OQOED).
  const keptByAll = (char: string, i: number) => kept.length > 0 && kept.every((reading) => reading[i] === char);
  const confusions = (reading: string, word: string) => [...reading].filter((char, i) => char !== word[i] && !keptByAll(char, i) && !PRINT_LOOK_ALIKES.has(char + word[i])).length;
  const confused = readings.flatMap((reading) => printed.filter((word) => printMayBe(reading, word)).map((word) => ({ reading, cells: confusions(reading, word) })));
  return oneOf([...new Set(lowestBy(confused, (entry) => entry.cells).map((entry) => entry.reading))], kept);
}

/**
 * The one of the readings the engines kept (`kept`) a printed word brought to the number's length, or
 * joined to a single character, spell, their O and 0, I and 1 alike (`oneOf`), else the one it shows by the fewest
 * characters print's OCR confuses (`leastConfused`: G302Q50Q, which lost the T of G302QSOQT, shows it by its 5 alone).
 * Such a word is print's OCR gone wrong once already: it only chooses among the engines' readings, and a character
 * left out at the wrong place, or a stray letter joined (T1NSJ3BJ S for T1NSJ3BJJ), can spell another exactly. Where
 * several are spelled, the one a word spells with a glyph print read as two made one again (`splitGlyphs`) is taken. Of
 * several it spells, the one an engine read as it stands (`readBy`) is taken where there is one (DQ22I1ZDS without its
 * 1 is OCR's DQ22IZDS, without its Z the DQ22I1ZS the engines kept too), else the one such a word spells exactly where
 * there is one: Cutive Mono's 16BO2Z05D, printed 16B0O2Z05D, is that word without its 0, and 16B02ZO5D, which the engines
 * kept too, only by print's O and 0 alike.
 */
function resizedReading(resized: readonly string[], kept: readonly string[], readBy: readonly string[] = [], splitGlyphs: readonly string[] = []): string | null {
  const alike = kept.filter((reading) => resized.some((word) => printAgrees(reading, word)));
  // Print spelling the engines' choice and readings it cannot tell from it (their O for its 0) speaks for the choice, whichever an engine read as it stands.
  if (alike.includes(kept[0]!) && alike.every((reading) => printAgrees(reading, kept[0]!))) return kept[0]!;
  const rejoined = alike.filter((reading) => splitGlyphs.some((word) => printAgrees(reading, word)));
  if (alike.length > 1 && rejoined.length === 1) return rejoined[0]!;
  const read = alike.filter((reading) => readBy.includes(reading));
  if (alike.length > 1 && read.length === 1) return read[0]!;
  const spelledExactly = alike.length > 1 ? theOneSpelled(resized, alike) : null;
  if (spelledExactly) return spelledExactly;
  return alike.length ? oneOf(alike, kept) : leastConfused(resized, kept, kept);
}

/**
 * The passport number with print heard, and the readings left against it (their differing cells
 * are the uncertain ones). `readings` all pass the check digits; `engines` are those the zone's own
 * engines offered, `judged` their choice. Print settles what the engines leave open, and stands where
 * they never thought of it (a Y both read as V) if it spells it exactly and differs from their
 * choice by more than look-alikes. A reading the engines weighed and ruled out it brings back only
 * where it spells the cells in dispute by characters print does not confuse (a Q, not an O for a 0:
 * print has its own look-alikes, O and 0, V and N, S and 5); otherwise it stays against their choice.
 * Print agreeing with their choice settles it, but for rivals differing only by print's own look-alikes;
 * the engines' choice print overrules stays against it. Where print spells several readings alike,
 * `enginesPick` weighs them as the engines weigh readings (null where they cannot).
 */
export function numberWithPrint(
  words: readonly string[],
  readings: readonly string[],
  engines: readonly string[],
  judged: Judged,
  enginesPick: (readings: readonly string[]) => string | null = () => null,
): { chosen: string; others: string[] } {
  const { best, rivals } = judged;
  // A word joined to a single character, or one print may have added a character to or missed one of, is heard only when no word spells a reading as it stands.
  const { fitting, withOne } = numberWords(words, [best, ...rivals].map(numberLength));
  const resized = [...withOne, ...resizedNumbers(words, best, 2)];
  // A word print added a character to may spell, with it left out, one reading offered that the engines did not keep (ILS6BSDA5S: ILS6BSDA5, where they chose ILS6BS0H5).
  const addedTo = resizedNumbers(words.filter((word) => word.length === numberLength(best) + 1), best);
  const splitGlyphs = glyphsSplitInTwo(words, best);
  // Such a word spelling exactly a reading an engine read as it stands outweighs one of the number's length that spells a reading only by
  // characters print confuses: Xanh Mono's UY6ZC07B<, read so by OCR, printed UY6ZC078B, is not UY62C07BB (its Z and 8 for 2 and B).
  const spelledAsPrinted = printedReading(fitting, readings, [best, ...rivals]);
  const onlyByConfusions = spelledAsPrinted !== null && !fitting.some((word) => printAgrees(spelledAsPrinted, word));
  const readAsIs = (judged.readBy ?? []).filter((reading) => readings.includes(reading));
  // So does one print spells up to its own look-alikes where the reading print spells as it stands is print's word itself, a character
  // longer than the engines' choice and read by neither: one such word in ten passes the check digit by chance. Reddit Mono's Q2OOQODI,
  // read so by OCR, chosen O2OOOODI, was printed Q200QO0DI, which passes.
  const chancePass = spelledAsPrinted !== null && numberLength(spelledAsPrinted) === numberLength(best) + 1 && !readAsIs.includes(spelledAsPrinted);
  const readAsAddedToSpells = onlyByConfusions ? theOneSpelled(addedTo, readAsIs) : chancePass ? theOneSpelled(addedTo, readAsIs, [], printAgrees) : null;
  const shownAsPrinted = readAsAddedToSpells ?? spelledAsPrinted;
  const printed = readAsAddedToSpells ? addedTo : shownAsPrinted ? fitting : resized;
  const shown = shownAsPrinted ?? resizedReading(resized, [best, ...rivals], judged.readBy, splitGlyphs) ?? theOneSpelled(addedTo, readings, judged.readBy);
  // Print agreeing settles every rival it tells apart from their choice, not one it could have read alike (a 0 the engines chose as O), nor one it spells exactly.
  if (shown === best) return against(best, [...rivals.filter((rival) => !printTellsApart(best, rival)), ...readings.filter((reading) => fitting.includes(reading))]);
  if (shown !== null) {
    if (printStands(shown, judged, engines, printed)) return against(enginesAmongLookAlikes(enginesWhereConfused(shown, judged, readings), readings, judged.readBy ?? [], enginesPick), [best, ...rivals, shown]);
    // A word of another length than the engines' readings (print lost the J of ZBBKQ68J) stays against their choice, and is heard brought to their length too.
    const broughtToLength = numberLength(shown) !== numberLength(best) ? resizedReading(resized, [best, ...rivals], judged.readBy, splitGlyphs) : null;
    const stands = broughtToLength !== null && broughtToLength !== best && printStands(broughtToLength, judged, engines, resized);
    return against(stands ? enginesWhereConfused(broughtToLength, judged, readings) : best, [best, ...rivals, shown]);
  }
  // Where print spells several readings of the zone's length alike, by a character it does not confuse with the engines' choice, and cannot choose
  // among them (800QB56X0's Q spells 80OQB56X0 and 800QB56XO, where they chose 80OOB56XO), the engines pick one, and the rest stay against it.
  const spelledOtherwise = (among: readonly string[], printedWords: readonly string[]) =>
    among.filter((reading) => numberLength(reading) === numberLength(best) && printedWords.some((word) => printAgrees(reading, word) && showsOtherThan(best, word)));
  const undecided = spelledOtherwise(readings, fitting);
  const picked = undecided.length > 1 ? enginesPick(undecided) : null;
  // A word print may have added a character to or lost one of chooses nothing, but a reading of the engines' it spells otherwise stays against the choice
  // (FQPMONQG65 without its G shows FQPM0NQ65's Qs, where the engines chose FOPM0NO65 and the check digits passed both).
  const chosen = picked && undecided.includes(picked) ? picked : (rivalShownInItsCells(judged, [...fitting, ...resized]) ?? best);
  return against(chosen, [best, ...rivals, ...undecided, ...spelledOtherwise(engines, resized)]);
}

/**
 * OCR's reading of the number as it stands (`asRead`), where a printed word is that reading with one glyph lost and it differs from
 * the engines' choice only by characters print does not confuse with the choice's (its Q is never an O's): OCR and print, reading two
 * zones, agree on it, where the templates alone chose otherwise. Atkinson Hyperlegible Mono's GS2S55QQJ, read so by OCR and printed
 * GS2S55QQ, was chosen as the templates read it, GS2S55OOJ. Null where no word spells it so, or one spells the choice so too.
 */
export function readAsPrintedButOneLost(chosen: string, asRead: string, words: readonly string[]): string | null {
  const length = numberLength(asRead);
  if (asRead === chosen || numberLength(chosen) !== length) return null;
  const oneLost = (number: string) => [...number.slice(0, length)].map((_, i) => number.slice(0, i) + number.slice(i + 1, length));
  const spells = (number: string) => words.some((word) => word.length === length - 1 && oneLost(number).includes(word));
  const toldApart = differingCells(asRead, chosen).every((i) => !PRINT_CONFUSIONS.has(asRead[i]! + chosen[i]!));
  return toldApart && spells(asRead) && !spells(chosen) ? asRead : null;
}

/**
 * The one of `readings` a word of `words` spells exactly (or as `spells` says), of several the one an engine read as it stands (`readBy`:
 * Martian Mono's LEZKOZVU8 printed LEZKOZVUS8 spells OCR's reading without its S, and LEZKOZVUS without its 8); null when there is no one.
 */
function theOneSpelled(words: readonly string[], readings: readonly string[], readBy: readonly string[] = [], spells = (reading: string, word: string) => reading === word): string | null {
  const spelled = [...new Set(readings.filter((reading) => words.some((word) => spells(reading, word))))];
  const read = spelled.filter((reading) => readBy.includes(reading));
  return spelled.length === 1 ? spelled[0]! : read.length === 1 ? read[0]! : null;
}

/** A printed word spelling no reading may still show one where the engines' choice differs from it, if it misreads no more than this many other cells. */
const MAX_OTHER_CELLS_MISREAD = 1;

/**
 * The one rival the engines kept that a printed word shows in every cell where it differs from their choice, by a character
 * print does not confuse with theirs and an engine read there, though print misread one other cell (a word one character
 * off brought to the number's length too): Cutive Mono's 0QGQ2Z5S1 was printed 0QGQ245S51, its Z as 4 and a 5 added,
 * and the engines chose 0OGO2Z5S1, where OCR read both Qs. Null when no rival, or several, are shown so.
 */
function rivalShownInItsCells({ best, rivals, readBy = [] }: Judged, printed: readonly string[]): string | null {
  const shownIn = (rival: string, word: string, disputed: readonly number[]) =>
    disputed.every((i) => word[i] === rival[i] && !PRINT_CONFUSIONS.has(rival[i]! + best[i]!) && readBy.some((number) => number[i] === rival[i])) &&
    [...rival].filter((char, i) => char !== word[i] && !PRINT_LOOK_ALIKES.has(char + word[i])).length <= MAX_OTHER_CELLS_MISREAD;
  const shown = rivals.filter((rival) => {
    const disputed = differingCells(rival, best);
    return numberLength(rival) === numberLength(best) && disputed.length > 0 && printed.some((word) => shownIn(rival, word, disputed));
  });
  return shown.length === 1 ? shown[0]! : null;
}

/** The reading chosen, and the other readings left against it (each once). */
const against = (chosen: string, left: readonly string[]) => ({ chosen, others: [...new Set(left)].filter((reading) => reading !== chosen) });

/**
 * The reading print shows, with the engines' character in each cell where every reading they kept holds the same one and print's is
 * a character it confuses with it (its S for their 8, which no check digit tells apart), where that reading passes too: print's D settles
 * VDO8JM5IO over their VQO8JMSIO, its S does not make it VDOSJM5IO. Not in a cell where an engine read print's and neither theirs
 * (`readByAnEngineOnly`): Martian Mono's KB0D68JO, printed KBOD68JO, where OCR read KBOD6830, the templates K80D68JO and the choice was K80D6BJQ.
 */
function enginesWhereConfused(shown: string, { best, rivals, readBy = [] }: Judged, readings: readonly string[]): string {
  const theirs = [...shown]
    .map((char, i) => (PRINT_CONFUSIONS.has(char + best[i]) && rivals.every((rival) => rival[i] === best[i]) && !readByAnEngineOnly(shown, best, readBy, i) ? best[i]! : char))
    .join('');
  return readings.includes(theirs) ? theirs : shown;
}

/**
 * Of the readings print cannot tell from the one it shows (its O for a 0, I for a 1, which it cannot tell apart in any font, and its O or 0
 * for a Q whose tail it lost, where an engine read the Q), the one the engines pick: Spline Sans Mono's B0OB1Z2OS was printed BOOB1Z20S,
 * which passes too, its O and 0 swapped in cells the check digits weigh alike; Nova Mono's TPN00TBQN was printed TPNOOTBON, the templates
 * reading its Q. Not a Q no engine read: Chivo Mono's 8GOOI541, the scores' 8G0QI541. Nor an O or 0 where every engine read print's
 * character: Xanh Mono's O2FOAIBGO, read so by OCR and print, its Os read so by the templates too, was the scores' 02F0AIBG0, its cells a
 * hair more alike to the dates' 0s. `shown` where it is the only one, or the engines cannot pick.
 */
function enginesAmongLookAlikes(shown: string, readings: readonly string[], readBy: readonly string[], enginesPick: (readings: readonly string[]) => string | null): string {
  const tailLost = (char: string, i: number) => isQWithTailLost(char, shown[i]) && readBy.some((number) => number[i] === 'Q');
  const alike = readings.filter((reading) => [...reading].every((char, i) => char === shown[i] || (PRINT_LOOK_ALIKES.has(char + shown[i]) && !readByEveryEngine(readBy, i, shown[i])) || tailLost(char, i)));
  return alike.length > 1 ? (enginesPick(alike) ?? shown) : shown;
}

/** Whether `shown` differs from the engines' choice only in cells each engine read as their choice holds them, each by a character `differs` from theirs. */
function differsOnlyWhereBothRead(shown: string, { best, readBy = [] }: Judged, differs: (shownChar: string, chosenChar: string) => boolean): boolean {
  const differing = differingCells(shown, best);
  return differing.length > 0 && differing.every((cell) => readByEveryEngine(readBy, cell, best[cell]) && differs(shown[cell]!, best[cell]!));
}

/**
 * Whether `shown` differs from the engines' choice only where both read it so, by characters they do not confuse with it: print's OCR read
 * Martian Mono's 0 of 8Q065ES2 as U, which the check digits cannot see (0, A, K and U weigh alike in every cell), where OCR and the
 * templates both read 0; it read both 6s of 5UO66AI0C as B, which pass the check digit together by chance. Not by a letter the font may
 * draw like theirs (`isDrawnAlike`): Kode Mono's XC0ZX8LDD, printed so, both Xs read H by both engines; the pair passes either way.
 */
const cellsAgainstBothEngines = (shown: string, judged: Judged) => differsOnlyWhereBothRead(shown, judged, (char, chosen) => !areLookAlikes(char, chosen) && !isDrawnAlike(char, chosen));

/** Whether `shown` differs from the engines' choice only where both read it so, by characters print confuses with theirs (its S for their 8). */
const confusedWhereBothRead = (shown: string, judged: Judged) => differsOnlyWhereBothRead(shown, judged, (char, chosen) => PRINT_CONFUSIONS.has(char + chosen));

/**
 * Whether `shown` is the number as an engine read it (`readBy`), which print spells exactly, and the engines' choice is longer, with a
 * character in a filler both read and another cell changed with it: a character put in a filler passes the check digit with one other
 * cell changed one time in ten by chance. Libertinus Mono's QD5ZDZQF, read so by OCR and print, was taken as QD5ZQZQFV by the glyph scores.
 */
const shorterAsReadAndPrinted = (shown: string, { best, readBy = [] }: Judged, printed: readonly string[]) =>
  numberLength(shown) < numberLength(best) && readBy.includes(shown) && printed.includes(shown) && differingCells(shown, best).some((i) => shown[i] !== '<');

/** Whether the reading print shows (`shown`, not the engines' choice) stands over their choice. */
function printStands(shown: string, judged: Judged, engines: readonly string[], printed: readonly string[]): boolean {
  const { best, rivals } = judged;
  if (cellsAgainstBothEngines(shown, judged)) return false;
  if (shorterAsReadAndPrinted(shown, judged, printed)) return true;
  // Print's OCR adds characters (a 0 read into an 8-character number) and misses them: it stands against the zone's length, never over it,
  // but for a rival the engines kept of the length print spells (E5QZ1GDQI, where their choice took its I for a filler).
  if (numberLength(shown) !== numberLength(best) && !rivals.includes(shown)) return false;
  // Print's own OCR confuses look-alikes too (a printed S read as 5 and a 5 as S cancel out): only a character no look-alike of the engines', nor one print
  // confuses with theirs (its 7 for their Z in 52205271), speaks for print, and it spells nothing exactly with a 0 where they read O (or a 1 for their I),
  // which it cannot tell apart in any font (692036G5 for 692O36G9).
  const printOnly = !engines.includes(shown) && printed.includes(shown) && [...shown].some((char, i) => char !== best[i] && char !== '<' && !areLookAlikes(char, best[i]!) && !PRINT_CONFUSIONS.has(char + best[i])) &&
    !byLookAlike(shown, best);
  // A reading the engines ruled out, or never offered, stands where print spells the cells in dispute by characters it does not confuse.
  const printOutweighsEngines = printed.some((word) => printOutweighs(shown, word, judged));
  // A rival print spells is taken where a word spelling it shows it more closely than the engines' choice (060085121 shows O60Q8512I as closely as O6OO8512I),
  // and it differs from their choice by more than print's O and 0, I and 1 (its IBIOO2NZR says nothing against their IBI002NZR).
  // Not where print differs only by characters it confuses with the choice's, which both engines read (Lekton's QQOSAXDH8, printed
  // QQOSAXDHS: its S for their 8).
  const rivalSpelled = rivals.includes(shown) && !printAgrees(shown, best) && !confusedWhereBothRead(shown, judged) && printed.some((word) => printMayBe(shown, word) && closerTo(shown, best, word));
  return printOnly || printOutweighsEngines || rivalSpelled;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A date printed as `DD MON YYYY` (OCR may join or split its parts). */
const PRINTED_DATE = /(\d{2}) ?([A-Z]{3}) ?(\d{2}) ?(\d{2})/g;

/** A month's printed name as the MRZ writes it (JUN: 06); null for no month's name. */
function monthOf(name: string): string | null {
  const month = MONTHS.indexOf(name);
  return month < 0 ? null : String(month + 1).padStart(2, '0');
}

/** Dates printed as `DD MON YYYY`, as the MRZ writes them: YYMMDD. */
export function printedDates(words: readonly string[]): string[] {
  return [...new Set(datedPrints(words).map(({ date }) => date))];
}

/** Each date printed as `DD MON YYYY`: as the MRZ writes it (YYMMDD), and whole (YYYYMMDD), which orders it among the others. */
function datedPrints(words: readonly string[]): { date: string; whole: string }[] {
  return [...words.join(' ').matchAll(PRINTED_DATE)].flatMap((match) => {
    const month = monthOf(match[2]!);
    return month === null ? [] : [{ date: `${match[4]}${month}${match[1]}`, whole: `${match[3]}${match[4]}${month}${match[1]}` }];
  });
}

/**
 * The printed dates that may fill a date field of the zone: a passport's birth date comes before every other date it prints, its expiry
 * after, so where print shows dates of several days, only the earliest may fill a birth date and only the latest an expiry. Kode Mono's
 * birth date 700720, read 088728 (no day), was filled with the expiry 15 JUL 2032, which passes the same check digit, and the composite
 * passed by chance with the number's 0 read O. Xanh Mono's expiry 350425, read 550425 (its 3s read 5), was within reach of the issue date
 * 250721, which passes its check digit and the composite too.
 */
const printedDatesFor = (field: ReadDateField) => (words: readonly string[]) => {
  const dated = datedPrints(words);
  const days = [...new Set(dated.map(({ whole }) => whole))].sort();
  const ruledIn = days.length < 2 ? null : field === 'dateOfBirth' ? days[0] : days.at(-1);
  return [...new Set(dated.filter(({ whole }) => ruledIn === null || whole === ruledIn).map(({ date }) => date))];
};

/**
 * Parts of dates print shows beside the whole dates it read, as YYMMDD with `?` for what it does not
 * show: a day and month (14 JUN: ??0614), a month and year (JUN 1962: 6206??), a year alone (1962: 62????).
 */
function printedDateParts(words: readonly string[]): string[] {
  const rest = words.join(' ').replace(PRINTED_DATE, ' ');
  const dayMonth = [...rest.matchAll(/(\d{2}) ?([A-Z]{3})/g)].flatMap(([, day, name]) => {
    const month = monthOf(name!);
    return month === null ? [] : [`??${month}${day}`];
  });
  const monthYear = [...rest.matchAll(/([A-Z]{3}) ?(?:19|20)(\d{2})/g)].flatMap(([, name, year]) => {
    const month = monthOf(name!);
    return month === null ? [] : [`${year}${month}??`];
  });
  const years = rest.split(' ').filter((word) => /^(19|20)\d{2}$/.test(word)).map((word) => `${word.slice(2)}????`);
  return [...dayMonth, ...monthYear, ...years];
}

/** Whether a date part (`??0614`) shows `date` (YYMMDD). */
const showsDate = (part: string, date: string) => [...part].every((char, i) => char === '?' || char === date[i]);

/** Where line 2 holds the birth and expiry dates; the check digit of each is in the cell at `end`. */
const DATE_FIELDS: readonly { start: number; end: number; field: ReadDateField }[] = [
  { start: 13, end: 19, field: 'dateOfBirth' },
  { start: 21, end: 27, field: 'expiryDate' },
];

/**
 * The dates of line 2 print does not bear out: where OCR read at least two printed dates, those neither among them nor shown in part
 * where print read no whole date for it (only the year of 1962 above the birth date). What print cannot judge (fewer dates read) it
 * does not doubt.
 */
export function datesPrintDoesNotShow(line2: string, words: readonly string[]): ReadDateField[] {
  const dates = printedDates(words);
  if (dates.length < 2) return [];
  const parts = printedDateParts(words);
  const shown = (date: string) => dates.includes(date) || parts.some((part) => showsDate(part, date));
  return DATE_FIELDS.filter(({ start, end }) => !shown(line2.slice(start, end))).map(({ field }) => field);
}

/**
 * Whether print bears out every date of line 2 (`datesPrintDoesNotShow`): a zone pieced together by a vote can pass every check digit
 * with a date shifted out of its cells. A date print does not show stands where the readings voted on (`readings`, each one's line 2)
 * hold its six digits as line 2 does, most of them exactly and the rest but for one digit: the vote did not make it, print lost it
 * (Victor Mono's expiry, printed nowhere). A shifted date differs in most of its digits; a check digit misread in some (Nova Mono's 6
 * as 8) does not count, the vote took the one those digits pass.
 */
export const datesBorneOut = (line2: string, words: readonly string[], readings: readonly string[] = []) =>
  datesPrintDoesNotShow(line2, words).every((field) => {
    const digitsOff = readings.map((reading) => dateDigitsDiffering(line2, reading, field));
    return digitsOff.filter((off) => off === 0).length * 2 > readings.length && digitsOff.every((off) => off <= 1);
  });

/**
 * Whether print bears out the dates of `other`, another reading of line 2 that passes its check digits, and not those of `line2`: a
 * reading misread throughout can pass every check digit by chance (Cascadia Mono's 814O2LN1<2FRA840606, read 81140ZLN10FRA811006,
 * printed 06JUN1984).
 */
export const datesBorneOutOnlyBy = (other: string, line2: string, words: readonly string[]) =>
  other !== line2 && checkDigitsAgree(other) && datesBorneOut(other, words) && !datesBorneOut(line2, words);

/** In how many of a date's six digits two readings of line 2 differ (its check digit aside). */
function dateDigitsDiffering(line2: string, other: string, field: ReadDateField): number {
  const { start, end } = DATE_FIELDS.find((date) => date.field === field)!;
  return mismatches(line2.slice(start, end), other.slice(start, end));
}

/** The dates (with their check digits) two readings of line 2 hold otherwise. */
export const datesDiffering = (line2: string, other: string): ReadDateField[] =>
  DATE_FIELDS.filter(({ start, end }) => line2.slice(start, end + 1) !== other.slice(start, end + 1)).map(({ field }) => field);

/** A zone's date print contradicts is taken from print only where print's differs from it in at most this many digits. */
const MAX_DATE_DIGITS_MISREAD = 1;
/**
 * Or, where print's passes the zone's own check digit and the composite with it, in at most this many: a date misread in a digit or
 * two passes neither (one digit always changes the check digit), and print's misreading passes both one time in a hundred. Of
 * 4,500 logged dev pages, one printed date within reach passed both, and it was the right one (Nova Mono's 650516 read as 160518);
 * the issue date passed both four times, each 5 or 6 digits from the zone's.
 */
const MAX_DATE_DIGITS_MISREAD_PASSING = 3;

/**
 * Line 2 with each date print contradicts taken from print: where print read two dates or more and the zone's is not among them, the one
 * printed date at most `MAX_DATE_DIGITS_MISREAD` digit from it (or any distance, where another engine read it and its check digit in the
 * field) that, with its own check digit (and the composite as read, or as another engine read it), keeps every check digit agreeing, where
 * another engine read line 2 (`readBy`) as print has it in each cell it changes (Nova Mono's 791010 read as 791016, its check digit 0 as 6,
 * passed them all; the templates read both 0s), or where the document's own prints show each cell changed as print has it (`ownPrintsShow`:
 * Xanh Mono's 3s of 501203 were read as 5s by both engines, with its check digit, and passed every check digit so). Print misreads a
 * digit of a date as often: the check digits alone would take its misreading one time in ten. Else the one printed date a few digits
 * from it that passes its check digit as read, and the composite (`MAX_DATE_DIGITS_MISREAD_PASSING`), unless the engines agree on the
 * digits it changes and the document's own prints do not show print's (`readAlikeByAll`). Never the date the zone holds in
 * its other date field: Oxygen Mono's expiry 351215, read so by both engines, was printed 15 DEC 2 035, and the birth date 550212, three
 * digits from it, passed its check digit 9 and the composite by chance. As read otherwise.
 */
export function datesFromPrint(line2: string, words: readonly string[], readBy: readonly string[], ownPrintsShow?: (read: string, candidate: string) => boolean): string {
  const allDates = printedDates(words);
  if (allDates.length < 2) return line2;
  const readSoByOthers = (line: string) => [...line].every((char, i) => char === line2[i] || readBy.some((other) => other[i] === char));
  const borneOut = (line: string) => readSoByOthers(line) || (ownPrintsShow?.(line2, line) ?? false);
  return DATE_FIELDS.reduce((line, { start, end }) => {
    const read = line.slice(start, end);
    if (allDates.includes(read)) return line;
    // A date the zone holds in its other date field is not this one's: a person is not born the day the passport expires.
    const otherFields = DATE_FIELDS.filter((field) => field.start !== start).map((field) => line.slice(field.start, field.end));
    const dates = allDates.filter((date) => !otherFields.includes(date));
    const withDate = (date: string) => line.slice(0, start) + date + String(checkDigit(date)) + line.slice(end + 1);
    // With the composite as read, or as another engine read it: OCR can misread it with the date (its 0 as 6, where the templates read 0).
    const withComposites = (date: string) => {
      const dated = withDate(date);
      return [dated, ...readBy.map((other) => dated.slice(0, TD3_LINE_LENGTH - 1) + other.slice(TD3_LINE_LENGTH - 1))];
    };
    // However far from it, a printed date another engine read in the field with its check digit: OCR can lose a digit and shift the rest
    // (Cascadia Mono's expiry 3405134, its 5 lost and its 4s read as 1s, came out 3101311 and passed every check digit).
    const readSo = (date: string) => readBy.some((other) => other.slice(start, end + 1) === date + String(checkDigit(date)));
    const nearDates = dates.filter((date) => mismatches(date, read) <= MAX_DATE_DIGITS_MISREAD || readSo(date));
    const fitting = [...new Set(nearDates.flatMap(withComposites))].filter((candidate) => checkDigitsAgree(candidate) && borneOut(candidate));
    if (fitting.length === 1) return fitting[0]!;
    // A printed date a few digits from the zone's that passes the check digit read, and the composite with it, is the date misread in them,
    // unless every other engine read each digit it changes as read and the document's own prints do not show print's (`readAlikeByAll`).
    const withDigitAsRead = (date: string) => line.slice(0, start) + date + line.slice(end);
    const misread = (date: string) => !readAlikeByAll(read, date, start, readBy) || (ownPrintsShow?.(line2, withDigitAsRead(date)) ?? false);
    const passing = dates.filter((date) => mismatches(date, read) <= MAX_DATE_DIGITS_MISREAD_PASSING && checkDigitsAgree(withDigitAsRead(date)) && misread(date));
    return passing.length === 1 ? withDigitAsRead(passing[0]!) : line;
  }, line2);
}

/**
 * Whether other engines read line 2 (`readBy`, at least one) and each read every digit of the date read (`read`, from line 2's cell `start`)
 * that `date` changes as read: the engines agree on the date, and a printed date that passes its check digits otherwise is another date of
 * the page. Victor Mono's expiry 300616, read so by both engines and printed split as 16JU N2030, is three digits from the issue date
 * 18 JUN 2025, which passed its check digit 2 and the composite by chance.
 */
const readAlikeByAll = (read: string, date: string, start: number, readBy: readonly string[]) =>
  readBy.length > 0 && [...date].every((char, i) => char === read[i] || readBy.every((other) => other[start + i] === read[i]));

/**
 * A printed date is tried with its own check digit for a date read (`printedDatesNear`), or beside one passing its check digit as read
 * (`printedDatesPassingToo`), only where it differs from it in at most this many digits: the page prints other dates too (the issue
 * date), and one of them passing a misread check digit is not the date misread.
 */
const MAX_DATE_DIGITS_MENDED = 2;

/**
 * The number as read with the check digit it passes, where a printed number near it spells it (its O and 0, I and 1 alike, a character
 * print added left out): two readings agree on the number, so its check digit was misread (O32ZE8BDG, its 6 read as 0, printed
 * 032ZE8BBDG). None otherwise.
 */
function numberWithItsDigit(number: string, words: readonly string[]): string[] {
  const digit = checkDigit(number);
  return wellFormedNumber(number) && digit >= 0 && printedNumbersNear(number, words).some((word) => printAgrees(number, word)) ? [number + String(digit)] : [];
}

/**
 * Line 2's fields a check digit covers, how each must be written, the printed zone's words of the same kind standing in for them,
 * how many cells such a word may differ from a field read well-formed (`reach`), and the field as read with the check digit it
 * passes where print bears it out (`withOwnDigit`, tried where no printed field passes the digit read).
 */
type Replaceable = {
  start: number;
  end: number;
  wellFormed: (field: string) => boolean;
  /** Printed fields of its kind, for the check digit read (`digit`). */
  printed: (words: readonly string[], digit: string) => string[];
  reach: number;
  withOwnDigit: (read: string, words: readonly string[]) => string[];
  /** Printed fields of its kind near one read, each with its own check digit, for a check digit read as no digit. */
  nearWithOwnDigit: (read: string, words: readonly string[]) => string[];
  /** Printed fields tried beside one that passes its check digit as read (`digit`). */
  passingRivals: (read: string, digit: string, words: readonly string[]) => string[];
};

/**
 * Printed dates a few digits from a date read (`MAX_DATE_DIGITS_MENDED`), each with its own check digit: a font whose 3 reads as 5 misreads
 * the date and its check digit alike (Xanh Mono's expiry 3605303 read 5605505); only the composite then vouches for the pair.
 */
const printedDatesNear = (read: string, words: readonly string[]) => printedDatesWithinMend(read, printedDates(words)).map((date) => date + String(checkDigit(date)));

/**
 * Printed dates a few digits from a date that passes its check digit as read (`MAX_DATE_DIGITS_MENDED`) and pass it too, where print
 * shows two dates or more and not this one: Xanh Mono's 330614 was read 550614, and a 5 for a 3 in its first two cells weighs the same.
 */
const printedDatesPassingToo = (read: string, digit: string, words: readonly string[]) => {
  const dates = printedDates(words);
  return dates.length < 2 || dates.includes(read) ? [] : printedDatesWithinMend(read, dates).filter((date) => digitMatches(date, digit));
};

/** Of `dates`, those a date read may be mended to: at most `MAX_DATE_DIGITS_MENDED` digits from it. */
const printedDatesWithinMend = (read: string, dates: readonly string[]) => dates.filter((date) => mismatches(date, read) <= MAX_DATE_DIGITS_MENDED);

/**
 * Printed numbers as long as a number read, differing from it clearly (`clearDifferences`) in fewer than half its cells, that pass the
 * check digit it passes too, where no printed number may be a misreading of the one read (`printMayBe`: Xanh Mono's 981X618D was printed
 * 9S1XG18D, its twin by S and 8, G and 6): the templates read Xanh Mono's CGQD8G406 as C0OOB04OO, which passes its check digit 3 by
 * chance, and print spells CGQD8G406. A label's word (PASSEPORT) or a name passes both check digits now and then.
 */
const printedNumbersPassingToo = (read: string, digit: string, words: readonly string[]) => {
  const length = numberLength(read);
  const numbers = asNumberCells(words).filter((word) => numberLength(word) === length && clearDifferences(word, read) * 2 < length);
  return numbers.some((word) => printMayBe(read, word)) ? [] : numbers.filter((word) => digitMatches(word, digit));
};

const NUMBER_FIELD: Replaceable = {
  start: 0,
  end: 9,
  wellFormed: wellFormedNumber,
  printed: (words) => padded(printedNumbers(words)),
  reach: Infinity,
  withOwnDigit: numberWithItsDigit,
  passingRivals: printedNumbersPassingToo,
  nearWithOwnDigit: (number, words) => printedNumbersNear(number, words).filter(wellFormedNumber).map((word) => word + String(checkDigit(word))),
};
const REPLACEABLE: Replaceable[] = [
  NUMBER_FIELD,
  ...DATE_FIELDS.map((field) => ({
    ...field,
    wellFormed: isCalendarDate,
    printed: printedDatesFor(field.field),
    // A printed date that passes the check digit as read, and the composite with it, as a date print contradicts does (Xanh Mono's
    // expiry 330813, read with its three 3s as 5s, 550815, whose check digit 2 was read right).
    reach: MAX_DATE_DIGITS_MISREAD_PASSING,
    withOwnDigit: printedDatesNear,
    passingRivals: printedDatesPassingToo,
    nearWithOwnDigit: printedDatesNear,
  })),
];

/**
 * Line 2 with a nationality read as no code at all (a digit in its cells: USA read as U39) replaced
 * by the one state print shows; as read otherwise. No check digit covers it: the reader weighs the
 * nationality against print again (`nationalityTaken`).
 */
function withPrintedNationality(line2: string, words: readonly string[]): string {
  const state = /^[A-Z<]{3}$/.test(line2.slice(10, 13)) ? null : theStateShown(words);
  return state ? line2.slice(0, 10) + state.padEnd(3, '<') + line2.slice(13) : line2;
}

/** The cells of line 2 holding a check digit: the number's, each date's (each right after its field) and the composite (the last). */
const CHECK_DIGIT_CELLS = [NUMBER_FIELD.end, ...DATE_FIELDS.map(({ end }) => end), TD3_LINE_LENGTH - 1];

/**
 * The digit the zone reads in place of another on this page (`read`, `printed`), as its dates show: print shows two dates or more, each
 * date read otherwise is a few digits (`MAX_DATE_DIGITS_MISREAD_PASSING`) from one printed date only, and every digit they differ in (the
 * check digit too, taken as print's date has it) is the same digit read for the same printed one. Xanh Mono's 3 reads as 5 in both
 * engines: its birth date 670320 came out 670520, its expiry 300831 500851. Null where the dates show no such digit, or more than one.
 */
export function digitMisreadInDates(line2: string, words: readonly string[]): { read: string; printed: string } | null {
  if (printedDates(words).length < 2) return null;
  const pairs = DATE_FIELDS.flatMap(({ start, end, field }) => {
    const [date, read] = [line2.slice(start, end), line2.slice(start, end + 1)];
    // Each date against those print shows that may be it (`printedDatesFor`): Xanh Mono's expiry 350624, read 550624, is within reach of its issue date 250923 too.
    const dates = printedDatesFor(field)(words);
    const near = dates.filter((printedDate) => mismatches(printedDate, date) <= MAX_DATE_DIGITS_MISREAD_PASSING);
    if (dates.includes(date) || near.length !== 1) return [];
    const printed = near[0]! + String(checkDigit(near[0]!));
    return [...read].flatMap((char, i) => (char === printed[i] ? [] : [char + printed[i]!]));
  });
  const [pair, ...others] = [...new Set(pairs)];
  return pair && others.length === 0 && /^[0-9]{2}$/.test(pair) ? { read: pair[0]!, printed: pair[1]! } : null;
}

/** Line 2 as read, then with each check digit read as `misread.read` taken as its printed digit, in every combination. */
function withCheckDigitsMisread(line2: string, misread: { read: string; printed: string } | null): string[] {
  const cells = misread ? CHECK_DIGIT_CELLS.filter((cell) => line2[cell] === misread.read) : [];
  return cells.reduce((lines, cell) => lines.flatMap((line) => [line, line.slice(0, cell) + misread!.printed + line.slice(cell + 1)]), [line2]);
}

/**
 * A second line the check digits reject, mended from print: a nationality read as no code is the state print shows
 * (`withPrintedNationality`), and each field whose own check digit fails (or that is not written as its kind is: a number with a filler
 * inside it, a date that is no day) is replaced by a printed field of its kind that passes it (a date read as a day, only by one near it:
 * Nova Mono's expiry 360220 was read with its check digit 9 as 0, and the issue date 250609 passes 0), where none passes it by one near it
 * with its own (`printedDatesNear`); a number no printed one passes keeps its own check digit where print spells it as read
 * (`numberWithItsDigit`); a date that passes its check digit where print shows other dates is tried beside those near it that pass it
 * too (`printedDatesPassingToo`), a number beside a printed one of its length that passes it too (`printedNumbersPassingToo`); a check
 * digit read as no digit vouches for nothing, and the printed fields near the one read are tried with their own (Nova Mono's 6 read as
 * S: `nearWithOwnDigit`); and the line is taken when exactly one such choice makes every check digit, the composite too, agree (of
 * several, the one whose number print spells). Failing that, print's numbers are tried with the characters it confuses taken as an
 * engine read them (`readBy`, each engine's number). A check digit read as the digit the page's dates show it misreads is tried as the
 * digit printed too (`digitMisreadInDates`: Xanh Mono's number check digit 3, read 5 as every 3 of its dates; unless `misreadDigits` is
 * false), and still one choice must pass. Null when print cannot mend it. The check digits are the zone's own (or as its dates show them misread), but
 * for a number's print bears out: print only supplies fields they vouch for.
 */
export function line2FromPrint(read: string, words: readonly string[], readBy: readonly string[] = [], misreadDigits = true): string | null {
  if (read.length !== TD3_LINE_LENGTH) return null;
  const withState = withPrintedNationality(read, words);
  // The line as read, and with its check digits read as the page's dates show it misreads a digit (`digitMisreadInDates`): one choice in all.
  const readings = withCheckDigitsMisread(withState, misreadDigits ? digitMisreadInDates(withState, words) : null);
  const printedNumberCells = asNumberCells(words);
  const mendedWith = (fields: readonly Replaceable[]) => {
    const mended = [...new Set(readings.map((line) => lineMendedWith(line, fields)).filter((line) => line !== null))];
    // A date's last digit and its check digit misread alike can pass the composite too (Xanh Mono's 820403 read 820405, its check digit 3
    // read 5): of two lines, the one whose dates print shows.
    const shown = mended.length > 1 ? mended.filter((line) => datesPrintDoesNotShow(line, words).length === 0) : mended;
    return shown.length === 1 ? shown[0]! : null;
  };
  const lineMendedWith = (line2: string, fields: readonly Replaceable[]) => {
    let mended = [line2];
    for (const { start, end, wellFormed, printed, reach, withOwnDigit, passingRivals, nearWithOwnDigit } of fields) {
      const digit = line2[end]!;
      const asRead = line2.slice(start, end);
      const withField = (line: string, field: string) => line.slice(0, start) + field + line.slice(end);
      const withFieldAndDigit = (line: string, fieldAndDigit: string) => line.slice(0, start) + fieldAndDigit + line.slice(end + 1);
      if (!/^[0-9<]$/.test(digit)) {
        const near = nearWithOwnDigit(asRead, words);
        mended = mended.flatMap((line) => near.map((field) => withFieldAndDigit(line, field)));
        continue;
      }
      if (digitMatches(asRead, digit) && wellFormed(asRead)) {
        const rivals = passingRivals(asRead, digit, words);
        mended = mended.flatMap((line) => [line, ...rivals.map((field) => withField(line, field))]);
        continue;
      }
      const fits = printed(words, digit).filter((field) => digitMatches(field, digit) && (!wellFormed(asRead) || mismatches(field, asRead) <= reach)).map((field) => field + digit);
      const withDigits = fits.length ? fits : withOwnDigit(asRead, words);
      mended = mended.flatMap((line) => withDigits.map((field) => withFieldAndDigit(line, field)));
    }
    const agreeing = mended.filter(checkDigitsAgree);
    // Of several lines passing, the one whose number print spells (`printedNumbersPassingToo`).
    const spelled = agreeing.length > 1 ? agreeing.filter((line) => printedNumberCells.includes(line.slice(0, 9))) : agreeing;
    return spelled.length === 1 ? spelled[0]! : null;
  };
  // Print confuses look-alikes too: failing all else, its numbers are taken with each character it may have confused as an engine read it
  // (Azeret Mono's 8B85Q3F3 was printed 8885Q3F3, read 888503F3 by OCR and 8B85O3F3 by the templates).
  // Each number once: two engines' readings taken as print spells them may meet, and still make one choice. Only words near the number
  // an engine read: a label's PNN0AS taken with its 0 as the O read in 96POFAK2O passed every check digit by chance (wide dev 43700/8).
  // Of those passing, the ones nearest the engine's reading: it tells its I from its 1 where print cannot (print's IV6B701N passes as
  // IV6B7O1N, OCR's reading with one cell changed, and as 1V6B7OIN, with I and 1 trading cells of one weight).
  const asEngineRead = (word: string, number: string, digit: string) =>
    clearDifferences(word, number) <= PRINTED_NUMBER_REACH ? lowestBy(numbersAsPrinted(number, word, (reading) => digitMatches(reading, digit)), (reading) => mismatches(reading, number)) : [];
  const asEnginesRead = (printedWords: readonly string[], digit: string) => [
    ...new Set(asNumberCells(printedWords).flatMap((word) => readBy.flatMap((number) => asEngineRead(word, number.padEnd(9, '<'), digit)))),
  ];
  return mendedWith(REPLACEABLE) ?? (readBy.length ? mendedWith([{ ...NUMBER_FIELD, printed: asEnginesRead }, ...REPLACEABLE.slice(1)]) : null);
}

/**
 * Digits OCR reads one for the other that keep the composite check digit passing when the number
 * changes with them: they differ by 5 (the number's check digit weighs 7 in the composite, so the
 * composite moves by 8 times the change). A look-alike differing otherwise never passes both.
 */
const DIGIT_LOOK_ALIKES = new Set(['38', '49'].flatMap(([a, b]) => [a! + b!, b! + a!]));

/**
 * Line 2 with the passport number's check digit read as a look-alike (its 3 as an 8) put right by
 * print: where a printed number near the zone's passes the check digit and the composite only with
 * one look-alike of the digit read, and no printed number passes with the digit as read. As read otherwise.
 * The composite passes either way, so print's word is all that speaks for the other digit: the reader
 * takes it only where the cell looks more like it.
 */
export function numberCheckDigitFromPrint(line2: string, words: readonly string[], readBy: readonly string[] = [line2.slice(0, 9)]): string {
  const read = line2[9]!;
  // Print cannot tell its O from 0 nor its 1 from I: a word the engines read alike is each way of taking them (1Z212VKDS is IZ2I2VKDS).
  const printed = printedNumbersOf(line2, words, readBy);
  const withDigit = (word: string, digit: string) => word + digit + line2.slice(10);
  if (printed.some((word) => checkDigitsAgree(withDigit(word, read)))) return line2;
  const digits = [...'0123456789'].filter((digit) => DIGIT_LOOK_ALIKES.has(read + digit));
  const mended = [...new Set(printed.flatMap((word) => digits.filter((digit) => checkDigitsAgree(withDigit(word, digit)))))];
  return mended.length === 1 ? line2.slice(0, 9) + mended[0]! + line2.slice(10) : line2;
}

/**
 * Line 2 with the passport number's check digit and the composite as the templates read them, and the
 * number as print spells it, where OCR read either digit otherwise and exactly one printed number near
 * the zone's passes every check digit so. OCR can misread both digits and the number and still pass them
 * all (Oxygen Mono's 5WQBB0QD, check digit 8 and composite 0, read 5M08BOQD with 5 and 6): the templates'
 * digits alone fail with OCR's number, and a printed word passes with them one time in a hundred by chance.
 * As read otherwise, and where a printed number passes with the line's own digits (Spline Sans Mono's C07B7DOX4 with
 * its 3, which the templates read as 8: print's CO07B7DOX4 without its 7 passed with their 8 by chance). Where several
 * pass with theirs, the one nearest the templates' number (Cutive Mono's CO564SDSZ, printed CO5645SDSZ: left out in turn,
 * three of its characters each leave a number passing with the templates' 3; the templates read CO5648D8Z).
 * Where the document's own prints refute OCR's digits (`digitsAsReadRefuted`), a printed number passing with them does not keep them:
 * Kode Mono's KB28O02O<9, composite 0, was voted KB28O820<5 with composite 8, and print's KB280020 (its Os read as 0s) passed with those;
 * its 0 for the voted 8, no confusion of print's, keeps them no longer either.
 */
export function checkDigitsFromTemplates(line2: string, templates2: string, words: readonly string[], readBy: readonly string[], digitsAsReadRefuted = false): string {
  if (templates2.length !== TD3_LINE_LENGTH) return line2;
  const [numberDigit, composite] = [templates2[9]!, templates2[TD3_LINE_LENGTH - 1]!];
  if (numberDigit === line2[9] && composite === line2[TD3_LINE_LENGTH - 1]) return line2;
  // Print bearing out the line as read, as it prints it, keeps it: a word print added a character to, each left out in turn, passes with the templates'
  // digits by chance too. Of several such words, the one nearest the templates' own number is taken. Not where the document's own
  // prints refute the line's digits (`digitsAsReadRefuted`): print confuses O and 0 too, and may pass with digits misread. Nor by a
  // word print could not have made of the line's number (`printMayBe`), which passes with its digits by chance as well: Nova Mono's
  // JD0U1D5B, check digit and composite 6, was voted J0GUIDSB with 5 and 8, and print's JDOU1DS5B without its D passed with those.
  const bearsOut = (word: string) => printMayBe(line2.slice(0, 9), word) && checkDigitsAgree(word + line2.slice(9));
  const near = printedNumbersNear(line2.slice(0, 9), words);
  if (!digitsAsReadRefuted && checkDigitsAgree(line2) && near.some(bearsOut)) return line2;
  // Where the dates refute them, a printed word near the number passes with the dates' digits with each O and 0, I and 1 taken as an engine
  // read that cell (Atkinson Hyperlegible Mono's 89O60OBIQ printed 890600BIQ, its Os read so by the templates, its check digit 0 by OCR as 5),
  // and so does an engine's number the word may be a misreading of (print's B and S for the 8 and 5 of Martian Mono's ZIHBI08F5, whose
  // check digit 3 OCR read as 8: the zone passed both ways).
  const asDatesRefute = digitsAsReadRefuted ? [...near.flatMap((word) => lookAlikesAsEnginesRead(word, readBy)), ...readBy.filter((reading) => near.some((word) => printMayBe(reading, word)))] : [];
  const printed = [...printedNumbersOf(line2, words, readBy), ...asDatesRefute];
  const lines = [...new Set(printed.map((word) => word + numberDigit + line2.slice(10, TD3_LINE_LENGTH - 1) + composite))].filter(checkDigitsAgree);
  return (lines.length > 1 ? theNearest(lines, (line) => [mismatches(line.slice(0, 9), templates2.slice(0, 9))]) : lines[0]) ?? line2;
}
