import { inkMask, type GreyImage } from './pixels.ts';

/** Where the two MRZ lines are, in the coordinates of the image searched. */
export type MrzBand = { top: number; bottom: number; left: number; right: number; lineHeight: number };

type Run = { start: number; end: number };

/**
 * Finds the machine-readable zone: the bottom-most pair of text rows that run across most of the
 * page with dense, evenly spaced characters (counted as ink edges per row). Expects an upright page;
 * searches below `searchFrom` of its height (the zone is at the bottom of a data page; 0 searches
 * the whole image, for a page cropped or photographed with much above it).
 */
export function locateMrzBand(image: GreyImage, searchFrom = 0.35): MrzBand | null {
  const { width, height } = image;
  const mask = inkMask(image, Math.max(8, Math.round(width / 60)));
  const from = Math.floor(height * searchFrom);
  const profile = new Float64Array(height);
  for (let y = from; y < height; y++) {
    let edges = 0;
    for (let x = 1; x < width; x++) if (mask[y * width + x] !== mask[y * width + x - 1]) edges++;
    profile[y] = edges;
  }
  const smooth = profile.map((_, y) => ((profile[y - 1] ?? 0) + profile[y]! + (profile[y + 1] ?? 0)) / 3);
  const peak = Math.max(...smooth);
  // 44 characters make 2 or more edges each; a page narrower than that holds no readable zone.
  if (peak < 60) return null;
  const runs = textRuns(smooth, peak * 0.3, from, height);
  const pair = lastPair(runs);
  if (!pair) return null;
  const [first, second] = pair;
  const lineHeight = ((first.end - first.start) + (second.end - second.start)) / 2;
  const pad = Math.round(lineHeight * 0.6);
  const top = Math.max(0, first.start - pad);
  const bottom = Math.min(height, second.end + pad);
  const { left, right } = inkColumns(mask, width, top, bottom);
  if (right - left < width * 0.4) return null;
  return { top, bottom, left: Math.max(0, left - pad), right: Math.min(width, right + pad), lineHeight };
}

function textRuns(profile: Float64Array, threshold: number, from: number, to: number): Run[] {
  const runs: Run[] = [];
  let start = -1;
  for (let y = from; y <= to; y++) {
    const inside = y < to && profile[y]! >= threshold;
    if (inside && start < 0) start = y;
    if (!inside && start >= 0) {
      if (y - start >= 4) runs.push({ start, end: y });
      start = -1;
    }
  }
  return runs;
}

/** The last two runs of similar height separated by less than two line heights. */
function lastPair(runs: Run[]): [Run, Run] | null {
  for (let i = runs.length - 1; i > 0; i--) {
    const second = runs[i]!;
    const first = runs[i - 1]!;
    const h1 = first.end - first.start;
    const h2 = second.end - second.start;
    const similar = Math.min(h1, h2) / Math.max(h1, h2) > 0.5;
    const close = second.start - first.end < 2 * Math.max(h1, h2);
    if (similar && close) return [first, second];
  }
  return null;
}

/** The span of columns holding ink between two rows, ignoring specks. */
function inkColumns(mask: Uint8Array, width: number, top: number, bottom: number): { left: number; right: number } {
  const counts = new Uint32Array(width);
  for (let y = top; y < bottom; y++) for (let x = 0; x < width; x++) counts[x]! += mask[y * width + x]!;
  const minimum = Math.max(2, (bottom - top) * 0.05);
  let left = 0;
  while (left < width && counts[left]! < minimum) left++;
  let right = width - 1;
  while (right > left && counts[right]! < minimum) right--;
  return { left, right: right + 1 };
}
