/**
 * ICAO 9303 TD3 (passport) machine-readable zone: two lines of 44 characters.
 * Parsing verifies every check digit; `repairTd3` uses them to settle characters OCR confuses.
 */
import { findCountryByCode } from '../countries/countries.ts';

export const TD3_LINE_LENGTH = 44;

/** Line 2's cell holding the sex. */
export const SEX_CELL = 20;
/** What a zone's sex cell holds: M, F, X (unspecified, ICAO 9303's eighth edition) or a filler (unspecified, before it). */
export const SEX_CODES = 'MFX<';

export type MrzErrorCode = 'NO_MRZ_FOUND' | 'MRZ_FORMAT' | 'CHECK_DIGIT_MISMATCH';

export type Td3Fields = {
  documentCode: string;
  issuingState: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  /** YYMMDD as printed. */
  birthDate: string;
  sex: 'M' | 'F' | 'X';
  /** YYMMDD as printed. */
  expiryDate: string;
  personalNumber: string;
};

export type CheckDigitName = 'documentNumber' | 'birthDate' | 'expiryDate' | 'personalNumber' | 'composite';

export type Td3Result =
  | { valid: true; fields: Td3Fields; lines: [string, string] }
  | { valid: false; fields: Td3Fields | null; lines: [string, string] | null; errors: { code: MrzErrorCode; message: string; field?: CheckDigitName }[] };

const WEIGHTS = [7, 3, 1] as const;

function charValue(char: string): number {
  if (char === '<') return 0;
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

/** The ICAO 7-3-1 check digit of a field. */
export function checkDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const value = charValue(field[i]!);
    if (value < 0) return -1;
    sum += value * WEIGHTS[i % 3]!;
  }
  return sum % 10;
}

/** A passport number field as ICAO 9303 writes it: characters from its first cell, fillers only after them. */
export const wellFormedNumber = (field: string) => /^[A-Z0-9]*<*$/.test(field);

/**
 * Whether `digit` is the check digit of `field`. A filler stands for the check digit of an empty field only (ICAO 9303 lets an unused
 * personal number have `<` or 0): a field holding characters has a digit, so a filler read after one was a character OCR made of one.
 */
export const digitMatches = (field: string, digit: string) => (digit === '<' ? /^<*$/.test(field) : checkDigit(field) === Number(digit));

function readName(zone: string): { surname: string; givenNames: string } {
  const [surname = '', given = ''] = zone.split('<<');
  return {
    surname: surname.replaceAll('<', ' ').trim(),
    givenNames: given.replaceAll('<', ' ').replace(/\s+/g, ' ').trim(),
  };
}

