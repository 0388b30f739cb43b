import { useIntl } from 'react-intl';
import { ACCESS_LEVELS } from '../../../../shared/projects';
import { levelMessages } from './messages';

/** The access levels as options of a select, in the interface language. */
export function useLevelOptions() {
  const intl = useIntl();
  return ACCESS_LEVELS.map((level) => ({ value: level, label: intl.formatMessage(levelMessages[level]) }));
}
