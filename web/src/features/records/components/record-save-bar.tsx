/**
 * The save bar of a record form, stuck to the bottom of the screen while the form runs below it: "Enregistrer", "not
 * saved yet" once something changed, and while a file is on its way why the form cannot be saved (said aloud when a
 * save was tried then).
 */
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { uploadMessages } from '../../../components/uploads/messages';
import { useStickyBottom } from '../../../components/ui/use-sticky-bottom';
import { formMessages } from '../messages';

export function RecordSaveBar({
  pending,
  dirty,
  filesOnTheirWay,
  blocked,
}: {
  readonly pending: boolean;
  readonly dirty: boolean;
  readonly filesOnTheirWay: boolean;
  /** A save was tried while files are on their way. */
  readonly blocked: boolean;
}) {
  const intl = useIntl();
  const busyId = useId();
  const bar = useRef<HTMLDivElement>(null);
  useStickyBottom(bar);
  return (
    <div ref={bar} className="record-savebar">
      <div className="record-savebar-row">
        <button
          type="submit"
          className="button primary"
          aria-disabled={pending || filesOnTheirWay || undefined}
          aria-describedby={filesOnTheirWay ? busyId : undefined}
        >
          {intl.formatMessage(pending ? formMessages.saving : formMessages.save)}
        </button>
        {dirty && !pending && !filesOnTheirWay ? <span className="muted">{intl.formatMessage(formMessages.unsaved)}</span> : null}
        {filesOnTheirWay ? (
          <span id={busyId} className={blocked ? 'record-savebar-busy is-blocked' : 'record-savebar-busy muted'}>
            {intl.formatMessage(uploadMessages.busy)}
          </span>
        ) : null}
      </div>
      <div role="alert" className="visually-hidden">
        {blocked ? intl.formatMessage(uploadMessages.busy) : null}
      </div>
    </div>
  );
}
