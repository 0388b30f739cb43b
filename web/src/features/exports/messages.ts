/**
 * Texts of the export screen (`…/{builderElement}/export`). Keys under `exports.*`: the `exports` catalogue section,
 * downloaded with that screen (and with the records list, for its vCards dialog).
 */
import { defineMessage, defineMessages } from 'react-intl';

type Name = { name: string };

export const exportMessages = {
  ...defineMessages({
    title: { id: 'exports.page.title', defaultMessage: 'Exporter des fiches' },
    intro: {
      id: 'exports.page.intro',
      defaultMessage: 'Choisissez les champs, les fiches et le format\u00a0; le fichier est préparé puis proposé au téléchargement.',
    },
    screens: { id: 'exports.page.screens', defaultMessage: "Écrans de l'export" },
    toList: { id: 'exports.page.toList', defaultMessage: 'Retour à la liste' },
    fields: { id: 'exports.fields.legend', defaultMessage: 'Champs' },
    fieldsAll: { id: 'exports.fields.all', defaultMessage: "Tous les champs, dans l'ordre du formulaire" },
    fieldsSome: { id: 'exports.fields.some', defaultMessage: 'Choisir les champs et leur ordre' },
    fieldsHint: {
      id: 'exports.fields.hint',
      defaultMessage: 'Cochez les champs à exporter. « Monter » et « Descendre » changent leur ordre, celui des colonnes du fichier.',
    },
    fieldsList: { id: 'exports.fields.list', defaultMessage: 'Champs exportés, dans leur ordre' },
    noField: { id: 'exports.fields.none', defaultMessage: 'Choisissez au moins un champ.' },
    records: { id: 'exports.records.legend', defaultMessage: 'Fiches' },
    format: { id: 'exports.format.legend', defaultMessage: 'Format' },
    csv: { id: 'exports.format.csv', defaultMessage: 'CSV pour Excel' },
    csvHint: {
      id: 'exports.format.csvHint',
      defaultMessage:
        "Séparateur point-virgule, UTF-8\u00a0: le fichier s'ouvre tel quel dans Excel en français et se réimporte sans changement.",
    },
    json: { id: 'exports.format.json', defaultMessage: 'JSON' },
    jsonHint: {
      id: 'exports.format.jsonHint',
      defaultMessage: 'Pour les outils et les développeurs\u00a0: un tableau des fiches avec leurs valeurs enregistrées.',
    },
    submit: { id: 'exports.page.submit', defaultMessage: 'Exporter' },
    exporting: { id: 'exports.page.exporting', defaultMessage: 'Export des fiches' },
    download: { id: 'exports.page.download', defaultMessage: 'Télécharger le fichier' },
    downloading: { id: 'exports.page.downloading', defaultMessage: 'Préparation du téléchargement…' },
    failed: { id: 'exports.page.failed', defaultMessage: "L'export n'a pas abouti." },
    again: { id: 'exports.page.again', defaultMessage: 'Préparer un autre export' },
  }),
  chosen: defineMessage<{ count: number; total: number }>({
    id: 'exports.fields.chosen',
    defaultMessage: '{count, plural, =0 {Aucun champ choisi} one {# champ choisi} other {# champs choisis}} sur {total}',
  }),
  downloadHint: defineMessage<{ minutes: number }>({
    id: 'exports.page.downloadHint',
    defaultMessage: 'Chaque clic demande un nouveau lien de téléchargement, valable {minutes, plural, one {# minute} other {# minutes}}.',
  }),
  moveUp: defineMessage<Name>({ id: 'exports.fields.moveUp', defaultMessage: 'Monter «\u00a0{name}\u00a0»' }),
  moveDown: defineMessage<Name>({ id: 'exports.fields.moveDown', defaultMessage: 'Descendre «\u00a0{name}\u00a0»' }),
  moved: defineMessage<{ name: string; position: number; count: number }>({
    id: 'exports.fields.moved',
    defaultMessage: '«\u00a0{name}\u00a0» est maintenant en position {position} sur {count}.',
  }),
  scopeAll: defineMessage<{ count: number }>({
    id: 'exports.records.all',
    defaultMessage: '{count, plural, =0 {Toutes les fiches} one {Toutes les fiches (# fiche)} other {Toutes les fiches (# fiches)}}',
  }),
  scopeSearch: defineMessage<{ query: string }>({
    id: 'exports.records.search',
    defaultMessage: 'Les fiches de la recherche «\u00a0{query}\u00a0»',
  }),
  scopeSelection: defineMessage<{ count: number }>({
    id: 'exports.records.selection',
    defaultMessage: '{count, plural, one {La fiche sélectionnée dans la liste} other {Les # fiches sélectionnées dans la liste}}',
  }),
  done: defineMessage<{ count: number; fileName: string }>({
    id: 'exports.page.done',
    defaultMessage: '{count, plural, =0 {Aucune fiche exportée} one {# fiche exportée} other {# fiches exportées}} dans {fileName}.',
  }),
};
