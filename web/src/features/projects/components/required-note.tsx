/** What the projects forms add to lib/forms: the note on required fields. */
import { useIntl } from 'react-intl';
import { commonMessages } from '../messages';

/** "Fields marked * are required." */
export function RequiredNote() {
  const intl = useIntl();
  return <p className="form-hint">{intl.formatMessage(commonMessages.requiredNote)}</p>;
}
