/**
 * Texts of the builder screens (form and list configuration). Keys under `applications.builder.*` and
 * `applications.table.*`: the `applications` catalogue section, loaded with every customer page.
 */
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { FieldType } from '../../../../shared/schemas/builder';

export const typeMessages = defineMessages({
  text: { id: 'applications.builder.type.text', defaultMessage: 'Texte' },
  textarea: { id: 'applications.builder.type.textarea', defaultMessage: 'Texte long' },
  html: { id: 'applications.builder.type.html', defaultMessage: 'Texte mis en forme' },
  email: { id: 'applications.builder.type.email', defaultMessage: 'Adresse e-mail' },
  datetime: { id: 'applications.builder.type.datetime', defaultMessage: 'Date et heure' },
  number: { id: 'applications.builder.type.number', defaultMessage: 'Nombre' },
  checkboxes: { id: 'applications.builder.type.checkboxes', defaultMessage: 'Cases à cocher' },
  radios: { id: 'applications.builder.type.radios', defaultMessage: 'Boutons radio' },
  select: { id: 'applications.builder.type.select', defaultMessage: 'Liste déroulante' },
  file: { id: 'applications.builder.type.file', defaultMessage: 'Fichier' },
  yesno: { id: 'applications.builder.type.yesno', defaultMessage: 'Oui ou non' },
  multipleCategories: { id: 'applications.builder.type.multipleCategories', defaultMessage: 'Catégories multiples' },
  singleCategory: { id: 'applications.builder.type.singleCategory', defaultMessage: 'Catégorie unique' },
  gallery: { id: 'applications.builder.type.gallery', defaultMessage: "Galerie d'images" },
  characteristics: { id: 'applications.builder.type.characteristics', defaultMessage: 'Caractéristiques' },
  questions: { id: 'applications.builder.type.questions', defaultMessage: 'Questions et réponses' },
}) satisfies Record<FieldType, MessageDescriptor>;

/** What both builder screens share: navigation, saving, a stale version, leaving with unsaved changes. */
export const sharedMessages = {
  ...defineMessages({
    save: { id: 'applications.builder.save', defaultMessage: 'Enregistrer' },
    saving: { id: 'applications.builder.saving', defaultMessage: 'Enregistrement…' },
    unsaved: { id: 'applications.builder.unsaved', defaultMessage: 'Modifications non enregistrées.' },
    reload: { id: 'applications.builder.reload', defaultMessage: 'Recharger la dernière version' },
    toDashboard: { id: 'applications.builder.toDashboard', defaultMessage: "Tableau de bord de l'application" },
    instructions: {
      id: 'applications.builder.dnd.instructions',
      defaultMessage:
        'Pour saisir un élément, appuyez sur Espace ou Entrée. Déplacez-le avec les flèches, puis appuyez de nouveau sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
    },
    screens: { id: 'applications.builder.screens', defaultMessage: 'Écrans de configuration' },
  }),
  application: defineMessage<{ title: string }>({ id: 'applications.builder.application', defaultMessage: 'Application\u00a0: {title}' }),
  moveHandle: defineMessage<{ name: string }>({ id: 'applications.builder.moveHandle', defaultMessage: 'Déplacer «\u00a0{name}\u00a0»' }),
};

