/**
 * The builder screens on the one form hook (lib/forms/use-form). Their problems are kept flat, by path (a field's
 * under `fieldPath(uid)`, model.ts), whether the shared schema found them or the API did (`form.fields.3.key` is
 * mapped to the field shown third by the screen's `fromApi`). A save the API refuses for named settings shows
 * each next to its setting and moves the focus to the first; one that names none (409, network) only sets the
 * save bar's code, the focus staying on "Enregistrer".
 */
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../lib/api';
import { errorCodeOf } from '../../lib/error-messages';
import { fieldErrors } from '../../lib/field-messages';
import { type FieldErrors, useForm } from '../../lib/forms/use-form';
import { errorAt, forgetPath } from './model';

/** Catalogue keys by path (`titles.add.fr`, `@f3.key`). */
export type Problems = Readonly<Record<string, string>>;
type Details = readonly { readonly field: string; readonly message: string }[];

const messagesOf = (problems: Problems): FieldErrors =>
  fieldErrors(Object.entries(problems).map(([field, message]) => ({ field, message })));

export function useConfigForm({
  fromApi,
  onReject,
}: {
  /** The API's `error.details` (`form.fields.3.key`) by path on the screen. */
  readonly fromApi: (details: Details) => Problems;
  /** Told of each refusal's problems before the focus moves (to show the part of the form holding the first). */
  readonly onReject?: (problems: FieldErrors) => void;
}) {
  const intl = useIntl();
  const form = useForm();
  const refuse = (problems: FieldErrors, code: string | null) => {
    onReject?.(problems);
    form.reject(problems, code);
  };
  return {
    ...form,
    /** The problem at `path` or below it (`label` finds `label.fr`), translated. */
    errorText(path: string): string | undefined {
      const message = errorAt(form.fields, path);
      return message ? intl.formatMessage(message) : undefined;
    },
    /** After an edit: the problems at `path` and below it are forgotten. */
    forget(path: string): void {
      if (errorAt(form.fields, path) !== undefined) form.setFields((current) => forgetPath(current, path));
    },
    /** Saving: the browser's `problems` shown (nothing sent), else `send`, pending until it settles. */
    save(event: FormEvent, problems: Problems, send: () => Promise<unknown>): Promise<void> {
      return form.submit(
        event,
        () => {
          if (Object.keys(problems).length === 0) return { ok: true, output: null };
          onReject?.(messagesOf(problems));
          return { ok: false, errors: messagesOf(problems) };
        },
        async () => {
          try {
            await send();
          } catch (failure) {
            if (isApiError(failure) && failure.details.length > 0)
              return refuse(messagesOf(fromApi(failure.details)), errorCodeOf(failure));
            // No setting named: the save bar says why, the focus stays on "Enregistrer". Any stale version (409)
            // offers the reload, whatever its code.
            form.setFormError(isApiError(failure) && failure.status === 409 ? 'CONFLICT' : errorCodeOf(failure));
          }
        },
      );
    },
  };
}

export type ConfigForm = ReturnType<typeof useConfigForm>;
