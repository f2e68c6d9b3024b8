import type { Random } from './random.ts';

/** Adds sensor-like noise (deviation `amount` levels) to 8-bit pixels, returning a new buffer. */
export function addNoise(pixels: Uint8Array, amount: number, random: Random): Buffer {
  const out = Buffer.alloc(pixels.length);
  for (let i = 0; i < pixels.length; i++) {
    out[i] = Math.max(0, Math.min(255, Math.round(pixels[i]! + random.gaussian() * amount * 2)));
  }
  return out;
}
