import { inkMask, pixelsIn, type GreyImage } from './pixels.ts';

/** Where the two MRZ lines are, in the coordinates of the image searched. */
export type MrzBand = { top: number; bottom: number; left: number; right: number; lineHeight: number; skew: number };

/** A connected patch of ink: a character, a filler, or a speck of the surface the page lies on. */
export type Blob = { x0: number; x1: number; y0: number; y1: number; cx: number; cy: number; area: number };
/**
 * Blobs in a row, left to right, at character spacing; `height` that of most of its characters,
 * `letterHeight` that of its tallest (a zone's line 1 with short names is mostly fillers, shorter than letters).
 */
type Chain = { blobs: Blob[]; height: number; letterHeight: number; cy: number; left: number; right: number };

/** A blob's height and width in pixels. */
export const blobHeight = (blob: Blob) => blob.y1 - blob.y0;
export const blobWidth = (blob: Blob) => blob.x1 - blob.x0;

/**
 * Finds the machine-readable zone: the bottom-most pair of rows of 44 evenly spaced characters,
 * found as chains of character-sized ink blobs. Working from the characters rather than from rows
 * of ink keeps a wooden table, a checked cloth or speckled granite around the page out of the
 * zone. Expects an upright page; prefers chains below `searchFrom` of its height (the zone is at
 * the bottom of a data page; 0 searches the whole image). With `nearLevel`, the pair whose middle is
 * nearest that height instead: where the zone was found before the page was turned upright. With
 * `alternative` 1, the next pair that shares no row with the first: a checked cloth below the page
 * can line up into rows of 44 squares, lower than the zone.
 */
export function locateMrzBand(image: GreyImage, searchFrom = 0.35, nearLevel?: number, alternative: 0 | 1 = 0): MrzBand | null {
  const pair = zoneLines(image, searchFrom, nearLevel)[alternative] ?? null;
  return pair ? bandAround(image, pair) : null;
}

/**
 * The band around a zone's two rows (one row as both, where it is found alone), padded by 0.6 of a character height, and above and
 * below by as many heights as `reach` says where that is more.
 */
function bandAround(image: GreyImage, [first, second]: [Chain, Chain], reach: { up?: number; down?: number } = {}): MrzBand {
  const lineHeight = (first.height + second.height) / 2;
  const pad = Math.round(lineHeight * 0.6);
  const margin = (heights = 0) => Math.max(pad, Math.round(lineHeight * heights));
  const all = first === second ? first.blobs : [...first.blobs, ...second.blobs];
  return {
    top: Math.max(0, Math.min(...all.map((b) => b.y0)) - margin(reach.up)),
    bottom: Math.min(image.height, Math.max(...all.map((b) => b.y1)) + margin(reach.down)),
    left: Math.max(0, zoneStart(first, second) - pad),
    right: Math.min(image.width, Math.max(first.right, second.right) + pad),
    lineHeight,
    skew: skewOf(all.filter((b) => blobHeight(b) >= lineHeight * 0.7), first.cy, second.cy),
  };
}

/**
 * Where the zone's lines start: where their rows of blobs start, or, where those start half a cell or
 * more later than the 44 cells at the rows' own spacing reach back from where they end, there: the
 * first characters of both rows can be left out of them (a granite surface beside the page; a bold
 * font's M or B, too solid for a character at analysis width), and a crop that cuts them off reads
 * no line at its length. A row starts a whole number of cells late, so half a cell tells it apart.
 */
function zoneStart(first: Chain, second: Chain): number {
  const rowsStart = Math.min(first.left, second.left);
  const pitch = characterPitch([first, second]);
  const cellsBack = Math.max(first.right, second.right) - TD3_CELLS * pitch;
  return cellsBack < rowsStart - pitch / 2 ? cellsBack : rowsStart;
}

/** The zone's slant in degrees (positive: falling to the right), by least squares over its characters' centres, each line about its own level. */
function skewOf(blobs: Blob[], firstLevel: number, secondLevel: number): number {
  const split = (firstLevel + secondLevel) / 2;
  const points = blobs.map((b) => ({ x: b.cx, y: b.cy - (b.cy < split ? firstLevel : secondLevel) }));
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  const sxy = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return sxx ? (Math.atan(sxy / sxx) * 180) / Math.PI : 0;
}

/** The zone's two lines as chains of character blobs (see `locateMrzBand`), and the next pair sharing no row with them; none when none is found. */
function zoneLines(image: GreyImage, searchFrom: number, nearLevel?: number): [Chain, Chain][] {
  const lines = rowsLikeLines(image).filter((chain) => chain.cy >= image.height * searchFrom);
  return linePairs(lines, nearLevel === undefined ? lowest : (pair) => Math.abs((pair[0].cy + pair[1].cy) / 2 - nearLevel));
}

