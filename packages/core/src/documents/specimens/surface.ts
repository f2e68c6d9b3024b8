import sharp, { type Sharp } from 'sharp';
import type { Random } from './random.ts';

/** What a photographed page may lie on: wood grain, a checked tablecloth, speckled stone. */
export const SURFACES = ['oak', 'walnut', 'gingham', 'granite'] as const;
export type Surface = (typeof SURFACES)[number];

const grain = (base: string, dark: [number, number, number], seed: number) => `<rect width="100%" height="100%" fill="${base}"/>
  <filter id="t" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.002 0.07" numOctaves="3" seed="${seed}"/>
  <feColorMatrix type="matrix" values="0 0 0 0 ${dark[0]}  0 0 0 0 ${dark[1]}  0 0 0 0 ${dark[2]}  3 0 0 0 -1.1"/></filter>
  <rect width="100%" height="100%" filter="url(#t)"/>`;

const gingham = (cell: number) => `<defs><pattern id="p" width="${cell * 2}" height="${cell * 2}" patternUnits="userSpaceOnUse">
  <rect width="${cell * 2}" height="${cell * 2}" fill="#f4f1ea"/><rect width="${cell}" height="${cell * 2}" fill="#b8323c" opacity="0.55"/>
  <rect width="${cell * 2}" height="${cell}" fill="#b8323c" opacity="0.55"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/>`;

const granite = (seed: number) => `<rect width="100%" height="100%" fill="#8a8c8f"/>
  <filter id="t" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.12" numOctaves="3" seed="${seed}"/>
  <feColorMatrix type="matrix" values="0 0 0 0 0.08  0 0 0 0 0.08  0 0 0 0 0.09  6 0 0 0 -2.6"/></filter>
  <filter id="w" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="2" seed="${seed + 1}"/>
  <feColorMatrix type="matrix" values="0 0 0 0 0.95  0 0 0 0 0.94  0 0 0 0 0.92  6 0 0 0 -3.1"/></filter>
  <rect width="100%" height="100%" filter="url(#t)"/><rect width="100%" height="100%" filter="url(#w)"/>`;

function texture(surface: Surface, random: Random): string {
  const seed = random.int(1, 10_000);
  if (surface === 'oak') return grain('#c09060', [0.36, 0.2, 0.08], seed);
  if (surface === 'walnut') return grain('#6b4429', [0.2, 0.11, 0.05], seed);
  if (surface === 'gingham') return gingham(random.int(18, 60));
  return granite(seed);
}

/**
 * The page (rotated by `rotation` degrees) lying on a surface, with a border of it 40 to 180 pixels
 * wide on each side and a soft shadow under the page. The page is turned on a transparent ground so
 * that the surface, not a flat colour, fills the corners a turn uncovers.
 */
export async function onSurface(page: Buffer, surface: Surface, rotation: number, random: Random): Promise<Sharp> {
  const { width: pageWidth = 0, height: pageHeight = 0 } = await sharp(page).metadata();
  const turned = await sharp(page).rotate(rotation, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer({ resolveWithObject: true });
  const [left, top, right, bottom] = [random.int(40, 180), random.int(40, 180), random.int(40, 180), random.int(40, 180)];
  const width = turned.info.width + left + right;
  const height = turned.info.height + top + bottom;
  const cx = left + turned.info.width / 2 + 6;
  const cy = top + turned.info.height / 2 + 9;
  const shadow = `<filter id="s"><feGaussianBlur stdDeviation="7"/></filter>
  <rect x="${cx - pageWidth / 2}" y="${cy - pageHeight / 2}" width="${pageWidth}" height="${pageHeight}" transform="rotate(${rotation} ${cx} ${cy})" fill="#000" opacity="0.45" filter="url(#s)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${texture(surface, random)}${shadow}</svg>`;
  const ground = await sharp(Buffer.from(svg)).flatten({ background: '#808080' }).png().toBuffer();
  return sharp(ground).composite([{ input: turned.data, left, top }]);
}
