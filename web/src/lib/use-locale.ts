import { useIntl } from 'react-intl';
import type { UiLocale } from '../../../shared/constants';

/** The interface language of the screen (the one react-intl renders in). */
export function useLocale(): UiLocale {
  return useIntl().locale === 'en' ? 'en' : 'fr';
}
