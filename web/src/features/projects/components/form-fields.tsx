/**
 * Form helpers of the projects screens. Field messages are catalogue keys turned into descriptors
 * (lib/field-messages.ts): the same whether the shared valibot schema found the problem in the browser or
 * the API did (`error.details`). The fields themselves are the native ones of components/ui.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import type { FieldIssue } from '../../../../../shared/errors';
import { focusFirstError } from '../../../lib/forms/focus-first-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import { fieldErrors } from '../../../lib/field-messages';
import { commonMessages } from '../messages';

export type FieldErrors = Record<string, MessageDescriptor>;

/** The top-level field of a dotted path (`languages.0` → `languages`). */
const topField = (field: string) => field.split('.', 1)[0] ?? '';

/** Problems found by a shared valibot schema, as field errors (the first one per field). */
function schemaErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  return fieldErrors(
    issues.map(
      (issue): FieldIssue => ({ field: topField((issue.path ?? []).map((item) => String(item.key)).join('.')), message: issue.message }),
    ),
  );
}

/** The field problems an API error carried (`error.details`), as field errors. */
function apiFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  return fieldErrors(error.details.map((issue) => ({ field: topField(issue.field), message: issue.message })));
}

/** Field errors without the fields just edited. */
const withoutFields = (errors: FieldErrors, fields: readonly string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));

/** `(field) => translated error or undefined`, for the components/ui fields. */
export function useErrorText(errors: FieldErrors): (field: string) => string | undefined {
  const intl = useIntl();
  return (field) => {
    const descriptor = errors[field];
    return descriptor ? intl.formatMessage(descriptor) : undefined;
  };
}

/**
 * A form checked with a shared valibot schema, then sent through a mutation: its field errors (the schema's
 * or the API's), and after each failed attempt the focus on the first invalid field, brought into view.
 */
export function useSchemaForm<TData, TVariables>(options: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData) => unknown;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt !== 0) focusFirstError(form.current);
  }, [attempt]);
  const failed = (next: FieldErrors) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  };
  const mutation = useMutation({ ...options, onError: (error) => failed(apiFieldErrors(error)) });
  return {
    form,
    mutation,
    errors,
    errorText: useErrorText(errors),
    /** Forgets the errors of the fields just edited. */
    forget(fields: readonly string[]) {
      const touched = fields.filter((field) => errors[field]);
      if (touched.length > 0) setErrors((current) => withoutFields(current, touched));
    },
    /**
     * For the form's submit: ignored while the mutation is pending, else its last failure is forgotten and
     * `input` checked with `schema`. Returns the schema's output, or nothing when refused (problems shown).
     */
    check<const S extends v.GenericSchema>(event: FormEvent, schema: S, input: unknown): v.InferOutput<S> | undefined {
      event.preventDefault();
      if (mutation.isPending) return undefined;
      mutation.reset();
      const parsed = v.safeParse(schema, input);
      if (!parsed.success) {
        failed(schemaErrors(parsed.issues));
        return undefined;
      }
      setErrors({});
      return parsed.output;
    },
  };
}

/** The form-level alert for a failed call, in the catalogue's words (`errors.<CODE>`). */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  return <FormAlert>{intl.formatMessage(errorMessageFor(errorCodeOf(error)), { number: isApiError(error) ? error.status : 0 })}</FormAlert>;
}

/** "Fields marked * are required." */
export function RequiredNote() {
  const intl = useIntl();
  return <p className="form-hint">{intl.formatMessage(commonMessages.requiredNote)}</p>;
}
