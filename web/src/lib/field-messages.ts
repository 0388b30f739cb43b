/**
 * Messages shown on a form field. Field problems carry a catalogue key, the same whether the browser
 * found them (the shared valibot schemas) or the API did (`error.details[].message`): `validation.*` keys
 * here, or `errors.*` keys of error-messages.ts (SPEC §8 texts such as the password format).
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FieldIssue } from '../../../shared/errors';
import { errorMessages, isKnownErrorCode } from './error-messages';

export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'Ce champ est obligatoire.' },
  tooLong: { id: 'validation.tooLong', defaultMessage: 'Ce texte est trop long.' },
  invalid: { id: 'validation.invalid', defaultMessage: "Cette valeur n'est pas valide." },
  email: { id: 'validation.email', defaultMessage: 'Saisissez une adresse e-mail valide.' },
  phone: { id: 'validation.phone', defaultMessage: 'Saisissez un numéro de téléphone valide.' },
  url: { id: 'validation.url', defaultMessage: 'Saisissez une adresse web commençant par http:// ou https://.' },
  languagesRequired: { id: 'validation.languagesRequired', defaultMessage: 'Choisissez au moins une langue.' },
  projectType: { id: 'validation.projectType', defaultMessage: 'Choisissez un type de projet.' },
  kindUnavailable: { id: 'validation.kindUnavailable', defaultMessage: "Ce type d'application ne peut pas être ajouté." },
  applicationKind: { id: 'validation.applicationKind', defaultMessage: "Choisissez un type d'application." },
  columns: { id: 'validation.columns', defaultMessage: 'La mise en page compte de 1 à 3 colonnes.' },
  fieldKey: {
    id: 'validation.fieldKey',
    defaultMessage: 'La valeur technique commence par une lettre minuscule et ne contient que des lettres, des chiffres et _.',
  },
  duplicateKey: { id: 'validation.duplicateKey', defaultMessage: 'Deux champs ont la même valeur technique.' },
  forbiddenCharacter: {
    id: 'validation.forbiddenCharacter',
    defaultMessage: "Ce texte contient un caractère non autorisé (caractère de contrôle ou d'inversion du sens d'écriture).",
  },
  reservedName: { id: 'validation.reservedName', defaultMessage: 'Ce nom est réservé : choisissez-en un autre.' },
  cursor: { id: 'validation.cursor', defaultMessage: "La page demandée n'existe plus. Revenez à la première page." },
  objectExpected: { id: 'validation.objectExpected', defaultMessage: 'La demande envoyée est mal formée.' },
  rows: { id: 'validation.rows', defaultMessage: 'Entre 1 et 30 lignes.' },
  choices: { id: 'validation.choices', defaultMessage: 'Ajoutez au moins un choix ; chaque valeur doit être unique.' },
  minMax: { id: 'validation.minMax', defaultMessage: 'Le maximum doit être supérieur ou égal au minimum.' },
  categoryElement: { id: 'validation.categoryElement', defaultMessage: "Choisissez l'élément qui contient les catégories." },
  accept: { id: 'validation.accept', defaultMessage: 'Indiquez des types comme image/* ou .pdf.' },
  maxSize: { id: 'validation.maxSize', defaultMessage: "La taille maximale va jusqu'à 100 Mo." },
  columnsUnknown: { id: 'validation.columnsUnknown', defaultMessage: 'Cette colonne ne correspond à aucun champ du formulaire.' },
  columnOutOfRange: { id: 'validation.columnOutOfRange', defaultMessage: "Des champs sont placés dans une colonne qui n'existe plus." },
  keyLocked: { id: 'validation.keyLocked', defaultMessage: "La valeur technique ne peut plus changer : des fiches l'utilisent déjà." },
  // Records (issue 10)
  unknownField: { id: 'validation.unknownField', defaultMessage: "Ce champ n'existe pas dans le formulaire." },
  emailTaken: { id: 'validation.emailTaken', defaultMessage: 'Une autre fiche utilise déjà cette adresse e-mail.' },
  categoryMissing: { id: 'validation.categoryMissing', defaultMessage: "Cette catégorie n'existe plus. Choisissez-en une autre." },
  categoryCycle: {
    id: 'validation.categoryCycle',
    defaultMessage: 'Une catégorie ne peut pas être son propre parent, même indirectement.',
  },
  tooManyCategories: { id: 'validation.tooManyCategories', defaultMessage: 'Choisissez au plus 20 catégories.' },
  sortColumn: { id: 'validation.sortColumn', defaultMessage: 'La liste ne peut pas être triée par cette colonne.' },
});

/** The descriptor of a catalogue key (`validation.required`, `errors.PASSWORD_FORMAT`…); unknown keys read as invalid. */
export function fieldMessageFor(key: string): MessageDescriptor {
  const [group, name = ''] = key.split('.', 2);
  if (group === 'errors' && isKnownErrorCode(name)) return errorMessages[name];
  if (group === 'validation' && Object.hasOwn(validationMessages, name)) {
    return validationMessages[name as keyof typeof validationMessages];
  }
  return validationMessages.invalid;
}

/** Field problems as `{ field: descriptor }`, the first per field (the API sends one per field already). */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, MessageDescriptor> {
  const out: Record<string, MessageDescriptor> = {};
  for (const issue of issues) out[issue.field] ??= fieldMessageFor(issue.message);
  return out;
}
