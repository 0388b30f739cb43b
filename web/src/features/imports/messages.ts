/**
 * Texts of the copy-paste import screen (`…/copypaste` and the import's format; docs/product.md, "Screens and routes",
 * "Entities"). Keys under `imports.*`: the `imports` catalogue section, downloaded with this screen only. Field labels
 * come from the element's configuration.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const importMessages = {
  ...defineMessages({
    formatTitle: { id: 'imports.format.title', defaultMessage: 'Format attendu' },
    formatEncoding: {
      id: 'imports.format.encoding',
      defaultMessage: 'Du texte en UTF-8 (un fichier CSV enregistré depuis Excel ou LibreOffice convient), une fiche par ligne.',
    },
    formatSeparator: {
      id: 'imports.format.separator',
      defaultMessage: 'Les cellules sont séparées par un point-virgule (;). Une virgule ou une tabulation est reconnue et signalée.',
    },
    formatHeader: {
      id: 'imports.format.header',
      defaultMessage: 'La première ligne nomme les champs par leur valeur technique. Les colonnes inconnues sont ignorées.',
    },
    formatMulti: {
      id: 'imports.format.multi',
      defaultMessage:
        'Plusieurs valeurs dans une cellule (cases à cocher, catégories) sont séparées par |. Une catégorie se désigne par son nom ou son identifiant.',
    },
    formatValues: {
      id: 'imports.format.values',
      defaultMessage: 'Oui/non : oui, non, yes, no, true, false, 1 ou 0. Dates : 2026-11-25, 25/11/2026 ou 25/11/2026 14:30.',
    },
    formatNoDedupe: {
      id: 'imports.format.noDedupe',
      defaultMessage: 'Cette liste n’a pas de champ ___email : chaque ligne crée une nouvelle fiche.',
    },
    formatFiles: { id: 'imports.format.files', defaultMessage: 'Les fichiers et galeries ne sont pas importés.' },
    columnsTitle: { id: 'imports.columns.title', defaultMessage: 'Colonnes importables' },
    headerLine: { id: 'imports.columns.headerLine', defaultMessage: 'Ligne d’en-tête prête à copier' },
    copyHeader: { id: 'imports.columns.copy', defaultMessage: 'Copier la ligne d’en-tête' },
    copied: { id: 'imports.columns.copied', defaultMessage: 'Ligne d’en-tête copiée.' },
    insertHeader: { id: 'imports.columns.insert', defaultMessage: 'Insérer dans la zone de collage' },
    pasteLabel: { id: 'imports.paste.label', defaultMessage: 'Données à importer' },
    pasteHint: {
      id: 'imports.paste.hint',
      defaultMessage: 'Collez ici les lignes copiées depuis votre tableur, la ligne d’en-tête en premier.',
    },
    chooseFile: { id: 'imports.paste.chooseFile', defaultMessage: 'Choisir un fichier .csv' },
    fileUnreadable: { id: 'imports.paste.fileUnreadable', defaultMessage: 'Ce fichier n’a pas pu être lu.' },
    tooLarge: { id: 'imports.paste.tooLarge', defaultMessage: 'Ces données dépassent la taille maximale d’un import (16 Mo).' },
    empty: { id: 'imports.paste.empty', defaultMessage: 'Collez des données avant de demander un aperçu.' },
    preview: { id: 'imports.preview.action', defaultMessage: 'Aperçu' },
    previewing: { id: 'imports.preview.busy', defaultMessage: 'Lecture des données…' },
    previewTitle: { id: 'imports.preview.title', defaultMessage: 'Aperçu de l’import' },
    countsLabel: { id: 'imports.preview.counts', defaultMessage: 'Bilan de l’aperçu' },
    ignoredTitle: { id: 'imports.preview.ignored', defaultMessage: 'Colonnes ignorées' },
    reasonUnknown: { id: 'imports.preview.reason.unknown', defaultMessage: 'aucun champ ne porte ce nom' },
    reasonFile: { id: 'imports.preview.reason.file', defaultMessage: 'les fichiers ne sont pas importés' },
    reasonDuplicate: { id: 'imports.preview.reason.duplicate', defaultMessage: 'colonne nommée deux fois' },
    line: { id: 'imports.preview.line', defaultMessage: 'Ligne' },
    action: { id: 'imports.preview.actionColumn', defaultMessage: 'Action' },
    problems: { id: 'imports.preview.problems', defaultMessage: 'Erreurs' },
    create: { id: 'imports.action.create', defaultMessage: 'À créer' },
    update: { id: 'imports.action.update', defaultMessage: 'À mettre à jour' },
    skip: { id: 'imports.action.skip', defaultMessage: 'Ignorée' },
    error: { id: 'imports.action.error', defaultMessage: 'En erreur' },
    nothingToImport: { id: 'imports.preview.nothing', defaultMessage: 'Aucune ligne ne peut être importée : corrigez les erreurs.' },
    importing: { id: 'imports.commit.busy', defaultMessage: 'Import en cours' },
    progressLabel: { id: 'imports.commit.progress', defaultMessage: 'Avancement de l’import' },
    resultTitle: { id: 'imports.result.title', defaultMessage: 'Import terminé' },
    failedTitle: { id: 'imports.result.failedTitle', defaultMessage: 'L’import n’a pas abouti' },
    toList: { id: 'imports.result.toList', defaultMessage: 'Retour à la liste' },
    again: { id: 'imports.result.again', defaultMessage: 'Importer d’autres données' },
    downloadErrors: { id: 'imports.errors.download', defaultMessage: 'Télécharger les lignes en erreur (CSV)' },
    downloadHint: {
      id: 'imports.errors.hint',
      defaultMessage: 'Corrigez-les dans votre tableur (la dernière colonne dit pourquoi), puis collez-les à nouveau.',
    },
    readOnly: {
      id: 'imports.readOnly',
      defaultMessage: 'Vous pouvez consulter cette liste, mais pas y importer de fiches : il faut le droit de modification.',
    },
  }),
  title: defineMessage<{ element: string }>({ id: 'imports.title', defaultMessage: 'Importer des fiches : {element}' }),
  dedupe: defineMessage<{ column: string }>({
    id: 'imports.format.dedupe',
    defaultMessage:
      'Les fiches sont reconnues par leur adresse e-mail (colonne {column}, sans tenir compte des majuscules) : une adresse déjà présente met à jour sa fiche (seulement les colonnes collées), une adresse répétée n’est importée qu’une fois.',
  }),
  translatable: defineMessage<{ column: string; example: string }>({
    id: 'imports.format.translatable',
    defaultMessage: 'Un champ traduit a une colonne par langue : {column} pour la langue principale, puis {example}…',
  }),
  separator: defineMessage<{ separator: string }>({
    id: 'imports.preview.separator',
    defaultMessage:
      'Séparateur reconnu : {separator, select, comma {virgule} tab {tabulation} other {point-virgule}}. Le format attendu utilise le point-virgule.',
  }),
  createCount: defineMessage<{ count: number }>({
    id: 'imports.preview.createCount',
    defaultMessage: '{count, plural, =0 {Aucune fiche à créer} one {# fiche à créer} other {# fiches à créer}}',
  }),
  updateCount: defineMessage<{ count: number }>({
    id: 'imports.preview.updateCount',
    defaultMessage: '{count, plural, =0 {Aucune fiche à mettre à jour} one {# fiche à mettre à jour} other {# fiches à mettre à jour}}',
  }),
  skipCount: defineMessage<{ count: number }>({
    id: 'imports.preview.skipCount',
    defaultMessage:
      '{count, plural, =0 {Aucune ligne ignorée} one {# ligne ignorée (adresse répétée, ou rien à changer)} other {# lignes ignorées (adresses répétées, ou rien à changer)}}',
  }),
  errorCount: defineMessage<{ count: number }>({
    id: 'imports.preview.errorCount',
    defaultMessage: '{count, plural, =0 {Aucune ligne en erreur} one {# ligne en erreur} other {# lignes en erreur}}',
  }),
  ignoredColumn: defineMessage<{ column: string; reason: string }>({
    id: 'imports.preview.ignoredColumn',
    defaultMessage: '{column} : {reason}',
  }),
  rowsCaption: defineMessage<{ shown: number; total: number }>({
    id: 'imports.preview.rowsCaption',
    defaultMessage: '{shown, plural, one {La première ligne} other {Les # premières lignes}} sur {total}',
  }),
  duplicateOf: defineMessage<{ line: number }>({
    id: 'imports.preview.duplicateOf',
    defaultMessage: 'Même adresse que la ligne {line}, importée à sa place.',
  }),
  unchanged: defineMessage({
    id: 'imports.preview.unchanged',
    defaultMessage: 'Identique à la fiche existante : rien à mettre à jour.',
  }),
  fieldError: defineMessage<{ column: string; message: string }>({
    id: 'imports.preview.fieldError',
    defaultMessage: '{column} : {message}',
  }),
  commit: defineMessage<{ count: number }>({
    id: 'imports.commit.action',
    defaultMessage: '{count, plural, one {Importer # fiche} other {Importer # fiches}}',
  }),
  progress: defineMessage<{ done: string; total: string }>({ id: 'imports.commit.progressText', defaultMessage: '{done} / {total}' }),
  created: defineMessage<{ count: number }>({
    id: 'imports.result.created',
    defaultMessage: '{count, plural, =0 {Aucune fiche créée} one {# fiche créée} other {# fiches créées}}',
  }),
  updated: defineMessage<{ count: number }>({
    id: 'imports.result.updated',
    defaultMessage: '{count, plural, =0 {Aucune fiche mise à jour} one {# fiche mise à jour} other {# fiches mises à jour}}',
  }),
  skipped: defineMessage<{ count: number }>({
    id: 'imports.result.skipped',
    defaultMessage: '{count, plural, =0 {Aucune ligne ignorée} one {# ligne ignorée} other {# lignes ignorées}}',
  }),
  failed: defineMessage<{ count: number }>({
    id: 'imports.result.failed',
    defaultMessage: '{count, plural, =0 {Aucune ligne en échec} one {# ligne en échec} other {# lignes en échec}}',
  }),
};
