/**
 * A record's upload links, on its view screen (write level, and a form with file or gallery fields): the button that
 * opens the creation dialog (its code is loaded on first use), and the links made so far with the fields they ask
 * for, their expiry, their state, the files received and the address they were mailed to; an active link may be
 * revoked (confirmed in the shell modal).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { atLeast } from '../../../../../shared/projects';
import { localizedText } from '../../../../../shared/localized-text';
import type { UploadLinkSummary } from '../../../../../shared/schemas/uploads';
import { askConfirmation, useConfirmed } from '../../../components/ui/confirm';
import { FormError } from '../../../components/ui/form-error';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { errorCodeOf } from '../../../lib/error-messages';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { type LinkTarget, uploadLinksQuery, useRevokeUploadLink } from './api';
import { formatInstant } from '../format';
import { listMessages } from '../messages';
import { uploadMessages } from '../../../components/uploads/messages';
import { uploadLinkMessages as messages } from './messages';
import type { ElementScreen } from '../use-element';
import type { LinkField } from './upload-link-dialog';

const UploadLinkDialog = lazy(lazyWithReload(() => import('./upload-link-dialog')));

const REVOKE_EVENT = 'revokeUploadLink';

/** The form's file and gallery fields, labelled in the UI language. */
export function linkFields(screen: ElementScreen): LinkField[] {
  return screen.form.fields
    .filter((field) => field.type === 'file' || field.type === 'gallery')
    .map((field) => ({ key: field.key, label: localizedText(field.label, screen.locale, screen.languages) || field.key }));
}

function LinkRows({
  links,
  fields,
  onRevoke,
  busy,
}: {
  readonly links: readonly UploadLinkSummary[];
  readonly fields: readonly LinkField[];
  readonly onRevoke: (link: UploadLinkSummary, names: string) => void;
  readonly busy: boolean;
}) {
  const intl = useIntl();
  const columns = [
    intl.formatMessage(messages.columnFields),
    intl.formatMessage(messages.columnExpiry),
    intl.formatMessage(messages.columnState),
    intl.formatMessage(messages.columnFiles),
    intl.formatMessage(messages.columnEmail),
    intl.formatMessage(listMessages.actions),
  ];
  const [, expiry, state, files, email, actions] = columns as [string, string, string, string, string, string];
  return (
    <StackedTable className="upload-links" caption={intl.formatMessage(messages.listCaption)} columns={columns}>
      {links.map((link) => {
        const names = link.fields.map((key) => fields.find((field) => field.key === key)?.label ?? key).join(', ');
        const validity =
          link.state === 'revoked' && link.revokedAt
            ? intl.formatMessage(messages.revokedOn, { date: formatInstant(intl, link.revokedAt) })
            : intl.formatMessage(link.state === 'expired' ? messages.expiredOn : messages.expires, {
                date: formatInstant(intl, link.expiresAt),
              });
        return (
          <StackedRow key={link.linkId} className={link.state === 'active' ? undefined : 'is-inactive'} header={names}>
            <StackedCell label={expiry}>{validity}</StackedCell>
            <StackedCell label={state}>
              <span className={`upload-link-state is-${link.state}`}>{intl.formatMessage(messages[link.state])}</span>
            </StackedCell>
            <StackedCell label={files}>{intl.formatMessage(messages.files, { count: link.uploads })}</StackedCell>
            <StackedCell label={email}>
              {link.email ? link.email : <span className="muted">{intl.formatMessage(messages.notMailed)}</span>}
            </StackedCell>
            <StackedCell label={actions}>
              {link.state === 'active' ? (
                <button type="button" className="button danger" aria-disabled={busy || undefined} onClick={() => onRevoke(link, names)}>
                  {intl.formatMessage(messages.revoke, { fields: names })}
                </button>
              ) : null}
            </StackedCell>
          </StackedRow>
        );
      })}
    </StackedTable>
  );
}

export default function UploadLinksSection({ screen, to, recordId }: { screen: ElementScreen; to: ElementRef; recordId: string }) {
  const intl = useIntl();
  const titleId = useId();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const fields = linkFields(screen);
  const shown = fields.length > 0 && atLeast(screen.application.level, 'write');
  const target: LinkTarget = { to, applicationId: screen.application.applicationId, recordId };
  const links = useQuery({ ...uploadLinksQuery(target), enabled: shown });
  const revoke = useRevokeUploadLink();
  useConfirmed(
    REVOKE_EVENT,
    (linkId) => links.data?.items.some((link) => link.linkId === linkId) ?? false,
    (linkId) => {
      const link = links.data?.items.find((item) => item.linkId === linkId);
      if (!link || revoke.isPending) return;
      const names = link.fields.map((key) => fields.find((field) => field.key === key)?.label ?? key).join(', ');
      setNotice(null);
      revoke.mutate({ target, linkId }, { onSuccess: () => setNotice(intl.formatMessage(messages.revokedNotice, { fields: names })) });
    },
  );
  if (!shown) return null;

  const askRevoke = (link: UploadLinkSummary, names: string) => {
    if (revoke.isPending) return;
    askConfirmation({
      title: intl.formatMessage(messages.revokeTitle, { fields: names }),
      text: intl.formatMessage(messages.revokeText),
      confirm: intl.formatMessage(messages.revokeConfirm),
      cancel: intl.formatMessage(messages.cancel),
      modelId: link.linkId,
      event: REVOKE_EVENT,
      danger: true,
    });
  };

  const items = links.data?.items ?? [];
  return (
    <section className="card upload-links-section" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
        <button
          type="button"
          className="button primary"
          aria-haspopup="dialog"
          onClick={() => {
            setNotice(null);
            setCreating(true);
          }}
        >
          {intl.formatMessage(messages.open)}
        </button>
      </div>
      <p className="muted upload-links-intro">{intl.formatMessage(messages.intro)}</p>
      <div role="status" className="notice-area">
        {notice ? <p className="notice">{notice}</p> : null}
      </div>
      <FormError code={revoke.error ? errorCodeOf(revoke.error) : null} />
      {links.isError ? (
        <FormError code={errorCodeOf(links.error)}>
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <button type="button" className="button" onClick={() => void links.refetch()}>
            {intl.formatMessage(uploadMessages.retryShort)}
          </button>
        </FormError>
      ) : links.data ? (
        items.length === 0 ? (
          <p>{intl.formatMessage(messages.none)}</p>
        ) : (
          <LinkRows links={items} fields={fields} onRevoke={askRevoke} busy={revoke.isPending} />
        )
      ) : null}
      {creating ? (
        <Suspense fallback={null}>
          <UploadLinkDialog target={target} fields={fields} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
