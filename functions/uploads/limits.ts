import { maxBytes } from '../../shared/record-values';
import type { FormField } from '../../shared/schemas/builder';
import { UPLOAD_DEFAULT_MAX_BYTES } from '../../shared/schemas/uploads';

/**
 * The limit of a field in bytes (the platform's when the field sets none). Apart from file-check.ts, so that what
 * presigns uploads (and the records API, through the uploads service) does not bundle file-type.
 */
export const fieldMaxBytes = (field: Pick<FormField, 'maxSizeMb'>): number => maxBytes(field) ?? UPLOAD_DEFAULT_MAX_BYTES;
