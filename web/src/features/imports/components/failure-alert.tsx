/** A failure of the import screen, in the catalogue's words: the API's error with its field problems, or S3's refusal of a big paste. */
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api';
import { errorMessageFor } from '../../../lib/error-messages';
import { fieldMessageFor } from '../../../lib/field-messages';

/** A failure to show: an API error code with its field problems, or S3's refusal of a big paste (its status). */
export interface Failure {
  readonly code: string;
  readonly details: readonly { readonly field: string; readonly message: string; readonly params?: Record<string, string | number> }[];
  readonly status?: number;
}

export const failureOf = (error: unknown): Failure =>
  isApiError(error) ? { code: error.code, details: error.details, status: error.status } : { code: 'INTERNAL', details: [] };

export function FailureAlert({ failure }: { readonly failure: Failure | null }) {
  const intl = useIntl();
  if (!failure) return null;
  // An upload's failure carries the HTTP status: the number shown (docs/product.md, "Errors").
  const text = intl.formatMessage(errorMessageFor(failure.code), { number: failure.status ?? 0 });
  return (
    <FormAlert>
      <p>{text}</p>
      {failure.details.length > 0 ? (
        <ul>
          {failure.details.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered: its place is its identity.
            <li key={index}>{intl.formatMessage(fieldMessageFor(issue.message), issue.params)}</li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}
