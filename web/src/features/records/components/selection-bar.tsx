/** A list's selection: "select all on this page" (mixed when some are), the count selected, and "clear". */
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';

export function SelectionBar({
  id,
  onPage,
  selectedOnPage,
  selected,
  onSelectPage,
  onClear,
}: {
  readonly id: string;
  /** The records on the page. */
  readonly onPage: number;
  readonly selectedOnPage: number;
  /** The records selected, on every page. */
  readonly selected: number;
  readonly onSelectPage: (selected: boolean) => void;
  readonly onClear: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="records-selection">
      {onPage > 0 ? (
        <div className="field-check">
          <input
            id={id}
            type="checkbox"
            checked={selectedOnPage === onPage}
            ref={(box) => {
              if (box) box.indeterminate = selectedOnPage > 0 && selectedOnPage < onPage;
            }}
            onChange={(event) => onSelectPage(event.target.checked)}
          />
          <label htmlFor={id}>{intl.formatMessage(listMessages.selectPage)}</label>
        </div>
      ) : null}
      <p className="records-selected" role="status">
        {selected > 0 ? intl.formatMessage(listMessages.selected, { count: selected }) : ''}
      </p>
      {selected > 0 ? (
        <button type="button" className="button" onClick={onClear}>
          {intl.formatMessage(listMessages.clearSelection)}
        </button>
      ) : null}
    </div>
  );
}
