import sharp, { type Sharp } from 'sharp';
import { findCountryByCode, formatTd3, mrzDateToIso, mrzName, type Td3Input } from '@eta/domain';
import { seededRandom, type Random } from './random.ts';
import { DEV_MRZ_FONTS, HELD_OUT_MRZ_FONTS, svgText, textWidth, TUNING_MRZ_FONTS, WIDE_DEV_MRZ_FONTS, type MrzFont } from './text.ts';
import { addNoise } from './noise.ts';
import { onSurface, SURFACES, type Surface } from './surface.ts';

/** Real ICAO state codes (the `mrz` conventions; Germany is D), fictional people. */
export const SPECIMEN_STATES = ['CAN', 'JPN', 'FRA', 'USA', 'D', 'AUS', 'NZL', 'KOR', 'ITA', 'ESP', 'BRA', 'MEX'] as const;

const SURNAMES = ['MARTIN', 'TANAKA', 'DUBOIS', 'WALKER', 'MUELLER', 'NGUYEN', 'ROSSI', 'GARCIA', 'KIM', 'OKAFOR', 'JOHANSSON', 'SILVA', 'BROWN', 'LEFEVRE', 'HARRIS', 'MORENO'];
const GIVEN_NAMES = ['ANNA', 'JAMES', 'SOFIA', 'YUKI', 'PETER', 'AMARA', 'LUCAS', 'CHLOE', 'OLIVER', 'MAYA', 'DANIEL', 'ELENA', 'HUGO', 'NORA', 'SAMUEL', 'ZOE'];
/** Long enough, two or three together, to overflow the 39 cells of the MRZ's name field. */
const LONG_SURNAMES = ['WOLFESCHLEGELSTEIN', 'VANDERBERGHE', 'PAPADOPOULOU', 'BALASUBRAMANIAM', 'CHRISTODOULIDES', 'KARAPETYAN', 'SCHWARZENBERGER', 'MONTGOMERY', 'FERNANDEZ DE LA TORRE', 'HOFFMANNSTHAL', 'VILLANUEVA', 'ABDULRAHMANOV'];
const LONG_GIVEN_NAMES = ['MAXIMILIANO', 'KONSTANTINOS', 'BARTHOLOMEW', 'ALEXANDRA', 'GUINEVERE', 'ANASTASIA', 'CHRISTOPHER', 'JACQUELINE', 'FREDERICA', 'SEBASTIAN', 'MARGUERITE', 'WILHELMINA'];
/** Passport numbers avoid O, I and Q, as most issuers do, so a number is not a riddle to people either. */
const NUMBER_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** Characters OCR confuses in pairs; some issuers do use O and I, and a reader must not guess them away. */
const CONFUSABLE = 'O0I1B8Z2S5DQG6';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Cells of line 1 after `P<` and the issuing state. */
const NAME_FIELD = 39;

export { DEV_MRZ_FONTS, HELD_OUT_MRZ_FONTS, TUNING_MRZ_FONTS, WIDE_DEV_MRZ_FONTS, type MrzFont } from './text.ts';
export { SURFACES, type Surface } from './surface.ts';
/** Which fonts a set draws from: tuned on, looked at while judging a change, or only ever measured. */
export type SpecimenSplit = 'tuning' | 'dev' | 'wide-dev' | 'held-out';

export type PassportSpecimenOptions = {
  seed: number;
  state?: (typeof SPECIMEN_STATES)[number];
  /** ISO date; by default 2 to 9 years after `today`. */
  expiryDate?: string;
  /**
   * Clean renders straight to PNG; varied adds JPEG compression, noise, rotation up to ±2° and uneven
   * light; hard adds JPEG quality 45–85, more noise, rotation up to ±3°, uneven light, a Gaussian blur
   * and, on half the pages, a table surface around the page.
   */
  variation?: 'clean' | 'varied' | 'hard';
  /** The day the page's dates are drawn around; by default `SPECIMEN_DAY`. */
  today?: Date;
  /** The MRZ's font; by default the one chosen by `split`, else DejaVu Sans Mono. */
  font?: MrzFont;
  /** Picks the MRZ font from this split's list by the seed. */
  split?: SpecimenSplit;
  /** Issuer-like: two letters without O, I, Q and seven digits. Full-alphabet: 8 or 9 of A–Z and 0–9, the look-alikes O 0 I 1 B 8 Z 2 S 5 D Q G 6 frequent. */
  numbers?: 'issuer-like' | 'full-alphabet';
  /** With-long: about 40% of people have names that overflow the MRZ's name field, cut mid-word there. */
  names?: 'common' | 'with-long';
};

