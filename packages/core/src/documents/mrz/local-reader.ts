import sharp, { type Sharp } from 'sharp';
import {
  cellsPrintSpellsOtherwise,
  areLookAlikes,
  isDrawnAlike,
  cellsTiedToDoubts,
  cellsSeenOtherwise,
  checkDigitsAgree,
  checkDigitsFromTemplates,
  datesBorneOut,
  datesBorneOutOnlyBy,
  datesDiffering,
  datesFromPrint,
  datesPrintDoesNotShow,
  differingCells,
  differingPositions,
  isKnownStateCode,
  isQWithTailLost,
  disputedNumberPositions,
  line2FromPrint,
  lookAlikesTiedToDoubts,
  lookAlikesTurnedPassing,
  PRINT_LOOK_ALIKE_OF,
  nameFieldsToCheck,
  namesFromPrint,
  unsettledNameCells,
  nationalityTaken,
  numberPositionsToCheck,
  numberReadingsTurning,
  parseTd3,
  passportNumberReadings,
  READ_DATE_FIELDS,
  numberCheckDigitFromPrint,
  numbersAsPrinted,
  spelledEitherWay,
  numberWithPrint,
  printedNumbersNear,
  readAsPrintedButOneLost,
  repairTd3,
  SEX_CELL,
  SEX_CODES,
  stateCodeSettled,
  TD3_LINE_LENGTH,
  twinCellsPrintShowsOtherwise,
  voteTd3,
  zoneWithIssuerKept,
  type PrintedNames,
  type Td3Result,
} from '@eta/domain';
import { alignedCells, alignMonospaceLine, realignedOntoGrid, type OcrSymbol } from './align.ts';
import { asBothRead, bothEngines, exemplarsOf, fitsQTails, glyphAt, glyphsChoice, glyphScores, rankedByScore, suggestedCharacters, withCellsBothRead, type Exemplars, type Glyph, type Weighed } from './glyphs.ts';
import { locateMrzBand, locateMrzBandByOneLine, slantByRows, type LoneLine, type MrzBand } from './locate.ts';
import { doubtfulNameCells, type ReadCell } from './name-doubts.ts';
import { otsuThreshold, type GreyImage } from './pixels.ts';
import { numberAsPrintShows, type PrintedGlyphs } from './printed-glyphs.ts';
import { recognizeLines, recognizeWords, type OcrLine } from './tesseract.ts';
import { alikeCellsAgreeing, closeAlternatives, fusedLikeness, ownAgreement, ownLikeness, readByTemplates, samePrintsHeldAlike, surnameEndFromTemplates, templateNameCorrections, templateNameDoubts, templatesAllowLetter, templatesLikeness, templateScores, type Candidate, type KnownCell, type TemplateReading } from './template-reader.ts';
import { mrzTemplates } from './templates.ts';
import type { MrzReading } from './reader.ts';

const ANALYSIS_WIDTH = 1000;
/** Character height tesseract's English model reads best (pixels). */
const TARGET_LINE_HEIGHT = 34;

async function greyOf(image: Sharp, width?: number): Promise<GreyImage> {
  const { data, info } = await image.clone().resize(width ? { width } : undefined).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

const rotated = async (grey: GreyImage, angle: number) =>
  angle === 0
    ? grey
    : greyOf(sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } }).rotate(angle, { background: '#ffffff' }));

type Crop = { grey: GreyImage; band: MrzBand };

/** Quarter turns tried in order: a page upright, upside down, then on either side. */
const ORIENTATIONS = [0, 180, 90, 270] as const;
type Orientation = (typeof ORIENTATIONS)[number];

/** The page as stored (its EXIF orientation applied), in grey, at full resolution. */
const pageOf = (bytes: Uint8Array) => greyOf(sharp(bytes).rotate().flatten({ background: '#ffffff' }));

const turned = async (grey: GreyImage, turn: Orientation) => (turn === 0 ? grey : greyOf(sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } }).rotate(turn)));

/**
 * How the zone is looked for: as the lowest pair of rows of characters (`alternative` 0) or the next pair (1), or, where neither
 * gave a zone that reads, around one row alone taken for one of its lines (`lone`).
 */
type ZoneSearch = { alternative: 0 | 1 } | { lone: LoneLine };

/** The band a search finds at analysis width: a pair below the top third where it belongs, then anywhere; a lone row anywhere. */
const bandBy = (search: ZoneSearch, small: GreyImage) =>
  'lone' in search ? locateMrzBandByOneLine(small, search.lone) : (locateMrzBand(small, undefined, undefined, search.alternative) ?? locateMrzBand(small, 0, undefined, search.alternative));

/**
 * The page turned by `turn`, deskewed by the slant of the zone's own characters (a table or cloth
 * around the page would mislead any whole-page measure), and the MRZ band in it at full resolution;
 * null when no zone is found, first below the top third where it belongs, then anywhere on the page.
 */
async function findBand(page: GreyImage, turn: Orientation, search: ZoneSearch = { alternative: 0 }): Promise<Crop | null> {
  const found = await slantedBand(await turned(page, turn), search);
  if (!found) return null;
  const { full, small, slanted } = found;
  const levelledBy = async (angle: number) => {
    const [uprightSmall, uprightFull] = await Promise.all([rotated(small, -angle), rotated(full, -angle)]);
    const turnedBand = bandTurned(slanted, small, uprightSmall, -angle);
    const foundAgain = Math.abs(angle) < 0.1 ? slanted : 'lone' in search ? null : locateMrzBand(uprightSmall, 0, (turnedBand.top + turnedBand.bottom) / 2);
    const wholeZone = foundAgain && foundAgain.right - foundAgain.left >= (slanted.right - slanted.left) * MIN_WIDTH_FOUND_AGAIN && sameLevel(foundAgain, turnedBand) && sameEnd(foundAgain, turnedBand);
    return { uprightSmall, uprightFull, turnedBand, foundAgain, band: wholeZone ? foundAgain : turnedBand };
  };
  const angle = Math.round(slanted.skew * 100) / 100;
  const first = await levelledBy(angle);
  // Not found again once turned: the characters' slant may have been measured short, so the band's rows of ink measure what is left,
  // and the page is turned by that too.
  const left = first.foundAgain || 'lone' in search ? 0 : slantByRows(first.uprightSmall, first.turnedBand);
  const again = Math.abs(left) >= MIN_SLANT_LEFT ? await levelledBy(Math.round((angle + left) * 100) / 100) : null;
  const { uprightSmall, uprightFull, band } = again ?? first;
  const scale = uprightFull.width / uprightSmall.width;
  return {
    grey: uprightFull,
    band: {
      top: Math.floor(band.top * scale),
      bottom: Math.min(uprightFull.height, Math.ceil(band.bottom * scale)),
      left: Math.floor(band.left * scale),
      right: Math.min(uprightFull.width, Math.ceil(band.right * scale)),
      lineHeight: band.lineHeight * scale,
      skew: band.skew,
    },
  };
}

/** A slant left once the page is turned that is worth turning it again for: at half a degree a zone's line drifts a third of its height. */
const MIN_SLANT_LEFT = 0.5;

/** Small turns tried when no zone is found as the page lies: blur, or a table's grain beside a slanted zone, can break its rows of characters. */
const RESCUE_TURNS = [1.5, -1.5, 3, -3];

/**
 * The zone as found in `full` (at analysis width, `small`) as `search` says, or in it turned by one of the rescue
 * turns (the lowest pair only); null when none finds it.
 */
async function slantedBand(full: GreyImage, search: ZoneSearch): Promise<{ full: GreyImage; small: GreyImage; slanted: MrzBand } | null> {
  const small = await greyOf(sharp(full.data, { raw: { width: full.width, height: full.height, channels: 1 } }), Math.min(ANALYSIS_WIDTH, full.width));
  const slanted = bandBy(search, small);
  if (slanted) return { full, small, slanted };
  if (!('alternative' in search) || search.alternative) return null;
  for (const angle of RESCUE_TURNS) {
    const turnedSmall = await rotated(small, angle);
    const found = bandBy(search, turnedSmall);
    if (found) return { full: await rotated(full, angle), small: turnedSmall, slanted: found };
  }
  return null;
}

/**
 * Where `band`, found in `before`, lies after `before` was turned by `angle` degrees (clockwise, about
 * its centre, onto the larger canvas `after`), its slant taken out of its height: the turn moves the
 * zone, and a checked cloth below the page can line up into rows once the page is upright.
 */
function bandTurned(band: MrzBand, before: GreyImage, after: GreyImage, angle: number): MrzBand {
  const radians = (angle * Math.PI) / 180;
  const dx = (band.left + band.right) / 2 - before.width / 2;
  const dy = (band.top + band.bottom) / 2 - before.height / 2;
  const middle = { x: after.width / 2 + dx * Math.cos(radians) - dy * Math.sin(radians), y: after.height / 2 + dx * Math.sin(radians) + dy * Math.cos(radians) };
  const width = band.right - band.left;
  const height = Math.max(band.lineHeight * 3, band.bottom - band.top - width * Math.abs(Math.tan(radians)));
  return {
    top: Math.max(0, Math.round(middle.y - height / 2)),
    bottom: Math.min(after.height, Math.round(middle.y + height / 2)),
    left: Math.max(0, Math.round(middle.x - width / 2)),
    right: Math.min(after.width, Math.round(middle.x + width / 2)),
    lineHeight: band.lineHeight,
    skew: band.skew + angle,
  };
}

/** A zone found again once the page is level must be about as wide as before: where blur broke its rows, it would be a part of it. */
const MIN_WIDTH_FOUND_AGAIN = 0.8;

/**
 * A zone found again ends where the turn took the one found, within `SAME_END_HEIGHTS` character heights (within a fifth of one in
 * 1,477 of 1,484 searches measured): Azeret Mono's bold M, too solid for a character once the page was turned level, ended line 1's row
 * at WILHEL, and the 44 cells reached back from there (`zoneStart`) made a band as wide as before, seven characters to the left. A band
 * found again most of a character short had lost the lines' last cells from its rows, and its crop cut them in half.
 */
const sameEnd = (found: MrzBand, turned: MrzBand) => Math.abs(found.right - turned.right) <= turned.lineHeight * SAME_END_HEIGHTS;

const SAME_END_HEIGHTS = 0.5;

/**
 * A zone found again lies where the turn took the one found: the nearest pair to that level can be a checked cloth's far from it,
 * where a bold font's solid letters (Azeret Mono's M and N) broke the zone's rows once the page was turned.
 */
const sameLevel = (found: MrzBand, turned: MrzBand) => Math.abs((found.top + found.bottom) / 2 - (turned.top + turned.bottom) / 2) <= turned.lineHeight * SAME_LEVEL_HEIGHTS;

/** How far, in character heights, a zone found again may lie from where the turn took it (less than a line's spacing). */
const SAME_LEVEL_HEIGHTS = 1.5;

type Variant = { name: string; binarise: boolean; angle: number };

/** Tried in order until every check digit agrees: a clean binarised crop first, then grey, then small turns. */
const VARIANTS: Variant[] = [
  { name: 'binarised', binarise: true, angle: 0 },
  { name: 'grey', binarise: false, angle: 0 },
  { name: 'binarised +0.6°', binarise: true, angle: 0.6 },
  { name: 'binarised -0.6°', binarise: true, angle: -0.6 },
];

async function bandImage({ grey, band }: Crop, variant: Variant): Promise<Buffer> {
  const scale = TARGET_LINE_HEIGHT / band.lineHeight;
  let image = sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .extract({ left: band.left, top: band.top, width: band.right - band.left, height: band.bottom - band.top })
    .resize({ width: Math.round((band.right - band.left) * scale), kernel: 'lanczos3' })
    .normalise();
  if (variant.angle) image = sharp(await image.png().toBuffer()).rotate(variant.angle, { background: '#ffffff' });
  const crop = await greyOf(image);
  const pixels = variant.binarise ? binarise(crop) : crop.data;
  return sharp(pixels, { raw: { width: crop.width, height: crop.height, channels: 1 } })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png()
    .toBuffer();
}

