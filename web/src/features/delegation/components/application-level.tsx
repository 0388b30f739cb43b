import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ACCESS_LEVELS, type AccessLevel, atLeast, effectiveLevel } from '../../../../../shared/projects';
import { effectiveMessage, levelMessages, ownRightIneffective, projectFloor, projectLevelOption, sourceMessages } from '../messages';

/**
 * One person's cell for one application: the level that applies and its source, then the select of the application's
 * own right, whose levels not above the project's are disabled with a note saying that the project's level applies.
 */
export function ApplicationLevel({
  label,
  projectLevel,
  ownLevel,
  onChange,
}: {
  label: string;
  projectLevel: AccessLevel;
  ownLevel: AccessLevel;
  onChange: (level: AccessLevel) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const levelText = (level: AccessLevel) => intl.formatMessage(levelMessages[level]);
  const { level, source } = effectiveLevel(projectLevel, ownLevel);
  const floor = projectLevel !== 'none';
  const ineffective = floor && ownLevel !== 'none' && atLeast(projectLevel, ownLevel);
  return (
    <div className="delegation-cell">
      <p id={`${id}-effective`} className="delegation-effective">
        {source === 'none'
          ? levelText(level)
          : intl.formatMessage(effectiveMessage, { level: levelText(level), source: intl.formatMessage(sourceMessages[source]) })}
      </p>
      <select
        className="input select"
        aria-label={label}
        aria-describedby={floor ? `${id}-effective ${id}-note` : `${id}-effective`}
        value={ownLevel}
        onChange={(event) => onChange(event.target.value as AccessLevel)}
      >
        {ACCESS_LEVELS.map((option) => (
          // Below or at the project's level, an application's right would change nothing: not offered.
          <option key={option} value={option} disabled={floor && option !== 'none' && atLeast(projectLevel, option)}>
            {floor && option === 'none' ? intl.formatMessage(projectLevelOption) : levelText(option)}
          </option>
        ))}
      </select>
      {floor ? (
        <p id={`${id}-note`} className="delegation-note small muted">
          {ineffective
            ? intl.formatMessage(ownRightIneffective, { own: levelText(ownLevel), level: levelText(projectLevel) })
            : intl.formatMessage(projectFloor, { level: levelText(projectLevel) })}
        </p>
      ) : null}
    </div>
  );
}
