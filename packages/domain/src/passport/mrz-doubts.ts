/**
 * What a reader must not accept silently when two engines read one zone (tesseract's vote and the
 * font templates): no check digit covers a state code or a name, and two look-alikes can cancel out
 * in the passport number's, so where the engines disagree or a repair chose, the applicant checks.
 */
import { NAME_FIELDS, type NameField } from '../wizard/schemas.ts';
import { areLookAlikes, checkDigitsAgree, differingPositions, isKnownStateCode } from './mrz.ts';
import { PRINT_LOOK_ALIKE_OF } from './printed-zone.ts';

/**
 * The passport number's positions (0-based, within the number as chosen) where the other engine's
 * reading of the same cells holds another character; none when it read nothing.
 */
export function disputedNumberPositions(number: string, otherReading: string | null | undefined): number[] {
  if (!otherReading) return [];
  const length = number.replace(/<+$/, '').length;
  return Array.from({ length }, (_, i) => i).filter((i) => (otherReading[i] ?? '<') !== number[i]);
}

/** OCR's reading of the number stands against the choice only where it kept to the cells: at most this many of them no look-alike of the choice's. */
const MAX_CELLS_SEEN_OTHERWISE = 3;

/**
 * The passport number's cells where OCR saw (`seen`) a character that is no look-alike of the number's, where the number with what OCR
 * saw there, and in each cell it saw a look-alike either character, passes the check digits too: the other engine alone put the number's
 * character there, and two such cells can cancel out in the check digit. Chivo Mono's DO51GIN1, seen DOSIGIN1, was taken as the
 * templates' DD51BIH1, whose B and H they found far more alike than OCR's G and N; DO51GIN1 passes too. The cells such readings change;
 * none where OCR saw the number's characters or their look-alikes, or did not keep to the cells.
 */
export function cellsSeenOtherwise(line2: string, seen: string): number[] {
  const number = line2.slice(0, 9);
  const differing = [...number].flatMap((char, i) => (char !== '<' && seen[i] !== undefined && seen[i] !== '<' && seen[i] !== char ? [i] : []));
  const unlike = differing.filter((i) => !areLookAlikes(number[i]!, seen[i]!));
  if (unlike.length === 0 || unlike.length > MAX_CELLS_SEEN_OTHERWISE) return [];
  const withSeen = (reading: string, i: number) => reading.slice(0, i) + seen[i] + reading.slice(i + 1);
  const asSeen = differing
    .filter((i) => !unlike.includes(i))
    .reduce((readings, i) => [...readings, ...readings.map((reading) => withSeen(reading, i))], [unlike.reduce(withSeen, number)]);
  return differingPositions(number, asSeen.filter((reading) => checkDigitsAgree(reading + line2.slice(9))));
}

/**
 * Cells a reading the check digits also pass changes together with a doubted cell: two look-alikes can cancel out in the check
 * digit, so where one of them is open, so is its partner. OCR saw IQGQNGQT, which passes, and the engines chose IOGONGQT with
 * cell 3 in doubt: a Q there needs the Q of cell 1 too.
 */
export function cellsTiedToDoubts(number: string, doubted: readonly number[], passingReadings: readonly string[]): number[] {
  const tied = passingReadings.map((reading) => disputedNumberPositions(number, reading)).filter((cells) => cells.some((cell) => doubted.includes(cell)));
  return [...new Set(tied.flat())].sort((a, b) => a - b);
}

/**
 * Cells whose look-alike swapped with a doubted cell's passes every check digit: the number's check digit and the composite weigh its
 * cells 7, 3, 1 in turn, so an O in one cell and a 0 in another of the same weight (every third) can trade places unseen, and print
 * cannot tell them apart. Where a cell holding O, 0, I or 1 is open, so is each cell of its weight holding its look-alike. Xanh Mono's
 * S0S2BD2O was chosen as SOS2BD20, with only its last 0 in doubt; both engines had read the first O.
 */
