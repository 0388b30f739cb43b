/**
 * The people who hold rights on a project: one row each, with their level on the whole project and on each
 * application (one select each, saved at once).
 */
import { useIntl } from 'react-intl';
import type { ApplicationSummary, ProjectGrant } from '../../../../../shared/project-views';
import type { AccessLevel } from '../../../../../shared/projects';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { usePutGrant } from '../api/grants';
import { cellLabel, messages, tableCaption } from '../messages';
import { PROJECT_SCOPE, peopleOf } from '../people';
import { useLevelOptions } from '../use-level-options';
import { ApplicationLevel } from './application-level';

export function PeopleTable({
  projectId,
  projectName,
  applications,
  grants,
  onSaved,
  onFailed,
}: {
  projectId: string;
  projectName: string;
  applications: readonly ApplicationSummary[];
  grants: readonly ProjectGrant[];
  onSaved: () => void;
  onFailed: () => void;
}) {
  const intl = useIntl();
  const options = useLevelOptions();
  const save = usePutGrant({ mutationConfig: { onSuccess: onSaved, onError: onFailed } });
  const whole = intl.formatMessage(messages.wholeProject);
  const user = intl.formatMessage(messages.user);
  return (
    <StackedTable
      caption={intl.formatMessage(tableCaption, { project: projectName })}
      columns={[user, whole, ...applications.map((app) => app.title)]}
    >
      {peopleOf(grants).map((person) => (
        <StackedRow key={person.email} header={<span className="delegation-email">{person.email}</span>}>
          <StackedCell label={whole}>
            <select
              className="input select"
              aria-label={intl.formatMessage(cellLabel, { email: person.email, scope: whole })}
              value={person.levels.get(PROJECT_SCOPE) ?? 'none'}
              onChange={(event) => save.mutate({ projectId, email: person.email, level: event.target.value as AccessLevel })}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </StackedCell>
          {applications.map((app) => (
            <StackedCell key={app.applicationId} label={app.title}>
              <ApplicationLevel
                label={intl.formatMessage(cellLabel, { email: person.email, scope: app.title })}
                projectLevel={person.levels.get(PROJECT_SCOPE) ?? 'none'}
                ownLevel={person.levels.get(app.applicationId) ?? 'none'}
                onChange={(level) => save.mutate({ projectId, email: person.email, level, applicationId: app.applicationId })}
              />
            </StackedCell>
          ))}
        </StackedRow>
      ))}
    </StackedTable>
  );
}