export function parseTd3(line1: string, line2: string): Td3Result {
  const lines: [string, string] = [line1.trim().toUpperCase(), line2.trim().toUpperCase()];
  const [a, b] = lines;
  if (a.length !== TD3_LINE_LENGTH || b.length !== TD3_LINE_LENGTH || !/^[A-Z0-9<]+$/.test(a + b) || a[0] !== 'P') {
    return { valid: false, fields: null, lines, errors: [{ code: 'MRZ_FORMAT', message: 'The machine-readable zone is not a passport (TD3) zone' }] };
  }
  const sex = b[20] === 'M' || b[20] === 'F' ? b[20] : 'X';
  const fields: Td3Fields = {
    documentCode: a.slice(0, 2).replaceAll('<', ''),
    issuingState: a.slice(2, 5).replaceAll('<', ''),
    ...readName(a.slice(5)),
    documentNumber: b.slice(0, 9).replaceAll('<', ''),
    nationality: b.slice(10, 13).replaceAll('<', ''),
    birthDate: b.slice(13, 19),
    sex,
    expiryDate: b.slice(21, 27),
    personalNumber: b.slice(28, 42).replaceAll('<', ''),
  };
  const checks: [CheckDigitName, string, string][] = [
    ['documentNumber', b.slice(0, 9), b[9]!],
    ['birthDate', b.slice(13, 19), b[19]!],
    ['expiryDate', b.slice(21, 27), b[27]!],
    ['personalNumber', b.slice(28, 42), b[42]!],
    ['composite', b.slice(0, 10) + b.slice(13, 20) + b.slice(21, 43), b[43]!],
  ];
  const errors: Extract<Td3Result, { valid: false }>['errors'] = checks
    .filter(([, field, digit]) => !digitMatches(field, digit))
    .map(([name]) => ({ code: 'CHECK_DIGIT_MISMATCH' as const, field: name, message: `The check digit of the ${CHECK_LABELS[name]} does not match` }));
  // No check digit covers the state codes and the sex: a digit there, or a sex no passport prints, is a misread.
  // A number is written from its first cell, fillers only after it: a filler inside it is a character OCR missed.
  if (!/^[A-Z<]{3}$/.test(a.slice(2, 5)) || !/^[A-Z<]{3}$/.test(b.slice(10, 13)) || !SEX_CODES.includes(b[20]!) || !wellFormedNumber(b.slice(0, 9))) {
    errors.push({ code: 'MRZ_FORMAT', message: 'The country codes or the sex in the machine-readable zone could not be read' });
  }
  // Check digits can agree by chance with a character read into a date's cells (a 0 shifting 330323 into 033032).
  if (!isCalendarDate(fields.birthDate) || !isCalendarDate(fields.expiryDate)) {
    errors.push({ code: 'MRZ_FORMAT', message: 'The dates in the machine-readable zone could not be read' });
  }
  return errors.length ? { valid: false, fields, lines, errors } : { valid: true, fields, lines };
}

/** Whether YYMMDD could be a day: a month of the year and a day of that month (29 February for any year: this catches misreads, not leap years). */
export function isCalendarDate(yymmdd: string): boolean {
  if (!/^\d{6}$/.test(yymmdd)) return false;
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2000, month, 0)).getUTCDate();
}

const CHECK_LABELS: Record<CheckDigitName, string> = {
  documentNumber: 'passport number',
  birthDate: 'date of birth',
  expiryDate: 'expiry date',
  personalNumber: 'personal number',
  composite: 'whole zone',
};

/** Characters OCR commonly confuses, and what they most likely were in a digit-only position. */
const AS_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', B: '8', G: '6', T: '7' };
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G' };

/** Positions in line 2 that can only hold digits (dates and check digits). */
const DIGIT_POSITIONS = new Set([9, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 43]);
/** Positions that can only hold letters or filler (nationality, sex). */
const LETTER_POSITIONS = new Set([10, 11, 12, 20]);

/**
 * Fixes characters by position (digits where only digits may stand, letters where only letters),
 * turns the OCR noise in filler runs back into `<`, fits a second line of the wrong length, and,
 * for the alphanumeric passport and personal numbers, tries swapping look-alike characters until
 * their check digits agree. Returns the repaired lines; parse them with `parseTd3`.
 */
export function repairTd3(line1: string, line2: string): [string, string] {
  const repaired2 = repairLine2(line2);
  return withAgreeingStates(repairLine1(line1, repaired2.slice(10, 13)), repaired2);
}

/**
 * Line 1 with the start OCR lost put back: where its second cell holds no filler and its state cells name no state, even spelled with
 * look-alikes, nor share a letter with line 2's nationality, which names one, OCR lost cells of `P<` and the state (Libertinus Mono's
 * P<ESPVILLANUEVA read PVILLLANUEV, with no templates to put it back on its cells). The state is the nationality, as on most passports,
 * and what was read after the P follows it, from the last two letters of the state or more where it still starts with them (PSPVILL:
 * `<E` lost). A state misread with a filler read as a letter (PKHUS for P<AUS) shares a letter with the nationality, and is mended so.
 */