export function lookAlikesTiedToDoubts(number: string, doubted: readonly number[]): number[] {
  const tied = doubted.flatMap((cell) => {
    const lookAlike = PRINT_LOOK_ALIKE_OF[number[cell]!];
    return lookAlike ? [...number].flatMap((char, i) => (i !== cell && i % 3 === cell % 3 && char === lookAlike ? [i] : [])) : [];
  });
  return [...new Set(tied)].sort((a, b) => a - b);
}

/** At most this many look-alike cells are turned together when looking for a number the check digits pass as well (`lookAlikesTurnedPassing`). */
const MAX_TURNED_TOGETHER = 3;

/**
 * Sets of the number's cells holding O, 0, I or 1 that, each turned into its look-alike, leave every check digit of `line2` passing: an O
 * weighs 24 more than a 0, so two in cells weighing 3 and 7 add 240 and pass unseen, as does an O and a 0 trading cells of one weight.
 * Libertinus Mono's B0F0ZIB2 was read BOFOZIB2 by both engines and by print. Sets of two cells and of three.
 */
export function lookAlikesTurnedPassing(line2: string): number[][] {
  const cells = [...line2.slice(0, 9)].flatMap((char, i) => (PRINT_LOOK_ALIKE_OF[char] ? [i] : []));
  const turned = (set: readonly number[]) => [...line2].map((char, i) => (set.includes(i) ? PRINT_LOOK_ALIKE_OF[char]! : char)).join('');
  return setsOf(cells, MAX_TURNED_TOGETHER).filter((set) => set.length >= 2 && checkDigitsAgree(turned(set)));
}

/** Every set of at most `size` of `items`, in order, the empty one first. */
const setsOf = (items: readonly number[], size: number): number[][] =>
  items.reduce<number[][]>((sets, item) => [...sets, ...sets.filter((set) => set.length < size).map((set) => [...set, item])], [[]]);

/** Whether a reading of a state code's cells agrees with `code`: a digit seen there is no evidence for any letter (no digit stands in a code), every letter must be the code's. */
const agrees = (reading: string, code: string) => reading.length === code.length && [...reading].every((char, i) => char === code[i] || /[0-9]/.test(char));

/**
 * Whether a state code (the nationality) may be taken as read. It must be a known state; what OCR
 * saw in its cells (`seen`, null when its line was not read at its true length) must be it, not a
 * look-alike or one-letter repair of it (BRH made BRA); and the other engine (`other`, the
 * templates) must read it too, unless what it read names no state at all (ESB for ESP: a misread,
 * not a rival). When OCR's own reading is unknown, the other engine must read the code.
 */
export function stateCodeSettled(code: string, { seen, other }: { seen: string | null; other: string | null }): boolean {
  if (!isKnownStateCode(code)) return false;
  if (seen === null) return other === null || agrees(other, code);
  return agrees(seen, code) && (other === null || agrees(other, code) || !isKnownStateCode(other));
}

/**
 * The number's positions the applicant checks: those in doubt, or all of them when the name's
 * letters are doubted too. A font the engines misread letters in (A as H, Y as V) can misread two
 * of the number's so that the check digit still passes (Y→V with B→8), and both engines alike, so
 * once the number is in doubt at all, no cell of it can be vouched for.
 */
export function numberPositionsToCheck(number: string, uncertain: readonly number[], namesDoubted: boolean): number[] {
  if (uncertain.length === 0 || !namesDoubted) return [...uncertain];
  return Array.from({ length: number.replace(/<+$/, '').length }, (_, i) => i);
}

/**
 * The name fields the applicant is asked to check when any letter of line 1's name zone is doubted:
 * both, not only the one a doubt fell in, since a font that fooled the engines once may have fooled
 * them in the other name where neither noticed, and an empty given name may be one the zone lost
 * (KIM MAYA SAMUEL read as KI). None when nothing is doubted.
 */
export function nameFieldsToCheck(doubted: readonly number[]): NameField[] {
  return doubted.length === 0 ? [] : [...NAME_FIELDS];
}