export const formMessages = {
  ...defineMessages({
    title: { id: 'applications.builder.title', defaultMessage: 'Configuration du formulaire' },
    toTable: { id: 'applications.builder.toTable', defaultMessage: 'Configurer la liste' },
    readOnly: {
      id: 'applications.builder.readOnly',
      defaultMessage: "Seul un accès complet à l'application permet de modifier son formulaire. Voici son aperçu.",
    },
    titles: { id: 'applications.builder.titles', defaultMessage: 'Titres du formulaire' },
    titleAdd: { id: 'applications.builder.titles.add', defaultMessage: "À l'ajout d'une fiche" },
    titleEdit: { id: 'applications.builder.titles.edit', defaultMessage: "À la modification d'une fiche" },
    titleView: { id: 'applications.builder.titles.view', defaultMessage: "À la consultation d'une fiche" },
    layout: { id: 'applications.builder.layout', defaultMessage: 'Mise en page' },
    fields: { id: 'applications.builder.fields', defaultMessage: 'Champs du formulaire' },
    palette: { id: 'applications.builder.palette', defaultMessage: 'Types de champs' },
    paletteHelp: {
      id: 'applications.builder.palette.help',
      defaultMessage: 'Faites glisser un type de champ vers une colonne, ou saisissez-le au clavier avec Espace ou Entrée.',
    },
    noCategoryElement: {
      id: 'applications.builder.palette.noCategoryElement',
      defaultMessage: "Les champs de catégories demandent un élément de catégories, que cette application n'a pas.",
    },
    addLegend: { id: 'applications.builder.add.legend', defaultMessage: 'Ajouter un champ' },
    addType: { id: 'applications.builder.add.type', defaultMessage: 'Type de champ' },
    addColumn: { id: 'applications.builder.add.column', defaultMessage: 'Colonne' },
    addSubmit: { id: 'applications.builder.add.submit', defaultMessage: 'Ajouter' },
    dropHere: { id: 'applications.builder.column.empty', defaultMessage: 'Déposez un champ ici.' },
    fieldInvalid: { id: 'applications.builder.field.invalid', defaultMessage: 'Réglages à corriger.' },
    mandatory: { id: 'applications.builder.field.mandatory', defaultMessage: 'obligatoire' },
    removeLocked: {
      id: 'applications.builder.field.removeLocked',
      defaultMessage: 'Des fiches utilisent déjà ce champ\u00a0: il ne peut plus être supprimé.',
    },
    settings: { id: 'applications.builder.settings', defaultMessage: 'Réglages du champ' },
    settingsNone: { id: 'applications.builder.settings.none', defaultMessage: 'Sélectionnez un champ pour afficher ses réglages.' },
    key: { id: 'applications.builder.settings.key', defaultMessage: 'Valeur technique' },
    keyHint: {
      id: 'applications.builder.settings.keyHint',
      defaultMessage: 'Unique dans le formulaire\u00a0: une lettre minuscule, puis des lettres, des chiffres ou _.',
    },
    keyLockedHint: { id: 'applications.builder.settings.keyLocked', defaultMessage: 'Fixée\u00a0: des fiches utilisent déjà ce champ.' },
    label: { id: 'applications.builder.settings.label', defaultMessage: 'Libellé' },
    column: { id: 'applications.builder.settings.column', defaultMessage: 'Colonne' },
    rows: { id: 'applications.builder.settings.rows', defaultMessage: 'Nombre de lignes' },
    visibility: { id: 'applications.builder.settings.visibility', defaultMessage: 'Visibilité' },
    public: { id: 'applications.builder.settings.public', defaultMessage: 'Public' },
    publicHint: { id: 'applications.builder.settings.publicHint', defaultMessage: 'Affiché dans les applications du projet.' },
    private: { id: 'applications.builder.settings.private', defaultMessage: 'Privé' },
    privateHint: { id: 'applications.builder.settings.privateHint', defaultMessage: 'Visible seulement dans cet espace de gestion.' },
    translatable: { id: 'applications.builder.settings.translatable', defaultMessage: 'Traduisible' },
    translatableHint: { id: 'applications.builder.settings.translatableHint', defaultMessage: 'Une valeur par langue du projet.' },
    mandatorySetting: { id: 'applications.builder.settings.mandatory', defaultMessage: 'Obligatoire' },
    choices: { id: 'applications.builder.settings.choices', defaultMessage: 'Choix' },
    choiceValue: { id: 'applications.builder.settings.choiceValue', defaultMessage: 'Valeur' },
    addChoice: { id: 'applications.builder.settings.addChoice', defaultMessage: 'Ajouter un choix' },
    min: { id: 'applications.builder.settings.min', defaultMessage: 'Minimum' },
    max: { id: 'applications.builder.settings.max', defaultMessage: 'Maximum' },
    step: { id: 'applications.builder.settings.step', defaultMessage: 'Pas' },
    dateMode: { id: 'applications.builder.settings.dateMode', defaultMessage: 'Saisie' },
    dateOnly: { id: 'applications.builder.settings.date', defaultMessage: 'Une date' },
    dateTime: { id: 'applications.builder.settings.datetime', defaultMessage: 'Une date et une heure' },
    accept: { id: 'applications.builder.settings.accept', defaultMessage: 'Types de fichiers acceptés' },
    acceptHint: {
      id: 'applications.builder.settings.acceptHint',
      defaultMessage: 'Séparés par des virgules, par exemple image/*, .pdf. Vide\u00a0: tous les types.',
    },
    maxSize: { id: 'applications.builder.settings.maxSize', defaultMessage: 'Taille maximale (Mo)' },
    maxCount: { id: 'applications.builder.settings.maxCount', defaultMessage: "Nombre maximal d'images" },
    categoryElement: { id: 'applications.builder.settings.categoryElement', defaultMessage: 'Élément source des catégories' },
    categoryPlaceholder: { id: 'applications.builder.settings.categoryPlaceholder', defaultMessage: 'Choisissez un élément' },
    categoryHint: {
      id: 'applications.builder.settings.categoryHint',
      defaultMessage:
        "Ce champ suit les options du catalogue (plusieurs catégories par fiche, sous-catégories, catégorie parente), réglées dans la description de l'application.",
    },
    characteristics: { id: 'applications.builder.settings.characteristics', defaultMessage: 'Caractéristiques' },
    addCharacteristic: { id: 'applications.builder.settings.addCharacteristic', defaultMessage: 'Ajouter une caractéristique' },
    questions: { id: 'applications.builder.settings.questions', defaultMessage: 'Questions et réponses' },
    question: { id: 'applications.builder.settings.question', defaultMessage: 'Question' },
    answer: { id: 'applications.builder.settings.answer', defaultMessage: 'Réponse' },
    addQuestion: { id: 'applications.builder.settings.addQuestion', defaultMessage: 'Ajouter une question' },
    emptyList: { id: 'applications.builder.settings.emptyList', defaultMessage: 'Aucun élément pour le moment.' },
    preview: { id: 'applications.builder.preview', defaultMessage: 'Aperçu' },
    previewHint: {
      id: 'applications.builder.preview.hint',
      defaultMessage: "Le formulaire tel qu'il se présentera à l'ajout d'une fiche. Rien n'y est enregistré.",
    },
    saved: { id: 'applications.builder.saved', defaultMessage: 'Le formulaire a été enregistré.' },
  }),
  heading: defineMessage<{ element: string }>({ id: 'applications.builder.heading', defaultMessage: 'Formulaire\u00a0: {element}' }),
  columns: defineMessage<{ count: number }>({
    id: 'applications.builder.columns',
    defaultMessage: '{count, plural, one {# colonne} other {# colonnes}}',
  }),
  columnTitle: defineMessage<{ column: number }>({ id: 'applications.builder.column.title', defaultMessage: 'Colonne {column}' }),
  fieldMeta: defineMessage<{ type: string; key: string }>({ id: 'applications.builder.field.meta', defaultMessage: '{type} · {key}' }),
  remove: defineMessage<{ name: string }>({ id: 'applications.builder.field.remove', defaultMessage: 'Supprimer «\u00a0{name}\u00a0»' }),
  added: defineMessage<{ name: string; column: number }>({
    id: 'applications.builder.field.added',
    defaultMessage: 'Le champ «\u00a0{name}\u00a0» a été ajouté à la colonne {column}.',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'applications.builder.field.removed',
    defaultMessage: 'Le champ «\u00a0{name}\u00a0» a été supprimé.',
  }),
  settingsOf: defineMessage<{ name: string }>({
    id: 'applications.builder.settings.of',
    defaultMessage: 'Réglages de «\u00a0{name}\u00a0»',
  }),
  choice: defineMessage<{ position: number }>({ id: 'applications.builder.settings.choice', defaultMessage: 'Choix {position}' }),
  removeChoice: defineMessage<{ position: number }>({
    id: 'applications.builder.settings.removeChoice',
    defaultMessage: 'Supprimer le choix {position}',
  }),
  characteristic: defineMessage<{ position: number }>({
    id: 'applications.builder.settings.characteristic',
    defaultMessage: 'Caractéristique {position}',
  }),
  removeCharacteristic: defineMessage<{ position: number }>({
    id: 'applications.builder.settings.removeCharacteristic',
    defaultMessage: 'Supprimer la caractéristique {position}',
  }),
  pair: defineMessage<{ position: number }>({ id: 'applications.builder.settings.pair', defaultMessage: 'Question {position}' }),
  removePair: defineMessage<{ position: number }>({
    id: 'applications.builder.settings.removePair',
    defaultMessage: 'Supprimer la question {position}',
  }),
  newType: defineMessage<{ type: string }>({ id: 'applications.builder.dnd.newType', defaultMessage: 'nouveau champ {type}' }),
};

