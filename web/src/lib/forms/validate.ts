/**
 * Validation of a form's input with a shared valibot schema (shared/schemas/*): the same rules and catalogue keys
 * as the API. Pages whose initial JavaScript must stay small load this module on demand (accounts/validation.ts).
 */
import * as v from 'valibot';
import { fieldErrors } from '../field-messages';
import type { Checked } from './use-form';

/** Runs a shared schema; field problems come back as `{ field: descriptor }`, the first one per top-level field. */
export function validate<const S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, output: result.output };
  return {
    ok: false,
    errors: fieldErrors(
      result.issues.map((issue) => ({ field: (v.getDotPath(issue) ?? '').split('.', 1)[0] ?? '', message: issue.message })),
    ),
  };
}
