import { TD3_LINE_LENGTH } from '@eta/domain';
import { blobHeight, blobsOf, blobWidth, type Blob } from './locate.ts';
import { inkMask, pixelsIn, runsAbove, type GreyImage } from './pixels.ts';

/** One cell of the zone in image coordinates: the pitch wide, the line's letter height tall. */
export type CellBox = { x0: number; x1: number; y0: number; y1: number };

/** A line of the zone: where its letters stand (top and baseline) and its 44 cells, left to right. */
export type ZoneLine = { top: number; bottom: number; cells: CellBox[] };

/** An area of an image: the zone's band, as the locator found it. */
export type Area = { left: number; top: number; right: number; bottom: number; lineHeight: number };

/**
 * The zone's two lines cut into their 44 cells each, from the ink alone (no OCR): a zone has no
 * empty cell (fillers are printed), so each line is a row of ink blobs at one pitch, and a straight
 * fit of the blobs' centres against their cell numbers gives every cell, including merged or broken
 * ones. Null when two such lines are not found in `area` of `image` (an upright page).
 */
export function zoneCells(image: GreyImage, area: Area): [ZoneLine, ZoneLine] | null {
  const width = area.right - area.left;
  const height = area.bottom - area.top;
  if (width < TD3_LINE_LENGTH * 3 || height < 8) return null;
  const crop = pixelsIn(image, { x0: area.left, x1: area.right, y0: area.top, y1: area.bottom });
  const mask = inkMask({ data: crop, width, height }, Math.max(6, Math.round(area.lineHeight)), 12);
  const blobs = blobsOf(mask, width, height).filter((blob) => blobHeight(blob) >= Math.max(3, area.lineHeight * 0.2) && blobHeight(blob) <= area.lineHeight * 1.8);
  const rows = lineRows(mask, width, height);
  if (!rows) return null;
  const lines = rows.map(([from, to]) => lineOf(blobs.filter((blob) => blob.cy >= from && blob.cy < to)));
  const [first, second] = lines as [Fit | null, Fit | null];
  // Both lines start at the same place and share a pitch: one fitted well lends its cells to the other.
  if (!first && !second) return null;
  const fits: [Fit, Fit] = [first ?? borrowed(second!, rows[0]), second ?? borrowed(first!, rows[1])];
  return fits.map((fit) => ({
    top: area.top + fit.top,
    bottom: area.top + fit.bottom,
    cells: Array.from({ length: TD3_LINE_LENGTH }, (_, k) => ({
      x0: area.left + fit.start + (k - 0.5) * fit.pitch,
      x1: area.left + fit.start + (k + 0.5) * fit.pitch,
      y0: area.top + fit.top,
      y1: area.top + fit.bottom,
    })),
  })) as [ZoneLine, ZoneLine];
}

/** A line's cells: the centre of cell 0, the pitch, and the top and baseline of its letters. */
type Fit = { start: number; pitch: number; top: number; bottom: number };

/** A line that could not be fitted, given the other line's cells within its own rows. */
const borrowed = (other: Fit, [from, to]: [number, number]): Fit => ({ start: other.start, pitch: other.pitch, top: from, bottom: to });

