/**
 * The small preview of an image, made in the browser before upload (the server has no image library): the image
 * decoded by `createImageBitmap`, drawn at most PREVIEW_MAX_SIDE pixels on its longest side, encoded as WebP 0.8
 * (JPEG 0.8 where the browser cannot encode WebP). No preview — the file uploads without one — for what is not a
 * raster image, an image the browser cannot decode, a result above PREVIEW_MAX_BYTES, or a browser without the APIs.
 */
import { PREVIEW_MAX_BYTES, PREVIEW_MAX_SIDE } from '../../../../shared/schemas/uploads';

/** Raster images browsers decode (SVG is not one: it may hold scripts and has no pixels to shrink). */
const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/bmp']);
/** Above this, decoding the whole image to shrink it costs more memory than a preview is worth. */
export const PREVIEW_SOURCE_MAX_BYTES = 40 * 1024 * 1024;
const QUALITY = 0.8;

export interface Preview {
  readonly blob: Blob;
  readonly type: 'image/webp' | 'image/jpeg';
}

/** Whether the browser may make a preview of `file` (by its declared type and size). */
export const previewable = (file: Pick<File, 'type' | 'size'>): boolean =>
  RASTER_TYPES.has(file.type.toLowerCase()) && file.size > 0 && file.size <= PREVIEW_SOURCE_MAX_BYTES;

/** The preview's size: the image's, shrunk so that its longest side is at most `max` (never enlarged). */
export function previewSize(width: number, height: number, max = PREVIEW_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Encode = (type: string) => Promise<Blob | null>;

/** A canvas of that size with `image` drawn on it, and how to encode it (OffscreenCanvas when there is one). */
function draw(image: ImageBitmap, width: number, height: number): Encode | undefined {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(image, 0, 0, width, height);
    return (type) => canvas.convertToBlob({ type, quality: QUALITY }).catch(() => null);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.drawImage(image, 0, 0, width, height);
  return (type) => new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** The preview of `file`, or undefined (see the module's comment). Never rejects. */
export async function makePreview(file: File): Promise<Preview | undefined> {
  if (!previewable(file) || typeof createImageBitmap !== 'function') return undefined;
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file);
  } catch {
    return undefined; // not an image after all, or one the browser cannot decode
  }
  try {
    const { width, height } = previewSize(image.width, image.height);
    const encode = draw(image, width, height);
    if (!encode) return undefined;
    // A browser that cannot encode a type silently gives PNG: the answer's type says which one it made.
    for (const type of ['image/webp', 'image/jpeg'] as const) {
      const blob = await encode(type);
      if (blob && blob.type === type) return blob.size > 0 && blob.size <= PREVIEW_MAX_BYTES ? { blob, type } : undefined;
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    image.close();
  }
}
