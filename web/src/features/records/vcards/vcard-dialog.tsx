/**
 * vCards of an element's records (loaded when the list's "vCards" button is pressed): which records
 * (the list's selection, its current search, or all of them, with their counts where they are known), which field
 * gives each property of the card (defaults from the fields' technical values, `defaultVcardMapping`, the server's own
 * rule), the project language of translated values, then "Générer" → the export job's progress → "Télécharger", which
 * asks a fresh link (valid a few minutes) and opens it: the file comes as an attachment, the list stays.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../../../../shared/constants';
import { localizedText } from '../../../../../shared/localized-text';
import type { FormConfig } from '../../../../../shared/schemas/builder';
import {
  type ExportResult,
  type ExportScope,
  exportScope,
  VCARD_PROPERTIES,
  type VcardMapping,
  type VcardProperty,
} from '../../../../../shared/schemas/exports';
import { defaultVcardMapping } from '../../../../../shared/vcard-mapping';
import { languageMessages } from '../../../components/projects/messages';
import { FormAlert, FormStatus } from '../../../components/ui/form-alert';
import { JobProgress } from '../../../components/ui/job-progress';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api';
import { errorCodeOf, errorMessageFor } from '../../../lib/error-messages';
import { fieldMessageFor } from '../../../lib/field-messages';
import { useExportDownload, useStartExport } from '../../../lib/exports';
import type { UiLocale } from '../../../../../shared/constants';
import { jobQuery } from '../../../lib/job-query';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { propertyMessages, vcardMessages as messages } from './messages';
import './vcards.css';

export interface VcardDialogProps {
  readonly to: ElementRef;
  readonly form: FormConfig;
  readonly languages: readonly Language[];
  readonly locale: UiLocale;
  /** The element's record count (the application's counter). */
  readonly count: number;
  /** The list's current search, if any. */
  readonly query: string;
  /** The records selected in the list. */
  readonly selection: readonly string[];
  readonly onClose: () => void;
}

type ScopeKind = ExportScope['kind'];

/** Fields that can give a card's text: files and galleries cannot. */
const mappable = (form: FormConfig) => form.fields.filter((field) => field.type !== 'file' && field.type !== 'gallery');

