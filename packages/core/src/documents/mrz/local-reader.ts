import sharp, { type Sharp } from 'sharp';
import { parseTd3, repairTd3, sameUpToLookAlikes, unsettledNumberReadings, type Td3Result } from '@eta/domain';
import { alignMonospaceLine, type OcrSymbol } from './align.ts';
import { locateMrzBand, type MrzBand } from './locate.ts';
import { estimateSkew, inkMask, otsuThreshold, type GreyImage } from './pixels.ts';
import { recognizeLines, recognizeWords, type OcrLine } from './tesseract.ts';
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

/** Page skew from the ink of its lower half, where the MRZ is. */
function pageSkew(page: GreyImage): number {
  const lower = { ...page, data: page.data.subarray(Math.floor(page.height / 2) * page.width), height: page.height - Math.floor(page.height / 2) };
  return estimateSkew(inkMask(lower, Math.round(page.width / 60)), lower.width, lower.height);
}

type Crop = { grey: GreyImage; band: MrzBand };

/** The upright page at full resolution and the MRZ band in it, or null when no zone is found. */
async function findBand(bytes: Uint8Array): Promise<Crop | null> {
  const base = sharp(bytes).rotate().flatten({ background: '#ffffff' });
  const full = await greyOf(base);
  const small = await greyOf(sharp(full.data, { raw: { width: full.width, height: full.height, channels: 1 } }), Math.min(ANALYSIS_WIDTH, full.width));
  const angle = pageSkew(small);
  const [uprightSmall, uprightFull] = await Promise.all([rotated(small, -angle), rotated(full, -angle)]);
  const band = locateMrzBand(uprightSmall);
  if (!band) return null;
  const scale = uprightFull.width / uprightSmall.width;
  return {
    grey: uprightFull,
    band: {
      top: Math.floor(band.top * scale),
      bottom: Math.min(uprightFull.height, Math.ceil(band.bottom * scale)),
      left: Math.floor(band.left * scale),
      right: Math.min(uprightFull.width, Math.ceil(band.right * scale)),
      lineHeight: band.lineHeight * scale,
    },
  };
}

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

function bestOf(pairs: [string, string][]): Td3Result | null {
  let fallback: Td3Result | null = null;
  for (const [a, b] of pairs) {
    const result = parseTd3(...repairTd3(a, b));
    if (result.valid) return result;
    fallback ??= result;
  }
  return fallback;
}

/** Page width at which the LSTM engine tells S from 5 and Z from 7 in printed fields best (pixels). */
const INSPECTION_WIDTH = 3000;

/** The page above the MRZ band (the visual inspection zone), where the passport number is printed again. */
async function inspectionZone({ grey, band }: Crop): Promise<Buffer> {
  return sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .extract({ left: 0, top: 0, width: grey.width, height: Math.max(1, band.top) })
    .resize({ width: INSPECTION_WIDTH, kernel: 'lanczos3' })
    .png()
    .toBuffer();
}

/**
 * When check digits cannot settle the passport number (G and 6 weigh the same; D→0 with B→8 cancel
 * out), the number printed in the inspection zone decides, as a document examiner would: a printed
 * word that differs from the zone's reading only by look-alike characters, and passes every check
 * digit in its place, is taken.
 */
async function settleNumber(result: Td3Result & { valid: true }, crop: Crop): Promise<Td3Result> {
  const [line1, line2] = result.lines;
  if (unsettledNumberReadings(line2).length === 0) return result;
  const number = line2.slice(0, 9);
  for (const word of await recognizeWords(await inspectionZone(crop))) {
    const printed = word.padEnd(9, '<');
    if (printed === number) return result;
    if (!sameUpToLookAlikes(printed, number)) continue;
    const confirmed = parseTd3(line1, printed + line2.slice(9));
    if (confirmed.valid) return confirmed;
  }
  return result;
}

/** Reads a passport's MRZ with tesseract: locate, deskew, crop, binarise, upscale, OCR, repair by check digits. */
export async function readMrzLocally(bytes: Uint8Array): Promise<MrzReading> {
  const crop = await findBand(bytes);
  if (!crop) return { found: false };
  let last: Td3Result | null = null;
  for (const variant of VARIANTS) {
    const result = bestOf(candidatePairs(await recognizeLines(await bandImage(crop, variant))));
    if (result?.valid) return { found: true, result: await settleNumber(result, crop), engine: 'tesseract', variant: variant.name };
    last ??= result;
  }
  return last ? { found: true, result: last, engine: 'tesseract', variant: 'none' } : { found: false };
}
