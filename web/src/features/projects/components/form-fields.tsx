/**
 * Form helpers of the projects screens. Field messages are catalogue keys turned into descriptors
 * (lib/field-messages.ts): the same whether the shared valibot schema found the problem in the browser or
 * the API did (`error.details`). The fields themselves are the native ones of components/ui.
 */
import { useEffect, type RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type * as v from 'valibot';
import type { FieldIssue } from '../../../../../shared/errors';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import { fieldErrors } from '../../../lib/field-messages';
import { commonMessages } from '../messages';

export type FieldErrors = Record<string, MessageDescriptor>;

/** The top-level field of a dotted path (`languages.0` → `languages`). */
const topField = (field: string) => field.split('.', 1)[0] ?? '';

/** Problems found by a shared valibot schema, as field errors (the first one per field). */
export function schemaErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  return fieldErrors(
    issues.map(
      (issue): FieldIssue => ({ field: topField((issue.path ?? []).map((item) => String(item.key)).join('.')), message: issue.message }),
    ),
  );
}

/** The field problems an API error carried (`error.details`), as field errors. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  return fieldErrors(error.details.map((issue) => ({ field: topField(issue.field), message: issue.message })));
}

/** Field errors without the fields just edited. */
export const withoutFields = (errors: FieldErrors, fields: readonly string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));

/** `(field) => translated error or undefined`, for the components/ui fields. */
export function useErrorText(errors: FieldErrors): (field: string) => string | undefined {
  const intl = useIntl();
  return (field) => {
    const descriptor = errors[field];
    return descriptor ? intl.formatMessage(descriptor) : undefined;
  };
}

/** After a failed submit, the first invalid field of the form receives the focus. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}

/** The form-level alert for a failed call, in the catalogue's words (`errors.<CODE>`). */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  return (
    <FormAlert>{intl.formatMessage(errorMessageFor(errorCodeOf(error)), { number: isApiError(error) ? error.status : 0 })}</FormAlert>
  );
}

/** "Fields marked * are required." */
export function RequiredNote() {
  const intl = useIntl();
  return <p className="form-hint">{intl.formatMessage(commonMessages.requiredNote)}</p>;
}
