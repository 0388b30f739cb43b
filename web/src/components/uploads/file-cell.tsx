/**
 * A file or gallery column's cell on the list page: at most CELL_PREVIEWS small previews (or the files' names) and
 * how many more. Cells hold `[{ uploadId, name, type, preview?, previewUrl? }]` (at most 4) and, when the value has
 * more files, a last `{ more }` item counting the others (docs/api.md); older rows may hold ''.
 */
import { useIntl } from 'react-intl';
import { uploadMessages } from './messages';
import './uploads.css';

/** How many files a list cell shows. */
export const CELL_PREVIEWS = 3;

interface CellFile {
  readonly uploadId?: string;
  readonly name: string;
  readonly type?: string;
  readonly previewUrl?: string;
}

const isCellFile = (item: unknown): item is CellFile =>
  typeof item === 'object' && item !== null && typeof (item as CellFile).name === 'string' && (item as CellFile).name !== '';

/** How many files the cell's `{ more }` item says it leaves out. */
const leftOut = (items: readonly unknown[]) =>
  items.reduce<number>((sum, item) => {
    const more = typeof item === 'object' && item !== null ? (item as { more?: unknown }).more : undefined;
    return sum + (typeof more === 'number' && Number.isInteger(more) && more > 0 ? more : 0);
  }, 0);

export function FileCell({ value }: { readonly value: unknown }) {
  const intl = useIntl();
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  const files = items.filter(isCellFile);
  if (files.length === 0) return null;
  // Old rows may repeat a name without an upload id: the position keeps keys unique.
  const shown = files.slice(0, CELL_PREVIEWS).map((file, position) => ({ file, key: `${position}:${file.uploadId ?? file.name}` }));
  const more = files.length - shown.length + leftOut(items);
  return (
    <span className="file-cell">
      {shown.map(({ file, key }) =>
        file.previewUrl && (file.type ?? '').toLowerCase().startsWith('image/') ? (
          <img key={key} className="file-cell-thumb" src={file.previewUrl} alt={file.name} loading="lazy" decoding="async" />
        ) : (
          <span key={key} className="file-cell-name">
            {file.name}
          </span>
        ),
      )}
      {more > 0 ? (
        <span className="file-cell-more">
          <span aria-hidden="true">+{more}</span>{' '}
          <span className="visually-hidden">{intl.formatMessage(uploadMessages.more, { count: more })}</span>
        </span>
      ) : null}
    </span>
  );
}