function binarise(image: GreyImage): Uint8Array {
  const level = otsuThreshold(image.data);
  return image.data.map((value) => (value > level ? 255 : 0));
}

/** A speck read before line 1's document code would stretch its cells: line 1 starts at its P. */
function fromDocumentCode(symbols: OcrSymbol[]): OcrSymbol[] {
  const start = symbols.findIndex((symbol, i) => symbol.text === 'P' && /^[A-Z<]$/.test(symbols[i + 1]?.text ?? ''));
  return start > 0 && start <= 2 ? symbols.slice(start) : symbols;
}

/** The two longest-looking MRZ lines, as read and as aligned to 44 cells. */
function candidatePairs(lines: OcrLine[]): [string, string][] {
  const mrzLines = lines.filter((line) => line.text.length >= 30);
  if (mrzLines.length < 2) return [];
  const [first, second] = mrzLines.slice(-2) as [OcrLine, OcrLine];
  const aligned: [string, string] = [alignMonospaceLine(fromDocumentCode(first.symbols)), alignMonospaceLine(second.symbols)];
  return [aligned, [first.text, second.text], [aligned[0], second.text]];
}

/**
 * A parsed zone and what OCR saw in the passport number's and the nationality's cells before any repair (null when its line was not read
 * at its true length); for a zone the check digits reject, line 2 as OCR read it at its true length (`read2`), before the repair.
 */
type Parsed = { result: Td3Result; seen: string; seenNationality: string | null; mendedByPrint?: true; voted?: true; read2?: string };

/** A zone no single OCR pass read as it stands (the templates', a vote's): what it holds in the number's cells is all that was seen. */
const parsedWhole = (result: Td3Result & { valid: true }): Parsed => ({ result, seen: result.lines[1].slice(0, 9), seenNationality: null });

function bestOf(pairs: [string, string][]): Parsed | null {
  let fallback: Parsed | null = null;
  for (const [a, b] of pairs) {
    const result = parseTd3(...repairTd3(a, b));
    // A line OCR read at its true length keeps its cells in place; otherwise the repair's number is all there is.
    const raw = b.toUpperCase().replace(/\s+/g, '');
    const seen = raw.length === 44 ? raw.slice(0, 9) : (result.lines?.[1].slice(0, 9) ?? '');
    const seenNationality = raw.length === 44 ? raw.slice(10, 13) : null;
    if (result.valid) return { result, seen, seenNationality };
    fallback ??= { result, seen, seenNationality, ...(raw.length === TD3_LINE_LENGTH ? { read2: raw } : {}) };
  }
  return fallback;
}

/** Page width at which the LSTM engine tells S from 5 and Z from 7 in printed fields best (pixels). */
const INSPECTION_WIDTH = 3000;
/**
 * The width print is read at again where it left names to check or number cells uncertain: its OCR splits a name at one scale and reads
 * it whole at another (wide dev 43800/54's LEFEVRE, `XT F EVRE` at 3000 pixels, LEFEVRE at 2400; 41900/78's TANAKA, `NAKA` at 3000).
 */
const INSPECTION_WIDTH_AGAIN = 2400;

