/**
 * One field an upload link asks for: its label, its rules (accepted types, size limit, how many files and how many
 * more), the files it holds already ("ce que vous avez déjà envoyé"), and the uploader: a button that opens the file
 * picker (the keyboard's way) and the whole card as a drop zone, each file checked here against the field's rules,
 * then sent with its progress and a cancel button (components/uploads, lib/uploads: the record form's uploader with
 * the link's endpoints), checked by the server, and attached to the record. After the attach the field shows the
 * files its answer lists. An attach that fails says so with its number, and may be tried again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UploadLinkField } from '../../../../../shared/schemas/uploads';
import { uploadMessages } from '../../../components/uploads/messages';
import { failureText, UploadList } from '../../../components/uploads/upload-list';
import { useFileDrop } from '../../../components/uploads/use-file-drop';
import { formatSize } from '../../../lib/uploads/format-size';
import { failureOf, inProgress, type UploadFailure, type UploadItem } from '../../../lib/uploads/upload-item';
import { useUploads } from '../../../lib/uploads/use-uploads';
import { type RefusalTexts, screenFiles } from '../../../lib/uploads/screen-files';
import { attachUpload, isLinkGone, linkUploads, showAttached, uploadLinkKeys } from '../api';
import { pageMessages as messages } from '../messages';

/** A file checked by the server whose attach to the record is under way, or failed. */
interface Attaching {
  readonly key: string;
  readonly uploadId: string;
  readonly name: string;
  readonly failure?: UploadFailure | undefined;
}

/** What the page says of a file it will not send (the form's checks, in the page's words). */
const LINK_REFUSALS: RefusalTexts = {
  empty: messages.refusedEmpty,
  type: messages.refusedType,
  size: messages.refusedSize,
  count: messages.refusedCount,
};

