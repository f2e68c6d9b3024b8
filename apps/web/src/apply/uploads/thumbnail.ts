/**
 * A small JPEG data URL of an image, kept with the draft so a reopened wizard can still show what was uploaded
 * (a few tens of kilobytes, where the original may be 10 MB). Null when the browser cannot decode the image.
 */
export async function thumbnailDataUrl(file: Blob, maxSide: number): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return null;
  }
}
