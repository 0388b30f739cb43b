/**
 * What every layout shares: skip link, header, main region (busy while loading), footer.
 * After a client navigation to another page, focus moves to the main region so that screen reader and
 * keyboard users start at the new content.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigation } from 'react-router';
import { useShellState } from '../../lib/shell-store';
import { SiteFooter } from './site-footer';

const messages = defineMessages({
  skip: { id: 'shell.skipToContent', defaultMessage: 'Aller au contenu principal' },
});

/** The page within the app, without its language segment: a language switch is not a new page. */
const pageKey = (pathname: string) => pathname.replace(/^\/[^/]*/, '');

function useFocusMainOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const key = pageKey(pathname);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    main.current?.focus({ preventScroll: true });
    window.scrollTo?.(0, 0);
  }, [key, main]);
}

export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const { loading } = useShellState();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  return (
    <div className="app" inert={loading}>
      {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link (it works without script); the handler only moves the focus too. */}
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {intl.formatMessage(messages.skip)}
      </a>
      {header}
      <main id="main" ref={main} tabIndex={-1} className="main" aria-busy={loading || navigation.state !== 'idle'}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
