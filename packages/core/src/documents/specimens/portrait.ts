import sharp, { type Sharp } from 'sharp';
import { addNoise } from './noise.ts';
import { seededRandom, type Random } from './random.ts';

/**
 * Generated portraits, drawn from shapes (no real person's face). The drawing has the features a
 * face detector looks for (skin-toned oval with shading, eyes with whites and irises, brows, nose
 * shadow, mouth, hair, neck and shoulders), and face-api's SSD MobileNet finds it at about 0.8–0.9
 * confidence. 'good' passes every photo check; every other kind fails the check it is named after
 * ('dark' and 'uneven-light' darken the background too, as they would in a real room).
 */
export const PORTRAIT_KINDS = [
  'good',
  'low-resolution',
  'landscape',
  'no-face',
  'two-faces',
  'small-face',
  'off-centre',
  'dark',
  'washed-out',
  'uneven-light',
  'blurred',
  'busy-background',
  'dark-background',
  'greyscale',
  'filtered',
  'old',
] as const;
export type PortraitKind = (typeof PORTRAIT_KINDS)[number];

export type PortraitOptions = { seed: number; kind?: PortraitKind; now?: Date };
export type PortraitSpecimen = { bytes: Buffer; kind: PortraitKind; width: number; height: number; takenAt: Date };

type Person = { skin: [string, string, string]; hair: string; iris: string; shirt: string; lips: string };

const SKINS: [string, string, string][] = [
  ['#f1c6a4', '#d9a07a', '#b97c58'],
  ['#e0ac85', '#c68a62', '#a06a45'],
  ['#c68e63', '#a9714a', '#855434'],
  ['#9c6a46', '#7f5236', '#603c26'],
];

/** Sitters whose drawn faces face-api finds at 0.8 or more; the seed picks one and its shirt. */
function personOf(random: Random): Person {
  const skin = random.pick(SKINS);
  return {
    skin,
    hair: skin === SKINS[3] ? '#141010' : '#2b1d14',
    iris: '#4a2f1c',
    shirt: random.pick(['#2c3e66', '#5b2c3e', '#2f5d50', '#444a52']),
    lips: skin === SKINS[3] ? '#5e2f2c' : '#a14d4f',
  };
}

