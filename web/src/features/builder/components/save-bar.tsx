/**
 * The save bar of a builder screen: the button, what is pending (unsaved changes), the confirmation, and the
 * failure of the last attempt. A stale version (409) says errors.CONFLICT and offers to reload the latest one;
 * refused settings say errors.VALIDATION_FAILED (each problem is shown next to its setting).
 */
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '../../../components/ui/form-error';
import { FormStatus } from '../../../components/ui/form-alert';
import { useStickyBottom } from '../../../components/ui/use-sticky-bottom';
import { sharedMessages } from '../messages';
import type { ConfigForm } from '../use-config-form';

export interface SaveBarProps {
  /**
   * The screen's form (../use-config-form.ts): whether a save is pending, the form-level code of the last attempt
   * (`formError`), and the refused settings (by the shared schema or by the API).
   */
  readonly form: Pick<ConfigForm, 'pending' | 'formError' | 'fields'>;
  readonly dirty: boolean;
  /** The confirmation to show (after a save), or null. */
  readonly saved: string | null;
  /** Reloads the latest version (offered after a 409); not asked again while it is on its way (`reloading`). */
  readonly onReload: () => void;
  readonly reloading: boolean;
}

export function SaveBar({ form, dirty, saved, onReload, reloading }: SaveBarProps) {
  const intl = useIntl();
  const { pending, formError: code } = form;
  const invalid = Object.keys(form.fields).length > 0;
  const bar = useRef<HTMLDivElement>(null);
  // Stuck to the bottom of the viewport: what is scrolled into view (the first error…) stays above it.
  useStickyBottom(bar);
  const conflict = code === 'CONFLICT';
  return (
    <div ref={bar} className="builder-savebar">
      <FormError code={conflict ? code : invalid ? 'VALIDATION_FAILED' : code}>
        {conflict ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              if (!reloading) onReload();
            }}
            aria-disabled={reloading || undefined}
          >
            {intl.formatMessage(sharedMessages.reload)}
          </button>
        ) : null}
      </FormError>
      <div className="builder-savebar-row">
        <button type="submit" className="button primary" aria-disabled={pending || undefined}>
          {intl.formatMessage(pending ? sharedMessages.saving : sharedMessages.save)}
        </button>
        {dirty && !pending ? <span className="muted">{intl.formatMessage(sharedMessages.unsaved)}</span> : null}
        <FormStatus>{saved}</FormStatus>
      </div>
    </div>
  );
}