/** Screen reader announcements of the form's drag and drop (dnd-kit), in the interface language. */
export const formDndMessages = {
  picked: defineMessage<{ name: string }>({ id: 'applications.builder.dnd.picked', defaultMessage: '{name} saisi.' }),
  over: defineMessage<{ name: string; column: number; position: number }>({
    id: 'applications.builder.dnd.over',
    defaultMessage: '{name}\u00a0: colonne {column}, position {position}.',
  }),
  overNone: defineMessage<{ name: string }>({
    id: 'applications.builder.dnd.overNone',
    defaultMessage: "{name} n'est au-dessus d'aucune colonne.",
  }),
  dropped: defineMessage<{ name: string; column: number; position: number }>({
    id: 'applications.builder.dnd.dropped',
    defaultMessage: '{name} déposé dans la colonne {column}, position {position}.',
  }),
  droppedNone: defineMessage<{ name: string }>({
    id: 'applications.builder.dnd.droppedNone',
    defaultMessage: '{name} relâché hors des colonnes\u00a0: rien ne change.',
  }),
  cancelled: defineMessage<{ name: string }>({
    id: 'applications.builder.dnd.cancelled',
    defaultMessage: 'Déplacement annulé\u00a0: {name} reste à sa place.',
  }),
};

/** What a screen reader calls the form builder's draggable things: a palette type, a field of a column. */
export const dndRoleMessages = defineMessages({
  draggable: { id: 'applications.builder.dnd.draggable', defaultMessage: 'élément à déplacer' },
  sortable: { id: 'applications.builder.dnd.sortable', defaultMessage: 'élément triable' },
});