export function LinkField({ token, field }: { readonly token: string; readonly field: UploadLinkField }) {
  const intl = useIntl();
  const client = useQueryClient();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [attaching, setAttaching] = useState<readonly Attaching[]>([]);
  const [said, setSaid] = useState('');
  const multiple = field.type === 'gallery';

  const attach = async (item: Pick<Attaching, 'key' | 'uploadId' | 'name'>) => {
    setAttaching((list) => [...list.filter((entry) => entry.key !== item.key), item]);
    try {
      const attached = await attachUpload(token, item.uploadId);
      showAttached(client, token, attached);
      setAttaching((list) => list.filter((entry) => entry.key !== item.key));
      uploads.dismiss(item.key);
      setSaid(intl.formatMessage(messages.attached, { name: item.name }));
    } catch (error) {
      const failure = failureOf(error);
      setAttaching((list) => list.map((entry) => (entry.key === item.key ? { ...entry, failure } : entry)));
      // The link stopped working meanwhile: the page reads it again, and says so instead of its form.
      if (isLinkGone(failure.code)) void client.invalidateQueries({ queryKey: uploadLinkKeys.page(token) });
    }
  };

  const uploads = useUploads({
    ...linkUploads(token, field.key),
    onReady: (item: UploadItem) => {
      if (item.uploadId) void attach({ key: item.key, uploadId: item.uploadId, name: item.name });
    },
  });
  // A file refused because the link stopped working (expired, revoked): the page reads it again and says so.
  const linkGone = uploads.items.some((item) => item.failure && isLinkGone(item.failure.code));
  useEffect(() => {
    if (linkGone) void client.invalidateQueries({ queryKey: uploadLinkKeys.page(token) });
  }, [linkGone, client, token]);

  const travelling = uploads.items.filter(inProgress).length + attaching.filter((entry) => !entry.failure).length;
  // A file field holds one file: a new one replaces it. A gallery holds at most `maxCount`.
  const remaining = multiple && field.maxCount !== null ? Math.max(0, field.maxCount - field.files.length - travelling) : null;
  const full = remaining === 0;

  const choose = (files: readonly File[]) => {
    const rules = { accept: field.accept ?? undefined, bytes: field.maxBytes, limit: field.maxCount ?? undefined };
    const room = multiple ? (remaining ?? Number.POSITIVE_INFINITY) : 1;
    const { kept, refused } = screenFiles(intl, multiple ? files : files.slice(0, 1), room, rules, LINK_REFUSALS);
    setRefusals(refused);
    if (kept.length > 0) uploads.add(kept);
  };
  const drop = useFileDrop(choose, !full);

  const rules = [
    field.accept ? intl.formatMessage(messages.types, { types: field.accept.join(', ') }) : intl.formatMessage(messages.anyType),
    intl.formatMessage(messages.maxSize, { size: formatSize(intl, field.maxBytes) }),
    !multiple
      ? intl.formatMessage(messages.oneFile)
      : field.maxCount === null
        ? intl.formatMessage(messages.noLimit)
        : intl.formatMessage(messages.count, { max: field.maxCount, remaining: remaining ?? 0 }),
  ];

  return (
    <section
      className={drop.over ? 'card upload-page-field is-drop-target' : 'card upload-page-field'}
      aria-labelledby={`${ids}-title`}
      {...drop.props}
    >
      <h2 id={`${ids}-title`}>{field.label}</h2>
      <ul id={`${ids}-rules`} className="upload-page-rules">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>

      <h3 id={`${ids}-sent`}>{intl.formatMessage(messages.alreadySent)}</h3>
      {field.files.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.nothingYet)}</p>
      ) : (
        // Names and sizes only: the page gives no one the files themselves.
        <ul className="files" aria-label={intl.formatMessage(messages.fieldFiles, { field: field.label })}>
          {field.files.map((file) => (
            <li key={file.uploadId} className="file">
              <span className="file-name">{file.name}</span> <span className="muted">{formatSize(intl, file.size)}</span>
            </li>
          ))}
        </ul>
      )}

      {full ? (
        <p>{intl.formatMessage(messages.full)}</p>
      ) : (
        <div className="upload-page-pick">
          <button
            type="button"
            className="button primary"
            aria-labelledby={`${ids}-choose ${ids}-title`}
            aria-describedby={`${ids}-rules`}
            onClick={() => {
              const element = input.current;
              if (!element) return;
              element.value = ''; // the same file may be chosen again
              element.click();
            }}
          >
            <span id={`${ids}-choose`}>{intl.formatMessage(multiple ? messages.chooseFiles : messages.chooseFile)}</span>
          </button>
          <span className="muted" aria-hidden="true">
            {intl.formatMessage(drop.over ? uploadMessages.dropActive : multiple ? uploadMessages.dropHint : uploadMessages.dropHintOne)}
          </span>
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            accept={field.accept?.join(',')}
            multiple={multiple}
            onChange={(event) => choose(Array.from(event.target.files ?? []))}
          />
        </div>
      )}

      <div role="alert" className="upload-page-refusals">
        {refusals.length > 0 ? (
          <ul>
            {refusals.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <UploadList items={uploads.items} onCancel={uploads.cancel} onRetry={uploads.retry} onDismiss={uploads.dismiss} />

      {attaching.length > 0 ? (
        <ul className="uploads" aria-label={intl.formatMessage(messages.attachProblems)}>
          {attaching.map((entry) => (
            <li key={entry.key} className={entry.failure ? 'upload is-failed' : 'upload is-checking'}>
              <span className="upload-name">{entry.name}</span>
              {entry.failure ? (
                <>
                  <span className="upload-problem">
                    {failureText(intl, entry.failure).map((text) => (
                      <span key={text} className="upload-problem-part">
                        {text}
                      </span>
                    ))}
                  </span>
                  <span className="upload-actions">
                    {isLinkGone(entry.failure.code) ? null : (
                      <button
                        type="button"
                        className="upload-action"
                        aria-label={intl.formatMessage(messages.retryAttach, { name: entry.name })}
                        onClick={() => void attach(entry)}
                      >
                        {intl.formatMessage(uploadMessages.retryShort)}
                      </button>
                    )}
                    <button
                      type="button"
                      className="upload-action"
                      aria-label={intl.formatMessage(uploadMessages.dismiss, { name: entry.name })}
                      onClick={() => {
                        setAttaching((list) => list.filter((item) => item.key !== entry.key));
                        uploads.dismiss(entry.key);
                      }}
                    >
                      {intl.formatMessage(uploadMessages.dismissShort)}
                    </button>
                  </span>
                </>
              ) : (
                <span className="upload-state">{intl.formatMessage(messages.attaching)}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status" className="visually-hidden">
        {said}
      </div>
    </section>
  );
}