/** Rows of character blobs that could be lines of a zone (`mrzLike`). */
function rowsLikeLines(image: GreyImage): Chain[] {
  const mask = inkMask(image, Math.max(8, Math.round(image.width / 60)));
  const blobs = blobsOf(mask, image.width, image.height).filter((blob) => characterSized(blob, image.height));
  return chainsOf(blobs).filter((chain) => mrzLike(chain, image.width));
}

/** Which of the zone's lines a row found alone is taken for: line 2, with line 1 above it, or line 1, with line 2 below. */
export type LoneLine = 'line 2' | 'line 1';

/** A row stands for a line of the zone alone only with nearly all of its 44 cells blobs of their own, and hardly more. */
const LONE_LINE_BLOBS = { min: 40, max: 46 };

/** How many character heights past the row found the other line may reach: lines lie up to 3.5 heights apart (`pairsBy`), plus its half. */
const OTHER_LINE_REACH = 4.5;

/**
 * The zone where only one of its rows is found: a serif font's letters, blurred, run together into blobs too solid for characters
 * (`characterSized`), and their line breaks into short rows. The lowest row of nearly 44 blobs is taken for `line`, and the band reaches
 * past it, up or down, as far as the other line can lie. Null where no row is so.
 */
export function locateMrzBandByOneLine(image: GreyImage, line: LoneLine): MrzBand | null {
  const rows = rowsLikeLines(image).filter(({ blobs }) => blobs.length >= LONE_LINE_BLOBS.min && blobs.length <= LONE_LINE_BLOBS.max);
  const row = rows.sort((a, b) => b.cy - a.cy)[0];
  return row ? bandAround(image, [row, row], line === 'line 2' ? { up: OTHER_LINE_REACH } : { down: OTHER_LINE_REACH }) : null;
}

/** 8-connected blobs of a mask, by flood fill. */
export function blobsOf(mask: Uint8Array, w: number, h: number): Blob[] {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const blobs: Blob[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let [x0, x1, y0, y1, area] = [w, 0, h, 0, 0];
    while (top > 0) {
      const at = stack[--top]!;
      area++;
      const x = at % w;
      const y = (at - x) / w;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const next = ny * w + nx;
          if (mask[next] && !seen[next]) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
      }
    }
    blobs.push({ x0, x1: x1 + 1, y0, y1: y1 + 1, cx: (x0 + x1 + 1) / 2, cy: (y0 + y1 + 1) / 2, area });
  }
  return blobs;
}

/**
 * Tall enough to be a character at this scale, not so tall it is a photo or a page edge, not a long
 * streak, and drawn in strokes: a solid patch (a square of a checked cloth, a fleck of stone) is not.
 */
const characterSized = (blob: Blob, imageHeight: number) =>
  blobHeight(blob) >= 4 && blobHeight(blob) <= imageHeight / 8 && blobWidth(blob) <= blobHeight(blob) * 3 + 2 && blob.area <= blobWidth(blob) * blobHeight(blob) * 0.7;

/**
 * Chains blobs left to right: a blob joins the row whose last blobs are level with it (centres within
 * half a character) and at most a character height after it, the longest such row if several (a zone has no empty cells; the page margin beyond it is wider).
 */
function chainsOf(blobs: Blob[]): Chain[] {
  const open: Blob[][] = [];
  for (const blob of [...blobs].sort((a, b) => a.x0 - b.x0)) {
    let best: Blob[] | null = null;
    for (const chain of open) {
      // The chain's last few blobs, so one speck or a broken stroke does not set its level.
      const recent = chain.slice(-3);
      // A blob far taller than the row (a patch of granite along the page's edge) widens the row's reach by twice the row's height at most.
      const rowSize = Math.max(...recent.map(blobHeight));
      const size = Math.max(rowSize, Math.min(blobHeight(blob), rowSize * 2));
      const level = recent.reduce((sum, b) => sum + b.cy, 0) / recent.length;
      const offset = Math.abs(level - blob.cy);
      const gap = blob.x0 - Math.max(...recent.map((b) => b.x1));
      // Of the rows it fits, the longest takes it: a speck inside a character must not start a rival row.
      if (offset <= size * 0.5 && gap <= size && gap >= -size * 0.3 && chain.length > (best?.length ?? 0)) best = chain;
    }
    if (best) best.push(blob);
    else open.push([blob]);
  }
  return open.map(chainOf);
}

