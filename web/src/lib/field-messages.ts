/**
 * Messages shown on a form field. Field problems carry a catalogue key, the same whether the browser
 * found them (the shared valibot schemas) or the API did (`error.details[].message`): `validation.*` keys
 * here, or `errors.*` keys of error-messages.ts (texts such as the password format's; docs/product.md, "Errors").
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FieldIssue } from '../../../shared/errors';
import { errorMessages, isKnownErrorCode } from './error-messages';

/**
 * The messages of the rules every page may meet (the account forms among them). Those of the customer area's rules
 * (projects, builder, records) are in ./forms/customer-field-messages.ts, added when the customer area loads, so that
 * the public pages, which never receive them, do not carry them (their texts are the `customer` catalogue section).
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'Ce champ est obligatoire.' },
  tooLong: { id: 'validation.tooLong', defaultMessage: 'Ce texte est trop long.' },
  invalid: { id: 'validation.invalid', defaultMessage: "Cette valeur n'est pas valide." },
  email: { id: 'validation.email', defaultMessage: 'Saisissez une adresse e-mail valide.' },
  phone: { id: 'validation.phone', defaultMessage: 'Saisissez un numéro de téléphone valide.' },
  forbiddenCharacter: {
    id: 'validation.forbiddenCharacter',
    defaultMessage: "Ce texte contient un caractère non autorisé (caractère de contrôle ou d'inversion du sens d'écriture).",
  },
  objectExpected: { id: 'validation.objectExpected', defaultMessage: 'La demande envoyée est mal formée.' },
});

/** The `validation.*` messages known so far, by name (`fieldKey` for `validation.fieldKey`). */
const known = new Map<string, MessageDescriptor>(Object.entries(validationMessages));

/** More `validation.*` messages, for the screens that can receive them. */
export function addFieldMessages(messages: Readonly<Record<string, MessageDescriptor>>): void {
  for (const [name, message] of Object.entries(messages)) known.set(name, message);
}

/** The descriptor of a catalogue key (`validation.required`, `errors.PASSWORD_FORMAT`…); unknown keys read as invalid. */
export function fieldMessageFor(key: string): MessageDescriptor {
  const [group, name = ''] = key.split('.', 2);
  if (group === 'errors' && isKnownErrorCode(name)) return errorMessages[name];
  return (group === 'validation' && known.get(name)) || validationMessages.invalid;
}

/** Field problems as `{ field: descriptor }`, the first per field (the API sends one per field already). */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, MessageDescriptor> {
  const out: Record<string, MessageDescriptor> = {};
  for (const issue of issues) out[issue.field] ??= fieldMessageFor(issue.message);
  return out;
}
