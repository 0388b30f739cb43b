/**
 * The field messages of the customer area's rules (projects and applications, the builder's settings, records), added
 * to ../field-messages.ts by the customer route when it loads (features/accounts/routes/customer-layout.tsx): every
 * screen that can receive them sits below it, and the public pages (the login page first) do not carry them. Their
 * texts load with the `customer` catalogue section (web/i18n-sections.ts).
 */
import { defineMessages } from 'react-intl';
import { addFieldMessages } from '../field-messages';

const customerValidationMessages = defineMessages({
  // My account
  currentPasswordWrong: { id: 'validation.currentPasswordWrong', defaultMessage: "Ce mot de passe n'est pas le bon." },
  accountEmailTaken: { id: 'validation.accountEmailTaken', defaultMessage: 'Cette adresse e-mail est déjà celle d’un autre compte.' },
  url: { id: 'validation.url', defaultMessage: 'Saisissez une adresse web valide, par exemple https://www.exemple.fr.' },
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
  reservedName: { id: 'validation.reservedName', defaultMessage: 'Ce nom est réservé : choisissez-en un autre.' },
  cursor: { id: 'validation.cursor', defaultMessage: "La page demandée n'existe plus. Revenez à la première page." },
  rows: { id: 'validation.rows', defaultMessage: 'Entre 1 et 30 lignes.' },
  choices: { id: 'validation.choices', defaultMessage: 'Ajoutez au moins un choix ; chaque valeur doit être unique.' },
  minMax: { id: 'validation.minMax', defaultMessage: 'Le maximum doit être supérieur ou égal au minimum.' },
  categoryElement: { id: 'validation.categoryElement', defaultMessage: "Choisissez l'élément qui contient les catégories." },
  accept: { id: 'validation.accept', defaultMessage: 'Indiquez des types comme image/* ou .pdf.' },
  maxSize: { id: 'validation.maxSize', defaultMessage: "La taille maximale va jusqu'à 100 Mo." },
  columnsUnknown: { id: 'validation.columnsUnknown', defaultMessage: 'Cette colonne ne correspond à aucun champ du formulaire.' },
  columnOutOfRange: { id: 'validation.columnOutOfRange', defaultMessage: "Des champs sont placés dans une colonne qui n'existe plus." },
  keyLocked: { id: 'validation.keyLocked', defaultMessage: "La valeur technique ne peut plus changer : des fiches l'utilisent déjà." },
  // Records
  unknownField: { id: 'validation.unknownField', defaultMessage: "Ce champ n'existe pas dans le formulaire." },
  emailTaken: { id: 'validation.emailTaken', defaultMessage: 'Une autre fiche utilise déjà cette adresse e-mail.' },
  categoryMissing: { id: 'validation.categoryMissing', defaultMessage: "Cette catégorie n'existe plus. Choisissez-en une autre." },
  categoryCycle: {
    id: 'validation.categoryCycle',
    defaultMessage: 'Une catégorie ne peut pas être son propre parent, même indirectement.',
  },
  tooManyCategories: { id: 'validation.tooManyCategories', defaultMessage: 'Choisissez au plus 20 catégories.' },
  sortColumn: { id: 'validation.sortColumn', defaultMessage: 'La liste ne peut pas être triée par cette colonne.' },
  // Delegation
  delegateSelf: {
    id: 'validation.delegateSelf',
    defaultMessage: "Vous avez déjà tous les droits sur vos projets : saisissez l'adresse d'une autre personne.",
  },
  unknownApplication: { id: 'validation.unknownApplication', defaultMessage: "Cette application n'existe pas dans ce projet." },
  // Upload links
  linkDays: { id: 'validation.linkDays', defaultMessage: 'Choisissez une durée de 1 à 30 jours.' },
  fileField: { id: 'validation.fileField', defaultMessage: "Ce champ n'est pas un champ de fichier ou de galerie." },
  // Files: what a record's save refuses in a file or gallery value.
  fileUnknown: { id: 'validation.fileUnknown', defaultMessage: "Ce fichier n'est plus disponible. Retirez-le, puis envoyez-le à nouveau." },
  fileNotReady: {
    id: 'validation.fileNotReady',
    defaultMessage: 'Ce fichier est encore en cours de vérification. Réessayez dans un instant.',
  },
  tooManyNewFiles: { id: 'validation.tooManyNewFiles', defaultMessage: 'Enregistrez au plus 40 nouveaux fichiers à la fois.' },
  // CSV paste import: the preview's rows and the import's errors.
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

addFieldMessages(customerValidationMessages);