/** One head and shoulders centred at (cx, cy) with face half-width rx and half-height ry. */
function personSvg(p: Person, id: string, cx: number, cy: number, rx: number, ry: number, bottom: number): string {
  const eye = (side: -1 | 1) => {
    const ex = cx + side * rx * 0.38;
    const ey = cy - ry * 0.02;
    return `<ellipse cx="${ex}" cy="${ey}" rx="${rx * 0.2}" ry="${ry * 0.07}" fill="#fff"/>
  <circle cx="${ex}" cy="${ey}" r="${rx * 0.075}" fill="${p.iris}"/><circle cx="${ex}" cy="${ey}" r="${rx * 0.035}" fill="#000"/>
  <path d="M ${cx + side * rx * 0.18} ${ey} Q ${ex} ${cy - ry * 0.12} ${cx + side * rx * 0.58} ${ey}" stroke="#4a2e1c" stroke-width="${rx * 0.02}" fill="none"/>
  <path d="M ${cx + side * rx * 0.62} ${cy - ry * 0.2} Q ${cx + side * rx * 0.4} ${cy - ry * 0.3} ${cx + side * rx * 0.15} ${cy - ry * 0.2}" stroke="#241710" stroke-width="${rx * 0.08}" fill="none" filter="url(#soft${id})"/>`;
  };
  return `<defs>
  <radialGradient id="skin${id}" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="${p.skin[0]}"/><stop offset="0.8" stop-color="${p.skin[1]}"/><stop offset="1" stop-color="${p.skin[2]}"/></radialGradient>
  <linearGradient id="nose${id}" x1="0" x2="1"><stop offset="0" stop-color="${p.skin[2]}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.skin[2]}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.skin[2]}" stop-opacity="0"/></linearGradient>
  <filter id="soft${id}"><feGaussianBlur stdDeviation="${rx * 0.025}"/></filter></defs>
  <path d="M ${cx - rx * 2.1} ${bottom} Q ${cx - rx * 1.9} ${cy + ry * 1.35} ${cx} ${cy + ry * 1.3} Q ${cx + rx * 1.9} ${cy + ry * 1.35} ${cx + rx * 2.1} ${bottom} Z" fill="${p.shirt}"/>
  <rect x="${cx - rx * 0.45}" y="${cy + ry * 0.6}" width="${rx * 0.9}" height="${ry * 0.8}" fill="${p.skin[1]}"/>
  <ellipse cx="${cx}" cy="${cy - ry * 0.15}" rx="${rx * 1.12}" ry="${ry * 1.05}" fill="${p.hair}"/>
  <ellipse cx="${cx - rx}" cy="${cy + ry * 0.05}" rx="${rx * 0.12}" ry="${ry * 0.2}" fill="${p.skin[1]}"/>
  <ellipse cx="${cx + rx}" cy="${cy + ry * 0.05}" rx="${rx * 0.12}" ry="${ry * 0.2}" fill="${p.skin[1]}"/>
  <ellipse cx="${cx}" cy="${cy + ry * 0.08}" rx="${rx}" ry="${ry}" fill="url(#skin${id})"/>
  <path d="M ${cx - rx * 1.05} ${cy - ry * 0.2} Q ${cx} ${cy - ry * 1.3} ${cx + rx * 1.05} ${cy - ry * 0.2} Q ${cx + rx * 0.6} ${cy - ry * 0.75} ${cx} ${cy - ry * 0.7} Q ${cx - rx * 0.6} ${cy - ry * 0.75} ${cx - rx * 1.05} ${cy - ry * 0.2} Z" fill="${p.hair}"/>
  ${eye(-1)}${eye(1)}
  <path d="M ${cx - rx * 0.1} ${cy + ry * 0.05} L ${cx - rx * 0.14} ${cy + ry * 0.33} Q ${cx} ${cy + ry * 0.4} ${cx + rx * 0.14} ${cy + ry * 0.33} L ${cx + rx * 0.1} ${cy + ry * 0.05}" fill="url(#nose${id})" filter="url(#soft${id})"/>
  <ellipse cx="${cx - rx * 0.09}" cy="${cy + ry * 0.35}" rx="${rx * 0.05}" ry="${ry * 0.025}" fill="${p.skin[2]}"/>
  <ellipse cx="${cx + rx * 0.09}" cy="${cy + ry * 0.35}" rx="${rx * 0.05}" ry="${ry * 0.025}" fill="${p.skin[2]}"/>
  <path d="M ${cx - rx * 0.35} ${cy + ry * 0.55} Q ${cx} ${cy + ry * 0.48} ${cx + rx * 0.35} ${cy + ry * 0.55} Q ${cx} ${cy + ry * 0.72} ${cx - rx * 0.35} ${cy + ry * 0.55} Z" fill="${p.lips}"/>`;
}

function backgroundSvg(kind: PortraitKind, width: number, height: number, random: Random): string {
  if (kind === 'dark-background') return `<rect width="100%" height="100%" fill="#3b3f45"/>`;
  if (kind === 'busy-background') {
    const shapes = Array.from({ length: 40 }, () => {
      const colour = random.pick(['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#f39c12', '#2c3e50']);
      return `<rect x="${random.int(0, width)}" y="${random.int(0, height)}" width="${random.int(40, 160)}" height="${random.int(40, 160)}" fill="${colour}"/>`;
    }).join('');
    return `<rect width="100%" height="100%" fill="#e8e2d0"/>${shapes}`;
  }
  const tone = random.int(228, 240);
  return `<rect width="100%" height="100%" fill="rgb(${tone},${tone + 2},${tone + 4})"/>`;
}