function withLostStartRestored(line1: string, nationality: string): string {
  const state = line1.slice(2, 5);
  const sharesALetter = lettersApart(state, nationality) < state.length;
  if (!line1.startsWith('P') || line1[1] === '<' || !isKnownCode(nationality) || isKnownCode(knownStateCode(state)) || sharesALetter) return line1;
  const start = `<${nationality}`;
  const kept = [1, 2].find((lost) => line1.slice(1).startsWith(start.slice(lost))) ?? start.length;
  return 'P' + start.slice(0, kept) + line1.slice(1);
}

/**
 * The issuing state (line 1) and the nationality (line 2) are most often the same state: when one
 * of them is no known state and is one character from the other, which is, it was misread (OAN for CAN).
 */
function withAgreeingStates(line1: string, line2: string): [string, string] {
  const [issuing, nationality] = [line1.slice(2, 5), line2.slice(10, 13)];
  if (lettersApart(issuing, nationality) !== 1) return [line1, line2];
  if (!isKnownCode(nationality) && isKnownCode(issuing)) return [line1, line2.slice(0, 10) + issuing + line2.slice(13)];
  if (!isKnownCode(issuing) && isKnownCode(nationality)) return [line1.slice(0, 2) + nationality + line1.slice(5), line2];
  return [line1, line2];
}

/** In how many cells two state codes differ. */
const lettersApart = (a: string, b: string) => [...a].filter((char, i) => char !== b[i]).length;

function repairLine1(line: string, nationality: string): string {
  const first = normaliseLine(withLostStartRestored(dropLeadingNoise(cleanLine(line)), nationality));
  const fixedLetters = first.slice(0, 5).replace(/[0-9]/g, (c) => AS_LETTER[c] ?? c);
  const name = first.slice(5).replace(/[0-9]/g, (c) => AS_LETTER[c] ?? '<');
  // `<<` parts surname from given names once; a second `<<` (or `<<<`) starts the filler, whatever OCR saw after it.
  const cleanName = name.slice(0, fillerStart(name));
  return (fixedLetters.slice(0, 2) + knownStateCode(fixedLetters.slice(2)) + cleanName).padEnd(TD3_LINE_LENGTH, '<').slice(0, TD3_LINE_LENGTH);
}

/** OCR sometimes reads a speck before the zone as characters: line 1 starts at its document code P. */
function dropLeadingNoise(line: string): string {
  if (line.startsWith('P')) return line;
  const start = line.search(/P[A-Z<][A-Z<]{3}/);
  return start > 0 && start <= 8 ? line.slice(start) : line;
}

/** Letters OCR confuses with one another: those it also reads as the same digit (O, Q and D; I and L). */
const lookAlikeLetters = (letter: string) => Object.keys(AS_DIGIT).filter((other) => other !== letter && AS_DIGIT[other] === AS_DIGIT[letter]);

/**
 * A state code is not covered by any check digit; when the code read is not a known state but a
 * look-alike spelling is (O<< for Germany's D<<), the known one is meant.
 */
function knownStateCode(code: string): string {
  if (isKnownCode(code)) return code;
  for (let i = 0; i < code.length; i++) {
    for (const other of lookAlikeLetters(code[i]!)) {
      const candidate = code.slice(0, i) + other + code.slice(i + 1);
      if (isKnownCode(candidate)) return candidate;
    }
  }
  // A digit never stands in a state code: when exactly one letter in its place makes a known state (3PN → JPN), that is the one.
  const digitAt = code.search(/[0-9]/);
  if (digitAt >= 0) return onlyKnown(oneLetterAt(code, digitAt)) ?? code;
  // Some fonts make letters of others no look-alike table lists (A read as H): when exactly one known state is one letter away (USH → USA), that is the one.
  return onlyKnown([...code].flatMap((_, i) => oneLetterAt(code, i))) ?? code;
}