/** The page above the MRZ band (the visual inspection zone), where the passport number is printed again, `width` pixels wide: as PNG, for OCR, and in grey. */
async function inspectionZone({ grey, band }: Crop, width = INSPECTION_WIDTH): Promise<{ png: Buffer; image: GreyImage }> {
  const { data, info } = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .extract({ left: 0, top: 0, width: grey.width, height: Math.max(1, band.top) })
    .resize({ width, kernel: 'lanczos3' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image: GreyImage = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  // Lossless at any level: the fastest deflate halves the time before OCR can start on this large image.
  const png = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer();
  return { png, image };
}

/**
 * A valid zone, with the positions of the passport number no evidence could settle, whether OCR's glyphs favoured another reading of
 * it, and whether print's words held a number near it.
 */
type Settled = { result: Td3Result & { valid: true }; uncertain: number[]; glyphsOverruled: boolean; printFound: boolean };

/** Line 2 cells whose character the check digits confirm and whose class is fixed: dates, codes, check digits (and the sex, from a list). */
const CONFIRMED_LINE2 = new Set([...Array.from({ length: 19 }, (_, i) => i + 9), 42, 43]);

/** What the glyphs of one read zone show: the passport number's glyphs, this document's own exemplars of each character, and every placed cell. */
type GlyphEvidence = { glyphs: (Glyph | null)[]; exemplars: Exemplars; cells: ReadCell[] };

/**
 * The passport number's glyphs and this document's own exemplars of each character: letters from
 * line 1, digits and letters from line 2's dates, codes and check digits. Null when OCR's boxes
 * could not be placed in the zone's cells.
 */
async function glyphEvidence({ png, lines }: Evidence, [line1, line2]: [string, string]): Promise<GlyphEvidence | null> {
  const mrzLines = lines.filter((line) => line.text.length >= 30);
  if (mrzLines.length < 2) return null;
  const [first, second] = mrzLines.slice(-2) as [OcrLine, OcrLine];
  const cells1 = alignedCells(fromDocumentCode(first.symbols));
  const cells2 = alignedCells(second.symbols);
  if (!cells1 || !cells2) return null;
  const image = await greyOf(sharp(png));
  const glyphOf = (symbol: OcrSymbol | undefined) => (symbol?.y0 === undefined || symbol.y1 === undefined ? null : glyphAt(image, { x0: symbol.x0, x1: symbol.x1, y0: symbol.y0, y1: symbol.y1 }));
  const exemplars = exemplarsOf(image, cells1, [...line1].map((c) => (/[A-Z]/.test(c) ? c : null)));
  exemplarsOf(image, cells2, [...line2].map((c, i) => (CONFIRMED_LINE2.has(i) ? c : null)), exemplars);
  const placed = (cells: (OcrSymbol | undefined)[], line: 0 | 1, text: string): ReadCell[] =>
    cells.flatMap((symbol, index) => (symbol ? [{ line, index, char: text[index] ?? '<', seen: symbol.text, glyph: glyphOf(symbol) }] : []));
  return { glyphs: cells2.slice(0, 9).map(glyphOf), exemplars, cells: [...placed(cells1, 0, line1), ...placed(cells2, 1, line2)] };
}

/** The passport number as each engine read it: OCR's (line 2 as read, `read2`) and the templates'. */
const numbersReadBy = (read2: string, byTemplates: TemplateReading | null) => [read2.slice(0, 9), ...(byTemplates ? [byTemplates.lines[1].slice(0, 9)] : [])];

/**
 * Settles the passport number where the check digits cannot: G and 6, S and 8 weigh the same modulo
 * 10, and two look-alikes can cancel out (D→0 with B→8). First each disputed cell's glyph is compared
 * with how this document prints the characters in question elsewhere in its zone (its dates, codes
 * and names), and the templates weigh the same readings (`bothEngines` keeps what both leave open);
 * then the number printed in the inspection zone is heard (`numberWithPrint`: it settles what the
 * engines leave open, never brings back what they ruled out). What still cannot be settled is
 * reported uncertain, so the applicant checks it instead of being told all is well.
 */
function settleNumber(result: Td3Result & { valid: true }, seen: string, glyphs: GlyphEvidence | null, byTemplates: TemplateReading | null, allKnown: readonly KnownCell[], words: readonly string[], spelledNames: readonly KnownCell[]): Settled {
  const [line1, read2] = result.lines;
  // A known cell read otherwise only shows a rival's character (`rivalWhereOwnPrintsRuleOut`); it weighs no reading.
  const known = knownAsRead(allKnown);
  // The number as OCR and the templates read it: where print spells one of them but for its O and 0, I and 1, it is taken each way.
  const readBy = numbersReadBy(read2, byTemplates);
  // A check digit misread as a look-alike makes the check digits pass a misread number too; print may show the number that passes with the digit printed,
  // taken where the cell looks more like that digit than the one read.
  // OCR's number as it saw it bears out print's too where the check digits repaired it around a misread check digit (Z6OQCI8G6 seen, its 3 read as 8, repaired as 260QCI8G6).
  const readByOrSeen = [...new Set([...readBy, seen.padEnd(9, '<')])];
  const mended = numberCheckDigitFromPrint(read2, words, readByOrSeen);
  const looksMended = mended !== read2 && byTemplates !== null && fusedLikeness(byTemplates, 1, 9, mended[9]!, known) > fusedLikeness(byTemplates, 1, 9, read2[9]!, known);
  // OCR can misread the composite with it: where the templates read either digit otherwise, print's number may pass with both of theirs,
  // or with both as the document's dates print digits.
  const asTemplatesRead = byTemplates ? checkDigitsFromTemplates(read2, byTemplates.lines[1], words, readByOrSeen, datesPrintCheckDigitsAsTemplates(read2, byTemplates)) : read2;
  const fromTemplates2 = byTemplates && checkDigitsPrintedAsRead(read2, asTemplatesRead, byTemplates) ? read2 : asTemplatesRead;
  // Failing that, either engine's digits as the dates print them: OCR may lose the line while the templates misread one digit (Nova Mono's
  // composite 6 of S082Q6ZI<1, read as 8 by the templates, is 0.99 alike to its dates' check digits, both 6s).
  const asDatesPrint = byTemplates && fromTemplates2 === read2 ? [read2, byTemplates.lines[1]].filter((line) => line.length === TD3_LINE_LENGTH).map((line) => checkDigitsAsDatesPrint(line, read2, byTemplates)) : [];
  const fromDatesPrint = asDatesPrint.flatMap((line) => (line ? [checkDigitsFromTemplates(read2, line, words, readByOrSeen)] : [])).find((line) => line !== read2);
  const line2 = looksMended ? mended : (fromDatesPrint ?? fromTemplates2);
  const number = line2.slice(0, 9);
  // What the templates find close in a cell is offered too: where the engines disagree and the check digits pass both, the cell stays open.
  const fromGlyphs = glyphs ? suggestedCharacters(glyphs.glyphs, glyphs.exemplars) : [];
  const fromTemplates = byTemplates ? closeAlternatives(byTemplates.candidates[1]).slice(0, 9) : [];
  // A glyph reaching below the line as only a Q's tail does is offered as a Q, which neither engine may have read (`qTails`).
  const tails = byTemplates?.tails ?? [];
  const suggested = Array.from({ length: 9 }, (_, i) => (fromGlyphs[i] ?? '') + (fromTemplates[i] ?? '') + (tails[i] === 'below' ? 'Q' : ''));
  const passes = (reading: string) => checkDigitsAgree(reading + line2.slice(9));
  // The templates' own number is a reading of its own: where OCR misread several cells, it may be more than two swaps from any reading near OCR's.
  const engines = [...new Set([...passportNumberReadings(line2, seen, suggested), ...(byTemplates ? [byTemplates.lines[1].slice(0, 9)].filter(passes) : [])])];
  // Print's characters are offered too (a B where both engines read 3), in readings of their own: printed numbers near the number or
  // either engine's reading of it (Nova Mono's 6VN3QGFE0, read BVHSQGFEG by OCR, 8VO3QGFE0 by the templates, printed 6VN3QGFEO).
  const fromPrint = [...new Set([number, ...readBy].flatMap((reading) => printedNumbersNear(reading, words)))];
  const withPrint = fromPrint.length ? passportNumberReadings(line2, seen, suggested.map((chars, i) => chars + fromPrint.map((word) => word[i]).join(''))) : [];
  const readings = [...new Set([...engines, ...withPrint, ...fromPrint.flatMap((word) => spelledEitherWay(word, readBy)).filter(passes)])];
  // Whether, of the readings weighed (`among`), OCR's glyphs alone favour another than the one chosen: the templates overruled them.
  const glyphsOverruled = (chosen: string, among: readonly string[]) => glyphs !== null && among.length > 1 && rankedByScore(glyphScores(among, glyphs.glyphs, glyphs.exemplars, seen)).best !== chosen;
  const enginesPick = (among: readonly string[]) => enginesChoice([...among], number, seen, glyphs, byTemplates, known);
  // Cells print changed with the check digit are the applicant's to check. Where the number's glyphs show a Q's tail or its lack, a
  // choice against them gives way to the engines' pick of the readings that fit them, and readings against them are no rivals.
  const settled = (picked: string, rivals: string[], among: readonly string[] = []): Settled => {
    const fits = (reading: string) => fitsQTails(reading, tails);
    const fitting = [...new Set([picked, ...rivals, ...among])].filter(fits);
    const chosen = fits(picked) || fitting.length === 0 ? picked : enginesPick(fitting).best;
    const others = [...new Set([picked, ...rivals])].filter((other) => other !== chosen && (fitting.length === 0 || fits(other)));
    return {
      result: parseTd3(line1, chosen + line2.slice(9)) as Td3Result & { valid: true },
      uncertain: differingPositions(chosen, line2 === read2 || !fits(read2) ? others : [...others, read2.slice(0, 9)]),
      glyphsOverruled: glyphsOverruled(chosen, among),
      printFound: fromPrint.length > 0,
    };
  };
  if (readings.length === 1) return settled(readings[0]!, []);
  const first = withAlikeCellsAgreeing(enginesPick(readings), readings, byTemplates);
  // Print's readings with each character it may have confused taken either way, the engines' first: what it spells beyond its confusions may be three cells
  // from any reading offered. The engines weigh those too (print's S where OCR read 8, and the templates saw S); a choice they change stays against the new one.
  // Print's confusions are taken against each engine's own reading too: its 5 is the templates' S where the engines chose 8 (ST2S8Q0I printed ST258Q01).
  const offered = [...new Set([...readings, ...fromPrint.flatMap((word) => [...new Set([first.best, ...readBy])].flatMap((number) => numbersAsPrinted(number, word, passes)))])];
  const weighed = offered.length > readings.length ? withAlikeCellsAgreeing(enginesPick(offered), offered, byTemplates) : first;
  const judged = asBothRead(weighed.best === first.best ? first : { best: weighed.best, rivals: [...new Set([first.best, ...weighed.rivals])] }, readBy, offered);
  const pickBest = (among: readonly string[]) => enginesPick(among).best;
  const kept = withCellsBothRead(judged, readBy, offered, pickBest);
  const { chosen, others } = asReadWherePrintLostOne(numberWithPrint(words, offered, engines, { ...kept, readBy }, pickBest), read2.slice(0, 9), words, glyphs, seen);
  if (byTemplates && chosen !== kept.best && printMisreadCell(chosen, kept.best, readBy, byTemplates, known)) return settled(kept.best, [chosen, ...others], offered);
  // Print's ISRZA5821 stood for Nova Mono's I5RZA58Z1, which nothing left against it: every reading offered may be the rival, and every
  // one a look-alike or two from the choice that passes too (Azeret Mono's 8 of OG0O8ZBW9, read S by OCR, was four cells from OCR's reading).
  // The name letters print spelled show the number's letters in this font too: Kode Mono's N, read as H by both engines in DIY0NG5S, which
  // passes the check digit as DIYOHG5S does, is 0.99 alike to the Ns print spells in BALASUBRAMANIAM. They rule a choice out here only:
  // where the choice is weighed, a letter unlike the cell (Xanh Mono's G of NGUYEN, 0.80 alike to the 6 of Q6HF9WER2) would outweigh a
  // digit the dates do not print.
  const exemplars = [...known, ...spelledNames];
  const readOtherwise = allKnown.filter((cell) => cell.readOtherwise);
  const unruled = byTemplates ? rivalWhereOwnPrintsRuleOut(chosen, [...new Set([...others, ...offered, ...passportNumberReadings(chosen + line2.slice(9))])], byTemplates, exemplars, { readBy, readOtherwise, printed: fromPrint }) : null;
  return unruled ? settled(unruled, [chosen, ...others.filter((other) => other !== unruled)], offered) : settled(chosen, others, offered);
}

/**
 * The number print heard (`heard`), or OCR's reading as it stands (`asRead`) where it is left against that choice, print spells it
 * but for a glyph it lost (`readAsPrintedButOneLost`), and the glyphs of OCR's boxes favour it over the choice: only the templates
 * chose otherwise. Their choice stays against it, so the cells in doubt are the same.
 */
function asReadWherePrintLostOne(heard: { chosen: string; others: string[] }, asRead: string, words: readonly string[], glyphs: GlyphEvidence | null, seen: string) {
  const { chosen, others } = heard;
  if (glyphs === null || !others.includes(asRead) || readAsPrintedButOneLost(chosen, asRead, words) === null) return heard;
  const scores = glyphScores([chosen, asRead], glyphs.glyphs, glyphs.exemplars, seen);
  return scores.get(asRead)! > scores.get(chosen)! ? { chosen: asRead, others: [chosen, ...others.filter((other) => other !== asRead)] } : heard;
}

/** Line 2's date cells and their check digits (birth and expiry), which the check digits bear out: the document's own prints of digits. */
const DATE_CELLS = [13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27];

/**
 * An engine's line 2 (`line`) with the number's check digit and the composite as the document's dates print digits (those of `read2`,
 * which its check digits bear out): a cell surely alike (`SURELY_ALIKE`) to the dates' print of a digit, and less than `SAME_LETTER`
 * alike to their print of the digit read, or not printed there, is that digit. Nova Mono's 6s of both cells were read as 5 and 8 by
 * OCR, as 8 by the templates, and are 1.00 and 0.99 alike to the 6 of its expiry date. Null where neither cell is settled so; print
 * must still spell a number passing with them (`checkDigitsFromTemplates`).
 */
function checkDigitsAsDatesPrint(line: string, read2: string, byTemplates: TemplateReading): string | null {
  const asPrinted = (cell: number) => printedRather(line[cell]!, [...'0123456789'], datesLikeness(read2, cell, byTemplates));
  const [digit, composite] = [asPrinted(9), asPrinted(TD3_LINE_LENGTH - 1)];
  return digit === line[9] && composite === line[TD3_LINE_LENGTH - 1] ? null : line.slice(0, 9) + digit + line.slice(10, TD3_LINE_LENGTH - 1) + composite;
}

/**
 * Whether the document's dates print line 2's check digits as the templates read them, against OCR's (`read2`): in each cell the two
 * read otherwise, the dates print OCR's digit unlike the cell (less than `SAME_LETTER`) or the templates' surely alike (`SURELY_ALIKE`),
 * and nowhere the templates' unlike it. Kode Mono's check digit 9 and composite 0 of KB28O02O<9 were voted 5 and 8: the cell of the 9
 * is 0.74 alike to the 5 of its birth date, the composite 0.98 to its dates' 0s, and they print no 8 or 9.
 */
function datesPrintCheckDigitsAsTemplates(read2: string, byTemplates: TemplateReading): boolean {
  const templates2 = byTemplates.lines[1];
  if (templates2.length !== TD3_LINE_LENGTH) return false;
  const differing = [9, TD3_LINE_LENGTH - 1].filter((cell) => read2[cell] !== templates2[cell]);
  return (
    differing.length > 0 &&
    differing.every((cell) => {
      const likeness = datesLikeness(read2, cell, byTemplates);
      const [asRead, asTemplates] = [likeness(read2[cell]!), likeness(templates2[cell]!)];
      const printedUnlike = (alike: number) => alike > 0 && alike < SAME_LETTER;
      return !printedUnlike(asTemplates) && (printedUnlike(asRead) || asTemplates >= SURELY_ALIKE);
    })
  );
}

/**
 * Whether the document's dates show a check digit of line 2 as read where `other` holds another: the cell is surely alike
 * (`SURELY_ALIKE`) to the dates' print of the digit read, and less than `SAME_LETTER` alike to their print of the other digit, or they
 * print it nowhere. Spline Sans Mono's 3 is read as 8 by the templates: the number's check digit of 0KBA11G2<3, 0.97 alike to the 3 of
 * its expiry, with print's OKBA11G2 taken as OKBA1IG2 passed with their 8 by chance.
 */
function checkDigitsPrintedAsRead(read2: string, other: string, byTemplates: TemplateReading): boolean {
  return [9, TD3_LINE_LENGTH - 1].some((cell) => printedRather(other[cell]!, [read2[cell]!], datesLikeness(read2, cell, byTemplates)) !== other[cell]);
}

/**
 * How much nearer to the dates' print of print's digit than to their print of the digit read a cell must be for the document's own
 * prints to show a date as print has it: Xanh Mono draws its 3 and 5 0.89 alike, and a 3 0.98 alike to another.
 */
const DATE_DIGIT_NEARER = 0.05;

/**
 * Whether the dates' cells `candidate` leaves as `read` print each cell it changes as the candidate has it: surely alike (`SURELY_ALIKE`)
 * to their print of its digit and clearly nearer it (`DATE_DIGIT_NEARER`) than to their print of the digit read. Xanh Mono's 3s of
 * 501203, read with its check digit as 5012055 by both engines, are 0.98 alike to the 3 of its expiry and 0.89 and 0.90 to the 5s of
 * 1950 and 2035; the zone passed every check digit both ways.
 */
const datesPrintAsCandidate = (byTemplates: TemplateReading) => (read: string, candidate: string) => {
  const changed = differingCells(candidate, read);
  return changed.every((cell) => {
    // The cells changed were misread together: none is an exemplar for another (the check digit's 5 for the date's).
    const likeness = datesLikeness(candidate, cell, byTemplates, changed);
    const asCandidate = likeness(candidate[cell]!);
    return asCandidate >= SURELY_ALIKE && asCandidate - likeness(read[cell]!) >= DATE_DIGIT_NEARER;
  });
};

/**
 * How alike line 2's `cell` is to each digit as the dates of `read2` print it (`DATE_CELLS`, but those `leftOut`); 0 for a digit they
 * print nowhere.
 */
const datesLikeness = (read2: string, cell: number, byTemplates: TemplateReading, leftOut: readonly number[] = []) => {
  const dates = DATE_CELLS.filter((index) => !leftOut.includes(index)).map((index): KnownCell => ({ line: 1, index, char: read2[index]! }));
  return (digit: string) => ownLikeness(byTemplates, 1, cell, digit, dates) ?? 0;
};

/**
 * The character of `candidates` the document prints surely alike (`SURELY_ALIKE`) to a cell read as `read`, where it prints `read`
 * less than `SAME_LETTER` alike or nowhere (`likeness` 0); `read` otherwise.
 */
function printedRather(read: string, candidates: readonly string[], likeness: (char: string) => number): string {
  const best = candidates.reduce((a, b) => (likeness(b) > likeness(a) ? b : a), read);
  return likeness(best) >= SURELY_ALIKE && likeness(read) < SAME_LETTER ? best : read;
}

/**
 * The one rival that differs from the choice in a cell holding a character the document prints unlike it elsewhere (`UNLIKE_LETTER`), by
 * characters the templates find likelier (`RIVAL_LIKELIER`) in every cell where they differ, none of which it prints so: Cutive Mono's Os
 * of 5GYFOAO9, chosen as 0s, are 0.37 and 0.41 alike to the 0s of its dates. The check digits tie the other cells to it: Chivo Mono's
 * 21Y6ID018, chosen as 2176I0018 after print's 217610018, has the cell of its Y 0.61 alike to its dates' 7s, and its D, 0.91 alike to the
 * templates' D, goes with it. A cell whose choice is not ruled out needs the rival's character there the same letter (`SAME_LETTER`): where
 * the cells were cut badly, every likeness is low (Cutive Mono's 1B62CSBJ, whose 6 is 0.03 alike to its dates' 6s, the rival's I 0.64
 * alike). A choice's character in a cell less than `SAME_LETTER` alike to its print elsewhere is ruled out too where the templates are sure
 * of the rival's (`SURELY_ALIKE`): Fragment Mono's I2D51I5P, read I205115P by OCR and by print, has its D and I 0.76 and 0.73 alike to the
 * dates' 0 and 1, and 0.99 to the templates' D and I. Nor is a rival taken whose character is itself unlike its cell (`UNLIKE_LETTER`):
 * Martian Mono's 10IGAWIS, as print spelled it, was cut so badly that its 0 is 0.49 alike to the dates' 0s, and the rival's U only 0.64 to
 * the templates'. Every reading offered may be the rival, not only those left against the choice. In a cell both engines read as the
 * choice holds it (`readBy`), the rival's character must be the same print as the document's elsewhere (`SAME_LETTER`): Cutive Mono's 8 of
 * B8IC885D, read so by both and spelled so by print, is 0.32 alike to its dates' 8s (the cell cut badly), and the rival's S only 0.72 to
 * SILVA's S. A known cell the engines read otherwise (`readOtherwise`) shows the rival's character and rules none out: Nova Mono's N of
 * 8SNGCGIQ, read D by both engines as its nationality CAN's N was, is 0.99 alike to that N and 0.93 to ELENA's. A letter the font may
 * draw like the choice's (`isDrawnAlike`) needs no likeness where print spells it (`printed`, print's numbers near the readings).
 * Of several rivals, the one replacing every cell any of them finds ruled out; null when there is none, or no such one.
 */
function rivalWhereOwnPrintsRuleOut(
  chosen: string,
  others: readonly string[],
  byTemplates: TemplateReading,
  known: readonly KnownCell[],
  { readBy = [], readOtherwise = [], printed = [] }: { readBy?: readonly string[]; readOtherwise?: readonly KnownCell[]; printed?: readonly string[] } = {},
): string | null {
  if (ownPrintsMisfit(chosen, others, byTemplates, known)) return null;
  const own = (char: string, i: number) => ownLikeness(byTemplates, 1, i, char, known) ?? 1;
  // A rival's character is weighed against every cell showing it, the choice's only against known cells read as they are.
  const showing = [...known, ...readOtherwise];
  const ownShown = (char: string, i: number) => ownLikeness(byTemplates, 1, i, char, showing);
  const fusedShown = (char: string, i: number) => fusedLikeness(byTemplates, 1, i, char, showing);
  const fusedKnown = (char: string, i: number) => fusedLikeness(byTemplates, 1, i, char, known);
  const ruledOut = (char: string, i: number) => own(char, i) < UNLIKE_LETTER;
  const readByBoth = (i: number) => readBy.length >= 2 && readBy.every((number) => number[i] === chosen[i]);
  // The cells of the choice a rival replaces that the page rules out; null where the rival does not replace it.
  const ruledOutCells = (other: string): number[] | null => {
    const differing = differingCells(other, chosen);
    // A cell not the same print as the choice's character elsewhere, whose rival the templates are sure of, rules it out too.
    const unlikeAndSurelyOther = (i: number) => own(chosen[i]!, i) < SAME_LETTER && fusedShown(other[i]!, i) >= SURELY_ALIKE;
    // A cell the document prints the rival's character alike to elsewhere, where it prints the choice's nowhere and the templates find it clearly less alike.
    // Or one it prints surely alike (`SURELY_ALIKE`), where the templates do not find the choice's the same letter: Victor Mono's 6s of
    // DSGG06ZF6, read B by both engines and passing either way, are 0.99 alike to its dates' 6s and 0.86 to the templates' B.
    const unprintedAndOwnOther = (i: number) => {
      const [ownOther, fusedChosen] = [ownShown(other[i]!, i) ?? 0, fusedKnown(chosen[i]!, i)];
      const clearlyOther = ownOther >= SAME_LETTER && fusedShown(other[i]!, i) - fusedChosen >= CLEARLY_LIKELIER;
      return ownLikeness(byTemplates, 1, i, chosen[i]!, known) === null && (clearlyOther || (ownOther >= SURELY_ALIKE && fusedChosen < SAME_LETTER));
    };
    const choiceRuledOut = differing.filter((i) => ruledOut(chosen[i]!, i) || unlikeAndSurelyOther(i) || unprintedAndOwnOther(i));
    // The templates cannot weigh a letter the font may draw like the choice's (`isDrawnAlike`): print's stands for it.
    const drawnAlikeAsPrinted = (i: number) => isDrawnAlike(other[i]!, chosen[i]) && printed.some((word) => word[i] === other[i]);
    const replaces =
      choiceRuledOut.length > 0 &&
      differing.every((i) => {
        if (drawnAlikeAsPrinted(i)) return true;
        const likeness = fusedShown(other[i]!, i);
        const bothReadChoice = readByBoth(i) && (ownShown(other[i]!, i) ?? 0) < SAME_LETTER;
        return !ruledOut(other[i]!, i) && !bothReadChoice && likeness >= UNLIKE_LETTER && likeness - fusedKnown(chosen[i]!, i) >= RIVAL_LIKELIER && (choiceRuledOut.includes(i) || likeness >= SAME_LETTER);
      });
    return replaces ? choiceRuledOut : null;
  };
  const rivals = others.flatMap((other) => {
    const cells = ruledOutCells(other);
    return cells ? [{ other, cells }] : [];
  });
  // The one replacing every cell any of them finds ruled out (the only one, where one does): Kode Mono's V61ADGBIJ, read U6IH0GBIJ by
  // OCR, where U6IADGBIJ keeps the I of a cell 0.99 alike to the dates' 1s.
  const everyRuledOut = new Set(rivals.flatMap(({ cells }) => cells));
  const mendingAll = rivals.filter(({ cells }) => cells.length === everyRuledOut.size);
  return mendingAll.length === 1 ? mendingAll[0]!.other : null;
}

/**
 * Whether the document's prints elsewhere misfit this number's cells: a cell no reading disputes, whose character the templates are
 * sure of (`SAME_LETTER`), is unlike its print elsewhere (`UNLIKE_LETTER`). The cells were cut off their glyphs, or the prints are no
 * exemplars, and rule nothing out: Spline Sans Mono's KH87ZP5PS has its 7 0.07 alike to the page's 7 and 0.91 to the templates'; its
 * 8, read so by OCR and print, 0.58 alike to the dates' 8, was taken as S. K867RG685's second 8 is 0.19 alike to the page's, 0.97 to theirs.
 */
function ownPrintsMisfit(chosen: string, others: readonly string[], byTemplates: TemplateReading, known: readonly KnownCell[]): boolean {
  const undisputed = [...chosen].flatMap((char, i) => (others.every((other) => other[i] === char) ? [i] : []));
  return undisputed.some((i) => {
    const own = ownLikeness(byTemplates, 1, i, chosen[i]!, known);
    return own !== null && own < UNLIKE_LETTER && fusedLikeness(byTemplates, 1, i, chosen[i]!, known) >= SAME_LETTER;
  });
}

/**
 * Whether print's choice holds, in a cell neither engine read so, a character no look-alike of theirs where the document prints their
 * choice's surely alike elsewhere: print misread it (Azeret Mono's 6 of 600R66T2 printed as O, the cell 0.99 alike to the dates' 6s;
 * O0OR66T2 passed the check digit by chance; Nova Mono's 6 of HGB60VBL9 printed as E, 0.98 alike to the composite's 6, where the engines
 * read S and 8). Nova Mono's A, which both engines read as H, is 0.86 alike to its H. Not a letter the font may draw like theirs
 * (`isDrawnAlike`): Kode Mono's V of 850VBR80F, read U by both engines, is 1.00 alike to the V of OLIVER, read U too and known by the
 * templates' sureness of it.
 */
function printMisreadCell(chosen: string, best: string, readBy: readonly string[], byTemplates: TemplateReading, known: readonly KnownCell[]): boolean {
  if (readBy.length < 2) return false;
  return [...chosen].some(
    (char, i) => char !== best[i] && !areLookAlikes(char, best[i]!) && !isDrawnAlike(char, best[i]) && !readBy.some((number) => number[i] === char) && (ownLikeness(byTemplates, 1, i, best[i]!, known) ?? 0) >= SURELY_ALIKE,
  );
}

/**
 * The engines' choice with cells the zone prints alike holding one character: a G among 6s of one
 * print (`alikeCellsAgreeing`), else the one of `readings` that holds one character where their
 * choice holds two (`samePrintsHeldAlike`). Their own choice stays against it.
 */
function withAlikeCellsAgreeing(judged: Weighed, readings: readonly string[], byTemplates: TemplateReading | null): Weighed {
  const agreeing = byTemplates ? samePrintsHeldAlike(alikeCellsAgreeing(judged.best, byTemplates), readings, byTemplates) : judged.best;
  return agreeing === judged.best ? judged : { best: agreeing, rivals: [judged.best, ...judged.rivals.filter((rival) => rival !== agreeing)] };
}

/**
 * The engines' choice of the number among `readings`, and its rivals: by the glyphs of OCR's boxes
 * and by the templates (`bothEngines`); the number as read, every other reading a rival, when
 * neither can weigh them.
 */
function enginesChoice(readings: string[], number: string, seen: string, glyphs: GlyphEvidence | null, byTemplates: TemplateReading | null, known: readonly KnownCell[]): Weighed {
  const weighed = glyphs ? glyphsChoice(readings, glyphs.glyphs, glyphs.exemplars, seen) : { best: number, rivals: readings.filter((r) => r !== number), tiedByShape: [], scores: null };
  if (!byTemplates) return { best: weighed.best, rivals: [...weighed.rivals, ...weighed.tiedByShape] };
  const byShapes = templateScores(readings, byTemplates, known);
  return bothEngines(weighed, rankedByScore(byShapes, TEMPLATES_DECISIVE), (reading) => (weighed.scores?.get(reading) ?? 0) + byShapes.get(reading)!);
}

/** A letter of line 1 the templates read alike at least this well, and clearly better than any other, serves as an exemplar. */
const SURE_TEMPLATE = 0.9;
const SURE_MARGIN = 0.05;

const sureTemplate = (cell: readonly Candidate[] | undefined, char: string) =>
  cell?.[0]?.char === char && cell[0].likeness >= SURE_TEMPLATE && cell[0].likeness - (cell[1]?.likeness ?? 0) >= SURE_MARGIN;

/** How much more alike (summed over the disputed cells) the templates must find one reading of the number than another to rule the other out. */
const TEMPLATES_DECISIVE = 0.05;

/**
 * Cells of a valid zone whose character is known: the document code, the state codes where they
 * name a state, and the sex (lists), line 2's digits (check digits), and line 1's letters where the
 * templates read the same and are sure of it (a font can print A so like the templates' H that both
 * engines read H).
 */
function knownCells([line1, line2]: readonly [string, string], byTemplates: TemplateReading, nationality: string | null): KnownCell[] {
  const known: KnownCell[] = [];
  // A code that names no state was misread (a font's AUS read as HUS): its cells show no letter for sure; nor does one naming another
  // state than the nationality taken (Nova Mono's AUS read as HUN in both lines, where print shows AUS).
  const codeKnown = (code: string) => isKnownStateCode(code) && (nationality === null || code === nationality);
  const issuerKnown = codeKnown(line1.slice(2, 5));
  // The nationality taken stands in its cells however they were read: Nova Mono's CAN, read OHO, taken from print, shows the font's A
  // and N, which both engines read as H in ANNA.
  const nationalityCells = nationality && isKnownStateCode(nationality) ? nationality : codeKnown(line2.slice(10, 13)) ? line2.slice(10, 13) : null;
  [...line1].forEach((char, index) => {
    if (char !== '<' && (index <= 1 || (index <= 4 && issuerKnown) || sureTemplate(byTemplates.candidates[0][index], char))) known.push({ line: 0, index, char });
  });
  // No check digit covers the sex: it shows its letter only where the templates read it so too (Nova Mono's M, read F by OCR and M by
  // the templates, made AMARA's M, 0.99 alike to it, an F).
  const sexKnown = byTemplates.lines[1][SEX_CELL] === line2[SEX_CELL];
  [...line2].forEach((read, index) => {
    const char = index >= 10 && index <= 12 ? (nationalityCells?.[index - 10] ?? '<') : read;
    if (char !== '<' && CONFIRMED_LINE2.has(index) && (index !== SEX_CELL || sexKnown)) known.push({ line: 1, index, char, ...(char === read ? {} : { readOtherwise: true as const }) });
  });
  return known;
}

/** The known cells read as they are known: only these may refuse a letter print spells or weigh the number (`readOtherwise`). */
const knownAsRead = (known: readonly KnownCell[]) => known.filter((cell) => !cell.readOtherwise);

/** What one successful OCR pass saw: the image it read and its lines, for glyph evidence. */
type Evidence = { png: Buffer; lines: OcrLine[] };

/**
 * Reads one band through the variants until every check digit agrees. When none does alone, the
 * variants and the templates' reading vote cell by cell (`voteTd3`): each misreads different
 * characters, and the templates offer what they found close in line 2 for the check digits to choose.
 * The last reading otherwise. Where no crop reads alone, OCR's own zone before any vote comes with it (`unvoted`).
 */
async function readBand(
  crop: Crop,
  byTemplates: TemplateReading | null,
): Promise<{ parsed: Parsed | null; variant: string; evidence: Evidence | null; unvoted?: Parsed | null; votedOn?: string[] }> {
  let last: Parsed | null = null;
  const read: { pair: [string, string]; evidence: Evidence }[] = [];
  for (const variant of VARIANTS) {
    const png = await bandImage(crop, variant);
    const lines = await recognizeLines(png);
    const pairs = candidatePairs(lines);
    const parsed = bestOf(pairs);
    // OCR lost line 1's cells, which no check digit covers: the templates' zone stands in for it.
    const templatesInstead = parsed?.result.valid && byTemplates ? zoneWithIssuerKept(parsed.result.lines, byTemplates.lines) : null;
    if (templatesInstead) return { parsed: parsedWhole(templatesInstead), variant: 'templates', evidence: null };
    if (parsed?.result.valid) return { parsed, variant: variant.name, evidence: { png, lines } };
    if (pairs[0]) read.push({ pair: pairs[0], evidence: { png, lines } });
    last ??= parsed;
  }
  // The templates' reading joins the vote as one more crop, and offers the characters it found close to the check digits.
  const pairs = [...read.map((r) => r.pair), ...(byTemplates ? [byTemplates.lines] : [])];
  const voted = pairs.length > 1 ? voteTd3(pairs, byTemplates ? closeAlternatives(byTemplates.candidates[1]) : []) : null;
  if (voted?.valid) {
    const parsed: Parsed = { ...parsedWhole(voted), voted: true };
    return { parsed, variant: 'voted', evidence: read[0]?.evidence ?? null, unvoted: last, votedOn: pairs.map(([, line2]) => line2) };
  }
  return { parsed: last, variant: 'none', evidence: null, unvoted: last };
}

/**
 * The words printed above the zone, read once per band (`words`), and read again at another width where asked (`again`); the first
 * reading's glyphs too (`glyphs`).
 */
type PrintedWords = { words: () => Promise<string[]>; again: () => Promise<string[]>; glyphs: () => Promise<PrintedGlyphs> };

/**
 * Starts reading the words printed above the zone on the page OCR's own worker, so that it runs
 * while this thread reads the zone (the templates, then the MRZ OCR): it takes most of a read's
 * time, and every band found needs it, read or mended. Resolves once the worker has the page.
 */
async function printedWordsOf(crop: Crop): Promise<PrintedWords> {
  const zone = await inspectionZone(crop);
  const read = recognizeWords(zone.png);
  // Awaited on every path through a band found; a failure before then must not go unhandled.
  read.catch(() => undefined);
  // The job reaches the worker once pending callbacks have run; the templates would hold this thread first.
  await new Promise((resolve) => setImmediate(resolve));
  let again: Promise<string[]> | null = null;
  return {
    words: async () => (await read).text,
    again: () => (again ??= inspectionZone(crop, INSPECTION_WIDTH_AGAIN).then(async ({ png }) => (await recognizeWords(png)).text)),
    glyphs: async () => ({ image: zone.image, words: (await read).boxed }),
  };
}

/** A cell at least this alike to a print of the letter read elsewhere in the document is that letter (same letters in one image score above it). */
const SAME_LETTER = 0.9;
/**
 * A cell at least this alike to the document's print of a character elsewhere is surely that character, against what print's OCR read
 * there: same characters in one image scored 0.98 and more where print mended names on dev pages, others up to 0.93 (Martian Mono's D
 * to its O).
 */
const SURELY_ALIKE = 0.95;
/** How much likelier to the templates a character must be than another to be clearly the cell's (Cutive Mono's 0s of 60BXPB01: 0.94 and 0.91 alike, its O 0.72 and 0.74). */
const CLEARLY_LIKELIER = 0.15;
/**
 * How much likelier a rival's character must be than the choice's in each cell where they differ to replace it by the document's prints
 * (`rivalWhereOwnPrintsRuleOut`): the rivals taken on dev pages were 0.047 likelier and more; Cutive Mono's S of 086QSO05S was
 * 0.0004 likelier than print's 8, a tie, and replaced it.
 */
const RIVAL_LIKELIER = 0.02;
/** A cell less alike than this to every print of a letter elsewhere in the document is not that letter (same letters scored 0.98 and more where print mended names on dev pages). */
const UNLIKE_LETTER = 0.7;
/**
 * How much less alike to the page's Os than they are to one another a cell both engines read as O must be for print's Q to replace it:
 * Kode Mono's Q of JACQ, its tail thinned, is 0.953 alike to the page's Os, which are 0.996 alike to one another.
 */
const TAIL_MARGIN = 0.02;
/** Whether the templates weighed a letter for a cell (`likeness`, -1 where they did not) and found it unlike it (`UNLIKE_LETTER`). */
const isUnlikeTemplate = (likeness: number) => likeness >= 0 && likeness < UNLIKE_LETTER;

/**
 * Whether the printed zone may replace the letter read in line 1's `cell` by `printed`: where an
 * engine doubts the letter read, or unless this document proves the cell is the letter read, by
 * printing it alike in a cell whose letter is known (a code, or a name letter print and OCR agree
 * on) and less alike to its prints of the printed letter. A font whose A both engines read as H
 * prints its As unlike its Hs; print spells the names in another font. Never where the document
 * prints the printed letter unlike this cell. A filler is filled only where an engine doubts it:
 * print's OCR reads specks between names as letters. The templates' sureness of the letter read does not count where the page proves
 * the engines misread that letter elsewhere (`lettersProvenMisread`).
 *
 * In order, the first case that holds decides:
 * | The cell                                                          | Print's letter replaces the one read                            |
 * |-------------------------------------------------------------------|-----------------------------------------------------------------|
 * | unlike the document's known prints of print's letter              | never                                                           |
 * | doubted by an engine                                              | always                                                          |
 * | a filler, or no templates                                         | never                                                           |
 * | a Q, print's letter an O, the cell not surely alike to the page's | never                                                           |
 * | other Os                                                          |                                                                 |
 * | an O, print's letter a Q the templates allow, the cell less alike | always                                                          |
 * | to the page's Os than they are to one another (`TAIL_MARGIN`)     |                                                                 |
 * | on a page printing print's letter in known cells                  | where the page prints the letter read too: if the cell is less  |
 * |                                                                   | than the same as those, or at least as alike to print's; where  |
 * |                                                                   | not: if surely alike to print's, or the templates are unsure of |
 * |                                                                   | the letter read and allow print's                               |
 * | on a page printing only the letter read in known cells            | if less than the same as those, unless the templates, sure of   |
 * |                                                                   | the letter both engines read, find print's unlike; or if not    |
 * |                                                                   | surely alike to those and the templates allow print's           |
 * | on a page printing neither                                        | unless the templates are sure of the letter read, do not allow  |
 * |                                                                   | print's, and the page proves no misreading of the letter read   |
 */
function printMayReplace(line1: string, doubts: ReadonlySet<number>, byTemplates: TemplateReading | null, known: readonly KnownCell[], words: readonly string[]) {
  const labels = namesFromPrint(line1, words, () => true);
  const agreed = labels.confirmed.map((index): KnownCell => ({ line: 0, index, char: line1[index]! }));
  const printedAs = labels.corrected.map((index): KnownCell => ({ line: 0, index, char: labels.line1[index]! }));
  const anotherWords = anotherWordsPrinted(labels, line1);
  // A word print spelled in place of a name part is no print of the other part's letters.
  const printedAsFor = (cell: number) => printedAs.filter(({ index }) => !anotherWords(index, cell));
  // A known cell the engines read otherwise shows its letter where a name cell is surely alike to it, and refuses none of print's: Kode
  // Mono's A of ITA, read H by both engines and taken from print, is only 0.90 alike to the A print spells in SOFIA, read H too.
  const proven = [...knownAsRead(known), ...agreed];
  const misread = byTemplates ? lettersProvenMisread(line1, printedAs, byTemplates, [...proven, ...printedAs]) : new Set<string>();
  return (cell: number, printed: string) => {
    // The document prints the printed letter in cells it knows, and not like this one: print's OCR misread here (FE of FERNANDEZ read as N I).
    const printsOfPrinted = byTemplates ? ownLikeness(byTemplates, 0, cell, printed, proven) : null;
    if (printsOfPrinted !== null && printsOfPrinted < UNLIKE_LETTER) return false;
    if (doubts.has(cell)) return true;
    // A filler no engine doubts is a space between names, whatever letter print's OCR saw there.
    if (!byTemplates || line1[cell] === '<') return false;
    const asRead = ownLikeness(byTemplates, 0, cell, line1[cell]!, proven);
    const asPrinted = ownLikeness(byTemplates, 0, cell, printed, [...proven, ...printedAsFor(cell)]);
    // A reading can lose a Q's thin tail: print's O replaces a Q no engine doubts only where the cell is surely alike to the page's other
    // Os (Kode Mono's O of KONSTA, read Q by both engines, 0.98 alike to TORRE's O). Not Reddit Mono's Q of JACQUELINE, printed JACOUEL NE,
    // 0.92 alike to the Os of MONTGOMERY.
    if (isQWithTailLost(line1[cell]!, printed) && (asPrinted ?? 0) < SURELY_ALIKE) return false;
    // Where the document prints the printed letter nowhere else, the templates speak for it: a Q whose tail the scan thinned is as alike
    // to the font's O (0.94 to the page's O). Not where the page prints the letter read surely alike: Cutive Mono's O of PAPADOPOULOU,
    // printed as Q, is 0.998 alike to its other Os. Where it prints neither letter, they speak only where sure of the letter read (a
    // label's J taken for LUCAS's L; not Nova Mono's Y both engines read as V).
    // The templates, rendered from other fonts, do not speak against a letter this font may draw like theirs (`isDrawnAlike`).
    const templatesAllow = isDrawnAlike(printed, line1[cell]) || templatesAllowLetter(byTemplates, cell, printed);
    // Where it prints the letter read nowhere else, the cell must be surely print's letter, or one the templates find about as alike where
    // they are not sure of the letter read: Martian Mono's D of DUBOIS, printed as O, is 0.93 alike to its O, and 0.97 to the templates'
    // D; Xanh Mono's M of AMARA, read as H by both engines, is 0.87 alike to the sex's M, 0.72 to the templates' M and 0.74 to their H.
    const templatesUnsure = templatesLikeness(byTemplates, cell, line1[cell]!) < SURE_TEMPLATE;
    // A reading can lose a Q's tail, never make one up: print's Q replaces an O where the templates allow it and the cell is less alike to
    // the page's Os than they are to one another (`TAIL_MARGIN`). Not Cutive Mono's O of PAPADOPOULOU, printed as Q: 0.998 alike to the
    // page's Os, which are 0.970 alike to one another.
    if (isQWithTailLost(printed, line1[cell]) && templatesAllow && asRead !== null && asRead < (ownAgreement(byTemplates, line1[cell]!, proven) ?? 0) - TAIL_MARGIN) return true;
    if (asPrinted !== null) return asRead === null ? asPrinted >= SURELY_ALIKE || (templatesUnsure && templatesAllow) : asRead < SAME_LETTER || asPrinted >= asRead;
    // Where it prints the letter read less than the same, the templates refuse a printed letter they weighed and find unlike the cell
    // where both engines read it as read and they are sure of that: Reddit Mono's V of VANDERBERGHE, 0.87 alike to ABDULRAHMANOV's V and
    // 0.95 to the templates', was 0.29 alike to their S, a speck print read before its `V NDERBERGHE`.
    const printedUnlike = line1[cell] === byTemplates.lines[0][cell] && !templatesUnsure && isUnlikeTemplate(templatesLikeness(byTemplates, cell, printed)) && !isDrawnAlike(printed, line1[cell]);
    if (asRead !== null) return (asRead < SAME_LETTER && !printedUnlike) || (asRead < SURELY_ALIKE && templatesAllow);
    // The templates' word for the letter read counts for nothing where the page proves the engines misread that letter elsewhere.
    return !sureTemplate(byTemplates.candidates[0][cell], line1[cell]!) || templatesAllow || misread.has(line1[cell]!);
  };
}

/**
 * Whether print's letter in line 1's cell `label` is another word's for `cell`: print changes more letters than it agrees with in the
 * label's name part, where it spelled some other word (Nova Mono's MORENO, read OREOO, labelled by its place with the word PNN0S print
 * read from a label), and `cell` is in the other part. ELENA's N, read O, was 0.84 alike to the O labelled N and refused. Within the
 * part its letters still weigh one another: a label's GSPS placed on ANNA, read HHQH, has its Ss unlike.
 */
function anotherWordsPrinted(labels: PrintedNames, line1: string): (label: number, cell: number) => boolean {
  const surnameEnd = line1.indexOf('<<', 5);
  const partOf = (index: number) => (surnameEnd < 0 || index < surnameEnd ? 0 : 1);
  const inPart = (cells: readonly number[], part: number) => cells.filter((index) => partOf(index) === part).length;
  const outnumbered = [0, 1].map((part) => inPart(labels.corrected, part) > inPart(labels.confirmed, part));
  return (label, cell) => outnumbered[partOf(label)]! && partOf(label) !== partOf(cell);
}

/**
 * The letters the engines read in cells where print spells another letter that the document prints surely alike elsewhere
 * (`SURELY_ALIKE`, among `prints`): the page proves they read that letter for others. Kode Mono's As of MAXIMILIANO SEBASTIA, read H
 * by both engines, are surely alike to print's other As; its X, read H too and printed nowhere else, was X as print spelled it.
 */
function lettersProvenMisread(line1: string, printedAs: readonly KnownCell[], byTemplates: TemplateReading, prints: readonly KnownCell[]): Set<string> {
  const proven = printedAs.filter(({ index, char }) => line1[index] !== char && /^[A-Z]$/.test(line1[index]!) && (ownLikeness(byTemplates, 0, index, char, prints) ?? 0) >= SURELY_ALIKE);
  return new Set(proven.map(({ index }) => line1[index]!));
}

/**
 * OCR's line 1 put back on the zone's cells where it ran off them (a wide letter read as two, `realignedOntoGrid`), and the name cells
 * then in doubt: those it, OCR or the templates hold a letter in. As read, with none, where it kept to them.
 */
function line1OnCells(read: string, byTemplates: TemplateReading | null): { line1: string; offCells: number[] } {
  const grid = byTemplates?.lines[0];
  const realigned = grid ? realignedOntoGrid(read, grid, 2) : null;
  if (!grid || !realigned) return { line1: read, offCells: [] };
  const offCells = [...realigned].flatMap((char, cell) => (cell >= 5 && [char, read[cell], grid[cell]].some((held) => held !== '<') ? [cell] : []));
  return { line1: realigned, offCells };
}

/**
 * A valid zone made a reading: the number settled by glyphs, templates and print, and the cells of it
 * in doubt (`numberCellsInDoubt`); the names as print and the engines bear them out (`namesRead`); the
 * nationality taken when OCR, the templates or print bear it out.
 */
async function readingOf(parsed: Parsed & { result: { valid: true } }, evidence: Evidence | null, templatesRead: TemplateReading | null, printed: PrintedWords, variant: string): Promise<MrzReading> {
  const byTemplates = templatesRead && readTheZone(templatesRead, parsed.result.lines[1]) ? templatesRead : null;
  const glyphs = evidence ? await glyphEvidence(evidence, parsed.result.lines) : null;
  const words = await printed.words();
  const nationality = nationalityOf(parsed.result.lines[1], parsed.seenNationality, byTemplates, words);
  // The number's cells are none of the known ones, so what settling it changes leaves them as they are.
  const known = byTemplates ? knownCells(parsed.result.lines, byTemplates, nationality) : [];
  const names = await namesOfPrint(parsed.result.lines[0], glyphs, byTemplates, known, words, printed);
  // The names first: the letters print spelled in them are exemplars of the number's letters too. A known cell read otherwise only ever
  // shows a letter (`printMayReplace`, `rivalWhereOwnPrintsRuleOut`).
  const { settled, inDoubt } = await numberOfPrint(parsed, glyphs, byTemplates, known, printed, names.spelled);
  const unshown = lookAlikesThePageDoesNotShow(settled.result.lines[1], [...known, ...names.spelled]);
  const doubted = cellsOf(inDoubt, unshown);
  // Among the look-alikes of the cells in doubt, the number as the inspection zone's own glyphs show it: the cells stay the applicant's to check.
  const settledNumber = settled.result.lines[1].slice(0, 9);
  const turnings = numberReadingsTurning(settled.result.lines[1], doubted).filter((reading) => fitsQTails(reading, byTemplates?.tails ?? []));
  const number = numberAsPrintShows(settledNumber, turnings, doubted.length ? await printed.glyphs() : null);
  const settledLine2 = number + settled.result.lines[1].slice(9);
  const uncertain = numberPositionsToCheck(number, doubted, names.anyInDoubt);
  // A date misread with its check digit can pass every check digit: one print shows otherwise is taken from print where the templates
  // read it so too, or the document's other date cells print it so.
  const line2 = datesFromPrint(settledLine2, words, byTemplates ? [byTemplates.lines[1]] : [], byTemplates ? datesPrintAsCandidate(byTemplates) : undefined);
  // Dates have no second check: one taken from print, or one print shows otherwise, is the applicant's to check.
  const doubtedDates = new Set([...datesDiffering(line2, settledLine2), ...datesPrintDoesNotShow(line2, words)]);
  const datesToCheck = READ_DATE_FIELDS.filter((field) => doubtedDates.has(field));
  const result = parseTd3(names.line1, nationality ? line2.slice(0, 10) + nationality + line2.slice(13) : line2) as Td3Result & { valid: true };
  return {
    found: true,
    result,
    engine: 'tesseract',
    variant,
    uncertain,
    namesToCheck: names.toCheck,
    ...(datesToCheck.length ? { datesToCheck } : {}),
    ...(nationality ? {} : { nationalityDoubted: true }),
  };
}

/**
 * The number settled with print's words (`settleNumber`) and its cells in doubt (`numberCellsInDoubt`). Where settling left cells
 * uncertain, print is read again at another width (`INSPECTION_WIDTH_AGAIN`), and where that settles another number leaving fewer cells
 * in doubt, or where only it found print's number, it is taken, the cells either left in doubt still to check: Nova Mono's 22S0ZQ82,
 * read so by the templates and 22302082 by OCR, was printed 22502082 first, which passes as a number of its own, and 2250ZQ82 again,
 * print's 5 for the S. Print read again never settles cells its first reading disputes in the same number (Fragment Mono's I2D51I5P,
 * printed I205115P and then I2D51I5P).
 */
async function numberOfPrint(parsed: Parsed & { result: { valid: true } }, glyphs: GlyphEvidence | null, byTemplates: TemplateReading | null, known: readonly KnownCell[], printed: PrintedWords, spelledNames: readonly KnownCell[]) {
  const settledBy = (words: readonly string[]) => {
    const settled = settleNumber(parsed.result, parsed.seen, glyphs, byTemplates, known, words, spelledNames);
    return { settled, inDoubt: numberCellsInDoubt(parsed, settled, byTemplates, words) };
  };
  const first = settledBy(await printed.words());
  if (first.settled.uncertain.length === 0) return first;
  const again = settledBy(await printed.again());
  const numberOf = ({ settled }: typeof first) => settled.result.lines[1].slice(0, 9);
  // Print read again may find a number its first reading found nowhere (Nova Mono's NZ9OO0YF, printed NZ90O0O0YF first, two glyphs each
  // read as two, then NZ9000YF): one settled with print is taken over one settled without it, however many cells either leaves in doubt.
  const foundOnlyAgain = again.settled.printFound && !first.settled.printFound;
  if (numberOf(again) === numberOf(first) || (again.inDoubt.length >= first.inDoubt.length && !foundOnlyAgain)) return first;
  return { settled: again.settled, inDoubt: cellsOf(first.inDoubt, again.inDoubt) };
}

/** The cells of any of `lists`, each once, in order. */
const cellsOf = (...lists: readonly (readonly number[])[]) => [...new Set(lists.flat())].sort((a, b) => a - b);

/**
 * The number's cells that, turned into their look-alikes together, pass the check digits too (`lookAlikesTurnedPassing`), where the
 * document prints a look-alike they would turn into nowhere it is known (`prints`: codes, dates, check digits, letters print spelled):
 * nothing on the page weighed the cells against it, and the templates are drawn from other fonts. Libertinus Mono's B0F0ZIB2 was read
 * BOFOZIB2 by both engines and by print, on a page whose dates and check digits print no 0.
 */
function lookAlikesThePageDoesNotShow(line2: string, prints: readonly KnownCell[]): number[] {
  const printed = new Set(knownAsRead(prints).map(({ char }) => char));
  const unshown = lookAlikesTurnedPassing(line2).filter((cells) => cells.some((cell) => !printed.has(PRINT_LOOK_ALIKE_OF[line2[cell]!]!)));
  return [...new Set(unshown.flat())];
}

/**
 * The templates read the zone's own cells where they read at least this share of a valid line 2 as it passed its check digits (34 of
 * its 44 cells and more on 79 of 80 dev and wide dev pages). Fewer, and they read cells cut off the zone: on the 80th, Oxygen Mono's
 * 5110238M3507016 came out 46<66<<666<GL4664666, 5 cells alike, and their line 1's I stood for PETER's E.
 */
const MIN_SHARE_READ_ALIKE = 0.5;

/** Whether the templates' cells are the zone's: their line 2 is the valid `line2` in most cells (`MIN_SHARE_READ_ALIKE`). */
const readTheZone = (byTemplates: TemplateReading, line2: string) => line2.length - differingCells(line2, byTemplates.lines[1]).length >= line2.length * MIN_SHARE_READ_ALIKE;

/** The number's cells the applicant checks: those settling it left open, and those print, the templates or a passing reading of an engine's dispute. */
function numberCellsInDoubt(parsed: Parsed & { result: { valid: true } }, settled: Settled, byTemplates: TemplateReading | null, words: readonly string[]): number[] {
  const number = settled.result.lines[1].slice(0, 9);
  const printedOverSeen = parsed.mendedByPrint ? differingPositions(number, [parsed.seen.padEnd(9, '<')]) : [];
  // A vote may change a check digit and the composite together (JSO1Q1KQO voted JSOIQ1KQQ): where print spells the number otherwise, the applicant checks it.
  const printedAgainstVote = parsed.voted ? cellsPrintSpellsOtherwise(number, words) : [];
  // Nor can the check digits tell G from 6, S from 8 or L from 1: where print shows the other one and the engines did not both read the one
  // chosen, the applicant checks it (print reads a 1 both engines read as L now and then).
  const readBy = numbersReadBy(parsed.result.lines[1], byTemplates);
  const twinsPrintedOtherwise = twinCellsPrintShowsOtherwise(number, words).filter((i) => readBy.length < 2 || readBy.some((reading) => reading[i] !== number[i]));
  // Where the templates read another character in a number cell the check digits passed, the applicant checks it.
  // Where an engine read the number's check digit otherwise, the readings passing with its digit are readings too.
  const withOtherCheckDigit = differingPositions(number, readingsWithOtherCheckDigit(settled.result.lines[1], [parsed.result.lines[1], ...(byTemplates ? [byTemplates.lines[1]] : [])]));
  // Where the templates overruled OCR's glyphs, and OCR saw in a cell a character no look-alike of the number's that a reading passing too
  // holds, the templates alone chose it: as where they read another character, the applicant checks it. Where the glyphs favour the
  // number chosen, what OCR saw is its misreading (Cascadia Mono's 1080DBDUO, seen 1G5OD8DUO).
  const seenOtherwise = settled.glyphsOverruled ? cellsSeenOtherwise(settled.result.lines[1], parsed.seen) : [];
  const disputed = [...new Set([...settled.uncertain, ...printedOverSeen, ...printedAgainstVote, ...twinsPrintedOtherwise, ...withOtherCheckDigit, ...seenOtherwise, ...disputedNumberPositions(number, byTemplates?.lines[1].slice(0, 9))])];
  // The engines' own readings that pass the check digits too keep open each cell they change along with a doubted one.
  const passingAsRead = [parsed.seen.padEnd(9, '<'), ...(byTemplates ? [byTemplates.lines[1].slice(0, 9)] : [])].filter((reading) => checkDigitsAgree(reading + settled.result.lines[1].slice(9)));
  // An O and a 0 (an I and a 1) trading cells of the same weight pass every check digit too: a doubted one opens its look-alikes there.
  return cellsOf(disputed, cellsTiedToDoubts(number, disputed, passingAsRead), lookAlikesTiedToDoubts(number, disputed));
}

/**
 * The readings of the number that pass the check digits with the number's check digit as an engine read it (`engineLines`, their line 2),
 * where that is another digit than the settled `line2` holds: the check digit settles nothing there. Chivo Mono's S0VTDT5DB, its check
 * digit 3 read 8 by OCR and 3 by the templates, was taken as SOVTDT5OB, which passes with the 8, its first O unflagged; S0VTDT5DB passes
 * with the 3.
 */
function readingsWithOtherCheckDigit(line2: string, engineLines: readonly string[]): string[] {
  const otherDigits = new Set(engineLines.map((line) => line[9]).filter((digit): digit is string => digit !== undefined && /^[0-9]$/.test(digit) && digit !== line2[9]));
  return [...otherDigits].flatMap((digit) => passportNumberReadings(line2.slice(0, 9) + digit + line2.slice(10)));
}

/**
 * The names as `namesRead` makes them with print (`words`), and where that leaves cells to check print did not confirm, with print read
 * again at another width (`INSPECTION_WIDTH_AGAIN`): whichever leaves fewer cells to check (a letter print changed is one; a name print
 * did not find, each of its); of as many, the one holding fewer letters neither engine read nor the page prints alike elsewhere (Kode
 * Mono's NORA, read NORH by OCR and HURH by the templates, printed `F ORA` first and `ORA` again; Nova Mono's ELENA, read ELEHH by both,
 * printed `ELENA` first and `ELEN A` again, its last cell 0.95 alike to the A of AUS); and then the one print spelled more of: Nova
 * Mono's KIM, read KI by both engines, was printed `KI M` first, leaving the M's cell as read, and `KIM` again, print's M where the
 * templates read one too.
 */
async function namesOfPrint(read1: string, glyphs: GlyphEvidence | null, byTemplates: TemplateReading | null, known: readonly KnownCell[], words: readonly string[], printed: PrintedWords) {
  const first = namesRead(read1, glyphs, byTemplates, known, words);
  if (!first.printLeftOpen) return first;
  const again = namesRead(read1, glyphs, byTemplates, known, await printed.again());
  const unspelled = (names: typeof first) => names.cellsToCheck.filter((cell) => !names.spelled.some(({ index }) => index === cell)).length;
  // A letter the page prints at least `SAME_LETTER` alike in a known cell or one print spelled is read by the page itself.
  const readByNeither = (names: typeof first) => {
    const prints = [...known, ...names.spelled];
    const printedAlikeElsewhere = (char: string, cell: number) => byTemplates !== null && (ownLikeness(byTemplates, 0, cell, char, prints) ?? 0) >= SAME_LETTER;
    return [...names.line1].filter((char, cell) => cell >= 5 && char !== read1[cell] && char !== byTemplates?.lines[0][cell] && !printedAlikeElsewhere(char, cell)).length;
  };
  const againLeavesFewer = (again.cellsToCheck.length - first.cellsToCheck.length || readByNeither(again) - readByNeither(first) || unspelled(again) - unspelled(first)) < 0;
  const chosen = againLeavesFewer ? again : first;
  return (byTemplates && templatesNamesInstead(read1, chosen, byTemplates, known, words)) ?? chosen;
}

/**
 * The names read from the templates' line 1, where print spelled not one letter of OCR's and spells every letter of theirs: OCR lost
 * line 1's names, which no check digit covers (Nova Mono's JOHANSSON AMARA read JOHA<<SON, the templates' JOHHOSSOO<<HMHRH, print
 * JOHANSSON and AMARA). Both fields are the applicant's to check. Null where OCR's names stand.
 */
function templatesNamesInstead(read1: string, names: ReturnType<typeof namesRead>, byTemplates: TemplateReading, known: readonly KnownCell[], words: readonly string[]) {
  if (names.spelled.length > 0) return null;
  const instead = namesRead(read1.slice(0, 5) + byTemplates.lines[0].slice(5), null, byTemplates, known, words);
  const letterCells = [...instead.line1].flatMap((char, cell) => (cell >= 5 && char !== '<' ? [cell] : []));
  const spellsEvery = letterCells.length > 0 && letterCells.every((cell) => instead.spelled.some(({ index }) => index === cell));
  return spellsEvery ? { ...instead, toCheck: nameFieldsToCheck(letterCells), anyInDoubt: true } : null;
}

/**
 * The names print spells on line 1 (`namesFromPrint`), and where a doubted cell `spacesTemplatesRead` takes as a space, print asked again
 * with that space, kept where it leaves fewer letters refused or unfound, or as many and more cells as the templates read them: Nova
 * Mono's BALASUBRAMANIAM HARRIS had its space read R by OCR, and print's `BALASUBRAMANIAMHARRIS`, matched a cell out from the R on, had
 * four of its letters refused; its BARTHOLOMEW MAY had the space read K, and print's BARTHOLOMEW MAYA, run together over the K, was
 * taken letter for letter, leaving no cell unsettled, as the spaced reading did; that one holds the templates' filler and MAY's M where
 * the first put M and A.
 */
function askedWithSpacesTemplatesRead(line1: string, doubts: ReadonlySet<number>, byTemplates: TemplateReading | null, known: readonly KnownCell[], words: readonly string[]): PrintedNames {
  const asked = namesAsked(line1, doubts, byTemplates, known, words);
  if (!byTemplates) return asked;
  const spaced = spacesTemplatesRead(line1, [...doubts], doubts, byTemplates);
  if (spaced === line1) return asked;
  const again = namesAsked(spaced, doubts, byTemplates, known, words);
  const asTemplates = (names: PrintedNames) => [...names.line1].filter((char, cell) => char === byTemplates.lines[0][cell]).length;
  return (unsettledNameCells(again) - unsettledNameCells(asked) || asTemplates(asked) - asTemplates(again)) < 0 ? again : asked;
}

/** The names print spells on line 1 (`namesFromPrint`), each letter it changes as the reader lets it (`printMayReplace`), the templates' line 1 as hints. */
const namesAsked = (line1: string, doubts: ReadonlySet<number>, byTemplates: TemplateReading | null, known: readonly KnownCell[], words: readonly string[]) =>
  namesFromPrint(line1, words, printMayReplace(line1, doubts, byTemplates, known, words), byTemplates?.lines[0]);

/**
 * Line 1 with its names as read: put back on the cells where OCR ran off them, name letters the engines doubt compared with the printed
 * names (a printed letter may replace one), and the name fields the applicant checks: those whose letters print, the templates or the
 * document's own prints changed, print reads otherwise or does not spell at all. `anyInDoubt` where any letter was doubted or changed.
 */
function namesRead(read1: string, glyphs: GlyphEvidence | null, byTemplates: TemplateReading | null, known: readonly KnownCell[], words: readonly string[]) {
  const { line1, offCells } = line1OnCells(read1, byTemplates);
  // Doubts are taken on the letters as voted (OCR's glyphs only where its line kept to the cells); a letter the templates are sure of replaces it, and the name is still flagged.
  const doubts = new Set([...(glyphs && !offCells.length ? doubtfulNameCells(glyphs.cells) : []), ...(byTemplates ? templateNameDoubts(line1, byTemplates) : []), ...offCells]);
  const byTemplateLetters = byTemplates ? templateNameCorrections(surnameEndFromTemplates(line1, byTemplates, doubts), byTemplates) : line1;
  // A letter the document prints surely alike in a known cell is that letter before print is asked, so print is asked from nearer: Nova
  // Mono's NORA, read HORH, has its last cell 0.99 alike to the A of USA, and print's NORA is then nearer than a label's words.
  const voted = byTemplates ? lettersAsPrintedAlike(byTemplateLetters, nameCellsTemplatesDoubt(byTemplateLetters, byTemplates, known), byTemplates, known) : line1;
  const ownPrinted = [...voted].flatMap((char, cell) => (char === byTemplateLetters[cell] ? [] : [cell]));
  const templated = [...voted].flatMap((char, cell) => (char === read1[cell] ? [] : [cell]));
  const asked = askedWithSpacesTemplatesRead(voted, doubts, byTemplates, known, words);
  const names = byTemplates ? askedAgainAsPrintedAlike(asked, doubts, byTemplates, known, words) : asked;
  // A doubt print confirms is settled; a letter print or the templates changed, print reads otherwise, or print does not spell at all, is still the applicant's to check.
  const open = [...doubts].filter((cell) => !names.confirmed.includes(cell) || templated.includes(cell));
  // A letter taken as the document prints it, before print or where print did not spell it, is a letter changed, the applicant's to check too.
  const unspelledChanged = asked.unfound.filter((cell) => names.line1[cell] !== asked.line1[cell]);
  const cellsToCheck = [...new Set([...open, ...names.corrected, ...names.refused, ...names.unfound, ...ownPrinted, ...unspelledChanged])];
  // Print can only settle a cell it did not confirm: one the templates or the document's own prints changed stays to check whatever it spells.
  const printLeftOpen = cellsToCheck.some((cell) => !names.confirmed.includes(cell));
  return { line1: names.line1, toCheck: nameFieldsToCheck(cellsToCheck), cellsToCheck, printLeftOpen, spelled: spelledCells(names), anyInDoubt: doubts.size > 0 || names.corrected.length > 0 || ownPrinted.length > 0 };
}

/**
 * Line 1 with each name letter print lost (`lost`), or did not find at all or put in itself where the templates are not sure of it,
 * taken as the letter of a cell print spells, or whose letter is known (a code, a letter the templates are sure of), that the document
 * prints it surely alike to (`SURELY_ALIKE`), where it prints the letter it holds nowhere or less than `SAME_LETTER` alike: Nova Mono's
 * ANNA, read HHHH and printed ANN, has its last cell as alike to the first, print's A; its ELENA, read ELENH and printed ELEN A, has its
 * last cell 0.99 alike to the A of the issuer ITA; its JOHANSSON, read JOHHHSSOH and printed J H ANSSON, has its As and Ns as alike to
 * those print spelled in JAMES NORA. Its ABDULRAHMANOV, read HBDULRHHIHHOV and printed `N A DULR AHMANOV`, had print's N put in the
 * cell of its first A, which is 0.88 alike to the Ns print spelled, and surely alike to its As.
 */
function unspelledLettersAsPrintedAlike(names: PrintedNames, byTemplates: TemplateReading, known: readonly KnownCell[]): string {
  const unsettled = nameCellsTemplatesDoubt(names.line1, byTemplates, known).filter((cell) => names.unfound.includes(cell) || names.corrected.includes(cell));
  return lettersAsPrintedAlike(names.line1, [...new Set([...names.lost, ...unsettled])], byTemplates, [...known, ...spelledCells(names)]);
}

/**
 * The names print spells (`asked`) with the letters of parts print did not find taken as the document prints them
 * (`unspelledLettersAsPrintedAlike`), and print asked again for those parts as now read: Nova Mono's ANNA, on a page whose codes print
 * no A, was read HHQH, too far from print's ANNA to be found, and a label's GSPS came nearer by its place; its middle cells are 0.99
 * alike to the Ns print spelled in NGUYEN, and HNNH is near print's ANNA. What print spells of the parts it found before stands.
 */
function askedAgainAsPrintedAlike(asked: PrintedNames, doubts: ReadonlySet<number>, byTemplates: TemplateReading, known: readonly KnownCell[], words: readonly string[]): PrintedNames {
  const line1 = spacesTemplatesRead(unspelledLettersAsPrintedAlike(asked, byTemplates, known), asked.unfound, doubts, byTemplates);
  const unfound = new Set(asked.unfound);
  if (!asked.unfound.some((cell) => line1[cell] !== asked.line1[cell])) return { ...asked, line1 };
  const again = namesAsked(line1, doubts, byTemplates, known, words);
  const foundAgain = (cells: readonly number[]) => cells.filter((cell) => unfound.has(cell) && !again.unfound.includes(cell));
  const chars = [...line1];
  for (const cell of foundAgain(again.corrected)) chars[cell] = again.line1[cell]!;
  return {
    line1: chars.join(''),
    corrected: [...asked.corrected, ...foundAgain(again.corrected)],
    confirmed: [...asked.confirmed, ...foundAgain(again.confirmed)],
    refused: [...asked.refused, ...foundAgain(again.refused)],
    unfound: asked.unfound.filter((cell) => again.unfound.includes(cell)),
    lost: asked.lost,
  };
}

/**
 * Line 1 with each of `cells` the engines doubt and the templates read as a filler, between two letters, taken as a space between words:
 * OCR read the space of Nova Mono's BALASUBRAMANIAM MORENO as a letter (its Ms read as H around it), and the surname, one word of 22
 * letters, was nowhere in print's BALASUBRAMANIAMMORENO. Print, asked again, fills a space that was a letter (`namePartReadings`).
 */
function spacesTemplatesRead(line1: string, cells: readonly number[], doubts: ReadonlySet<number>, byTemplates: TemplateReading): string {
  const chars = [...line1];
  for (const cell of cells) {
    const between = /[A-Z]/.test(chars[cell - 1] ?? '') && /[A-Z]/.test(chars[cell + 1] ?? '');
    if (doubts.has(cell) && byTemplates.lines[0][cell] === '<' && between) chars[cell] = '<';
  }
  return chars.join('');
}

/** The name cells print spelled, as it spelled them: print and the engines agree on them, or print's letter replaced the one read. */
const spelledCells = (names: PrintedNames) => [...names.confirmed, ...names.corrected].map((index): KnownCell => ({ line: 0, index, char: names.line1[index]! }));

/**
 * Line 1's name cells holding a letter neither known (`knownCells`) nor at least `SURE_TEMPLATE` alike to the templates' print of it:
 * Kode Mono prints its O 0.96 alike to its D, and the templates find ROSSI's O 0.95 alike to theirs, where Nova Mono's A read as H is
 * 0.85 alike to their H.
 */
const nameCellsTemplatesDoubt = (line1: string, byTemplates: TemplateReading, known: readonly KnownCell[]) =>
  [...line1].flatMap((char, cell) =>
    cell >= 5 && /^[A-Z]$/.test(char) && templatesLikeness(byTemplates, cell, char) < SURE_TEMPLATE && !known.some(({ line, index }) => line === 0 && index === cell) ? [cell] : [],
  );

/**
 * Line 1 with each of `cells` taken as the letter of `prints` the document prints surely alike to it, where it prints the letter read
 * nowhere or less than `SAME_LETTER` alike (`printedRather`). Never a Q as an O: a Q with a thin tail is as alike to the page's Os, and
 * a reading seldom makes a tail up (Oxygen Mono's JACQ, 0.96 alike to the Os of PAPADOPOULOU); print's O still replaces it where the
 * reader lets it (`printMayReplace`).
 */
function lettersAsPrintedAlike(line1: string, cells: readonly number[], byTemplates: TemplateReading, prints: readonly KnownCell[]): string {
  const letters = [...new Set(prints.map(({ char }) => char).filter((char) => /^[A-Z]$/.test(char)))];
  const chars = [...line1];
  for (const cell of cells) {
    const rather = letters.filter((letter) => !isQWithTailLost(chars[cell]!, letter));
    chars[cell] = printedRather(chars[cell]!, rather, (letter) => ownLikeness(byTemplates, 0, cell, letter, prints) ?? 0);
  }
  return chars.join('');
}

/**
 * The nationality the reader may take from line 2 (`read`), as its three cells. No check digit covers
 * it: it is taken when print bears it out, or when print shows no state and OCR and the templates read
 * it alike; otherwise it is null, left for the applicant (`nationalityDoubted`).
 */
function nationalityOf(read: string, seen: string | null, byTemplates: TemplateReading | null, words: readonly string[]): string | null {
  const settledCode = stateCodeSettled(read.slice(10, 13), { seen, other: byTemplates?.lines[1].slice(10, 13) ?? null });
  return nationalityTaken(read.slice(10, 13).replace(/<+$/, ''), words, settledCode)?.padEnd(3, '<') ?? null;
}

/**
 * A zone the check digits reject, mended from print: the sex the templates read where OCR saw no
 * sex, and each field whose check digit fails replaced by the printed field that passes it
 * (`line2FromPrint`, with check digits read as the page's dates show it misreads a digit where `misreadDigits`). The number's cells
 * print changed from what OCR saw are reported uncertain.
 */
function mendedByPrint(parsed: Parsed | null, byTemplates: TemplateReading | null, words: readonly string[], misreadDigits: boolean): Parsed | null {
  // The templates' zone as the check digits repaired it, then as read: a misread check digit can have the repair misread the number to fit it.
  const tried = parsed ? [parsed.result.lines] : byTemplates ? [repairTd3(...byTemplates.lines), byTemplates.lines] : [];
  // The number as each engine read it (OCR's as repaired and as seen), for print's confusions to be taken as they read them.
  const engines = parsed?.result.lines ? numbersReadBy(parsed.result.lines[1], byTemplates) : byTemplates ? [byTemplates.lines[1].slice(0, 9)] : [];
  const readBy = [...new Set([...engines, ...(parsed ? [parsed.seen] : [])])];
  for (const [line1, read] of tried.filter((lines): lines is [string, string] => lines !== null && lines[1].length === TD3_LINE_LENGTH)) {
    const sex = SEX_CODES.includes(read[20]!) ? read[20]! : (byTemplates?.candidates[1][20]?.[0]?.char ?? '<');
    const mended = line2FromPrint(read.slice(0, 20) + sex + read.slice(21), words, readBy, misreadDigits);
    const result = mended ? parseTd3(line1, mended) : null;
    if (result?.valid) return { result, seen: parsed?.seen ?? read.slice(0, 9), seenNationality: parsed?.seenNationality ?? null, mendedByPrint: true };
  }
  return null;
}

/**
 * OCR's zone with line 2 as OCR read it at its true length, before the check digits repaired it (`read2`); null where it was not. A font
 * whose 3 reads as 5 misreads a date and its check digit alike, and the repair takes them further from print: Xanh Mono's expiry 3605303,
 * read 5605505, was repaired to 3806505, and voted to 3005305, which print refused.
 */
function zoneAsRead(zone: Parsed): Parsed | null {
  return zone.read2 && zone.result.lines ? { ...zone, result: parseTd3(zone.result.lines[0], zone.read2) } : null;
}

/** A zone the crops agreed on only by a vote, whose dates print shows otherwise: no reading, but the reason why. */
function contradictedByPrint(result: Td3Result): Td3Result {
  return { valid: false, fields: result.fields, lines: result.lines, errors: [{ code: 'MRZ_FORMAT', message: 'The dates in the machine-readable zone do not match the dates printed on the page' }] };
}

/**
 * Reads a passport's MRZ with tesseract: locate, deskew, crop, binarise, upscale, OCR, repair by
 * check digits. A second engine, templates rendered from the tuning fonts (`readByTemplates`), reads
 * the same band: it joins the vote when no crop reads alone, and where the engines disagree on the
 * number or a name and the check digits cannot settle it, that is reported uncertain. The fields
 * printed above the zone are a third reading (`readingOf`, `mendedByPrint`). A page whose zone
 * cannot be read as it stands is tried upside down and on either side, then the next pair of rows
 * of each (a checked cloth lined up lower than the zone), then, where no zone was read (nor one
 * refused by print), around one row of each taken for a line of the zone (`locateMrzBandByOneLine`), before giving up.
 */
export async function readMrzLocally(bytes: Uint8Array): Promise<MrzReading> {
  const page = await pageOf(bytes);
  let last: Parsed | null = null;
  let refusedByPrint = false;
  const searches: ZoneSearch[] = [{ alternative: 0 }, { alternative: 1 }, { lone: 'line 2' }, { lone: 'line 1' }];
  const attempts = searches.flatMap((search) => ORIENTATIONS.map((turn) => ({ turn, search })));
  for (const { turn, search } of attempts) {
    // One row alone stands for the zone only where no zone was read: one print refused stays so.
    if ('lone' in search && refusedByPrint) break;
    const crop = await findBand(page, turn, search);
    if (!crop) continue;
    const printed = await printedWordsOf(crop);
    const byTemplates = readByTemplates(crop.grey, crop.band, await mrzTemplates());
    const { parsed, variant, evidence, unvoted, votedOn } = await readBand(crop, byTemplates);
    const label = (name: string) => (turn ? `${name}, turned ${turn}°` : name);
    // A zone the crops only agree on by a vote is taken when print does not show other dates, but for dates the readings voted on hold
    // alike; any zone is refused where print shows the dates of the templates' zone instead.
    const words = await printed.words();
    const refused =
      parsed?.result.valid === true &&
      ((variant === 'voted' && !datesBorneOut(parsed.result.lines[1], words, votedOn)) || (byTemplates !== null && datesBorneOutOnlyBy(byTemplates.lines[1], parsed.result.lines[1], words)));
    if (parsed?.result.valid && !refused) return readingOf(parsed as Parsed & { result: { valid: true } }, evidence, byTemplates, printed, label(variant));
    refusedByPrint ||= refused;
    // OCR's zone first, then the templates' (OCR can shift a line by a character the templates keep in its cell), then OCR's line 2 as read
    // before any repair or vote (`zoneAsRead`).
    const asRead = unvoted ? zoneAsRead(unvoted) : null;
    // Each zone as read first; only then with its check digits read as the page's dates show it misreads a digit: the templates' line 1
    // is their own where OCR's zone needs that (Kode Mono's DUBOIS, read DUBDIS by OCR, whose every 0 it read as 8).
    const mendedEach = (misreadDigits: boolean) =>
      (refused || !parsed ? null : mendedByPrint(parsed, byTemplates, words, misreadDigits)) ??
      mendedByPrint(null, byTemplates, words, misreadDigits) ??
      (asRead ? mendedByPrint(asRead, byTemplates, words, misreadDigits) : null);
    const mended = mendedEach(false) ?? mendedEach(true);
    if (mended) return readingOf(mended as Parsed & { result: { valid: true } }, null, byTemplates, printed, label('mended from print'));
    last ??= refused ? { ...parsed, result: contradictedByPrint(parsed.result) } : parsed;
  }
  return last ? { found: true, result: last.result, engine: 'tesseract', variant: 'none', uncertain: [], namesToCheck: [] } : { found: false };
}