export type PassportSpecimen = {
  bytes: Buffer;
  mimetype: 'image/jpeg' | 'image/png';
  filename: string;
  mrz: Td3Input;
  lines: [string, string];
  font: MrzFont;
  /** What a correct reading answers; names as the MRZ holds them (cut where line 1 ends). */
  expected: { passportNumber: string; surname: string; givenNames: string; nationality: string; dateOfBirth: string; expiryDate: string };
  variation: Variation;
};

type Variation = { quality: number | null; noise: number; rotation: number; light: number; blur: number; surface: Surface | null };
type HardVariation = Variation & { quality: number };

const WIDTH = 1500;
const HEIGHT = 1056;

/**
 * A fixed day, not the clock's: the page's dates are drawn around it, and dates are characters OCR
 * reads, so a seed must make the same page on every day for a test or a measured set to mean the
 * same thing tomorrow. Its expiry dates lie 2 to 9 years after it, so they stay in the future until late 2028.
 */
export const SPECIMEN_DAY = new Date(Date.UTC(2026, 10, 25));

const isoToYymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const yearsAfter = (date: Date, years: number, days: number) => new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate() + days));

function personFor(random: Random, options: PassportSpecimenOptions): Td3Input {
  const today = options.today ?? SPECIMEN_DAY;
  const state = options.state ?? random.pick(SPECIMEN_STATES);
  const given = random.next() < 0.4 ? `${random.pick(GIVEN_NAMES)} ${random.pick(GIVEN_NAMES)}` : random.pick(GIVEN_NAMES);
  const documentNumber = options.numbers === 'full-alphabet' ? confusableNumber(random) : issuerLikeNumber(random);
  const birth = new Date(Date.UTC(random.int(1950, 2005), random.int(0, 11), random.int(1, 28)));
  const expiry = options.expiryDate ?? yearsAfter(today, random.int(2, 9), random.int(0, 300)).toISOString().slice(0, 10);
  const person: Td3Input = {
    issuingState: state,
    surname: random.pick(SURNAMES),
    givenNames: given,
    documentNumber,
    nationality: state,
    birthDate: isoToYymmdd(birth.toISOString()),
    sex: random.pick(['M', 'F'] as const),
    expiryDate: isoToYymmdd(expiry),
  };
  return options.names === 'with-long' && random.next() < 0.4 ? { ...person, ...longName(random) } : person;
}

function issuerLikeNumber(random: Random): string {
  const letters = Array.from({ length: 2 }, () => random.pick([...NUMBER_LETTERS])).join('');
  return letters + Array.from({ length: 7 }, () => random.int(0, 9)).join('');
}

function confusableNumber(random: Random): string {
  return Array.from({ length: random.int(8, 9) }, () => random.pick([...(random.next() < 0.6 ? CONFUSABLE : ALPHANUMERIC)])).join('');
}

/** A name that overflows line 1, preferring one the line cuts inside a word (the hard case for a reader). */
function longName(random: Random): { surname: string; givenNames: string } {
  let name = { surname: '', givenNames: '' };
  for (let attempt = 0; attempt < 5; attempt++) {
    const surname = random.next() < 0.5 ? random.pick(LONG_SURNAMES) : `${random.pick(LONG_SURNAMES)}-${random.pick([...SURNAMES, ...LONG_SURNAMES])}`;
    const given = [random.pick(LONG_GIVEN_NAMES)];
    const more = [...GIVEN_NAMES, ...LONG_GIVEN_NAMES].filter((name) => name !== given[0]);
    while (`${mrzName(surname)}<<${mrzName(given.join(' '))}`.length <= NAME_FIELD + 1) given.push(more.splice(random.int(0, more.length - 1), 1)[0]!);
    name = { surname, givenNames: given.join(' ') };
    const field = `${mrzName(surname)}<<${mrzName(name.givenNames)}`;
    if (field[NAME_FIELD - 1] !== '<' && field[NAME_FIELD] !== '<') break;
  }
  return name;
}