/** Opens a fresh download link of a finished export: the file is an attachment, the page stays. */
function Generated({ to, jobId, onClose }: { readonly to: ElementRef; readonly jobId: string; readonly onClose: () => void }) {
  const intl = useIntl();
  const { data: job, error } = useQuery(jobQuery(jobId));
  const { busy, failure, download } = useExportDownload(to, jobId);
  const status = useRef<HTMLDivElement>(null);
  const succeeded = job?.status === 'succeeded';
  useEffect(() => {
    if (succeeded) status.current?.focus();
  }, [succeeded]);
  if (error || job?.status === 'failed') {
    const code = job?.error?.code ?? errorCodeOf(error);
    return (
      <FormAlert>
        <p>{intl.formatMessage(messages.failed)}</p>
        <p>{intl.formatMessage(errorMessageFor(code))}</p>
      </FormAlert>
    );
  }
  if (!succeeded) {
    return <JobProgress label={intl.formatMessage(messages.generating)} done={job?.progress.done ?? 0} total={job?.progress.total ?? 0} />;
  }
  const result = job.result as ExportResult | undefined;
  return (
    <div className="vcard-done">
      <FormStatus ref={status}>
        <p>{intl.formatMessage(messages.done, { count: result?.rows ?? 0, fileName: result?.fileName ?? '' })}</p>
      </FormStatus>
      {failure ? (
        <FormAlert>
          <p>{intl.formatMessage(errorMessageFor(errorCodeOf(failure)))}</p>
        </FormAlert>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </button>
        <button type="button" className="button primary" aria-disabled={busy || undefined} onClick={() => void download()}>
          {intl.formatMessage(busy ? messages.downloading : messages.download)}
        </button>
      </div>
    </div>
  );
}

export default function VcardDialog({ to, form, languages, locale, count, query, selection, onClose }: VcardDialogProps) {
  const intl = useIntl();
  const id = useId();
  const fields = mappable(form);
  const scopes: ScopeKind[] = [...(selection.length > 0 ? ['selection' as const] : []), ...(query ? ['search' as const] : []), 'all'];
  const [scope, setScope] = useState<ScopeKind>(scopes[0] ?? 'all');
  const [mapping, setMapping] = useState<Partial<Record<VcardProperty, string>>>(() => ({ ...defaultVcardMapping(form) }));
  const [language, setLanguage] = useState<Language | undefined>(languages[0]);
  const [missingName, setMissingName] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartExport({ mutationConfig: { onSuccess: ({ jobId: started }) => setJobId(started) } });
  const alert = useRef<HTMLDivElement>(null);

  const scopeLabel = (kind: ScopeKind) =>
    kind === 'selection'
      ? intl.formatMessage(messages.scopeSelection, { count: selection.length })
      : kind === 'search'
        ? intl.formatMessage(messages.scopeSearch, { query })
        : intl.formatMessage(messages.scopeAll, { count });
  const records = () => exportScope(scope, selection, query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const chosen = Object.fromEntries(Object.entries(mapping).filter(([, key]) => key)) as VcardMapping;
    // A card needs a name or an address (the server refuses one without).
    if (!chosen.given && !chosen.family && !chosen.fn && !chosen.email) {
      setMissingName(true);
      alert.current?.focus();
      return;
    }
    setMissingName(false);
    start.mutate({ to, request: { format: 'vcard', records: records(), vcard: chosen, ...(language ? { language } : {}) } });
  };
  const failure = start.error;
  // The API's field problems, each said once (the fields of this dialog are few and fixed).
  const failureIssues = isApiError(failure) ? [...new Set(failure.details.map((issue) => issue.message))] : [];
  return (
    <ModalDialog title={intl.formatMessage(messages.title)} onClose={onClose}>
      {jobId ? (
        <Generated to={to} jobId={jobId} onClose={onClose} />
      ) : (
        <form className="vcard-form" onSubmit={submit} noValidate aria-describedby={`${id}-intro`}>
          <p id={`${id}-intro`}>{intl.formatMessage(messages.intro)}</p>
          {missingName || failure ? (
            <FormAlert ref={alert}>
              {missingName ? <p>{intl.formatMessage(messages.noName)}</p> : null}
              {failure ? <p>{intl.formatMessage(errorMessageFor(errorCodeOf(failure)))}</p> : null}
              {failureIssues.map((message) => (
                <p key={message}>{intl.formatMessage(fieldMessageFor(message))}</p>
              ))}
            </FormAlert>
          ) : null}
          <RadioGroupField
            legend={intl.formatMessage(messages.records)}
            options={scopes.map((kind) => ({ value: kind, label: scopeLabel(kind) }))}
            value={scope}
            onChange={setScope}
          />
          <fieldset className="vcard-mapping">
            <legend>{intl.formatMessage(messages.mapping)}</legend>
            <p className="field-description">{intl.formatMessage(messages.mappingHint)}</p>
            <div className="vcard-mapping-grid">
              {VCARD_PROPERTIES.map((property) => (
                <SelectField
                  key={property}
                  label={intl.formatMessage(propertyMessages[property])}
                  placeholder={intl.formatMessage(messages.none)}
                  options={fields.map((field) => ({
                    value: field.key,
                    label: localizedText(field.label, locale, languages) || field.key,
                  }))}
                  value={mapping[property] ?? ''}
                  onChange={(event) => setMapping((current) => ({ ...current, [property]: event.target.value || undefined }))}
                />
              ))}
            </div>
          </fieldset>
          {languages.length > 1 ? (
            <SelectField
              label={intl.formatMessage(messages.language)}
              options={languages.map((language) => ({ value: language, label: intl.formatMessage(languageMessages[language]) }))}
              value={language ?? ''}
              onChange={(event) => setLanguage(event.target.value as Language)}
            />
          ) : null}
          <div className="modal-actions">
            <button type="button" className="button" onClick={onClose}>
              {intl.formatMessage(messages.cancel)}
            </button>
            <button type="submit" className="button primary" aria-disabled={start.isPending || undefined}>
              {intl.formatMessage(messages.generate)}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
