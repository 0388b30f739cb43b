/**
 * Publication, on the preview step: the steps still incomplete (links; the API refuses with WEBAPP_INCOMPLETE too),
 * "Publier" (the draft of the version saved, saved first when changed), the publications with their live marker,
 * "Remettre en ligne cette version" (roll back or forward) and "Mettre hors ligne", and the live site's link.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { WebappState } from '../../../../../shared/schemas/webapps';
import { sitePath } from '../../../../../shared/schemas/webapps';
import type { WebappStep, WebappTemplate } from '../../../../../shared/webapp-templates';
import { FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { isApiError } from '../../../lib/api';
import { errorCodeOf } from '../../../lib/error-messages';
import { type WebappRef, usePublish, useSetLive } from '../api/webapp';
import { stepOfPath } from '../model';
import { previewMessages as messages, stepNames, wizardMessages } from '../messages';

export function Publication({
  to,
  state,
  incomplete: known,
  template,
  canEdit,
  stepPath,
  saveFirst,
  onConflict,
}: {
  readonly to: WebappRef;
  readonly state: WebappState;
  /** The template's steps that are not complete (from the draft being edited). */
  readonly incomplete: readonly WebappStep[];
  readonly template: WebappTemplate;
  readonly canEdit: boolean;
  readonly stepPath: (step: WebappStep) => string;
  /** Saves the draft when it changed; the version to publish, or null when the save failed (it said why). */
  readonly saveFirst: () => Promise<number | null>;
  /** Offers to reload the latest draft. */
  readonly onConflict: () => void;
}) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  // The steps the API found incomplete (422 WEBAPP_INCOMPLETE: the issues' paths), beside those the draft shows.
  const [incompleteFromApi, setIncompleteFromApi] = useState<readonly WebappStep[]>([]);
  const incomplete = [...new Set([...known, ...incompleteFromApi])];
  const [done, setDone] = useState<string | null>(null);
  const fail = (failure: unknown) => {
    setDone(null);
    setError(errorCodeOf(failure));
  };
  const publish = usePublish({
    mutationConfig: {
      onSuccess: (publication) => {
        setError(null);
        setIncompleteFromApi([]);
        setDone(intl.formatMessage(messages.published, { number: publication.number }));
      },
      onError: (failure) => {
        fail(failure);
        if (isApiError(failure) && failure.code === 'WEBAPP_INCOMPLETE')
          setIncompleteFromApi(failure.details.map((issue) => stepOfPath(issue.field, template)).filter((step) => step !== undefined));
      },
    },
  });
  const setLive = useSetLive({
    mutationConfig: {
      onSuccess: (live) => {
        setError(null);
        setDone(live ? intl.formatMessage(messages.putLive, { number: live.number }) : intl.formatMessage(messages.isOffline));
      },
      onError: fail,
    },
  });
  const busy = publish.isPending || setLive.isPending;
  const doPublish = async () => {
    if (busy) return;
    setDone(null);
    setError(null);
    const version = await saveFirst();
    if (version !== null) publish.mutate({ to, draftVersion: version });
  };
  const live = state.live;
  return (
    <section className="card webapp-publication" aria-labelledby="webapp-publication-title">
      <h3 id="webapp-publication-title">{intl.formatMessage(messages.publication)}</h3>
      {incomplete.length > 0 ? (
        <div className="notice">
          <p>{intl.formatMessage(messages.incomplete)}</p>
          <ul>
            {incomplete.map((step) => (
              <li key={step}>
                <Link to={stepPath(step)}>{intl.formatMessage(stepNames[step])}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{intl.formatMessage(messages.allComplete)}</p>
      )}
      <FormError code={error}>
        {error === 'CONFLICT' ? (
          <button type="button" className="button" onClick={onConflict}>
            {intl.formatMessage(wizardMessages.reload)}
          </button>
        ) : null}
      </FormError>
      {canEdit ? (
        <p className="webapp-actions">
          <button type="button" className="button primary" aria-disabled={busy || undefined} onClick={() => void doPublish()}>
            {intl.formatMessage(publish.isPending ? messages.publishing : messages.publish)}
          </button>
          {live ? (
            <button
              type="button"
              className="button danger"
              aria-disabled={busy || undefined}
              onClick={() => !busy && setLive.mutate({ to, number: null, current: live.number })}
            >
              {intl.formatMessage(messages.offline)}
            </button>
          ) : null}
        </p>
      ) : null}
      <FormStatus>{done}</FormStatus>
      {live ? (
        <p>
          {intl.formatMessage(messages.liveSince, { number: live.number, date: new Date(live.since) })}{' '}
          <a href={sitePath(live.host)} target="_blank" rel="noopener">
            {intl.formatMessage(messages.open)} <span className="visually-hidden">{intl.formatMessage(messages.newTab)}</span>
          </a>
        </p>
      ) : (
        <p>{intl.formatMessage(messages.isOffline)}</p>
      )}
      <h4>{intl.formatMessage(messages.versions)}</h4>
      {state.publications.length === 0 ? (
        <p>{intl.formatMessage(messages.none)}</p>
      ) : (
        <StackedTable
          caption={intl.formatMessage(messages.caption)}
          columns={[
            intl.formatMessage(messages.number),
            intl.formatMessage(messages.date),
            intl.formatMessage(messages.host),
            intl.formatMessage(messages.status),
            ...(canEdit ? [intl.formatMessage(messages.actions)] : []),
          ]}
        >
          {state.publications.map((publication) => {
            const isLive = live?.number === publication.number;
            return (
              <StackedRow key={publication.number} header={intl.formatNumber(publication.number)}>
                <StackedCell label={intl.formatMessage(messages.date)}>
                  {intl.formatDate(publication.publishedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </StackedCell>
                <StackedCell label={intl.formatMessage(messages.host)}>{publication.host}</StackedCell>
                <StackedCell label={intl.formatMessage(messages.status)}>
                  {intl.formatMessage(isLive ? messages.isLive : messages.archived)}
                </StackedCell>
                {canEdit ? (
                  <StackedCell label={intl.formatMessage(messages.actions)}>
                    {isLive ? null : (
                      <button
                        type="button"
                        className="button small"
                        aria-label={intl.formatMessage(messages.republishLabel, { number: publication.number })}
                        aria-disabled={busy || undefined}
                        onClick={() => !busy && setLive.mutate({ to, number: publication.number, current: live?.number ?? null })}
                      >
                        {intl.formatMessage(messages.republish)}
                      </button>
                    )}
                  </StackedCell>
                ) : null}
              </StackedRow>
            );
          })}
        </StackedTable>
      )}
    </section>
  );
}
