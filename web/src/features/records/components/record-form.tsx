/**
 * The form of a record, to add one or edit one: the one form renderer (`FormRenderer`) over the element's form, checked
 * in the browser with the shared rules (`validateValues`) before anything is sent, then saved (`POST`, or `PUT` with
 * the version it was based on). After a save the shell modal offers to stay on the record or go back to the list. A
 * failed save says "Vos modifications n'ont pas pu être enregistrées" (errors.ITEM_SAVE_FAILED; docs/product.md,
 * "Errors") with its reason, each problem the API names next to its field (`values.<key>`); a stale version (409) shows
 * the latest saved values beside what the user typed, which stays in the form until "Recharger la dernière version".
 * Leaving with unsaved changes asks first.
 *
 * File and gallery fields upload each file as soon as it is chosen (POST …/uploads, then straight to S3); the form is
 * not saved while a file is still on its way (the save bar says why), and a save sends the checked files' `{ uploadId
 * }`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { type RecordValues, validateValues } from '../../../../../shared/record-values';
import type { FormConfig } from '../../../../../shared/schemas/builder';
import type { RecordDetail, RecordView } from '../../../../../shared/schemas/records';
import { FormRenderer } from '../../../components/form-renderer/form-renderer';
import { valueErrors, valueMessageFor } from '../../../components/form-renderer/messages';
import { DISMISS_EVENT } from '../../../components/ui/confirm';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import { type FieldErrors, useForm } from '../../../lib/forms/use-form';
import { paths } from '../../../lib/projects/route-helpers';
import { openModal } from '../../../lib/shell-store';
import { useCreateRecord } from '../api/create-record';
import { recordQuery } from '../api/get-record';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { useUpdateRecord } from '../api/update-record';
import { formMessages, recordMessages } from '../messages';
import type { ElementScreen } from '../use-element';
import { fittedValues, valuesToSend } from '../values';
import { useFieldUploads } from '../use-field-uploads';
import { ConflictPanel } from './conflict-panel';
import { RecordSaveBar } from './record-save-bar';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-guard';

const snapshotOf = (form: FormConfig, values: RecordValues) => JSON.stringify(valuesToSend(form, values));

/** The API's field problems (`values.<key>`, maybe deeper: `values.title.fr`) by field key. */
function apiProblems(failure: unknown, form: FormConfig): FieldErrors {
  if (!isApiError(failure)) return {};
  const keys = new Set(form.fields.map((field) => field.key));
  const problems: FieldErrors = {};
  for (const detail of failure.details) {
    const [root, key] = detail.field.split('.');
    if (root === 'values' && key !== undefined && keys.has(key)) problems[key] ??= valueMessageFor(detail.message);
  }
  return problems;
}

export interface RecordFormProps {
  readonly screen: ElementScreen;
  readonly to: ElementRef;
  /** The record being edited (absent: a new record). */
  readonly record?: RecordDetail | undefined;
  /** The values a new record starts with (a copy), else the form's empty values. */
  readonly initial?: Readonly<Record<string, unknown>> | undefined;
}

