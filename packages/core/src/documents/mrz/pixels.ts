/** One 8-bit channel image, row-major. */
export type GreyImage = { data: Uint8Array; width: number; height: number };

/** Dark ink against its surroundings: darker than the local mean (box of `radius`) by `margin` levels; robust to uneven light. */
export function inkMask(image: GreyImage, radius: number, margin = 18): Uint8Array {
  const { data, width, height } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      rowSum += data[y * width + x]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + rowSum;
    }
  }
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum = integral[y1 * (width + 1) + x1]! - integral[y0 * (width + 1) + x1]! - integral[y1 * (width + 1) + x0]! + integral[y0 * (width + 1) + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      mask[y * width + x] = data[y * width + x]! < mean - margin ? 1 : 0;
    }
  }
  return mask;
}

/** Otsu's threshold of a grey image: the level that best separates ink from paper. */
export function otsuThreshold(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value]!++;
  const total = data.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i]!;
  let sumBack = 0;
  let weightBack = 0;
  let best = { level: 127, variance: -1 };
  for (let level = 0; level < 256; level++) {
    weightBack += histogram[level]!;
    if (weightBack === 0) continue;
    const weightFore = total - weightBack;
    if (weightFore === 0) break;
    sumBack += level * histogram[level]!;
    const meanBack = sumBack / weightBack;
    const meanFore = (sumAll - sumBack) / weightFore;
    const variance = weightBack * weightFore * (meanBack - meanFore) ** 2;
    if (variance > best.variance) best = { level, variance };
  }
  return best.level;
}

/** The pixels of `image` within a box (right and bottom edges left out), row by row. */
export function pixelsIn(image: GreyImage, { x0, x1, y0, y1 }: { x0: number; x1: number; y0: number; y1: number }): Uint8Array {
  const pixels = new Uint8Array((x1 - x0) * (y1 - y0));
  for (let y = y0; y < y1; y++) pixels.set(image.data.subarray(y * image.width + x0, y * image.width + x1), (y - y0) * (x1 - x0));
  return pixels;
}

/** The runs of consecutive positions of `profile` above `level`, in order, each with its values summed (`ink`). */
export function runsAbove(profile: readonly number[], level: number): { from: number; to: number; ink: number }[] {
  const runs: { from: number; to: number; ink: number }[] = [];
  profile.forEach((value, i) => {
    if (value <= level) return;
    const last = runs.at(-1);
    if (last && last.to === i) {
      last.to = i + 1;
      last.ink += value;
    } else runs.push({ from: i, to: i + 1, ink: value });
  });
  return runs;
}
