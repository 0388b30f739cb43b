/**
 * Form helpers of the account screens: form state (field errors and one form-level error code), focus on
 * the first invalid field, and the validation module, loaded on first use (a field's focus preloads it).
 */
import { useCallback, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '../../lib/api';
import { lazyWithReload } from '../../lib/chunk-reload';
import { errorCodeOf } from '../../lib/error-messages';
import { fieldErrors } from '../../lib/field-messages';

export type FieldErrors = Record<string, MessageDescriptor>;

let validation: Promise<typeof import('./validation')> | undefined;
const importValidation = lazyWithReload(() => import('./validation'));

/** The validation module (valibot + the shared schemas), fetched once. */
export function loadValidation(): Promise<typeof import('./validation')> {
  validation ??= importValidation().catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

/** `safeNextPath` (./next-path: where to go after login), fetched on first use. */
export const loadNextPath = lazyWithReload(() => import('./next-path'));

/** For a form's `onFocus`: fetches the validation module while the user types. */
export const preloadValidation = (): void => void loadValidation().catch(() => undefined);

/** Moves the focus to the first invalid control of a form (in document order). */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has rendered the errors.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Field problems the API reported (400 VALIDATION_FAILED), else none. */
export function apiFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) && error.code === 'VALIDATION_FAILED' ? fieldErrors(error.details) : {};
}

/** State of a form: its field errors and its form-level error code (a key of errors.<CODE>). */
export function useFormErrors() {
  const [fields, setFields] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Stable, so that an effect may depend on it.
  const clear = useCallback(() => {
    setFields({});
    setFormError(null);
  }, []);
  return {
    fields,
    formError,
    setFields,
    setFormError,
    clear,
    /** The input was refused before any call: its problems (and a form-level code, if any), focus on the first. */
    reject(form: HTMLFormElement | null, problems: FieldErrors, code: string | null = null) {
      setFormError(code);
      setFields(problems);
      focusFirstInvalid(form);
    },
    /** A call failed: the field problems the API reported, and the code shown for the form. */
    fail(error: unknown, code: string = errorCodeOf(error)) {
      setFields(apiFieldErrors(error));
      setFormError(code);
    },
  };
}
