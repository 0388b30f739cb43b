/** Where the CSV is pasted (or a .csv file read into), with "Aperçu": what the browser refuses of it is said below it. */
import type { ChangeEvent, Ref } from 'react';
import { useIntl } from 'react-intl';
import { importMessages as messages } from '../messages';
import type { LocalProblem } from '../use-import-steps';

export function PasteArea({
  id,
  text,
  pasteRef,
  localProblem,
  busy,
  onType,
  onFile,
  onPreview,
}: {
  readonly id: string;
  readonly text: string;
  readonly pasteRef: Ref<HTMLTextAreaElement>;
  readonly localProblem: LocalProblem | null;
  /** The preview is on its way. */
  readonly busy: boolean;
  readonly onType: (text: string) => void;
  readonly onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onPreview: () => void;
}) {
  const intl = useIntl();
  return (
    <section className="card imports-paste" aria-labelledby={`${id}-paste`} aria-busy={busy || undefined}>
      <h2 id={`${id}-paste`} className="visually-hidden">
        {intl.formatMessage(messages.pasteLabel)}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-text`} className="field-label">
          {intl.formatMessage(messages.pasteLabel)}
        </label>
        <p id={`${id}-hint`} className="field-description">
          {intl.formatMessage(messages.pasteHint)}
        </p>
        <textarea
          id={`${id}-text`}
          ref={pasteRef}
          className="input textarea imports-textarea"
          rows={14}
          spellCheck={false}
          autoComplete="off"
          value={text}
          aria-describedby={localProblem ? `${id}-problem ${id}-hint` : `${id}-hint`}
          aria-invalid={localProblem !== null || undefined}
          onChange={(event) => onType(event.target.value)}
        />
        {localProblem ? (
          <p id={`${id}-problem`} className="field-error">
            {intl.formatMessage(messages[localProblem])}
          </p>
        ) : null}
      </div>
      <div className="form-actions imports-actions">
        <label className="button imports-file">
          <input type="file" accept=".csv,.txt,text/csv,text/plain" className="visually-hidden" onChange={onFile} />
          <span>{intl.formatMessage(messages.chooseFile)}</span>
        </label>
        <button type="button" className="button primary" onClick={onPreview} aria-disabled={busy || undefined}>
          {intl.formatMessage(busy ? messages.previewing : messages.preview)}
        </button>
      </div>
      {busy ? (
        <p role="status" className="muted">
          {intl.formatMessage(messages.previewing)}
        </p>
      ) : null}
    </section>
  );
}
