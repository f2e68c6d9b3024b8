import type { ImageAnnotatorClient } from '@google-cloud/vision';

let client: Promise<ImageAnnotatorClient> | null = null;

/**
 * One Google Cloud Vision client per process, loaded only when used (the SDK is large); it finds its
 * credentials through GOOGLE_APPLICATION_CREDENTIALS.
 */
export function visionClient(): Promise<ImageAnnotatorClient> {
  client ??= import('@google-cloud/vision').then((vision) => new vision.ImageAnnotatorClient());
  return client;
}

export async function closeVisionClient(): Promise<void> {
  const current = client;
  client = null;
  if (current) await (await current.catch(() => null))?.close();
}