export const tableMessages = {
  ...defineMessages({
    title: { id: 'applications.table.title', defaultMessage: 'Configuration de la liste' },
    toForm: { id: 'applications.table.toForm', defaultMessage: 'Configurer le formulaire' },
    readOnly: {
      id: 'applications.table.readOnly',
      defaultMessage: "Seul un accès complet à l'application permet de modifier sa liste.",
    },
    form: { id: 'applications.table.form', defaultMessage: 'Réglages de la liste' },
    listTitle: { id: 'applications.table.listTitle', defaultMessage: 'Titre de la liste' },
    columns: { id: 'applications.table.columns', defaultMessage: 'Colonnes affichées' },
    columnsHint: { id: 'applications.table.columnsHint', defaultMessage: 'Les champs du formulaire et les dates des fiches.' },
    order: { id: 'applications.table.order', defaultMessage: 'Ordre des colonnes' },
    orderHint: {
      id: 'applications.table.orderHint',
      defaultMessage: 'Faites glisser une colonne, ou saisissez-la au clavier avec Espace ou Entrée, ou utilisez les boutons.',
    },
    orderEmpty: { id: 'applications.table.orderEmpty', defaultMessage: 'Aucune colonne choisie.' },
    createdAt: { id: 'applications.table.createdAt', defaultMessage: 'Date de création' },
    updatedAt: { id: 'applications.table.updatedAt', defaultMessage: 'Date de mise à jour' },
    perPage: { id: 'applications.table.perPage', defaultMessage: 'Fiches par page' },
    saved: { id: 'applications.table.saved', defaultMessage: 'La liste a été enregistrée.' },
  }),
  heading: defineMessage<{ element: string }>({ id: 'applications.table.heading', defaultMessage: 'Liste\u00a0: {element}' }),
  unknown: defineMessage<{ key: string }>({ id: 'applications.table.unknown', defaultMessage: '{key} (champ supprimé)' }),
  up: defineMessage<{ name: string }>({ id: 'applications.table.up', defaultMessage: 'Monter «\u00a0{name}\u00a0»' }),
  down: defineMessage<{ name: string }>({ id: 'applications.table.down', defaultMessage: 'Descendre «\u00a0{name}\u00a0»' }),
  picked: defineMessage<{ name: string; position: number; count: number }>({
    id: 'applications.table.dnd.picked',
    defaultMessage: '{name} saisie, position {position} sur {count}.',
  }),
  over: defineMessage<{ name: string; position: number; count: number }>({
    id: 'applications.table.dnd.over',
    defaultMessage: '{name}\u00a0: position {position} sur {count}.',
  }),
  dropped: defineMessage<{ name: string; position: number; count: number }>({
    id: 'applications.table.dnd.dropped',
    defaultMessage: '{name} déposée en position {position} sur {count}.',
  }),
  cancelled: defineMessage<{ name: string }>({
    id: 'applications.table.dnd.cancelled',
    defaultMessage: 'Déplacement annulé\u00a0: {name} reste à sa place.',
  }),
};
