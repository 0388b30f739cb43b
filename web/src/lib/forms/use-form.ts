/**
 * The one form mechanism of the web app: field errors (the shared schema's, found in the browser, or the API's
 * `error.details`, the same catalogue keys either way), one form-level failure, the pending state, and after each
 * refused or failed submit the focus on the first field in error (else on the form's alert). No form library:
 * the login page carries this hook in its initial JavaScript. Validation is passed in (`check`), so that a page
 * may load valibot lazily (./validate.ts).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { isApiError } from '../api';
import { errorCodeOf } from '../error-messages';
import { fieldErrors } from '../field-messages';

export type FieldErrors = Record<string, MessageDescriptor>;

/** What a check answers: the schema's output, or the problems of the fields. */
export type Checked<T> = { readonly ok: true; readonly output: T } | { readonly ok: false; readonly errors: FieldErrors };

/**
 * The field problems of a 400 VALIDATION_FAILED (`error.details`), by top-level field (`languages.0` → `languages`).
 * Other failures mark no field (a 409 on register must not say which address is taken).
 */
function apiFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) && error.code === 'VALIDATION_FAILED'
    ? fieldErrors(error.details.map(({ field, message }) => ({ field: field.split('.', 1)[0] ?? '', message })))
    : {};
}

export function useForm() {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Bumped by each refusal: the focus moves once React has rendered the errors. The focus helper is fetched then,
  // which keeps it out of the login page's initial JavaScript (a failed fetch only leaves the focus where it is).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt !== 0)
      void import('./focus-first-error').then(
        ({ focusFirstError }) => focusFirstError(form.current),
        () => undefined,
      );
  }, [attempt]);
  // Stable, so that an effect may depend on it.
  const clear = useCallback(() => {
    setFields({});
    setFormError(null);
  }, []);
  /** Refused input (problems, maybe a form-level code) or a failed call (`fail`): shown, then the focus moves. */
  const reject = (problems: FieldErrors, code: string | null = null) => {
    setFields(problems);
    setFormError(code);
    setAttempt((count) => count + 1);
  };
  /** A call failed: the field problems the API reported, and the code shown for the form. */
  const fail = (failure: unknown, code: string = errorCodeOf(failure)) => reject(apiFieldErrors(failure), code);
  return {
    form,
    fields,
    /** The form-level failure: a code of `errors.<CODE>`, or null. */
    formError,
    pending,
    clear,
    reject,
    fail,
    setFormError,
    /** `(field) => translated error or undefined`, for the components/ui fields. */
    errorText: (field: string) => (fields[field] ? intl.formatMessage(fields[field]) : undefined),
    /** Replaces the field errors (see ./forget-fields.ts: the fields just edited lose theirs). */
    setFields,
    /**
     * For the form's submit: ignored while pending; else `check` (the schema, maybe loaded on demand), then `send`
     * with its output. Refused input or a failed call shows its errors; pending until `send` has settled.
     */
    async submit<T>(event: FormEvent | null, check: () => Checked<T> | Promise<Checked<T>>, send: (input: T) => unknown): Promise<void> {
      event?.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        const checked = await check();
        if (!checked.ok) return reject(checked.errors);
        clear();
        await send(checked.output);
      } catch (failure) {
        fail(failure);
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
  };
}

export type Form = ReturnType<typeof useForm>;
