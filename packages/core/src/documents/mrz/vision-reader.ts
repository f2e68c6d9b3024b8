import { guessedNumberPositions, parseTd3, repairTd3 } from '@eta/domain';
import type { MrzReading } from './reader.ts';
import { visionClient } from '../vision.ts';

export const visionConfigured = (config: VisionSettings) => Boolean(config.GOOGLE_APPLICATION_CREDENTIALS);

export type VisionSettings = { GOOGLE_APPLICATION_CREDENTIALS?: string | undefined };

/** Google Cloud Vision's document text; the MRZ is the last two lines that look like one. */
export async function readMrzWithVision(bytes: Uint8Array): Promise<MrzReading> {
  const client = await visionClient();
  const [response] = await client.documentTextDetection({ image: { content: Buffer.from(bytes) } });
  const text = response.fullTextAnnotation?.text ?? '';
  const lines = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, '').toUpperCase())
    .filter((line) => line.length >= 30 && line.includes('<'));
  if (lines.length < 2) return { found: false };
  const [a, b] = lines.slice(-2) as [string, string];
  const result = parseTd3(...repairTd3(a, b));
  const uncertain = result.valid && b.length === 44 ? guessedNumberPositions(result.lines[1], b.slice(0, 9)) : [];
  return { found: true, result, engine: 'google-vision', variant: 'document-text', uncertain, namesToCheck: [] };
}
