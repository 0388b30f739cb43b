import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageFor } from '../../lib/error-messages';
import { FormAlert } from './form-alert';

/** A form's failure (a code of errors.<CODE>, none when null), then what it offers (an action). */
export function FormError({ code, children }: { readonly code: string | null; readonly children?: ReactNode }) {
  const intl = useIntl();
  return code ? (
    <FormAlert>
      <p>{intl.formatMessage(errorMessageFor(code))}</p>
      {children}
    </FormAlert>
  ) : null;
}
