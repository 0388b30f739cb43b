/**
 * Below a list: "poursuivre la recherche" when the server's bounded search stopped early, and the pages (previous,
 * the page number, next).
 */
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';

export function ListPages({
  stoppedEarly,
  more,
  pageNumber,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  /** The search stopped early and may go on. */
  readonly stoppedEarly: boolean;
  /** The server named a next page. */
  readonly more: boolean;
  readonly pageNumber: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      {stoppedEarly && more ? (
        <div className="records-more">
          <p>{intl.formatMessage(listMessages.stoppedEarly)}</p>
          <button type="button" className="button" onClick={onNext}>
            {intl.formatMessage(listMessages.keepSearching)}
          </button>
        </div>
      ) : null}
      {hasPrevious || (more && !stoppedEarly) ? (
        <nav className="records-pages" aria-label={intl.formatMessage(listMessages.pages)}>
          <button type="button" className="button" aria-disabled={!hasPrevious || undefined} onClick={onPrevious}>
            {intl.formatMessage(listMessages.previous)}
          </button>
          <span>{intl.formatMessage(listMessages.page, { page: pageNumber })}</span>
          <button type="button" className="button" aria-disabled={!hasNext || undefined} onClick={onNext}>
            {intl.formatMessage(listMessages.next)}
          </button>
        </nav>
      ) : null}
    </>
  );
}
