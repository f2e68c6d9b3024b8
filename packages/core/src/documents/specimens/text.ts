// opentype.js ships no types; its declaration sits beside this file and must travel with it into
// every program that compiles the generator (the web project's browser tests do too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./opentype.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';

/**
 * Text drawn as SVG outlines from fonts shipped in npm packages, so specimens look the same on every
 * machine whatever fonts it has installed. DejaVu Sans Mono stands in for OCR-B (not published on npm):
 * monospaced, with distinct 0/O and 1/I.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  mono: '@fontsource/dejavu-mono/files/dejavu-mono-latin-400-normal.woff',
  sans: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
} as const;

const loaded = new Map<keyof typeof FONT_FILES, Font>();

export function font(name: keyof typeof FONT_FILES): Font {
  let result = loaded.get(name);
  if (!result) {
    const bytes = readFileSync(require.resolve(FONT_FILES[name]));
    result = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    loaded.set(name, result);
  }
  return result;
}

export type TextOptions = { x: number; y: number; size: number; fill?: string; font?: keyof typeof FONT_FILES; opacity?: number };

/** One line of text as an SVG `<path>`; y is the baseline. Glyphs are placed one by one, unshaped (no ligatures or kerning). */
export function svgText(text: string, options: TextOptions): string {
  const face = font(options.font ?? 'sans');
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
export function textWidth(text: string, size: number, name: keyof typeof FONT_FILES = 'sans'): number {
  const face = font(name);
  return [...text].reduce((width, char) => width + face.charToGlyph(char).advanceWidth, 0) * (size / face.unitsPerEm);
}
