import { SEX_CODES, TD3_LINE_LENGTH } from '@eta/domain';
import { inkBottoms, zoneCells, type Area, type CellBox, type ZoneLine } from './cells.ts';
import { depthsBelowLine, qTails, type Tail } from './glyphs.ts';
import { disputedCells } from './glyphs.ts';
import { cellShape, shapeLikeness, type CellShape, type Templates } from './templates.ts';
import type { GreyImage } from './pixels.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/**
 * The characters ICAO 9303 allows in a TD3 cell: line 1 is `P`, then letters and fillers; line 2
 * holds the number (any), check digits and dates (digits), codes (letters), the sex (`SEX_CODES`) and
 * the optional data (any), its check digit a digit or a filler.
 */
export function td3CellAlphabet(line: 0 | 1, index: number): string {
  if (line === 0) return index === 0 ? 'P' : `${LETTERS}<`;
  if (index <= 8 || (index >= 28 && index <= 41)) return `${LETTERS}${DIGITS}<`;
  if (index >= 10 && index <= 12) return `${LETTERS}<`;
  if (index === 20) return SEX_CODES;
  if (index === 42) return `${DIGITS}<`;
  return DIGITS;
}

/** A character and how alike its best template is to the cell (correlation). */
export type Candidate = { char: string; likeness: number };

/** What the templates read in the zone: each line's best characters, and each cell's candidates, most alike first. */
export type TemplateReading = { lines: [string, string]; candidates: [Candidate[][], Candidate[][]]; boxes: [CellBox[], CellBox[]]; shapes: [CellShape[][], CellShape[][]]; tails: Tail[] };

/** Small moves of the cell's box tried against the templates (shares of the cell's size): a fitted pitch is off by a pixel or two at places. */
const SHIFTS: [number, number][] = [
  [0, 0],
  [-0.08, 0],
  [0.08, 0],
  [0, -0.06],
  [0, 0.06],
];

/** After the unshifted cell ranks every character, only this many of the best are tried under the shifts. */
const SHIFTED = 4;

const bestLikeness = (shapes: readonly CellShape[], char: string, templates: Templates) => {
  let best = -1;
  for (const template of templates.get(char) ?? []) {
    for (const shape of shapes) best = Math.max(best, shapeLikeness(shape, template));
  }
  return best;
};

/**
 * Each allowed character's likeness to the cell: its best template, for the best few under the
 * cell's best shift too (`shapes[0]` unshifted, the rest shifted).
 */
export function rankCell(shapes: readonly CellShape[], alphabet: string, templates: Templates): Candidate[] {
  const ranked = [...alphabet].map((char) => ({ char, likeness: bestLikeness(shapes.slice(0, 1), char, templates) })).sort((a, b) => b.likeness - a.likeness);
  if (shapes.length > 1) for (const candidate of ranked.slice(0, SHIFTED)) candidate.likeness = bestLikeness(shapes, candidate.char, templates);
  return ranked.sort((a, b) => b.likeness - a.likeness);
}

/**
 * Reads the zone in `area` of `image` (upright) by templates alone; null when its cells cannot be
 * cut. A cell without ink contrast reads as a filler with no likeness.
 */
export function readByTemplates(image: GreyImage, area: Area, templates: Templates): TemplateReading | null {
  const zone = zoneCells(image, area);
  if (!zone) return null;
  const shapes = zone.map((line) => line.cells.map((box) => SHIFTS.map(([dx, dy]) => cellShape(image, box, dx, dy)).filter((shape): shape is CellShape => shape !== null))) as [CellShape[][], CellShape[][]];
  const candidates = shapes.map((line, row) =>
    line.map((cell, index) => (cell.length ? rankCell(cell, td3CellAlphabet(row as 0 | 1, index), templates) : [{ char: '<', likeness: 0 }])),
  ) as [Candidate[][], Candidate[][]];
  const lines = candidates.map((line) => line.map((cell) => cell[0]!.char).join('')) as [string, string];
  if (lines[0].length !== TD3_LINE_LENGTH) return null;
  return { lines, candidates, boxes: [zone[0].cells, zone[1].cells], shapes, tails: numberTails(image, area, zone[1], lines[1]) };
}

/** A character within this of a cell's best likeness is one the templates cannot tell from the best. */
const TEMPLATE_CLOSE = 0.03;

/** Per cell, the characters the templates find about as alike as the best, the best first. */
export function closeAlternatives(cells: readonly Candidate[][]): string[] {
  return cells.map((cell) => {
    const top = cell[0]?.likeness ?? 0;
    return cell.filter((candidate) => candidate.likeness >= top - TEMPLATE_CLOSE).map((candidate) => candidate.char).join('');
  });
}