/** Every spelling of `code` with the letter at `i` replaced by another. */
export const oneLetterAt = (code: string, i: number) => [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((letter) => letter !== code[i]).map((letter) => code.slice(0, i) + letter + code.slice(i + 1));

/**
 * Codes ICAO 9303 part 3 reserves besides the states: its specimen state Utopia, stateless persons
 * and refugees, and United Nations documents. They are read as printed, never "repaired" into a state.
 */
const RESERVED_CODES = new Set(['UTO', 'XXA', 'XXB', 'XXC', 'XXX', 'EUE', 'UNO', 'UNA', 'UNK', 'XOM', 'XPO']);
const isKnownCode = (code: string) => RESERVED_CODES.has(code) || Boolean(findCountryByCode(code));
/** Whether a three-letter code is a known state or one ICAO reserves (UTO, XXA …). */
export const isKnownStateCode = isKnownCode;

/**
 * Another reading's zone (`other`: the templates') in place of `read`, a zone the check digits pass whose line 1 starts with neither
 * the other's document code nor a state, where the other's is valid and names one: OCR lost line 1's cells (P<JPNSCHWARZENBERGER
 * read as PNSCHSCHWARZENBER), which no check digit covers. Null where the zone read stands (a font's AUS read as HUS is no lost line).
 */
export function zoneWithIssuerKept(read: readonly [string, string], other: readonly [string, string]): (Td3Result & { valid: true }) | null {
  if (read[0].slice(0, 2) === other[0].slice(0, 2) || isKnownCode(read[0].slice(2, 5)) || !isKnownCode(other[0].slice(2, 5))) return null;
  const result = parseTd3(...repairTd3(...other));
  return result.valid ? result : null;
}

function onlyKnown(candidates: string[]): string | null {
  const known = [...new Set(candidates)].filter(isKnownCode);
  return known.length === 1 ? known[0]! : null;
}

/**
 * Where the filler of the name zone starts: `<<` parts surname from given names once; a later `<<`
 * followed by mostly fillers is the padding, whatever letters OCR made of some of them.
 */
function fillerStart(name: string): number {
  const separator = name.indexOf('<<');
  if (separator < 0) return name.length;
  for (let i = name.indexOf('<<', separator + 2); i >= 0; i = name.indexOf('<<', i + 1)) {
    const rest = name.slice(i);
    if ([...rest].filter((c) => c === '<').length / rest.length >= 0.4) return i;
  }
  return name.length;
}

function repairLine2(line: string): string {
  const cleaned = cleanLine(line);
  if (cleaned.length === TD3_LINE_LENGTH) return repairLine2Chars(cleaned);
  // OCR dropped or doubled a character: keep the first fitting that makes every check digit agree.
  const fitted = lengthCandidates(cleaned).map(repairLine2Chars);
  return fitted.find((candidate) => checkDigitsAgree(candidate)) ?? repairLine2Chars(normaliseLine(cleaned));
}

function repairLine2Chars(line: string): string {
  const chars = [...line];
  chars.forEach((c, i) => {
    // A date or check digit never holds a filler: `<` weighs 0 in every check digit, so it was a 0.
    if (DIGIT_POSITIONS.has(i)) chars[i] = c === '<' ? '0' : (AS_DIGIT[c] ?? c);
    else if (LETTER_POSITIONS.has(i)) chars[i] = AS_LETTER[c] ?? c;
  });
  // An empty personal number has `<` or 0 as its check digit; OCR often makes that 0 an O, P or Q.
  if (/^<*$/.test(chars.slice(28, 42).join('')) && 'OPQD'.includes(chars[42]!)) chars[42] = '0';
  // The composite check digit is always a digit; a filler read there stands for 0.
  if (chars[43] === '<') chars[43] = '0';
  chars.splice(10, 3, ...knownStateCode(chars.slice(10, 13).join('')));
  let b = chars.join('');
  b = repairField(b, 0, 9, 9);
  b = repairFiller(b, 28, 42, 42);
  b = repairField(b, 28, 42, 42);
  return b;
}

/**
 * The readings of the passport number the zone cannot tell apart, the valid line's own first: what
 * OCR saw in those cells (`seen`) when every check digit accepts it, else the readings fewest
 * look-alike swaps away from it (one, then two) that they accept. One entry means the check digits
 * settle the number; several mean a repair would be a guess between them.
 */
export function passportNumberCandidates(line2: string, seen = line2.slice(0, 9)): string[] {
  const rest = line2.slice(9);
  const passes = (number: string) => checkDigitsAgree(number + rest);
  const raw = cleanLine(seen).padEnd(9, '<').slice(0, 9);
  const nearest = passes(raw) ? [raw] : singleSwaps(raw, lookAlikes).filter(passes);
  const found = nearest.length ? nearest : doubleSwaps(raw, lookAlikes).filter(passes);
  return [...new Set([line2.slice(0, 9), ...found])];
}

/**
 * Every reading of a valid line's passport number its check digits accept that OCR may have taken
 * for another (see `CONFUSABLE`): the line's own first, then those near what OCR saw, then those one
 * or two look-alikes from the line's number. `suggested[i]` adds characters cell i may also hold
 * (what its glyph resembles in this document's own font, most alike first), and readings near the
 * one those first suggestions spell. One entry means the zone settles the number.
 */
export function passportNumberReadings(line2: string, seen = line2.slice(0, 9), suggested: readonly string[] = []): string[] {
  const rest = line2.slice(9);
  const number = line2.slice(0, 9);
  const raw = cleanLine(seen).padEnd(9, '<').slice(0, 9);
  const options: Swaps = (c, i) => [...new Set([...lookAlikes(c), ...(suggested[i] ?? '')])].filter((option) => option !== c);
  // Check digits cannot settle these: G and 6 weigh the same modulo 10, and two swaps can cancel out (D→0 with B→8).
  const near = (field: string) => [field, ...singleSwaps(field, options), ...doubleSwaps(field, options)];
  // The glyphs' own reading: each cell's first suggestion, the line's character where there is none.
  const glyphReading = [...number].map((c, i) => suggested[i]?.[0] ?? c).join('');
  return [...new Set([number, ...near(raw), ...near(number), ...near(glyphReading)])].filter((reading) => checkDigitsAgree(reading + rest));
}

/** At most this many of the number's doubted cells are turned into a look-alike together (`numberReadingsTurning`). */
const MAX_CELLS_TURNED = 3;

/**
 * The readings of line 2's number that turn at most `MAX_CELLS_TURNED` of its `cells` into a look-alike of
 * their character (see `CONFUSABLE`) and pass the check digits, the number itself first.
 */
export function numberReadingsTurning(line2: string, cells: readonly number[]): string[] {
  const rest = line2.slice(9);
  const turned = (number: string, from: number, left: number): string[] =>
    left === 0
      ? []
      : cells.slice(from).flatMap((cell, k) =>
          lookAlikes(number[cell]!).flatMap((char) => {
            const reading = number.slice(0, cell) + char + number.slice(cell + 1);
            return [reading, ...turned(reading, from + k + 1, left - 1)];
          }),
        );
  const number = line2.slice(0, 9);
  return [number, ...new Set(turned(number, 0, MAX_CELLS_TURNED))].filter((reading, i) => i === 0 || checkDigitsAgree(reading + rest));
}

/** Positions of a valid line's passport number a repair had to guess (several readings pass); empty when the check digits settle it. */
export function guessedNumberPositions(line2: string, seen: string): number[] {
  const guesses = passportNumberCandidates(line2, seen);
  return guesses.length > 1 ? differingPositions(line2.slice(0, 9), guesses) : [];
}

/** The positions at which any of `others` differs from `chosen` (0-based, within the printed number). */
export function differingPositions(chosen: string, others: readonly string[]): number[] {
  const length = chosen.replace(/<+$/, '').length;
  return Array.from({ length }, (_, i) => i).filter((i) => others.some((other) => other[i] !== chosen[i]));
}

/** Lines one or two characters off 44, made 44 by deleting or inserting a filler, closest first. */
function lengthCandidates(line: string): string[] {
  const diff = line.length - TD3_LINE_LENGTH;
  if (diff === 0) return [line];
  if (Math.abs(diff) > 2) return [];
  let current = [line];
  for (let step = 0; step < Math.abs(diff); step++) {
    const next = new Set<string>();
    for (const candidate of current) {
      for (let i = 0; i <= candidate.length; i++) {
        if (diff > 0 && i < candidate.length) next.add(candidate.slice(0, i) + candidate.slice(i + 1));
        if (diff < 0) next.add(candidate.slice(0, i) + '<' + candidate.slice(i));
      }
    }
    current = [...next];
  }
  return current;
}

/** Whether every check digit of a second line agrees (line 1 holds none). */
export function checkDigitsAgree(line2: string): boolean {
  return parseTd3('P'.padEnd(TD3_LINE_LENGTH, '<'), line2).valid;
}

/** When a field's check digit fails, tries reading everything after its first `<<` as filler. */
function repairFiller(line: string, start: number, end: number, digitAt: number): string {
  const field = line.slice(start, end);
  if (digitMatches(field, line[digitAt]!)) return line;
  const fillerFrom = field.indexOf('<<');
  if (fillerFrom < 0) return line;
  const candidate = field.slice(0, fillerFrom).padEnd(field.length, '<');
  return digitMatches(candidate, line[digitAt]!) ? line.slice(0, start) + candidate + line.slice(end) : line;
}

function cleanLine(line: string): string {
  return line.toUpperCase().replace(/\s+/g, '').replace(/[«‹]/g, '<').replace(/[^A-Z0-9<]/g, '<');
}

function normaliseLine(line: string): string {
  return cleanLine(line).padEnd(TD3_LINE_LENGTH, '<').slice(0, TD3_LINE_LENGTH);
}

function repairField(line: string, start: number, end: number, digitAt: number): string {
  const field = line.slice(start, end);
  const digit = line[digitAt]!;
  if (digitMatches(field, digit)) return line;
  const candidates = variants(field);
  const match = candidates.find((candidate) => digitMatches(candidate, digit));
  return match ? line.slice(0, start) + match + line.slice(end) : line;
}

/** The characters that may stand in place of `c` in cell `i`. */
type Swaps = (c: string, i: number) => string[];

/** The repair's swaps: a digit's letter twin and a letter's digit twin. */
const twins: Swaps = (c) => [AS_DIGIT[c], AS_LETTER[c]].filter((x): x is string => Boolean(x));

/**
 * What OCR reads each character as in some monospace fonts, as seen reading generated data pages in
 * the eight tuning fonts (and J with 3, seen in the dev fonts): round shapes among themselves and with G
 * (and a slashed 0 with 9), straight strokes, and the S–5–8–B family. Check digits cannot tell several of these apart at all (S and 8, G and 6, I and 8 weigh the
 * same modulo 10).
 */
const CONFUSABLE: Record<string, string> = {
  '0': 'OQDG9', '9': '0', O: '0QDG', Q: '0ODG', D: '0OQ', G: '6O0Q', '6': 'G',
  '1': 'IL', I: '1L', L: '1I', '2': 'Z', Z: '2', '5': 'S', S: '58', '8': 'BS', B: '8', '7': 'T', T: '7', '3': 'J', J: '3',
};
/** The characters OCR may have read in place of `c` (0 → O, Q, D, G), for what the zone cannot tell apart. */
const lookAlikes = (c: string): string[] => [...(CONFUSABLE[c] ?? '')];

/** Whether OCR may read `a` for `b` or `b` for `a` (S and 5, O and 0, B and 8…). */
export const areLookAlikes = (a: string, b: string) => lookAlikes(a).includes(b) || lookAlikes(b).includes(a);

/**
 * Letters a font may draw so like another that OCR and the templates read the other, sure of it, print's letter first: Kode Mono rounds
 * its V at the foot like a U (OLIVER read OLIUER by both engines, the templates 0.93 sure of the U), and draws its X as two bows back to
 * back like an H (ALEXANDRA read ALEHANDRA, the templates 0.90 sure of the H), where print spells it in its own font.
 * One way only: no font here draws a U like a V, and print's OCR makes a U of a speck before a V (Ubuntu Sans Mono's VANDERBERGHE, printed
 * `U V ND ERBERGHE`, the templates 0.92 sure of the V); none draws an H like an X.
 */
const DRAWN_ALIKE = new Set(['VU', 'XH']);

/** Whether a font may draw `printed` (print's letter) so like `read` that both engines read it so (`DRAWN_ALIKE`). */
export const isDrawnAlike = (printed: string, read: string | undefined) => DRAWN_ALIKE.has(printed + read);

/** Whether `q` is a Q where `read` holds an O or 0: a reading (an engine's, or print's) can lose a thin tail, never make one up. */
export const isQWithTailLost = (q: string, read: string | undefined) => q === 'Q' && (read === 'O' || read === '0');

/** Every reading one swap away. */
function singleSwaps(field: string, swapsOf: Swaps = twins): string[] {
  const out: string[] = [];
  for (let i = 0; i < field.length; i++) {
    for (const s of swapsOf(field[i]!, i)) out.push(field.slice(0, i) + s + field.slice(i + 1));
  }
  return out;
}

/** Every reading two swaps away (at two different positions). */
function doubleSwaps(field: string, swapsOf: Swaps = twins): string[] {
  const out: string[] = [];
  for (let i = 0; i < field.length; i++) {
    for (const s of swapsOf(field[i]!, i)) {
      const once = field.slice(0, i) + s + field.slice(i + 1);
      for (let j = i + 1; j < field.length; j++) {
        for (const t of swapsOf(once[j]!, j)) out.push(once.slice(0, j) + t + once.slice(j + 1));
      }
    }
  }
  return out;
}

/** Single- and double-character twin swaps, closest first (the repair's). */
const variants = (field: string): string[] => [...singleSwaps(field), ...doubleSwaps(field)];

/** YYMMDD to an ISO date; birth dates are taken as past, expiry dates within the next 30 years. */
export function mrzDateToIso(yymmdd: string, kind: 'birth' | 'expiry', today = new Date()): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const currentYY = today.getUTCFullYear() % 100;
  const century = today.getUTCFullYear() - currentYY;
  const year = kind === 'birth' ? (yy > currentYY ? century - 100 + yy : century + yy) : yy + (yy < currentYY - 70 ? century + 100 : century);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** What `formatTd3` writes: names in any Latin spelling, dates as YYMMDD. */
export type Td3Input = Omit<Td3Fields, 'documentCode' | 'personalNumber'> & { personalNumber?: string };

/** Upper-case A–Z with `<` for spaces, hyphens and apostrophes; accents dropped (ICAO 9303 part 3, simplified). */
export function mrzName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, '<')
    .replace(/^<+|<+$/g, '');
}

