/** The part of opentype.js (which ships no types) the specimen generator uses: glyph outlines as SVG paths. */
declare module 'opentype.js' {
  export interface Path {
    toPathData(decimalPlaces?: number): string;
  }
  export interface Glyph {
    /** 0 is .notdef: the font has no glyph for the character. */
    index: number;
    advanceWidth: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    charToGlyph(char: string): Glyph;
    unitsPerEm: number;
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
