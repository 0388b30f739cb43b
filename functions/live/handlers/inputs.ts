import * as v from 'valibot';
import { ApplicationRefInput } from '../../../shared/schemas/refs';

/** The path's project and application (merged over the body: path parameters win). */
export const Ref = ApplicationRefInput.entries;
/** A channel, message or participant id of the path (an unknown one answers 404). */
export const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
export const Cursor = v.optional(v.pipe(v.string('validation.cursor'), v.maxLength(2048, 'validation.cursor')));
/** `?hours=` of the samples route: 1–48, 6 when absent. */
export const Hours = v.pipe(
  v.optional(v.string(), '6'),
  v.regex(/^\d{1,2}$/),
  v.transform(Number),
  v.number(),
  v.minValue(1),
  v.maxValue(48),
);
