/**
 * Full-screen loader overlay (docs/product.md, "Entities", "States"), switched by the shell store. The status region
 * stays in the document so that screen readers announce the change; the page behind is inert and `aria-busy`.
 */
import { defineMessages, useIntl } from 'react-intl';
import { useShellState } from '../../lib/shell-store';

const messages = defineMessages({
  loading: { id: 'shell.loading', defaultMessage: 'Chargement en cours…' },
});

export function LoaderOverlay() {
  const intl = useIntl();
  const { loading } = useShellState();
  return (
    <div className={loading ? 'loader-overlay is-active' : 'loader-overlay'} role="status" aria-live="polite">
      {loading ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="loader-text">{intl.formatMessage(messages.loading)}</span>
        </>
      ) : null}
    </div>
  );
}