/** Only this much less alike to a name's letter than to the templates' own choice, the letter is not doubted. */
const NAME_MARGIN = 0.05;

/** Whether the templates find line 1's cell `index` about as alike to `char` as to their own choice. */
export function templatesAllowLetter(reading: TemplateReading, index: number, char: string): boolean {
  const best = reading.candidates[0][index]?.[0];
  if (!best || best.char === char) return true;
  return templatesLikeness(reading, index, char) >= best.likeness - NAME_MARGIN;
}

/** How alike line 1's cell `index` is to the templates' print of `char`; -1 where they did not weigh it. */
export const templatesLikeness = (reading: TemplateReading, index: number, char: string) =>
  reading.candidates[0][index]?.find((candidate) => candidate.char === char)?.likeness ?? -1;

/**
 * Name cells (line 1, from index 5) where the templates clearly read another character than
 * `line1`: names have no check digit, so where the two engines disagree the applicant checks them.
 */
export function templateNameDoubts(line1: string, reading: TemplateReading): number[] {
  const doubtful: number[] = [];
  for (let index = 5; index < TD3_LINE_LENGTH; index++) {
    const char = line1[index];
    if (char && !templatesAllowLetter(reading, index, char)) doubtful.push(index);
  }
  return doubtful;
}

/**
 * A cell whose character is known: confirmed by check digits or a list of codes, or read alike by both engines; `readOtherwise` where
 * the engines read another character there (the nationality taken from print).
 */
export type KnownCell = { line: 0 | 1; index: number; char: string; readOtherwise?: true };

/**
 * How alike cell (line, index) is to `char`: the best of the templates' likeness and the likeness to
 * this document's own prints of `char` in `known` cells (other than itself). A font no template
 * resembles is still read by its own glyphs.
 */
export function fusedLikeness(reading: TemplateReading, line: 0 | 1, index: number, char: string, known: readonly KnownCell[]): number {
  const templates = reading.candidates[line][index]?.find((candidate) => candidate.char === char)?.likeness ?? -1;
  return Math.max(templates, ownLikeness(reading, line, index, char, known) ?? -1);
}

/** How alike cell (line, index) is to this document's own prints of `char` in `known` cells other than itself; null when it shows none. */
export function ownLikeness(reading: TemplateReading, line: 0 | 1, index: number, char: string, known: readonly KnownCell[]): number | null {
  const cell = reading.shapes[line][index] ?? [];
  let best: number | null = null;
  for (const exemplar of known) {
    if (exemplar.char !== char || (exemplar.line === line && exemplar.index === index)) continue;
    const own = reading.shapes[exemplar.line][exemplar.index]?.[0];
    if (!own) continue;
    for (const shape of cell) best = Math.max(best ?? -1, shapeLikeness(shape, own));
  }
  return best;
}

/**
 * How alike the document's prints of `char` in `known` cells are to one another: the least any of them is to its likest other, what the
 * same letter scores at worst in this image; null where it prints fewer than two.
 */
export function ownAgreement(reading: TemplateReading, char: string, known: readonly KnownCell[]): number | null {
  let least: number | null = null;
  for (const print of known) {
    if (print.char !== char) continue;
    const likest = ownLikeness(reading, print.line, print.index, char, known);
    if (likest !== null) least = Math.min(least ?? 1, likest);
  }
  return least;
}

/** Each reading of line 2's passport number scored by the fused likeness of each disputed cell to the character it puts there. */
export function templateScores(readings: readonly string[], reading: TemplateReading, known: readonly KnownCell[]): Map<string, number> {
  const disputed = disputedCells(readings);
  return new Map(readings.map((candidate) => [candidate, disputed.reduce((sum, i) => sum + fusedLikeness(reading, 1, i, candidate[i]!, known), 0)]));
}

/** The templates replace a name letter only when at least this alike to their own choice… */
const SURE_LETTER = 0.88;
/** …and this much more alike to it than to the letter read: a shape they cannot mistake. */
const LETTER_MARGIN = 0.1;

/**
 * Line 1 with each name letter the templates are sure is another letter replaced by theirs. The
 * cells stay among `templateNameDoubts`, so the applicant still checks the name.
 */
export function templateNameCorrections(line1: string, reading: TemplateReading): string {
  return [...line1]
    .map((char, index) => {
      const cell = reading.candidates[0][index];
      const best = cell?.[0];
      if (index < 5 || !cell || !best || !/[A-Z]/.test(char) || !/[A-Z]/.test(best.char) || best.char === char) return char;
      return best.likeness >= SURE_LETTER && best.likeness - templatesLikeness(reading, index, char) >= LETTER_MARGIN ? best.char : char;
    })
    .join('');
}

