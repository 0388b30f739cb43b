/** What the console's lists share: when an item was sent, and the button that asks for the older page. */
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { consoleMessages } from '../messages';

export function SentAt({ at }: { readonly at: string }) {
  const intl = useIntl();
  return (
    <time className="live-time muted" dateTime={at}>
      {intl.formatDate(at, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}
    </time>
  );
}

export function MoreButton({
  query,
}: {
  readonly query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
}) {
  const intl = useIntl();
  if (!query.hasNextPage) return null;
  return (
    <p>
      <button
        type="button"
        className="button"
        aria-disabled={query.isFetchingNextPage || undefined}
        onClick={() => !query.isFetchingNextPage && void query.fetchNextPage()}
      >
        {intl.formatMessage(query.isFetchingNextPage ? consoleMessages.loadingMore : consoleMessages.more)}
      </button>
    </p>
  );
}
