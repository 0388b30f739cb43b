/**
 * The texts of the error rows' CSV (its last column), in both UI languages: the few catalogue keys an import's row
 * can fail with, copied from locales/fr.json and en.json (messages.test.ts proves they are the same) so that the
 * records and jobs bundles do not carry the whole catalogue.
 */
export const IMPORT_MESSAGES = {
  fr: {
    'validation.required': 'Ce champ est obligatoire.',
    'validation.invalid': "Cette valeur n'est pas valide.",
    'validation.email': 'Saisissez une adresse e-mail valide.',
    'validation.tooLong': 'Ce texte est trop long.',
    'validation.forbiddenCharacter':
      "Ce texte contient un caractère non autorisé (caractère de contrôle ou d'inversion du sens d'écriture).",
    'validation.unknownField': "Ce champ n'existe pas dans le formulaire.",
    'validation.emailTaken': 'Une autre fiche utilise déjà cette adresse e-mail.',
    'validation.categoryMissing': "Cette catégorie n'existe plus. Choisissez-en une autre.",
    'validation.categoryAmbiguous': 'Plusieurs catégories portent ce nom : indiquez son identifiant.',
    'validation.tooManyCategories': 'Choisissez au plus 20 catégories.',
    'validation.fileUnknown': "Ce fichier n'est plus disponible. Retirez-le, puis envoyez-le à nouveau.",
    'validation.columnsCount': "Cette ligne n'a pas autant de cellules que l'en-tête ({count} au lieu de {expected}).",
    'validation.importQuote': "Un guillemet ouvert dans cette ligne n'est jamais fermé.",
    'validation.importNumber': 'Saisissez un nombre, par exemple 1,5 ou -2.',
    'validation.importDate': 'Saisissez une date au format aaaa-mm-jj ou jj/mm/aaaa (avec hh:mm si le champ a une heure).',
    'validation.importDateNoTime': 'Ce champ attend une date sans heure.',
    'validation.importYesNo': 'Saisissez oui, non, yes, no, true, false, 1 ou 0.',
    'validation.importChoice': 'Cette valeur ne correspond à aucun choix du champ.',
    'validation.importTooManyItems': "Cette cellule contient plus de valeurs que le champ n'en accepte.",
    'validation.importRecordTooLarge': 'Cette ligne contient trop de données pour une seule fiche.',
    'validation.importChanged': "Cette fiche a été modifiée depuis l'aperçu : elle n'a pas été écrasée.",
    'validation.importGone': "Cette fiche a été supprimée depuis l'aperçu.",
    'applications.renderer.error.tooSmall': 'La valeur est inférieure au minimum.',
    'applications.renderer.error.tooLarge': 'La valeur dépasse le maximum.',
    'applications.renderer.error.step': 'La valeur ne respecte pas le pas indiqué.',
    'applications.renderer.error.date': 'Saisissez une date valide.',
    'applications.renderer.error.dateTime': 'Saisissez une date et une heure valides.',
  },
  en: {
    'validation.required': 'This field is required.',
    'validation.invalid': 'This value is not valid.',
    'validation.email': 'Enter a valid email address.',
    'validation.tooLong': 'This text is too long.',
    'validation.forbiddenCharacter':
      'This text contains a character that is not allowed (a control character or a text-direction override).',
    'validation.unknownField': 'This field does not exist in the form.',
    'validation.emailTaken': 'Another record already uses this e-mail address.',
    'validation.categoryMissing': 'This category no longer exists. Choose another one.',
    'validation.categoryAmbiguous': 'Several categories have this name: give its id instead.',
    'validation.tooManyCategories': 'Choose at most 20 categories.',
    'validation.fileUnknown': 'This file is no longer available. Remove it, then send it again.',
    'validation.columnsCount': 'This row does not have as many cells as the header ({count} instead of {expected}).',
    'validation.importQuote': 'A quote opened in this row is never closed.',
    'validation.importNumber': 'Enter a number, for example 1.5 or -2.',
    'validation.importDate': 'Enter a date as yyyy-mm-dd or dd/mm/yyyy (with hh:mm if the field has a time).',
    'validation.importDateNoTime': 'This field takes a date without a time.',
    'validation.importYesNo': 'Enter yes, no, oui, non, true, false, 1 or 0.',
    'validation.importChoice': "This value matches none of the field's choices.",
    'validation.importTooManyItems': 'This cell holds more values than the field takes.',
    'validation.importRecordTooLarge': 'This row holds too much data for one record.',
    'validation.importChanged': 'This record changed since the preview: it was not overwritten.',
    'validation.importGone': 'This record was deleted since the preview.',
    'applications.renderer.error.tooSmall': 'The value is below the minimum.',
    'applications.renderer.error.tooLarge': 'The value is above the maximum.',
    'applications.renderer.error.step': 'The value does not follow the given step.',
    'applications.renderer.error.date': 'Enter a valid date.',
    'applications.renderer.error.dateTime': 'Enter a valid date and time.',
  },
} as const satisfies Record<'fr' | 'en', Record<string, string>>;

/** A problem's text in `lang`, its `{name}` placeholders filled; an unknown key falls back to validation.invalid. */
export function importMessage(lang: 'fr' | 'en', key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const catalogue: Readonly<Record<string, string>> = IMPORT_MESSAGES[lang];
  const text = catalogue[key] ?? catalogue['validation.invalid']!;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