const padField = (value: string, length: number) => value.toUpperCase().replace(/[^A-Z0-9]/g, '').padEnd(length, '<').slice(0, length);
const stateCode = (value: string) => value.toUpperCase().replace(/[^A-Z]/g, '').padEnd(3, '<').slice(0, 3);

/** Writes a TD3 zone with every check digit: the inverse of `parseTd3`. */
export function formatTd3(input: Td3Input): [string, string] {
  const names = `${mrzName(input.surname)}<<${mrzName(input.givenNames)}`;
  const line1 = `P<${stateCode(input.issuingState)}${names}`.padEnd(TD3_LINE_LENGTH, '<').slice(0, TD3_LINE_LENGTH);
  const documentNumber = padField(input.documentNumber, 9);
  const personal = padField(input.personalNumber ?? '', 14);
  const personalDigit = /^<+$/.test(personal) ? '<' : String(checkDigit(personal));
  const head = `${documentNumber}${checkDigit(documentNumber)}${stateCode(input.nationality)}`;
  const dates = `${input.birthDate}${checkDigit(input.birthDate)}${input.sex === 'X' ? '<' : input.sex}${input.expiryDate}${checkDigit(input.expiryDate)}`;
  const body = `${head}${dates}${personal}${personalDigit}`;
  const composite = body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43);
  return [line1, `${body}${checkDigit(composite)}`];
}
