/**
 * Files as a record shows them (shared/schemas/uploads.ts FileView): an image as its small preview (`previewUrl`,
 * loaded lazily) with its name, both opening the original (`url`, loaded only then); every file with its size and a
 * download link under its original name (`downloadUrl`). A gallery is a grid. Files just uploaded have no URLs yet:
 * they show their local preview and their name.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FileRef } from '../../../../shared/record-values';
import { formatSize } from '../../lib/uploads/format-size';
import { rendererMessages } from './messages';

const isImage = (file: Pick<FileRef, 'type'>) => file.type.toLowerCase().startsWith('image/');

export interface FileListProps {
  readonly files: readonly FileRef[];
  /** A gallery: a grid of previews. */
  readonly gallery: boolean;
  /** The list's accessible name. */
  readonly label: string;
  /** Something after each file (the form's remove button). */
  readonly action?: ((file: FileRef, index: number) => ReactNode) | undefined;
}

export function FileList({ files, gallery, label, action }: FileListProps) {
  const intl = useIntl();
  return (
    <ul className={gallery ? 'files files-gallery' : 'files'} aria-label={label}>
      {files.map((file, index) => {
        const thumb =
          isImage(file) && file.previewUrl ? (
            <img className="file-thumb" src={file.previewUrl} alt="" loading="lazy" decoding="async" />
          ) : null;
        const name = <span className="file-name">{file.name}</span>;
        return (
          <li key={`${index}-${file.uploadId ?? file.name}`} className="file">
            {file.url ? (
              <a className="file-open" href={file.url}>
                {thumb}
                {name}
              </a>
            ) : (
              <span className="file-open">
                {thumb}
                {name}
              </span>
            )}{' '}
            <span className="file-meta">
              <span className="muted">{formatSize(intl, file.size)}</span>{' '}
              {file.downloadUrl ? (
                <a
                  href={file.downloadUrl}
                  download={file.name}
                  aria-label={intl.formatMessage(rendererMessages.downloadName, { name: file.name })}
                >
                  {intl.formatMessage(rendererMessages.download)}
                </a>
              ) : null}{' '}
              {action?.(file, index)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