function chainOf(blobs: Blob[]): Chain {
  const heights = blobs.map(blobHeight).sort((a, b) => a - b);
  // Fillers (<) are shorter than letters and digits: the taller blobs give the character height.
  const tall = heights[Math.floor(heights.length * 0.75)] ?? 0;
  const tallest = heights[Math.floor(heights.length * 0.9)] ?? 0;
  const centres = blobs.map((b) => b.cy).sort((a, b) => a - b);
  return { blobs, height: tall, letterHeight: tallest, cy: centres[Math.floor(centres.length / 2)] ?? 0, left: blobs[0]!.x0, right: blobs[blobs.length - 1]!.x1 };
}

/** 44 cells make at least this many blobs (fillers, letters, some merged by blur). */
const MIN_LINE_BLOBS = 20;

/** Most blobs of one character height (`size`), as a zone's characters are; a stone's specks vary. */
const evenlySized = (blobs: readonly Blob[], size: number) => blobs.filter((b) => blobHeight(b) >= size * 0.4 && blobHeight(b) <= size * 1.3).length >= blobs.length * 0.8;

/** A row that could be a line of the zone: enough blobs, across a good part of the image, most of them of one character height (of most, or of its letters where fillers are most: P<D<<KIM<<ELENA<<<…). */
const mrzLike = (chain: Chain, imageWidth: number) =>
  chain.blobs.length >= MIN_LINE_BLOBS && chain.right - chain.left >= imageWidth * 0.3 && (evenlySized(chain.blobs, chain.height) || evenlySized(chain.blobs, chain.letterHeight));

/** Rows of characters of about one height: most of them, or their letters (a line mostly fillers is shorter by most). */
const similarHeights = (first: Chain, second: Chain) =>
  Math.min(first.height, second.height) / Math.max(first.height, second.height) > 0.7 || Math.min(first.letterHeight, second.letterHeight) / Math.max(first.letterHeight, second.letterHeight) > 0.7;

/** The lowest pair first; of two with the same second line, the one whose first line is lower (nearer it). */
const lowest = ([first, second]: [Chain, Chain]) => -(second.cy + first.cy / 1e4);

/** Two rows as lines of one zone when they start level (within this many character heights). */
const LEVEL_EDGE = 2.5;

/**
 * The pair with the blobs `keep` leaves out cut off, where those are specks of a granite surface
 * beside the page; as it is where there are none; null where they are characters (of one height: a
 * row broken in two is not a zone's line).
 */
function specksCutOff(pair: [Chain, Chain], keep: (blob: Blob) => boolean, size: number): [Chain, Chain] | null {
  const cutOff = pair.flatMap((chain) => chain.blobs.filter((blob) => !keep(blob)));
  if (cutOff.length === 0) return pair;
  if (evenlySized(cutOff, size)) return null;
  return pair.map((chain) => chainOf(chain.blobs.filter(keep))) as [Chain, Chain];
}

/**
 * Two rows that start level, one of them cut back to where the other ends when it runs on into the
 * specks of a granite surface beside the page (the zone's two lines are of one length).
 */
function startLevel(first: Chain, second: Chain, size: number): [Chain, Chain] | null {
  if (Math.abs(first.left - second.left) >= size * LEVEL_EDGE) return null;
  const right = Math.min(first.right, second.right) + size;
  return specksCutOff([first, second], (blob) => blob.x1 <= right, size) ?? [first, second];
}

/** Cells in a line of a passport's zone. */
const TD3_CELLS = 44;

/**
 * The spacing of a zone's characters: the mean step between neighbouring blobs of each row, of the steps of one cell (within a quarter
 * of the median step: blur joins a few, a step of a cell and a half, and a blob left out makes one of two). Blob centres fall on half
 * pixels, so the median alone can be 0.3 px off, and 44 cells of it 13 px: most of a cell at analysis width.
 */
function characterPitch(rows: readonly Chain[]): number {
  const steps = rows.flatMap(({ blobs }) => blobs.slice(1).map((blob, i) => blob.cx - blobs[i]!.cx)).sort((a, b) => a - b);
  const median = steps[Math.floor(steps.length / 2)] ?? 0;
  const oneCell = steps.filter((step) => Math.abs(step - median) <= median * 0.25);
  return oneCell.length ? oneCell.reduce((sum, step) => sum + step, 0) / oneCell.length : median;
}

/**
 * Two rows that end level, trimmed to the span they share: a row can run on into the specks of a
 * granite surface beside the page, which the other row does not.
 */
