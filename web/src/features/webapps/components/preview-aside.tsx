/**
 * The preview beside a step's form: shown on screens wide enough, behind a "show" button on narrower ones (a phone
 * has no room for it unasked).
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { previewMessages } from '../messages';

/** True on screens wide enough for the preview beside the form (no matchMedia: a phone). */
function useWide(query = '(min-width: 75rem)'): boolean {
  const [wide, setWide] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const change = () => setWide(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return wide;
}

/** `open`: shown on a narrow screen (kept by the wizard across its steps). */
export function PreviewAside({
  open,
  onToggle,
  children,
}: {
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  const wide = useWide();
  return (
    <aside className="webapp-aside" aria-labelledby="webapp-aside-title">
      <h2 id="webapp-aside-title" className={wide ? undefined : 'visually-hidden'}>
        {intl.formatMessage(previewMessages.title)}
      </h2>
      {wide ? null : (
        <button type="button" className="button" aria-expanded={open} aria-controls="webapp-aside-preview" onClick={onToggle}>
          {intl.formatMessage(previewMessages.show)}
        </button>
      )}
      <div id="webapp-aside-preview">{wide || open ? children : null}</div>
    </aside>
  );
}
