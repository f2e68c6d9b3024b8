import type { Face, RgbImage } from './face-detector.ts';

export type Box = { x: number; y: number; width: number; height: number };

/** Luminance statistics of a region (Rec. 601 weights), 0–255. */
export type Light = { mean: number; shadows: number; highlights: number; leftRightDifference: number };

const luma = (data: Uint8Array, i: number) => 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;

function clampBox(image: RgbImage, box: Box): Box {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  return { x, y, width: Math.max(1, Math.min(image.width - x, Math.ceil(box.width))), height: Math.max(1, Math.min(image.height - y, Math.ceil(box.height))) };
}

/** Mean brightness, the share of nearly black and nearly white pixels, and how much brighter one half is than the other. */
export function lightIn(image: RgbImage, region: Box): Light {
  const box = clampBox(image, region);
  let sum = 0;
  let shadows = 0;
  let highlights = 0;
  let left = 0;
  let right = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const value = luma(image.data, (y * image.width + x) * 3);
      sum += value;
      if (value < 35) shadows++;
      if (value > 245) highlights++;
      if (x < box.x + box.width / 2) left += value;
      else right += value;
    }
  }
  const count = box.width * box.height;
  const half = count / 2;
  return { mean: sum / count, shadows: shadows / count, highlights: highlights / count, leftRightDifference: Math.abs(left / half - right / half) };
}

/** Variance of the 4-neighbour Laplacian of luminance: low when the image is blurred. */
export function sharpness(image: RgbImage, region: Box): number {
  const box = clampBox(image, region);
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = Math.max(1, box.y); y < Math.min(image.height - 1, box.y + box.height); y++) {
    for (let x = Math.max(1, box.x); x < Math.min(image.width - 1, box.x + box.width); x++) {
      const at = (dx: number, dy: number) => luma(image.data, ((y + dy) * image.width + x + dx) * 3);
      const laplacian = at(-1, 0) + at(1, 0) + at(0, -1) + at(0, 1) - 4 * at(0, 0);
      sum += laplacian;
      squares += laplacian * laplacian;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}

/** Brightness and its spread over the background: the top strip and the upper sides, away from the face. */
export function background(image: RgbImage, face: Face | null): { mean: number; deviation: number } {
  const { width, height } = image;
  const values: number[] = [];
  const avoid = face ? { x0: face.x - face.width * 0.4, x1: face.x + face.width * 1.4, y0: face.y - face.height * 0.8, y1: height } : null;
  const step = Math.max(1, Math.round(width / 200));
  for (let y = 0; y < height * 0.6; y += step) {
    for (let x = 0; x < width; x += step) {
      const inBorder = y < height * 0.12 || x < width * 0.12 || x >= width * 0.88;
      const onPerson = avoid && x >= avoid.x0 && x <= avoid.x1 && y >= avoid.y0 && y <= avoid.y1;
      if (inBorder && !onPerson) values.push(luma(image.data, (y * width + x) * 3));
    }
  }
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length);
  return { mean, deviation: Math.sqrt(variance) };
}

/** Colourfulness of a region: mean HSV saturation (0–1) and the share of pixels with almost no colour. */
export function saturation(image: RgbImage, region: Box): { mean: number; grey: number } {
  const box = clampBox(image, region);
  let sum = 0;
  let grey = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (y * image.width + x) * 3;
      const max = Math.max(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!);
      const min = Math.min(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!);
      sum += max === 0 ? 0 : (max - min) / max;
      if (max - min < 8) grey++;
    }
  }
  const count = box.width * box.height;
  return { mean: sum / count, grey: grey / count };
}
