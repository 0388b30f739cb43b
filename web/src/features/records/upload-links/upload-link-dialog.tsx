/**
 * Creating an upload link for a record (loaded on demand by upload-links-section.tsx): the file and gallery fields it
 * asks for (at least one), how many days it works (1–30, 7 by default), the language of its page (the UI's by
 * default), and optionally an address to mail it to with a personal message. Checked in the browser with the API's
 * own schema (shared/schemas/uploads.ts); the API's field problems go on the same fields. Once created, the link's
 * address (shown this once: only its hash is stored) with a Copy button (the clipboard, else the text selected for
 * the user to copy), and the address it was mailed to.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { UI_LOCALES, type UiLocale } from '../../../../../shared/constants';
import {
  CreateUploadLinkInput,
  type CreatedUploadLink,
  UPLOAD_LINK_MAX_DAYS,
  UPLOAD_LINK_MESSAGE_MAX,
  UPLOAD_LINK_MIN_DAYS,
} from '../../../../../shared/schemas/uploads';
import { languageMessages } from '../../../components/projects/messages';
import { CheckboxGroupField } from '../../../components/ui/checkbox-group-field';
import { FormError } from '../../../components/ui/form-error';
import { FormStatus } from '../../../components/ui/form-alert';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { useLocale } from '../../../lib/use-locale';
import { type LinkTarget, useCreateUploadLink } from './api';
import { uploadLinkMessages as messages } from './messages';

interface Values {
  fields: string[];
  days: string;
  language: UiLocale;
  email: string;
  message: string;
}

const DEFAULT_LINK_DAYS = 7;

/** A file or gallery field of the record's form, labelled in the UI language. */
export interface LinkField {
  readonly key: string;
  readonly label: string;
}

/** Copies `text`; where the clipboard cannot be written (no permission, an insecure page), false. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CreatedLink({ created, onClose }: { readonly created: CreatedUploadLink; readonly onClose: () => void }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const [copy, setCopy] = useState<'copied' | 'selected' | null>(null);
  useEffect(() => {
    // The form is gone: the focus goes to what replaced it.
    status.current?.focus();
  }, []);
  const doCopy = async () => {
    if (await copyText(created.url)) return setCopy('copied');
    input.current?.focus();
    input.current?.select();
    setCopy('selected');
  };
  return (
    <div className="upload-link-created">
      <FormStatus ref={status}>
        <p>{intl.formatMessage(messages.created)}</p>
        {created.mailed && created.link.email ? <p>{intl.formatMessage(messages.mailed, { email: created.link.email })}</p> : null}
      </FormStatus>
      <TextField
        ref={input}
        label={intl.formatMessage(messages.url)}
        description={intl.formatMessage(messages.urlHint)}
        name="url"
        value={created.url}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage(messages.done)}
        </button>
        <button type="button" className="button primary" onClick={() => void doCopy()}>
          {intl.formatMessage(messages.copy)}
        </button>
      </div>
      <p role="status" className="upload-link-copy-status">
        {copy ? intl.formatMessage(copy === 'copied' ? messages.copied : messages.selected) : null}
      </p>
    </div>
  );
}

export interface UploadLinkDialogProps {
  readonly target: LinkTarget;
  /** The form's file and gallery fields. */
  readonly fields: readonly LinkField[];
  readonly onClose: () => void;
}

export default function UploadLinkDialog({ target, fields, onClose }: UploadLinkDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [values, setValues] = useState<Values>({
    fields: fields.map((field) => field.key),
    days: String(DEFAULT_LINK_DAYS),
    language: locale,
    email: '',
    message: '',
  });
  const [created, setCreated] = useState<CreatedUploadLink | null>(null);
  const form = useForm();
  const create = useCreateUploadLink({ mutationConfig: { onSuccess: setCreated } });

  const change =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      forgetFields(form, [key]);
    };

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () =>
        validate(CreateUploadLinkInput, {
          projectId: target.to.projectId,
          applicationId: target.applicationId,
          element: target.to.element,
          recordId: target.recordId,
          fields: values.fields,
          days: values.days.trim() === '' ? Number.NaN : Number(values.days),
          language: values.language,
          email: values.email,
          message: values.message,
        }),
      ({ fields: asked, days, language, email, message }) =>
        create.mutateAsync({ target, link: { fields: asked, days, language, email, message } }),
    );

  return (
    <ModalDialog title={intl.formatMessage(messages.dialogTitle)} onClose={onClose}>
      {created ? (
        <CreatedLink created={created} onClose={onClose} />
      ) : (
        <form ref={form.form} className="form" noValidate aria-label={intl.formatMessage(messages.form)} onSubmit={submit}>
          <FormError code={form.formError} />
          <CheckboxGroupField
            legend={intl.formatMessage(messages.fields)}
            name="fields"
            description={intl.formatMessage(messages.fieldsHint)}
            value={values.fields}
            onChange={change('fields')}
            error={form.errorText('fields')}
            required
            options={fields.map((field) => ({ value: field.key, label: field.label }))}
          />
          <TextField
            label={intl.formatMessage(messages.days)}
            description={intl.formatMessage(messages.daysHint)}
            name="days"
            type="number"
            inputMode="numeric"
            min={UPLOAD_LINK_MIN_DAYS}
            max={UPLOAD_LINK_MAX_DAYS}
            step={1}
            value={values.days}
            onChange={(event) => change('days')(event.target.value)}
            error={form.errorText('days')}
            required
          />
          <RadioGroupField<UiLocale>
            legend={intl.formatMessage(messages.language)}
            value={values.language}
            onChange={change('language')}
            error={form.errorText('language')}
            options={UI_LOCALES.map((language) => ({ value: language, label: intl.formatMessage(languageMessages[language]) }))}
          />
          <TextField
            label={intl.formatMessage(messages.email)}
            description={intl.formatMessage(messages.emailHint)}
            name="email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            value={values.email}
            onChange={(event) => change('email')(event.target.value)}
            error={form.errorText('email')}
          />
          <TextareaField
            label={intl.formatMessage(messages.message)}
            name="message"
            rows={4}
            maxLength={UPLOAD_LINK_MESSAGE_MAX}
            value={values.message}
            onChange={(event) => change('message')(event.target.value)}
            error={form.errorText('message')}
          />
          <div className="form-actions">
            <button type="button" className="button" onClick={onClose}>
              {intl.formatMessage(messages.cancel)}
            </button>
            <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
              {intl.formatMessage(form.pending ? messages.submitting : messages.submit)}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
