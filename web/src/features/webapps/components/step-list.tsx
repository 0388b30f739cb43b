/** The wizard's steps as links, the current one marked, each said complete or not (the preview: when all are). */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { WebappStep } from '../../../../../shared/webapp-templates';
import { stepNames, wizardMessages as messages } from '../messages';

export function StepList({
  steps,
  step,
  incomplete,
  stepPath,
}: {
  readonly steps: readonly WebappStep[];
  readonly step: WebappStep;
  readonly incomplete: readonly WebappStep[];
  readonly stepPath: (step: WebappStep) => string;
}) {
  const intl = useIntl();
  return (
    <nav className="webapp-steps" aria-label={intl.formatMessage(messages.steps)}>
      <ol>
        {steps.map((item, index) => {
          const done = item === 'preview' ? incomplete.length === 0 : !incomplete.includes(item);
          return (
            <li key={item} className={done ? 'is-complete' : 'is-incomplete'}>
              <Link to={stepPath(item)} aria-current={item === step ? 'step' : undefined}>
                <span className="webapp-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="webapp-step-name">{intl.formatMessage(stepNames[item])}</span>
                <span className="webapp-step-state">
                  <span className="visually-hidden">, </span>
                  {intl.formatMessage(done ? messages.complete : messages.incomplete)}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
