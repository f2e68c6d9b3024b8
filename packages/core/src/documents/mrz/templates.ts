// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../specimens/opentype.d.ts" />
import type { Font } from 'opentype.js';
import sharp from 'sharp';
import { fontAt, TUNING_MRZ_FONTS, type FontName } from '../specimens/text.ts';
import { zoneCells, type Area, type CellBox } from './cells.ts';
import type { GreyImage } from './pixels.ts';

/**
 * A second reader of the zone that owes nothing to tesseract: each cell (cut by `zoneCells`) is
 * compared with glyphs rendered from monospaced fonts and takes the character whose renders it is
 * most like. Only the fonts the reader may be tuned on are rendered (at several weights and blurs),
 * so pages in other fonts measure how it copes with faces it never saw.
 */

/** A cell's picture: darkness on a grid spanning the pitch and the letters' height, mean removed, unit length. */
export type CellShape = Float32Array;

const GRID_W = 12;
const GRID_H = 16;
/** The cell is sampled this much beyond its box on each side, as a share of its size, so a glyph's edge stays in view when the box is off by a little. */
const MARGIN_X = 0.08;
const MARGIN_Y = 0.1;

/** The shape in `box` of `image`, moved by (dx, dy) shares of the box's size; null for a box of no ink contrast. */
export function cellShape(image: GreyImage, box: CellBox, dx = 0, dy = 0): CellShape | null {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const x0 = box.x0 + (dx - MARGIN_X) * w;
  const y0 = box.y0 + (dy - MARGIN_Y) * h;
  const cellW = (w * (1 + 2 * MARGIN_X)) / GRID_W;
  const cellH = (h * (1 + 2 * MARGIN_Y)) / GRID_H;
  const grid = new Float32Array(GRID_W * GRID_H);
  for (let gy = 0; gy < GRID_H; gy++) {
    const ya = Math.max(0, Math.floor(y0 + gy * cellH));
    const yb = Math.min(image.height, Math.max(ya + 1, Math.floor(y0 + (gy + 1) * cellH)));
    for (let gx = 0; gx < GRID_W; gx++) {
      const xa = Math.max(0, Math.floor(x0 + gx * cellW));
      const xb = Math.min(image.width, Math.max(xa + 1, Math.floor(x0 + (gx + 1) * cellW)));
      let ink = 0;
      let count = 0;
      for (let y = ya; y < yb; y++) {
        for (let x = xa; x < xb; x++) {
          ink += 255 - image.data[y * image.width + x]!;
          count++;
        }
      }
      grid[gy * GRID_W + gx] = count ? ink / count : 0;
    }
  }
  return normalised(grid);
}

function normalised(grid: Float32Array): CellShape | null {
  const mean = grid.reduce((sum, v) => sum + v, 0) / grid.length;
  let norm = 0;
  for (let i = 0; i < grid.length; i++) {
    grid[i] = grid[i]! - mean;
    norm += grid[i]! * grid[i]!;
  }
  if (norm < 1e-6) return null;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < grid.length; i++) grid[i] = grid[i]! * scale;
  return grid;
}

/** The correlation of two shapes (1 the same, 0 unrelated). */
export function shapeLikeness(a: CellShape, b: CellShape): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Rendered shapes by character. */
export type Templates = Map<string, CellShape[]>;

/** Every character an MRZ holds. */
export const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/** Two lines of 44 that hold every character once, in different neighbours, as a zone prints them. */
export const TEMPLATE_LINES: [string, string] = ['P<ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<<<<<<', '0123456789ZYXWVUTSRQPONMLKJIHGFEDCBA<<<<<<<<'];
/** Fillers are most of a zone and look alike in every font: a few of each render are enough. */
const FILLERS_KEPT = 2;

/** Weights rendered of each font, where the font ships them: strokes differ in width between printers and scans. */
const WEIGHTS = [300, 400, 700] as const;
/** Gaussian blurs (sigma, pixels at a 28-pixel pitch) applied to renders: photos of pages are rarely sharp. */
const BLURS = [0, 1.2] as const;
/** Cell pitch of the renders (pixels), about a photographed page's. */
const PITCH = 28;

/** Two lines of text in `face` at the template pitch, dark on white, as an SVG page. */
function linesSvg(face: Font, lines: [string, string]): { svg: string; width: number; height: number; size: number } {
  const size = (PITCH * face.unitsPerEm) / face.charToGlyph('<').advanceWidth;
  const margin = PITCH * 2;
  const width = Math.ceil(PITCH * lines[0].length + 2 * margin);
  const height = Math.ceil(size * 3.6);
  const paths = lines.map((line, row) => {
    let x = margin;
    let d = '';
    for (const char of line) {
      const glyph = face.charToGlyph(char);
      d += glyph.getPath(x, size * (1.3 + row * 1.7), size).toPathData(1);
      x += PITCH;
    }
    return `<path d="${d}" fill="#111"/>`;
  });
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${paths.join('')}</svg>`, width, height, size };
}

async function greyRender(svg: string, blur: number): Promise<GreyImage> {
  let image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  if (blur > 0) image = image.blur(blur);
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Two zone lines rendered in a font (`name` of an `@fontsource` package) as a page would print them, and the area they fill; null when the font does not ship `weight`. */
export async function renderedZone(name: FontName, lines: [string, string], options: { weight?: number; blur?: number } = {}): Promise<{ image: GreyImage; area: Area } | null> {
  const face = fontAt(name, options.weight ?? 400);
  if (!face) return null;
  const { svg, width, height, size } = linesSvg(face, lines);
  return { image: await greyRender(svg, options.blur ?? 0), area: { left: 0, top: 0, right: width, bottom: height, lineHeight: size * 0.7 } };
}

/** Adds the shapes of every cell of the rendered lines, as cut by `zoneCells`, to `into`. */
async function addRendered(name: FontName, weight: number, lines: [string, string], into: Templates): Promise<void> {
  for (const blur of BLURS) {
    const rendered = await renderedZone(name, lines, { weight, blur });
    if (!rendered) return;
    const { image, area } = rendered;
    const zone = zoneCells(image, area);
    if (!zone) continue;
    let fillers = 0;
    zone.forEach((line, row) =>
      line.cells.forEach((box, k) => {
        const char = lines[row]![k]!;
        if (char === '<' && fillers++ >= FILLERS_KEPT) return;
        const shape = cellShape(image, box);
        if (shape) into.set(char, [...(into.get(char) ?? []), shape]);
      }),
    );
  }
}

/** Templates rendered from `fonts` (by default the tuning fonts) at each weight they ship. */
export async function renderTemplates(fonts: readonly FontName[] = TUNING_MRZ_FONTS): Promise<Templates> {
  const templates: Templates = new Map();
  for (const name of fonts) {
    for (const weight of WEIGHTS) await addRendered(name, weight, TEMPLATE_LINES, templates);
  }
  return templates;
}

let shared: Promise<Templates> | null = null;

/** The tuning fonts' templates, rendered once per process on first use. */
export function mrzTemplates(): Promise<Templates> {
  shared ??= renderTemplates().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}