/** Surname and given names as the MRZ's name field holds them, read the way ICAO 9303 lays it out. */
function namesInMrz(line1: string): { surname: string; givenNames: string } {
  const [surname = '', given = ''] = line1.slice(5).split('<<');
  return { surname: surname.replaceAll('<', ' ').trim(), givenNames: given.replaceAll('<', ' ').replace(/\s+/g, ' ').trim() };
}

const displayDate = (yymmdd: string, kind: 'birth' | 'expiry', today: Date) => {
  const iso = mrzDateToIso(yymmdd, kind, today)!;
  const month = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(iso.slice(5, 7)) - 1];
  return `${iso.slice(8, 10)} ${month} ${iso.slice(0, 4)}`;
};

/** The data page as SVG: header, photo box, labelled fields, a SPECIMEN mark, and the MRZ band at the bottom. */
function dataPageSvg(person: Td3Input, lines: [string, string], mrzFont: MrzFont, random: Random, today: Date): string {
  const country = findCountryByCode(person.issuingState)?.name.toUpperCase() ?? person.issuingState;
  const tint = random.pick(['#e9eef6', '#eef3ea', '#f5eee6', '#efe9f3']);
  const waves = Array.from({ length: 14 }, (_, i) => {
    const y = 150 + i * 42;
    return `<path d="M0 ${y} C 375 ${y - 30}, 750 ${y + 30}, 1125 ${y - 10} S 1500 ${y + 20}, 1500 ${y}" stroke="#c9d3e0" stroke-width="2" fill="none" opacity="0.6"/>`;
  }).join('');
  const label = (text: string, x: number, y: number) => svgText(text, { x, y, size: 19, fill: '#4a5568' });
  const value = (text: string, x: number, y: number) => svgText(text, { x, y, size: 30, fill: '#111' });
  const fields: [string, string, number, number][] = [
    ['Type / Type', 'P', 520, 170],
    ['Code / Code', person.issuingState, 700, 170],
    ['Passport No. / No. du passeport', person.documentNumber, 960, 170],
    ['Surname / Nom', person.surname, 520, 255],
    ['Given names / Prénoms', person.givenNames, 520, 340],
    ['Nationality / Nationalité', country, 520, 425],
    ['Date of birth / Date de naissance', displayDate(person.birthDate, 'birth', today), 520, 510],
    ['Sex / Sexe', person.sex, 1040, 510],
    ['Date of issue / Date de délivrance', displayDate(isoToYymmdd(yearsAfter(today, -1, -random.int(0, 200)).toISOString()), 'birth', today), 520, 595],
    ['Date of expiry / Date d’expiration', displayDate(person.expiryDate, 'expiry', today), 520, 680],
    ['Authority / Autorité', 'SPECIMEN AUTHORITY', 1040, 595],
  ];
  const mrzSize = mrzFontSize(mrzFont);
  const pitch = textWidth('<', mrzSize, mrzFont);
  const mrzX = (WIDTH - pitch * 44) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="${tint}"/>${waves}
  <rect x="0" y="0" width="${WIDTH}" height="92" fill="#23395d"/>
  ${svgText(`${country}  ·  PASSPORT  ·  PASSEPORT`, { x: 60, y: 62, size: 38, fill: '#f4f4f4' })}
  <rect x="70" y="140" width="380" height="500" rx="6" fill="#dfe3e8" stroke="#9aa5b1" stroke-width="3"/>
  <circle cx="260" cy="320" r="95" fill="#a9b3bf"/><path d="M110 640 C 130 470, 390 470, 410 640 Z" fill="#a9b3bf"/>
  ${fields.map(([l, v, x, y]) => label(l, x, y) + value(v, x, y + 38)).join('')}
  ${svgText('SPECIMEN', { x: 760, y: 760, size: 64, fill: '#b03030', opacity: 0.35 })}
  <rect x="0" y="${HEIGHT - 250}" width="${WIDTH}" height="250" fill="#fbfbf8"/>
  ${svgText(lines[0], { x: mrzX, y: HEIGHT - 140, size: mrzSize, font: mrzFont, fill: '#151515' })}
  ${svgText(lines[1], { x: mrzX, y: HEIGHT - 58, size: mrzSize, font: mrzFont, fill: '#151515' })}
</svg>`;
}

/** The size at which a font's cells are as wide as DejaVu Sans Mono's at 46 px: 44 of them span the same width. */
function mrzFontSize(mrzFont: MrzFont): number {
  return 46 * (textWidth('<', 1, 'dejavu-mono') / textWidth('<', 1, mrzFont));
}

/** Uneven light: a soft bright or dark patch across the page, multiplied in. */
function lightOverlay(random: Random, strength: number, width = WIDTH, height = HEIGHT): Buffer {
  const cx = random.int(0, width);
  const cy = random.int(0, height);
  const shade = Math.round(255 * (1 - strength));
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><radialGradient id="l" cx="${cx}" cy="${cy}" r="${width}" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="rgb(${shade},${shade},${shade})"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#l)"/></svg>`);
}

