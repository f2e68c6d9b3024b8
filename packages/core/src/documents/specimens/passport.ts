import sharp from 'sharp';
import { findCountryByCode, formatTd3, mrzDateToIso, type Td3Input } from '@eta/domain';
import { seededRandom, type Random } from './random.ts';
import { svgText, textWidth } from './text.ts';
import { addNoise } from './noise.ts';

/** Real ICAO state codes (the `mrz` conventions; Germany is D), fictional people. */
export const SPECIMEN_STATES = ['CAN', 'JPN', 'FRA', 'USA', 'D', 'AUS', 'NZL', 'KOR', 'ITA', 'ESP', 'BRA', 'MEX'] as const;

const SURNAMES = ['MARTIN', 'TANAKA', 'DUBOIS', 'WALKER', 'MUELLER', 'NGUYEN', 'ROSSI', 'GARCIA', 'KIM', 'OKAFOR', 'JOHANSSON', 'SILVA', 'BROWN', 'LEFEVRE', 'HARRIS', 'MORENO'];
const GIVEN_NAMES = ['ANNA', 'JAMES', 'SOFIA', 'YUKI', 'PETER', 'AMARA', 'LUCAS', 'CHLOE', 'OLIVER', 'MAYA', 'DANIEL', 'ELENA', 'HUGO', 'NORA', 'SAMUEL', 'ZOE'];
/** Passport numbers avoid O, I and Q, as most issuers do, so a number is not a riddle to people either. */
const NUMBER_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export type PassportSpecimenOptions = {
  seed: number;
  state?: (typeof SPECIMEN_STATES)[number];
  /** ISO date; by default 2 to 9 years after `today`. */
  expiryDate?: string;
  /** Clean renders straight to PNG; varied adds JPEG compression, noise, rotation up to ±2° and uneven light. */
  variation?: 'clean' | 'varied';
  today?: Date;
};

export type PassportSpecimen = {
  bytes: Buffer;
  mimetype: 'image/jpeg' | 'image/png';
  filename: string;
  mrz: Td3Input;
  lines: [string, string];
  /** What a correct reading answers. */
  expected: { passportNumber: string; surname: string; givenNames: string; nationality: string; dateOfBirth: string; expiryDate: string };
  variation: { quality: number | null; noise: number; rotation: number; light: number };
};

const WIDTH = 1500;
const HEIGHT = 1056;

const isoToYymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const yearsAfter = (date: Date, years: number, days: number) => new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate() + days));

function personFor(random: Random, options: PassportSpecimenOptions): Td3Input {
  const today = options.today ?? new Date();
  const state = options.state ?? random.pick(SPECIMEN_STATES);
  const given = random.next() < 0.4 ? `${random.pick(GIVEN_NAMES)} ${random.pick(GIVEN_NAMES)}` : random.pick(GIVEN_NAMES);
  const letters = Array.from({ length: 2 }, () => random.pick([...NUMBER_LETTERS])).join('');
  const digits = Array.from({ length: 7 }, () => random.int(0, 9)).join('');
  const birth = new Date(Date.UTC(random.int(1950, 2005), random.int(0, 11), random.int(1, 28)));
  const expiry = options.expiryDate ?? yearsAfter(today, random.int(2, 9), random.int(0, 300)).toISOString().slice(0, 10);
  return {
    issuingState: state,
    surname: random.pick(SURNAMES),
    givenNames: given,
    documentNumber: letters + digits,
    nationality: state,
    birthDate: isoToYymmdd(birth.toISOString()),
    sex: random.pick(['M', 'F'] as const),
    expiryDate: isoToYymmdd(expiry),
  };
}

const displayDate = (yymmdd: string, kind: 'birth' | 'expiry', today: Date) => {
  const iso = mrzDateToIso(yymmdd, kind, today)!;
  const month = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(iso.slice(5, 7)) - 1];
  return `${iso.slice(8, 10)} ${month} ${iso.slice(0, 4)}`;
};

/** The data page as SVG: header, photo box, labelled fields, a SPECIMEN mark, and the MRZ band at the bottom. */
function dataPageSvg(person: Td3Input, lines: [string, string], random: Random, today: Date): string {
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
  const mrzSize = 46;
  const pitch = textWidth('<', mrzSize, 'mono');
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
  ${svgText(lines[0], { x: mrzX, y: HEIGHT - 140, size: mrzSize, font: 'mono', fill: '#151515' })}
  ${svgText(lines[1], { x: mrzX, y: HEIGHT - 58, size: mrzSize, font: 'mono', fill: '#151515' })}
</svg>`;
}

/** Uneven light: a soft bright or dark patch across the page, multiplied in. */
function lightOverlay(random: Random, strength: number): Buffer {
  const cx = random.int(0, WIDTH);
  const cy = random.int(0, HEIGHT);
  const shade = Math.round(255 * (1 - strength));
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><radialGradient id="l" cx="${cx}" cy="${cy}" r="${WIDTH}" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="rgb(${shade},${shade},${shade})"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#l)"/></svg>`);
}

/** A fictional passport data page with a valid TD3 MRZ, deterministic for a seed. */
export async function passportSpecimen(options: PassportSpecimenOptions): Promise<PassportSpecimen> {
  const random = seededRandom(options.seed);
  const today = options.today ?? new Date();
  const person = personFor(random, options);
  const lines = formatTd3(person);
  const svg = dataPageSvg(person, lines, random, today);
  const varied = options.variation === 'varied';
  const variation = varied
    ? { quality: random.int(60, 92), noise: random.between(2, 9), rotation: random.between(-2, 2), light: random.between(0.1, 0.35) }
    : { quality: null, noise: 0, rotation: 0, light: 0 };

  let image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  if (varied) image = sharp(await image.composite([{ input: lightOverlay(random, variation.light), blend: 'multiply' }]).png().toBuffer());
  const raw = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = variation.noise > 0 ? addNoise(raw.data, variation.noise, random) : raw.data;
  let out = sharp(pixels, { raw: { width: raw.info.width, height: raw.info.height, channels: 3 } });
  if (variation.rotation !== 0) out = sharp(await out.rotate(variation.rotation, { background: '#8a8f96' }).png().toBuffer());
  const bytes = variation.quality ? await out.jpeg({ quality: variation.quality }).toBuffer() : await out.png().toBuffer();
  const nationality = findCountryByCode(person.nationality)?.name ?? person.nationality;
  return {
    bytes,
    mimetype: variation.quality ? 'image/jpeg' : 'image/png',
    filename: `specimen-${options.seed}.${variation.quality ? 'jpg' : 'png'}`,
    mrz: person,
    lines,
    expected: {
      passportNumber: person.documentNumber,
      surname: person.surname,
      givenNames: person.givenNames,
      nationality,
      dateOfBirth: mrzDateToIso(person.birthDate, 'birth', today)!,
      expiryDate: mrzDateToIso(person.expiryDate, 'expiry', today)!,
    },
    variation,
  };
}
