/**
 * One zone from several OCR readings of it (the same crop binarised, in grey, slightly turned):
 * each reading gets some characters wrong, rarely the same ones, so a cell's majority is usually
 * right, and where the readings split the check digits choose.
 */
import { checkDigitsAgree, digitMatches, parseTd3, repairTd3, SEX_CELL, SEX_CODES, TD3_LINE_LENGTH, type Td3Result } from './mrz.ts';

/** Line 2's check-digit fields as [first cell, check digit's cell]. */
const CHECKED_FIELDS = [
  [0, 9],
  [13, 19],
  [21, 27],
  [28, 42],
] as const;
const COMPOSITE_CELL = 43;
/** At most this many combinations of split cells are tried per field. */
const MAX_COMBINATIONS = 4096;

/** A cell's characters by votes, most first; a tie goes to the reading listed first. */
type Ballot = string[] & { votes: Map<string, number> };

/** Characters `alternatives[i]` holds join cell i's ballot without a vote: options for the check digits to choose, never a majority. */
function ballotsOf(lines: readonly string[], alternatives: readonly string[] = []): Ballot[] {
  return Array.from({ length: TD3_LINE_LENGTH }, (_, i) => {
    const votes = new Map<string, number>();
    for (const line of lines) votes.set(line[i]!, (votes.get(line[i]!) ?? 0) + 1);
    for (const char of alternatives[i] ?? '') if (!votes.has(char)) votes.set(char, 0);
    const ranked = [...votes.keys()].sort((a, b) => votes.get(b)! - votes.get(a)!);
    return Object.assign(ranked, { votes });
  });
}

const majority = (ballots: Ballot[]) => ballots.map((ballot) => ballot[0]!).join('');

/**
 * The sex cell's ballot with what a passport prints there first: no check digit covers it, and a
 * font's M that most crops read as I is still the M one reading saw.
 */
function sexesFirst(ballot: Ballot): Ballot {
  const ranked = [...ballot.filter((char) => SEX_CODES.includes(char)), ...ballot.filter((char) => !SEX_CODES.includes(char))];
  return Object.assign(ranked, { votes: ballot.votes });
}

/** A field's cells as voted, with how many votes they carry. */
type Choice = { cells: string; votes: number };
/** At most this many of a field's passing combinations are kept for the composite check to choose among. */
const KEPT_PER_FIELD = 6;

/**
 * The combinations of the cells `from..to` (inclusive) that `accepts`, most votes first. Cells the
 * readings agree on are fixed; only split cells vary. Empty when none passes or there are too many.
 */
function passingCombinations(ballots: Ballot[], from: number, to: number, accepts: (cells: string) => boolean): Choice[] {
  const cells = ballots.slice(from, to + 1);
  if (cells.reduce((product, ballot) => product * ballot.length, 1) > MAX_COMBINATIONS) return [];
  const found: Choice[] = [];
  const visit = (i: number, prefix: string, votes: number) => {
    if (i === cells.length) {
      if (accepts(prefix)) found.push({ cells: prefix, votes });
      return;
    }
    for (const char of cells[i]!) visit(i + 1, prefix + char, votes + cells[i]!.votes.get(char)!);
  };
  visit(0, '', 0);
  return found.sort((a, b) => b.votes - a.votes).slice(0, KEPT_PER_FIELD);
}

/**
 * Line 2 by cell majority, each check-digit field one of the best-voted combinations its digit
 * accepts, chosen together with the composite digit so that the whole line passes, most votes first.
 */
function votedLine2(lines: string[], alternatives: readonly string[]): string {
  const ballots = ballotsOf(lines, alternatives);
  ballots[SEX_CELL] = sexesFirst(ballots[SEX_CELL]!);
  const base = majority(ballots);
  const options = CHECKED_FIELDS.map(([from, digitAt]) => {
    const passing = passingCombinations(ballots, from, digitAt, (cells) => digitMatches(cells.slice(0, -1), cells.at(-1)!));
    return passing.length ? passing : [{ cells: base.slice(from, digitAt + 1), votes: 0 }];
  });
  let best: { line: string; votes: number } | null = null;
  const visit = (field: number, line: string, votes: number) => {
    if (field === CHECKED_FIELDS.length) {
      for (const digit of ballots[COMPOSITE_CELL]!) {
        const whole = line.slice(0, COMPOSITE_CELL) + digit;
        const total = votes + ballots[COMPOSITE_CELL]!.votes.get(digit)!;
        if (checkDigitsAgree(whole) && (!best || total > best.votes)) best = { line: whole, votes: total };
      }
      return;
    }
    const [from] = CHECKED_FIELDS[field]!;
    for (const choice of options[field]!) visit(field + 1, line.slice(0, from) + choice.cells + line.slice(from + choice.cells.length), votes + choice.votes);
  };
  visit(0, base, 0);
  return (best as { line: string } | null)?.line ?? base;
}

/**
 * The zone several readings agree on: each reading repaired as `repairTd3` does, line 1 by cell
 * majority (its names have no check digit), line 2 as `votedLine2`. Parse result of the voted lines.
 * `line2Alternatives[i]`, when given, holds characters another reader found close to what it read in
 * line 2's cell i: the check digits may choose them where no reading's character passes.
 */
export function voteTd3(readings: readonly [string, string][], line2Alternatives: readonly string[] = []): Td3Result {
  const repaired = readings.map(([line1, line2]) => repairTd3(line1, line2)).filter(([a, b]) => a.length === TD3_LINE_LENGTH && b.length === TD3_LINE_LENGTH);
  if (repaired.length === 0) return parseTd3(...(readings[0] ?? ['', '']));
  return parseTd3(majority(ballotsOf(repaired.map(([line1]) => line1))), votedLine2(repaired.map(([, line2]) => line2), line2Alternatives));
}