/** The rows of the two lines: the two widest runs of rows holding ink, top first. */
function lineRows(mask: Uint8Array, width: number, height: number): [[number, number], [number, number]] | null {
  const profile = Array.from({ length: height }, (_, y) => mask.subarray(y * width, (y + 1) * width).reduce((sum, v) => sum + v, 0));
  const level = Math.max(...profile) * 0.15;
  const two = runsAbove(profile, level).sort((a, b) => b.ink - a.ink).slice(0, 2);
  if (two.length < 2) return null;
  const [a, b] = two.sort((x, y) => x.from - y.from) as [(typeof two)[0], (typeof two)[0]];
  // Each line reaches halfway to the other, so a blob's centre falls in its own line's rows.
  const split = (a.to + b.from) / 2;
  return [
    [Math.max(0, a.from - (b.from - a.to) / 2), split],
    [split, Math.min(height, b.to + (b.from - a.to) / 2)],
  ];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * A blob as the characters it holds: blur or a smudge runs neighbours into one blob as wide as `pitch` times one fewer than their count,
 * plus one character (`glyph`, a blob's usual width). Each stands at its own cell's centre, so a line whose first blob is three
 * characters run together is not taken to start a cell late: Libertinus Mono's VRA of line 2, one blob 83 pixels wide at a 28-pixel pitch.
 */
function cellsRunTogether(blob: Blob, pitch: number, glyph: number): Blob[] {
  const count = Math.round((blobWidth(blob) - glyph) / pitch) + 1;
  if (count < 2) return [blob];
  return Array.from({ length: count }, (_, j) => {
    const cx = blob.cx + (j - (count - 1) / 2) * pitch;
    return { ...blob, x0: cx - glyph / 2, x1: cx + glyph / 2, cx, area: blob.area / count };
  });
}

/**
 * Each blob's cell counted from the first, gap by gap: a pitch measured a pixel wide drifts half a cell over 40 cells when every
 * blob is numbered by its distance from the first (Cutive Mono's line 2 at 27.6 pixels, measured 28), never across one gap.
 */
export function cellNumbers(chain: readonly Blob[], pitch: number): number[] {
  let cell = 0;
  return chain.map((blob, i) => (i === 0 ? 0 : (cell += Math.max(1, Math.round((blob.cx - chain[i - 1]!.cx) / pitch)))));
}

/**
 * One line's fit: blobs overlapping in x merged (a broken stroke), the pitch from the gaps between
 * neighbours, a blob of characters run together split into them (`cellsRunTogether`), each numbered by the gaps before it (`cellNumbers`), then a least-squares line through
 * (number, centre). Blobs beyond the 44 cells (a speck of the page beyond the zone) are dropped from
 * the end with the wider gap. Null when the line does not look like 44 cells.
 */
function lineOf(blobs: Blob[]): Fit | null {
  const merged: Blob[] = [];
  for (const blob of [...blobs].sort((a, b) => a.x0 - b.x0)) {
    const last = merged.at(-1);
    const overlap = last ? Math.min(last.x1, blob.x1) - Math.max(last.x0, blob.x0) : -1;
    if (last && overlap > Math.min(blobWidth(last), blobWidth(blob)) * 0.5) {
      const x0 = Math.min(last.x0, blob.x0);
      const x1 = Math.max(last.x1, blob.x1);
      merged[merged.length - 1] = { x0, x1, y0: Math.min(last.y0, blob.y0), y1: Math.max(last.y1, blob.y1), cx: (x0 + x1) / 2, cy: (last.cy + blob.cy) / 2, area: last.area + blob.area };
    } else merged.push(blob);
  }
  if (merged.length < TD3_LINE_LENGTH * 0.6) return null;
  const gaps = merged.slice(1).map((blob, i) => blob.cx - merged[i]!.cx);
  const typical = median(gaps);
  const pitch = median(gaps.filter((gap) => gap > typical * 0.75 && gap < typical * 1.25));
  if (!pitch) return null;
  const glyph = median(merged.map(blobWidth));
  let chain = merged.flatMap((blob) => cellsRunTogether(blob, pitch, glyph));
  const numbered = () => cellNumbers(chain, pitch);
  while (chain.length > 2 && numbered().at(-1)! >= TD3_LINE_LENGTH) {
    const head = chain[1]!.cx - chain[0]!.cx;
    const tail = chain.at(-1)!.cx - chain.at(-2)!.cx;
    chain = head > tail ? chain.slice(1) : chain.slice(0, -1);
  }
  const ks = numbered();
  if (ks.at(-1)! < TD3_LINE_LENGTH - 3) return null;
  const n = ks.length;
  const mk = ks.reduce((s, k) => s + k, 0) / n;
  const mx = chain.reduce((s, b) => s + b.cx, 0) / n;
  const skk = ks.reduce((s, k) => s + (k - mk) ** 2, 0);
  const skx = ks.reduce((s, k, i) => s + (k - mk) * (chain[i]!.cx - mx), 0);
  const fitted = skk ? skx / skk : pitch;
  // A line found short of 44 cells is taken as starting at its first blob.
  const start = mx - fitted * mk;
  // Fillers are shorter than letters and digits, and may be most of a line: the tallest blobs give the letters' height.
  const heights = chain.map(blobHeight).sort((a, b) => a - b);
  const letter = heights[Math.floor(heights.length * 0.9)] ?? 0;
  const tall = chain.filter((blob) => blobHeight(blob) >= letter * 0.85);
  return { start, pitch: fitted, top: median(tall.map((b) => b.y0)), bottom: median(tall.map((b) => b.y1)) };
}

/** How far below a line's letters a cell's ink may reach and still be measured: a Q's tail reaches up to a third of a letter below. */
const REACH_BELOW = 0.6;

/**
 * The row each of a line's cells' ink ends at: the lowest row of the cell's middle holding ink within the line's letters, followed
 * down row by row while ink goes on (a row without ink ends it), so a tail below the line is measured and a speck further down is not.
 * Null for a cell without ink.
 */
export function inkBottoms(image: GreyImage, area: Area, line: ZoneLine): (number | null)[] {
  const height = line.bottom - line.top;
  const region = {
    x0: Math.max(0, Math.round(area.left)),
    x1: Math.min(image.width, Math.round(area.right)),
    y0: Math.max(0, Math.round(line.top)),
    y1: Math.min(image.height, Math.round(line.bottom + height * REACH_BELOW)),
  };
  const [width, rows] = [region.x1 - region.x0, region.y1 - region.y0];
  if (width <= 0 || rows <= 0) return line.cells.map(() => null);
  const mask = inkMask({ data: pixelsIn(image, region), width, height: rows }, Math.max(6, Math.round(area.lineHeight)), 12);
  const baseline = Math.min(rows, Math.round(line.bottom) - region.y0);
  return line.cells.map((cell) => {
    const margin = (cell.x1 - cell.x0) * 0.15;
    const [xa, xb] = [Math.max(0, Math.round(cell.x0 + margin) - region.x0), Math.min(width, Math.round(cell.x1 - margin) - region.x0)];
    const inkIn = (y: number) => {
      for (let x = xa; x < xb; x++) if (mask[y * width + x]) return true;
      return false;
    };
    let bottom = -1;
    for (let y = baseline - 1; y >= 0 && bottom < 0; y--) if (inkIn(y)) bottom = y;
    if (bottom < 0) return null;
    while (bottom + 1 < rows && inkIn(bottom + 1)) bottom++;
    return region.y0 + bottom + 1;
  });
}