const fontOf = (options: PassportSpecimenOptions): MrzFont => {
  if (options.font) return options.font;
  if (!options.split) return 'dejavu-mono';
  const fonts = fontsOf(options.split);
  return fonts[((options.seed % fonts.length) + fonts.length) % fonts.length]!;
};

const SPLIT_FONTS: Record<SpecimenSplit, readonly MrzFont[]> = { tuning: TUNING_MRZ_FONTS, dev: DEV_MRZ_FONTS, 'wide-dev': WIDE_DEV_MRZ_FONTS, 'held-out': HELD_OUT_MRZ_FONTS };
const fontsOf = (split: SpecimenSplit): readonly MrzFont[] => SPLIT_FONTS[split];

function variationOf(kind: 'clean' | 'varied', random: Random): Variation {
  const none = { blur: 0, surface: null };
  if (kind === 'varied') return { quality: random.int(60, 92), noise: random.between(2, 9), rotation: random.between(-2, 2), light: random.between(0.1, 0.35), ...none };
  return { quality: null, noise: 0, rotation: 0, light: 0, ...none };
}

function hardVariationOf(random: Random): HardVariation {
  return {
    quality: random.int(45, 85),
    noise: random.between(3, 12),
    rotation: random.between(-3, 3),
    light: random.between(0.15, 0.45),
    blur: random.between(0.5, 1.4),
    surface: random.next() < 0.5 ? random.pick(SURFACES) : null,
  };
}

/** The photo of the page and how it was degraded. */
async function photograph(svg: string, kind: PassportSpecimenOptions['variation'], random: Random): Promise<{ bytes: Buffer; variation: Variation }> {
  if (kind === 'hard') {
    const variation = hardVariationOf(random);
    return { bytes: await hard(svg, variation, random), variation };
  }
  const variation = variationOf(kind ?? 'clean', random);
  return { bytes: await cleanOrVaried(svg, variation, random), variation };
}

/** The clean and varied renders, drawing from `random` in the order they always have. */
async function cleanOrVaried(svg: string, variation: Variation, random: Random): Promise<Buffer> {
  let image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  if (variation.light > 0) image = sharp(await image.composite([{ input: lightOverlay(random, variation.light), blend: 'multiply' }]).png().toBuffer());
  const raw = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = variation.noise > 0 ? addNoise(raw.data, variation.noise, random) : raw.data;
  let out = sharp(pixels, { raw: { width: raw.info.width, height: raw.info.height, channels: 3 } });
  if (variation.rotation !== 0) out = sharp(await out.rotate(variation.rotation, { background: '#8a8f96' }).png().toBuffer());
  return variation.quality ? out.jpeg({ quality: variation.quality }).toBuffer() : out.png().toBuffer();
}

type Raw = { data: Buffer; width: number; height: number };

