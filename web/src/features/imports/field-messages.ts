/**
 * The field messages of the import's rules (functions/records/csv, functions/records/imports: a paste, a row, a cell),
 * added to lib/field-messages.ts when the import screen loads, so that the preview's rows and the refused pastes say
 * what is wrong in the catalogue's words. Their texts are `customer` keys (web/i18n-sections.ts CUSTOMER_AREA_KEYS).
 */
import { defineMessages } from 'react-intl';
import { addFieldMessages } from '../../lib/field-messages';

const importFieldMessages = defineMessages({
  importTooLarge: { id: 'validation.importTooLarge', defaultMessage: 'Ce collage dépasse 16 Mo : importez-le en plusieurs fois.' },
  importTooManyRows: {
    id: 'validation.importTooManyRows',
    defaultMessage: 'Ce collage compte plus de 50 000 lignes : importez-le en plusieurs fois.',
  },
  importEmpty: { id: 'validation.importEmpty', defaultMessage: "Collez une ligne d'en-tête suivie d'au moins une ligne de données." },
  importNoColumn: {
    id: 'validation.importNoColumn',
    defaultMessage: "Aucune colonne de l'en-tête ne correspond à un champ : la première ligne nomme les champs par leur valeur technique.",
  },
  importSource: {
    id: 'validation.importSource',
    defaultMessage: 'Le fichier envoyé est introuvable ou trop volumineux. Collez à nouveau vos données.',
  },
  columnsCount: {
    id: 'validation.columnsCount',
    defaultMessage: "Cette ligne n'a pas autant de cellules que l'en-tête ({count} au lieu de {expected}).",
  },
  importQuote: { id: 'validation.importQuote', defaultMessage: "Un guillemet ouvert dans cette ligne n'est jamais fermé." },
  importNumber: { id: 'validation.importNumber', defaultMessage: 'Saisissez un nombre, par exemple 1,5 ou -2.' },
  importDate: {
    id: 'validation.importDate',
    defaultMessage: 'Saisissez une date au format aaaa-mm-jj ou jj/mm/aaaa (avec hh:mm si le champ a une heure).',
  },
  importDateNoTime: { id: 'validation.importDateNoTime', defaultMessage: 'Ce champ attend une date sans heure.' },
  importYesNo: { id: 'validation.importYesNo', defaultMessage: 'Saisissez oui, non, yes, no, true, false, 1 ou 0.' },
  importChoice: { id: 'validation.importChoice', defaultMessage: 'Cette valeur ne correspond à aucun choix du champ.' },
  categoryAmbiguous: {
    id: 'validation.categoryAmbiguous',
    defaultMessage: 'Plusieurs catégories portent ce nom : indiquez son identifiant.',
  },
  importTooManyItems: {
    id: 'validation.importTooManyItems',
    defaultMessage: "Cette cellule contient plus de valeurs que le champ n'en accepte.",
  },
  importRecordTooLarge: {
    id: 'validation.importRecordTooLarge',
    defaultMessage: 'Cette ligne contient trop de données pour une seule fiche.',
  },
  importChanged: {
    id: 'validation.importChanged',
    defaultMessage: "Cette fiche a été modifiée depuis l'aperçu : elle n'a pas été écrasée.",
  },
  importGone: { id: 'validation.importGone', defaultMessage: "Cette fiche a été supprimée depuis l'aperçu." },
});

addFieldMessages(importFieldMessages);