export function RecordForm({ screen, to, record, initial }: RecordFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { form: config, languages, locale, categories } = screen;
  const form = useForm();
  const [values, setValues] = useState<RecordValues>(() => fittedValues(config, languages, record?.values ?? initial));
  const [start, setStart] = useState(() => ({
    baseline: snapshotOf(config, fittedValues(config, languages, record?.values ?? initial)),
    version: record?.version ?? 0,
  }));
  // Why the last save failed (beside ITEM_SAVE_FAILED), and the latest saved record after a 409.
  const [reason, setReason] = useState<string | null>(null);
  const [latest, setLatest] = useState<RecordDetail | null>(null);
  // A new record, once created: its edit screen opens (after the render that marks the form clean).
  const [created, setCreated] = useState<RecordView | null>(null);
  const dirty = created === null && snapshotOf(config, values) !== start.baseline;
  const { uploads, filesOnTheirWay, blocked, block } = useFieldUploads(to, screen.application.applicationId);
  const listPath = paths.records(locale, to.projectId, to.ref, to.element);

  const confirmSaved = (version: number) =>
    openModal({
      title: intl.formatMessage(formMessages.savedTitle),
      text: intl.formatMessage(formMessages.savedText, { version }),
      modelId: null,
      links: [
        { target: DISMISS_EVENT, class: 'primary', title: intl.formatMessage(formMessages.stay) },
        { target: listPath, title: intl.formatMessage(recordMessages.toList) },
      ],
    });

  const create = useCreateRecord({ mutationConfig: { onSuccess: (saved) => setCreated(saved) } });
  const update = useUpdateRecord({
    mutationConfig: {
      onSuccess: (saved, sent) => {
        setStart({ baseline: JSON.stringify(sent.values), version: saved.version });
        confirmSaved(saved.version);
      },
    },
  });

  // A new record: its edit screen opens (this form is clean by then), and there the confirmation asks to stay or leave.
  const openCreated = useEffectEvent((record: RecordView) =>
    Promise.resolve(navigate(paths.record(locale, to.projectId, to.ref, to.element, record.recordId, 'edit'), { replace: true })).then(() =>
      confirmSaved(record.version),
    ),
  );
  useEffect(() => {
    if (created) void openCreated(created);
  }, [created]);

  const change = (next: RecordValues, key: string) => {
    // Only the field that changed: a file checked in one field must not undo a change made meanwhile in another.
    setValues((current) => ({ ...current, [key]: next[key]! }));
    if (form.fields[key]) {
      const { [key]: _dropped, ...rest } = form.fields;
      form.setFields(rest);
    }
  };

  const failed = async (failure: unknown) => {
    const problems = apiProblems(failure, config);
    if (Object.keys(problems).length === 0 && isApiError(failure) && failure.status === 409 && record) {
      setReason('CONFLICT');
      try {
        setLatest(await client.fetchQuery(recordQuery(to, record.recordId)));
      } catch {
        setLatest(null);
      }
    } else setReason(errorCodeOf(failure));
    form.reject(problems, 'ITEM_SAVE_FAILED');
  };

  const submit = (event: FormEvent) => {
    if (filesOnTheirWay) {
      event.preventDefault();
      block();
      return;
    }
    setReason(null);
    void form.submit(
      event,
      () => {
        const problems = validateValues(config, languages, values);
        return Object.keys(problems).length > 0
          ? { ok: false, errors: valueErrors(problems) }
          : { ok: true, output: valuesToSend(config, values) };
      },
      async (sent) => {
        try {
          if (record) await update.mutateAsync({ to, recordId: record.recordId, values: sent, version: start.version });
          else await create.mutateAsync({ to, values: sent });
          setLatest(null);
        } catch (failure) {
          await failed(failure);
        }
      },
    );
  };

  const reload = () => {
    if (!latest) return;
    const fresh = fittedValues(config, languages, latest.values);
    setValues(fresh);
    setStart({ baseline: snapshotOf(config, fresh), version: latest.version });
    setLatest(null);
    setReason(null);
    form.clear();
  };

  const showReason = reason !== null && reason !== 'ITEM_SAVE_FAILED';
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <form ref={form.form} className="form card record-form" noValidate aria-label={screen.elementName} onSubmit={submit}>
        <FormRenderer
          form={config}
          languages={languages}
          uiLocale={locale}
          values={values}
          onChange={change}
          errors={form.fields}
          categories={categories}
          uploads={uploads}
        />
        {form.formError ? (
          <FormAlert>
            <p>{intl.formatMessage(errorMessageFor(form.formError))}</p>
            {showReason ? <p>{intl.formatMessage(errorMessageFor(reason))}</p> : null}
            {latest ? <ConflictPanel screen={screen} latest={latest} values={values} onReload={reload} /> : null}
          </FormAlert>
        ) : null}
        <RecordSaveBar pending={form.pending} dirty={dirty} filesOnTheirWay={filesOnTheirWay} blocked={blocked} />
      </form>
    </>
  );
}
