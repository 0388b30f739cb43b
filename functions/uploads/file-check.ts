import { fileTypeFromBuffer, supportedMimeTypes } from 'file-type';
import { acceptedTypes, fileAccepted } from '../../shared/record-values';
import { fieldMaxBytes } from './limits';
import type { FormField } from '../../shared/schemas/builder';
import { PREVIEW_MAX_BYTES, PREVIEW_TYPES, type RejectionReason } from '../../shared/schemas/uploads';

/**
 * The check after an upload: what the file really is, from its size and its first bytes, against what
 * was declared and what the field accepts. Pure; the S3 reads and the verdict's writes are the service's.
 */

/** file-type reads at most this many bytes of a file (its `reasonableDetectionSizeInBytes`). */
export const HEAD_BYTES = 4100;

/** Declared spellings of a type file-type names otherwise (browsers and systems disagree). */
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'application/x-zip-compressed': 'application/zip',
};
/** Declared types narrower than what the bytes can show: an SVG with an XML prolog reads as XML. */
const NARROWER: Readonly<Record<string, string>> = { 'image/svg+xml': 'application/xml', 'text/xml': 'application/xml' };
const UNKNOWN_TYPE = 'application/octet-stream';
const detectable = new Set<string>(supportedMimeTypes);

export type Verdict = { readonly ok: true; readonly type: string } | { readonly ok: false; readonly reason: RejectionReason };

/**
 * The verdict on a file: the real size must fit the field; the first bytes must say what the declared type says
 * (a type that bytes can prove must be proved; one they cannot, such as text, is taken as declared); the real
 * type must be one the field accepts. A file declared with no known type takes the type its bytes show.
 */
export async function judgeFile(
  file: { readonly name: string; readonly declaredType: string; readonly size: number; readonly head: Uint8Array },
  field: Pick<FormField, 'type' | 'accept' | 'maxSizeMb'>,
): Promise<Verdict> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > fieldMaxBytes(field)) return { ok: false, reason: 'tooLarge' };
  const detected = (await fileTypeFromBuffer(file.head))?.mime;
  const declared = file.declaredType;
  let type: string;
  if (declared === UNKNOWN_TYPE) type = detected ?? declared;
  else if (detected) {
    if (detected === (ALIASES[declared] ?? declared))
      type = detected; // the canonical spelling
    else if (NARROWER[declared] === detected) type = declared;
    else return { ok: false, reason: 'typeMismatch' };
  } else {
    // Bytes prove nothing: only a type they could have proved is a lie (an image that is no image).
    if (detectable.has(declared)) return { ok: false, reason: 'typeMismatch' };
    type = declared;
  }
  return fileAccepted({ name: file.name, type }, acceptedTypes(field)) ? { ok: true, type } : { ok: false, reason: 'typeNotAccepted' };
}

/**
 * A preview must be a small raster image of the very type declared when it was signed (one of PREVIEW_TYPES): its
 * bytes prove that type, which its signed GETs are then served as.
 */
export async function previewAcceptable(head: Uint8Array, size: number, declaredType: string): Promise<boolean> {
  if (size === 0 || size > PREVIEW_MAX_BYTES || !(PREVIEW_TYPES as readonly string[]).includes(declaredType)) return false;
  return (await fileTypeFromBuffer(head))?.mime === declaredType;
}
