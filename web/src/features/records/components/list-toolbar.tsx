/**
 * Above a list's records: the search (its hint says it ignores case and accents) and "add" for writers; then the bulk
 * actions: the copy-paste import (writers), the export (which receives the search as `?q=` and the selection as
 * router state), and the vCards dialog (elements with people only: the server's rule, `hasPeople`).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { listMessages } from '../messages';

export function SearchToolbar({
  id,
  typed,
  onType,
  add,
}: {
  readonly id: string;
  readonly typed: string;
  readonly onType: (typed: string) => void;
  /** "Add" (writers only): where it leads and its label. */
  readonly add: { readonly path: string; readonly label: string } | null;
}) {
  const intl = useIntl();
  return (
    <div className="records-toolbar">
      <div className="field records-search">
        <label htmlFor={id} className="field-label">
          {intl.formatMessage(listMessages.search)}
        </label>
        <input
          id={id}
          type="search"
          className="input"
          value={typed}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onType(event.target.value)}
        />
        <p id={`${id}-hint`} className="field-description">
          {intl.formatMessage(listMessages.searchHint)}
        </p>
      </div>
      {add ? (
        <Link className="button primary" to={add.path}>
          {add.label}
        </Link>
      ) : null}
    </div>
  );
}

export function BulkActions({
  listPath,
  canWrite,
  query,
  selection,
  onVcards,
}: {
  readonly listPath: string;
  readonly canWrite: boolean;
  readonly query: string;
  readonly selection: readonly string[];
  /** Opens the vCards dialog; null: the element has no people. */
  readonly onVcards: (() => void) | null;
}) {
  const intl = useIntl();
  return (
    <ul className="records-bulk" aria-label={intl.formatMessage(listMessages.bulk)}>
      {canWrite ? (
        <li>
          <Link className="button" to={`${listPath}/copypaste`}>
            {intl.formatMessage(listMessages.import)}
          </Link>
        </li>
      ) : null}
      <li>
        <Link
          className="button"
          to={{ pathname: `${listPath}/export`, search: query ? `?${new URLSearchParams({ q: query })}` : '' }}
          state={selection.length > 0 ? { selection } : undefined}
        >
          {intl.formatMessage(listMessages.export)}
        </Link>
      </li>
      {onVcards ? (
        <li>
          <button type="button" className="button" onClick={onVcards}>
            {intl.formatMessage(listMessages.vcards)}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