type Head = { cx: number; cy: number; rx: number; ry: number };
/** `turnedAway`: a person seen from behind (hair and shoulders), for a photo with no face in it. */
type Layout = { width: number; height: number; heads: Head[]; turnedAway?: Head };

function layoutOf(kind: PortraitKind, random: Random): Layout {
  const [width, height] = kind === 'low-resolution' ? [400, 500] : kind === 'landscape' ? [1200, 900] : [900, 1125];
  const rx = width * (kind === 'small-face' ? 0.07 : kind === 'landscape' ? 0.17 : 0.22) * random.between(1, 1.06);
  const ry = rx * 1.25;
  const cx = kind === 'off-centre' ? width * 0.22 : width / 2 + random.between(-0.01, 0.01) * width;
  const cy = height * 0.43;
  if (kind === 'no-face') return { width, height, heads: [], turnedAway: { cx, cy, rx, ry } };
  if (kind === 'two-faces') {
    const r = width * 0.12;
    return { width, height, heads: [{ cx: width * 0.25, cy, rx: r, ry: r * 1.25 }, { cx: width * 0.75, cy, rx: r, ry: r * 1.25 }] };
  }
  return { width, height, heads: [{ cx, cy, rx, ry }] };
}

/** Light and colour faults, applied after drawing, as a camera or an editing app would. */
async function finish(image: Sharp, kind: PortraitKind, layout: Layout, random: Random): Promise<Sharp> {
  const { width, height } = layout;
  if (kind === 'uneven-light') {
    const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" x2="1">
      <stop offset="0.3" stop-color="#fff"/><stop offset="0.6" stop-color="#333"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`;
    image = sharp(await image.composite([{ input: Buffer.from(shade), blend: 'multiply' }]).png().toBuffer());
  }
  if (kind === 'dark') image = image.linear(0.3, 0);
  if (kind === 'washed-out') image = image.linear(0.5, 150);
  if (kind === 'filtered') image = image.modulate({ saturation: 4, hue: 40 });
  const raw = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const noisy = addNoise(raw.data, 1.5, random);
  let out = sharp(noisy, { raw: { width: raw.info.width, height: raw.info.height, channels: 3 } });
  if (kind === 'greyscale') out = out.greyscale().toColourspace('srgb');
  if (kind === 'blurred') out = out.blur(width / 300);
  return out;
}

const exifDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');

/** A head-and-shoulders JPEG with an EXIF capture date (10 days ago, or a year ago for 'old'). Deterministic for a seed. */
export async function portraitSpecimen(options: PortraitOptions): Promise<PortraitSpecimen> {
  const kind = options.kind ?? 'good';
  const random = seededRandom(options.seed);
  const layout = layoutOf(kind, random);
  const person = personOf(random);
  const away = layout.turnedAway;
  const backOfHead = away
    ? `<path d="M ${away.cx - away.rx * 2.1} ${layout.height} Q ${away.cx} ${away.cy + away.ry * 1.1} ${away.cx + away.rx * 2.1} ${layout.height} Z" fill="${person.shirt}"/><ellipse cx="${away.cx}" cy="${away.cy}" rx="${away.rx * 1.1}" ry="${away.ry * 1.1}" fill="${person.hair}"/>`
    : '';
  const heads = backOfHead + layout.heads.map((head, i) => personSvg(i === 0 ? person : personOf(random), String(i), head.cx, head.cy, head.rx, head.ry, layout.height)).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}">${backgroundSvg(kind, layout.width, layout.height, random)}${heads}</svg>`;
  const now = options.now ?? new Date();
  const takenAt = new Date(now.getTime() - (kind === 'old' ? 365 : 10) * 86_400_000);
  const image = await finish(sharp(Buffer.from(svg)), kind, layout, random);
  const bytes = await image
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Specimen', Model: 'Generated portrait' }, IFD2: { DateTimeOriginal: exifDate(takenAt) } })
    .toBuffer();
  return { bytes, kind, width: layout.width, height: layout.height, takenAt };
}