function endLevel(first: Chain, second: Chain, size: number): [Chain, Chain] | null {
  if (Math.abs(first.right - second.right) >= size * LEVEL_EDGE) return null;
  // A row whose first characters joined another row starts late: the zone's 44 cells at the rows' own spacing reach further back.
  const cellsBack = Math.min(first.right, second.right) - TD3_CELLS * characterPitch([first, second]) - size / 2;
  const left = Math.min(Math.max(first.left, second.left) - size, cellsBack);
  const trimmed = specksCutOff([first, second], (blob) => blob.x0 >= left, size);
  return trimmed?.every((chain) => chain.blobs.length >= MIN_LINE_BLOBS) ? trimmed : null;
}

/**
 * Of the pairs of lines of one character height, one under the other at line spacing and starting
 * level, the one `rank` puts first (lowest rank): by default the lowest pair; then the next that
 * shares no row with it. Only when no such pair is found, pairs that end level, trimmed to the span they share.
 */
function linePairs(lines: Chain[], rank: (pair: [Chain, Chain]) => number): [Chain, Chain][] {
  const pairs = pairsBy(lines, startLevel);
  const ranked = (pairs.length ? pairs : pairsBy(lines, endLevel)).map((entry) => ({ ...entry, rank: rank(entry.pair) })).sort((a, b) => a.rank - b.rank);
  const [first] = ranked;
  if (!first) return [];
  // A row of a granite's specks below the zone can pair with its line 2 (`spanAlike`); line 1 above it then pairs with line 2 as the zone's lines do.
  const best = spanAlike(first.pair) ? first : (ranked.find((entry) => entry.rows.some((row) => first.rows.includes(row)) && spanAlike(entry.pair)) ?? first);
  const next = ranked.find((entry) => !entry.rows.some((row) => best.rows.includes(row)));
  return next ? [best.pair, next.pair] : [best.pair];
}

/**
 * Whether two rows start and end within a character height of each other, as a zone's two lines of 44 cells do. A row of a granite's
 * specks below the page may start level with line 2 and lie at line spacing, but ends where its specks happen to end (Victor Mono's
 * zone on granite, the specks' row three characters short).
 */
const spanAlike = ([first, second]: [Chain, Chain]) => {
  const size = Math.max(first.height, second.height);
  return Math.abs(first.left - second.left) <= size && Math.abs(first.right - second.right) <= size;
};

/** Pairs of lines `asZone` takes as a zone's, with the rows they came from. */
function pairsBy(lines: Chain[], asZone: (first: Chain, second: Chain, size: number) => [Chain, Chain] | null): { pair: [Chain, Chain]; rows: Chain[] }[] {
  return lines.flatMap((second) =>
    lines.flatMap((first) => {
      const spacing = second.cy - first.cy;
      const size = Math.max(first.height, second.height);
      if (!similarHeights(first, second) || spacing <= size * 1.1 || spacing >= size * 3.5) return [];
      const pair = asZone(first, second, size);
      return pair ? [{ pair, rows: [first, second] }] : [];
    }),
  );
}

/** The slants `slantByRows` tries, in degrees either way, and the step between them. */
const ROW_SLANT = { reach: 6, step: 0.1 };

/**
 * The slant (degrees, positive: falling to the right) at which the ink in `band` of `image` lines up into
 * the sharpest rows: the projection profile's peak. A measure of all the ink, not of the characters
 * chained into rows, for where the chains miss: a zone slanted 5.5° chains only in short runs, and their
 * centres measured it at 3° (Libertinus Mono's zone on wide dev 54500/95, found on a page turned by 3°).
 */
export function slantByRows(image: GreyImage, band: Pick<MrzBand, 'top' | 'bottom' | 'left' | 'right' | 'lineHeight'>): number {
  const [left, right, top, bottom] = [Math.max(0, band.left), Math.min(image.width, band.right), Math.max(0, band.top), Math.min(image.height, band.bottom)];
  const width = right - left;
  const height = bottom - top;
  if (width <= 0 || height <= 0) return 0;
  const data = pixelsIn(image, { x0: left, x1: right, y0: top, y1: bottom });
  const mask = inkMask({ data, width, height }, Math.max(4, Math.round(band.lineHeight)));
  const ink: [number, number][] = [];
  mask.forEach((value, i) => value && ink.push([i % width, Math.floor(i / width)]));
  const sharpness = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    const rows = new Map<number, number>();
    for (const [x, y] of ink) {
      const row = Math.round(y - x * slope);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    return [...rows.values()].reduce((sum, count) => sum + count * count, 0);
  };
  const slants = Array.from({ length: Math.round((2 * ROW_SLANT.reach) / ROW_SLANT.step) + 1 }, (_, k) => Math.round((k * ROW_SLANT.step - ROW_SLANT.reach) * 10) / 10);
  const scored = slants.map((slant) => ({ slant, sharpness: sharpness(slant) }));
  return scored.reduce((best, entry) => (entry.sharpness > best.sharpness ? entry : best)).slant;
}
