/**
 * Under a step's form: why the last save was refused (a stale draft offers to reload the latest; the other steps to
 * fix, as links), then "Précédent", "Enregistrer le brouillon" and "Suivant". Readers get links to move, no save.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { WebappStep } from '../../../../../shared/webapp-templates';
import { FormError } from '../../../components/ui/form-error';
import { stepNames, wizardMessages as messages } from '../messages';

export function SaveProblems({
  code,
  fixSteps,
  stepPath,
  onReload,
}: {
  readonly code: string | null;
  readonly fixSteps: readonly WebappStep[];
  readonly stepPath: (step: WebappStep) => string;
  readonly onReload: () => void;
}) {
  const intl = useIntl();
  return (
    <FormError code={code}>
      {code === 'CONFLICT' ? (
        <button type="button" className="button" onClick={onReload}>
          {intl.formatMessage(messages.reload)}
        </button>
      ) : null}
      {fixSteps.length > 0 ? (
        <>
          <p>{intl.formatMessage(messages.fixSteps)}</p>
          <ul>
            {fixSteps.map((owner) => (
              <li key={owner}>
                <Link to={stepPath(owner)}>{intl.formatMessage(stepNames[owner])}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </FormError>
  );
}

export function WizardActions({
  canEdit,
  previous,
  next,
  pending,
  saving,
  stepPath,
  onPrevious,
  onSave,
}: {
  readonly canEdit: boolean;
  readonly previous: WebappStep | undefined;
  readonly next: WebappStep | undefined;
  readonly pending: boolean;
  readonly saving: boolean;
  readonly stepPath: (step: WebappStep) => string;
  readonly onPrevious: () => void;
  readonly onSave: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="webapp-actions">
      {previous ? (
        canEdit ? (
          <button type="button" className="button" aria-disabled={pending || undefined} onClick={onPrevious}>
            {intl.formatMessage(messages.previous)}
          </button>
        ) : (
          <Link className="button" to={stepPath(previous)}>
            {intl.formatMessage(messages.previous)}
          </Link>
        )
      ) : null}
      {canEdit ? (
        <button type="button" className="button" aria-disabled={pending || undefined} onClick={onSave}>
          {intl.formatMessage(saving ? messages.saving : messages.save)}
        </button>
      ) : null}
      {next ? (
        canEdit ? (
          <button type="submit" className="button primary" aria-disabled={pending || undefined}>
            {intl.formatMessage(messages.next)}
          </button>
        ) : (
          <Link className="button primary" to={stepPath(next)}>
            {intl.formatMessage(messages.next)}
          </Link>
        )
      ) : null}
    </div>
  );
}
