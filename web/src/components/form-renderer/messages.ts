/**
 * Texts of the form renderer (`applications.*` keys: that catalogue section is loaded on every customer page,
 * where forms are shown) and the descriptors of the problems `validateValues` reports.
 */
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { Language } from '../../../../shared/constants';
import { fieldMessageFor } from '../../lib/field-messages';
import type { VALUE_ERROR_KEYS } from '../../../../shared/record-values';

export const rendererMessages = {
  ...defineMessages({
    preview: { id: 'applications.renderer.preview', defaultMessage: 'Aperçu du formulaire' },
    selectPlaceholder: { id: 'applications.renderer.selectPlaceholder', defaultMessage: 'Choisissez une valeur' },
    noCategory: { id: 'applications.renderer.noCategory', defaultMessage: 'Aucune catégorie' },
    noCategories: { id: 'applications.renderer.noCategories', defaultMessage: "Aucune catégorie n'est encore disponible." },
    yes: { id: 'applications.renderer.yes', defaultMessage: 'Oui' },
    no: { id: 'applications.renderer.no', defaultMessage: 'Non' },
    htmlHint: {
      id: 'applications.renderer.htmlHint',
      defaultMessage: "Code HTML\u00a0: les balises et attributs non autorisés sont retirés à l'affichage.",
    },
    chooseFile: { id: 'applications.renderer.file.choose', defaultMessage: 'Choisir un fichier' },
    chooseFiles: { id: 'applications.renderer.file.chooseMany', defaultMessage: 'Ajouter des fichiers' },
    noFile: { id: 'applications.renderer.file.none', defaultMessage: 'Aucun fichier choisi.' },
    fileRequired: { id: 'applications.renderer.file.required', defaultMessage: 'Champ obligatoire.' },
    chosenFiles: { id: 'applications.renderer.file.chosen', defaultMessage: 'Fichiers choisis' },
    noCharacteristics: { id: 'applications.renderer.noCharacteristics', defaultMessage: "Aucune caractéristique n'est définie." },
    noQuestions: { id: 'applications.renderer.noQuestions', defaultMessage: "Aucune question n'est définie." },
  }),
  rangeBetween: defineMessage<{ min: string; max: string }>({
    id: 'applications.renderer.range.between',
    defaultMessage: 'Entre {min} et {max}.',
  }),
  rangeMin: defineMessage<{ min: string }>({ id: 'applications.renderer.range.min', defaultMessage: '{min} au minimum.' }),
  rangeMax: defineMessage<{ max: string }>({ id: 'applications.renderer.range.max', defaultMessage: '{max} au maximum.' }),
  step: defineMessage<{ step: string }>({ id: 'applications.renderer.range.step', defaultMessage: 'Par pas de {step}.' }),
  fileItem: defineMessage<{ name: string; size: string }>({ id: 'applications.renderer.file.item', defaultMessage: '{name} ({size})' }),
  removeFile: defineMessage<{ name: string }>({ id: 'applications.renderer.file.remove', defaultMessage: 'Retirer {name}' }),
  download: defineMessage({ id: 'applications.renderer.file.download', defaultMessage: 'Télécharger' }),
  downloadName: defineMessage<{ name: string }>({ id: 'applications.renderer.file.downloadName', defaultMessage: 'Télécharger {name}' }),
  acceptedTypes: defineMessage<{ types: string }>({
    id: 'applications.renderer.file.accept',
    defaultMessage: 'Types acceptés\u00a0: {types}.',
  }),
  maxSize: defineMessage<{ size: string }>({ id: 'applications.renderer.file.maxSize', defaultMessage: '{size} au plus par fichier.' }),
  maxCount: defineMessage<{ count: number }>({
    id: 'applications.renderer.file.maxCount',
    defaultMessage: '{count, plural, one {# fichier} other {# fichiers}} au plus.',
  }),
  refusedSize: defineMessage<{ name: string; size: string }>({
    id: 'applications.renderer.file.refusedSize',
    defaultMessage: "«\u00a0{name}\u00a0» n'a pas été ajouté\u00a0: il dépasse {size}.",
  }),
  refusedEmpty: defineMessage<{ name: string }>({
    id: 'applications.renderer.file.refusedEmpty',
    defaultMessage: "«\u00a0{name}\u00a0» n'a pas été ajouté\u00a0: le fichier est vide.",
  }),
  refusedType: defineMessage<{ name: string }>({
    id: 'applications.renderer.file.refusedType',
    defaultMessage: "«\u00a0{name}\u00a0» n'a pas été ajouté\u00a0: ce type de fichier n'est pas accepté.",
  }),
  refusedCount: defineMessage<{ name: string; count: number }>({
    id: 'applications.renderer.file.refusedCount',
    defaultMessage: "«\u00a0{name}\u00a0» n'a pas été ajouté\u00a0: {count, plural, one {# fichier} other {# fichiers}} au plus.",
  }),
};

/** Language names in the UI language (labels of the per-language inputs of a translatable field). */
export const languageNames = defineMessages({
  fr: { id: 'applications.renderer.language.fr', defaultMessage: 'Français' },
  en: { id: 'applications.renderer.language.en', defaultMessage: 'Anglais' },
  es: { id: 'applications.renderer.language.es', defaultMessage: 'Espagnol' },
  it: { id: 'applications.renderer.language.it', defaultMessage: 'Italien' },
  de: { id: 'applications.renderer.language.de', defaultMessage: 'Allemand' },
}) satisfies Record<Language, MessageDescriptor>;

const valueErrorMessages = defineMessages({
  tooSmall: { id: 'applications.renderer.error.tooSmall', defaultMessage: 'La valeur est inférieure au minimum.' },
  tooLarge: { id: 'applications.renderer.error.tooLarge', defaultMessage: 'La valeur dépasse le maximum.' },
  step: { id: 'applications.renderer.error.step', defaultMessage: 'La valeur ne respecte pas le pas indiqué.' },
  date: { id: 'applications.renderer.error.date', defaultMessage: 'Saisissez une date valide.' },
  dateTime: { id: 'applications.renderer.error.dateTime', defaultMessage: 'Saisissez une date et une heure valides.' },
  fileTooLarge: { id: 'applications.renderer.error.fileTooLarge', defaultMessage: 'Un fichier dépasse la taille maximale.' },
  fileType: { id: 'applications.renderer.error.fileType', defaultMessage: "Un fichier n'est pas d'un type accepté." },
  tooManyFiles: { id: 'applications.renderer.error.tooManyFiles', defaultMessage: 'Il y a trop de fichiers.' },
}) satisfies Record<keyof typeof VALUE_ERROR_KEYS, MessageDescriptor>;

const byId = new Map<string, MessageDescriptor>(Object.values(valueErrorMessages).map((message) => [message.id, message]));

/** The descriptor of a problem key from `validateValues` (or from the API: `validation.*`, `errors.*`). */
export function valueMessageFor(key: string): MessageDescriptor {
  return byId.get(key) ?? fieldMessageFor(key);
}

/** `validateValues`' result as the `errors` prop of `FormRenderer`. */
export function valueErrors(problems: Readonly<Record<string, string>>): Record<string, MessageDescriptor> {
  return Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, valueMessageFor(key)]));
}
