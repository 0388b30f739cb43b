/**
 * Validation of the account forms with the shared valibot schemas (their messages are catalogue keys, shown
 * through lib/field-messages). Loaded on first use (see `loadValidation` in ./forms): the pages render
 * without valibot, which keeps it out of the initial JavaScript of `/{lang}/login`.
 */
import * as v from 'valibot';
import type { FieldIssue } from '../../../../shared/errors';
import {
  ActivateInput,
  ActivationCodeRequestInput,
  LoginInput,
  LostPasswordInput,
  RegisterInput,
  ResetPasswordInput,
  SecurityCode,
} from '../../../../shared/schemas/accounts';
import { Ulid } from '../../../../shared/schemas/common';
import { fieldErrors } from '../../lib/field-messages';
import type { FieldErrors } from './forms';

export const accountSchemas = {
  login: LoginInput,
  register: RegisterInput,
  activate: ActivateInput,
  activationCode: ActivationCodeRequestInput,
  lostPassword: LostPasswordInput,
  resetPassword: ResetPasswordInput,
  customerId: Ulid,
  securityCode: SecurityCode,
};

export type Validation<T> = { readonly ok: true; readonly output: T } | { readonly ok: false; readonly errors: FieldErrors };

/** Runs a shared schema; field problems come back as `{ field: descriptor }`, the first one per field. */
export function validate<const S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, output: result.output };
  const issues: FieldIssue[] = result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }));
  return { ok: false, errors: fieldErrors(issues) };
}