async function rawOf(image: Sharp): Promise<Raw> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const sharpOf = (raw: Raw) => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });

/** A photo of the page as a phone takes it: turned (perhaps on a table), unevenly lit, out of focus, noisy, compressed. */
async function hard(svg: string, variation: HardVariation, random: Random): Promise<Buffer> {
  const page = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
  const scene = variation.surface
    ? await rawOf(await onSurface(page, variation.surface, variation.rotation, random))
    : await rawOf(sharp(page).rotate(variation.rotation, { background: '#8a8f96' }));
  const lit = await rawOf(sharpOf(scene).composite([{ input: lightOverlay(random, variation.light, scene.width, scene.height), blend: 'multiply' }]));
  const blurred = await rawOf(sharpOf(lit).blur(variation.blur));
  return sharpOf({ ...blurred, data: addNoise(blurred.data, variation.noise, random) }).jpeg({ quality: variation.quality }).toBuffer();
}

/** A fictional passport data page with a valid TD3 MRZ, deterministic for a seed. */
export async function passportSpecimen(options: PassportSpecimenOptions): Promise<PassportSpecimen> {
  const random = seededRandom(options.seed);
  const today = options.today ?? SPECIMEN_DAY;
  const person = personFor(random, options);
  const lines = formatTd3(person);
  const mrzFont = fontOf(options);
  const svg = dataPageSvg(person, lines, mrzFont, random, today);
  const { bytes, variation } = await photograph(svg, options.variation, random);
  const nationality = findCountryByCode(person.nationality)?.name ?? person.nationality;
  return {
    bytes,
    mimetype: variation.quality ? 'image/jpeg' : 'image/png',
    filename: `specimen-${options.seed}.${variation.quality ? 'jpg' : 'png'}`,
    mrz: person,
    lines,
    font: mrzFont,
    expected: {
      passportNumber: person.documentNumber,
      ...namesInMrz(lines[0]),
      nationality,
      dateOfBirth: mrzDateToIso(person.birthDate, 'birth', today)!,
      expiryDate: mrzDateToIso(person.expiryDate, 'expiry', today)!,
    },
    variation,
  };
}

/**
 * `count` specimens of a split from `firstSeed` on: a quarter clean, the rest hard, numbers from the
 * full alphabet, some names cut by line 1, fonts taken in turn from the split's list.
 */
export async function passportSpecimenSet(split: SpecimenSplit, count: number, firstSeed: number, options: { today?: Date } = {}): Promise<PassportSpecimen[]> {
  const specimens: PassportSpecimen[] = [];
  // One at a time: forty hard pages rendered at once hold gigabytes of pixels.
  for (let i = 0; i < count; i++) specimens.push(await splitSpecimen(split, firstSeed, i, options));
  return specimens;
}

/** Page `index` of the split's set from `firstSeed`, exactly as `passportSpecimenSet` makes it. */
export function splitSpecimen(split: SpecimenSplit, firstSeed: number, index: number, options: { today?: Date } = {}): Promise<PassportSpecimen> {
  const fonts = fontsOf(split);
  const variation = index % 4 === 0 ? 'clean' : 'hard';
  return passportSpecimen({ seed: firstSeed + index, split, font: fonts[index % fonts.length]!, variation, numbers: 'full-alphabet', names: 'with-long', ...options });
}

/** Share of a data page's height above its machine-readable zone (the zone starts 250 px from the bottom of 1,056). */
const ABOVE_ZONE = 0.74;

/**
 * The page as an applicant sends it who framed only the printed fields: the same photo with its
 * machine-readable zone cut off, which no reader can read.
 */
export async function withoutZone(specimen: PassportSpecimen): Promise<PassportSpecimen> {
  const image = sharp(specimen.bytes);
  const { width, height } = await image.metadata();
  const cropped = image.extract({ left: 0, top: 0, width: width!, height: Math.round(height! * ABOVE_ZONE) });
  const bytes = await (specimen.mimetype === 'image/png' ? cropped.png() : cropped.jpeg({ quality: 90 })).toBuffer();
  return { ...specimen, bytes, filename: specimen.filename.replace(/(\.\w+)$/, '-no-zone$1') };
}