/**
 * Line 1 with the space between surname and given names (`<<`) the templates read where OCR read a
 * letter: every line 1 has one, so one with none was misread. The one cell an engine doubts (`doubts`),
 * next to a filler, that the templates read as a filler, is taken as one: Nova Mono's wide M spilled
 * into the filler after BALASUBRAMANIAM, which OCR read as R, and the names ran together as one.
 */
export function surnameEndFromTemplates(line1: string, reading: TemplateReading, doubts: ReadonlySet<number>): string {
  if (line1.slice(5).includes('<<')) return line1;
  const fillers = [...doubts].filter((index) => index > 5 && /[A-Z]/.test(line1[index] ?? '') && reading.candidates[0][index]?.[0]?.char === '<' && (line1[index - 1] === '<' || line1[index + 1] === '<'));
  return fillers.length === 1 ? line1.slice(0, fillers[0]) + '<' + line1.slice(fillers[0]! + 1) : line1;
}

/** Two cells of one zone at least this alike are prints of one character (G and 6 of one font scored 0.98 and more; an O and a Q 0.97). */
const SAME_PRINT = 0.975;
/** Pairs the check digits cannot tell apart (their values differ by 10) that fonts print alike. */
const UNWEIGHABLE = new Set(['G6', '6G', 'S8', '8S']);

/** Whether two cells of line 2 are prints of one character (`SAME_PRINT`). */
function samePrintIn(reading: TemplateReading): (a: number, b: number) => boolean {
  const shapes = reading.shapes[1];
  return (a, b) => {
    const [first, second] = [shapes[a]?.[0], shapes[b]?.[0]];
    return a !== b && first !== undefined && second !== undefined && shapeLikeness(first, second) >= SAME_PRINT;
  };
}

/**
 * The one of `readings` (all passing the check digits) that holds one character in each pair of
 * cells the zone prints alike where `number` holds two, and is `number` in every other cell: the
 * engines chose IQQSSORE where its Q and O are one print, and IQ0SS0RE passes too. `number`
 * where it holds no such pair, or not one reading does.
 */
export function samePrintsHeldAlike(number: string, readings: readonly string[], reading: TemplateReading): string {
  const samePrint = samePrintIn(reading);
  const cells = [...number.slice(0, 9)].map((_, i) => i);
  const pairs = cells.flatMap((a) => cells.filter((b) => b > a && samePrint(a, b)).map((b) => [a, b] as const));
  const torn = new Set(pairs.filter(([a, b]) => number[a] !== number[b]).flat());
  if (torn.size === 0) return number;
  const heldAlike = (other: string) =>
    [...number].every((char, i) => torn.has(i) || other[i] === char) && pairs.every(([a, b]) => !(torn.has(a) || torn.has(b)) || other[a] === other[b]);
  const fitting = readings.filter((other) => other !== number && heldAlike(other));
  return fitting.length === 1 ? fitting[0]! : number;
}

/**
 * `number` (line 2's first 9 cells) with cells the zone prints alike holding one character: where
 * it reads G in one and 6 in others that look the same (or S and 8), the character most of them
 * hold. The check digits pass either way. As read where no such cells disagree, or as many hold each.
 */
export function alikeCellsAgreeing(number: string, reading: TemplateReading): string {
  const samePrint = samePrintIn(reading);
  const chars = [...number];
  for (let i = 0; i < chars.length; i++) {
    const alike = chars.flatMap((char, j) => (UNWEIGHABLE.has(chars[i]! + char) && samePrint(i, j) ? [j] : []));
    const same = chars.filter((char, j) => char === chars[i] && samePrint(i, j)).length;
    if (alike.length > same + 1) chars[i] = chars[alike[0]!]!;
  }
  return chars.join('');
}

/**
 * How far each of the passport number's glyphs reaches below line 2 (`depthsBelowLine`), the line drawn by the ink bottoms of the
 * cells after it that hold a character (codes, dates, check digits), measured on the zone's own cell grid, and what that says of a Q
 * there (`qTails`). A Q's tail is what scaling each glyph to its cell loses: an unshown Q and the O or 0 it is compared with differ by
 * little else in some fonts.
 */
function numberTails(image: GreyImage, area: Area, line2: ZoneLine, read2: string): Tail[] {
  const bottoms = inkBottoms(image, area, line2);
  const boxOf = (i: number) => (bottoms[i] === null ? null : { ...line2.cells[i]!, y0: line2.top, y1: bottoms[i]! });
  const reference = bottoms.flatMap((_, i) => (i > 9 && read2[i] !== '<' ? [boxOf(i)] : [])).filter((box) => box !== null);
  const depths = depthsBelowLine(Array.from({ length: 9 }, (_, i) => boxOf(i)), reference);
  return depths ? qTails(depths) : [];
}
