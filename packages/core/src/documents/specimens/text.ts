// opentype.js ships no types; its declaration sits beside this file and must travel with it into
// every program that compiles the generator (the web project's browser tests do too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./opentype.d.ts" />
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';

/**
 * Text drawn as SVG outlines from fonts shipped in npm packages, so specimens look the same on every
 * machine whatever fonts it has installed. OCR-B is not published on npm, so monospaced fonts stand
 * in for it: DejaVu Sans Mono by default (distinct 0/O and 1/I), and four disjoint sets of others.
 */
const require = createRequire(import.meta.url);

/** MRZ fonts a reader may be tuned on. */
export const TUNING_MRZ_FONTS = ['dejavu-mono', 'roboto-mono', 'source-code-pro', 'ibm-plex-mono', 'jetbrains-mono', 'fira-mono', 'inconsolata', 'b612-mono'] as const;

/** MRZ fonts kept out of tuning, so a reading of them measures how a reader copes with faces it never saw. */
export const HELD_OUT_MRZ_FONTS = [
  'courier-prime',
  'ubuntu-mono',
  'noto-sans-mono',
  'overpass-mono',
  'pt-mono',
  'cousine',
  'anonymous-pro',
  'red-hat-mono',
  'dm-mono',
  'space-mono',
  'share-tech-mono',
] as const;

/**
 * MRZ fonts for judging a change before the held-out split is read: unseen by tuning like the
 * held-out ones, but looked at freely, so the held-out split stays a measure and not a target.
 */
export const DEV_MRZ_FONTS = ['cutive-mono', 'oxygen-mono', 'nova-mono', 'azeret-mono', 'spline-sans-mono', 'fragment-mono', 'martian-mono', 'chivo-mono'] as const;

/**
 * The other monospaced fonts on npm that could print an MRZ, kept out of tuning and looked at freely like the dev ones: a second,
 * wider dev split, so the dev split's pages (and the tests pinned to them) stay as they are. M PLUS 1 Code is left out: its package
 * weighs 30 MB for the Japanese it adds.
 */
export const WIDE_DEV_MRZ_FONTS = [
  'sometype-mono',
  'reddit-mono',
  'geist-mono',
  'intel-one-mono',
  'atkinson-hyperlegible-mono',
  'ubuntu-sans-mono',
  'lekton',
  'commit-mono',
  'cascadia-mono',
  'kode-mono',
  'sono',
  'libertinus-mono',
  'xanh-mono',
  'victor-mono',
] as const;

export type MrzFont = (typeof TUNING_MRZ_FONTS)[number] | (typeof DEV_MRZ_FONTS)[number] | (typeof WIDE_DEV_MRZ_FONTS)[number] | (typeof HELD_OUT_MRZ_FONTS)[number];
export type FontName = MrzFont | 'dejavu-sans';

const loaded = new Map<string, Font | null>();

/** A font's face at a weight, parsed once; null when its package does not ship that weight. */
export function fontAt(name: FontName, weight: number): Font | null {
  const key = `${name}-${weight}`;
  if (!loaded.has(key)) loaded.set(key, parsedFont(name, weight));
  return loaded.get(key) ?? null;
}

function parsedFont(name: FontName, weight: number): Font | null {
  let path: string;
  try {
    path = require.resolve(`@fontsource/${name}/files/${name}-latin-${weight}-normal.woff`);
  } catch {
    return null;
  }
  if (!existsSync(path)) return null;
  const bytes = readFileSync(path);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** A font's regular (400) face, which every font here ships. */
export function font(name: FontName): Font {
  const face = fontAt(name, 400);
  if (!face) throw new Error(`@fontsource/${name} ships no regular (400) face`);
  return face;
}

export type TextOptions = { x: number; y: number; size: number; fill?: string; font?: FontName; opacity?: number };

/** One line of text as an SVG `<path>`; y is the baseline. Glyphs are placed one by one, unshaped (no ligatures or kerning). */
export function svgText(text: string, options: TextOptions): string {
  const face = font(options.font ?? 'dejavu-sans');
  const scale = options.size / face.unitsPerEm;
  let x = options.x;
  let path = '';
  for (const char of text) {
    const glyph = face.charToGlyph(char);
    path += glyph.getPath(x, options.y, options.size).toPathData(1);
    x += glyph.advanceWidth * scale;
  }
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  return `<path d="${path}" fill="${options.fill ?? '#1b1b1b'}"${opacity}/>`;
}

/** The advance width of a text at a size. */
export function textWidth(text: string, size: number, name: FontName = 'dejavu-sans'): number {
  const face = font(name);
  return [...text].reduce((width, char) => width + face.charToGlyph(char).advanceWidth, 0) * (size / face.unitsPerEm);
}
