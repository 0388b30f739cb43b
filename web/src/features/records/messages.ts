/**
 * Texts of the records screens (list, add and edit, view, history). Keys under `records.*`: the `records` catalogue
 * section, downloaded with these screens only. Titles that the customer configured (the list's title, the form's
 * add, edit and view titles, field labels) come from the element's configuration, not from here.
 */
import { defineMessage, defineMessages } from 'react-intl';

type Name = { name: string };

export const listMessages = {
  ...defineMessages({
    search: { id: 'records.list.search', defaultMessage: 'Rechercher' },
    searchHint: {
      id: 'records.list.searchHint',
      defaultMessage: 'Dans les colonnes affichées, sans tenir compte des majuscules ni des accents.',
    },
    createdAt: { id: 'records.list.createdAt', defaultMessage: 'Créée le' },
    updatedAt: { id: 'records.list.updatedAt', defaultMessage: 'Modifiée le' },
    actions: { id: 'records.list.actions', defaultMessage: 'Actions' },
    empty: { id: 'records.list.empty', defaultMessage: "Aucune fiche pour l'instant." },
    ascending: { id: 'records.list.ascending', defaultMessage: 'ordre croissant' },
    descending: { id: 'records.list.descending', defaultMessage: 'ordre décroissant' },
    pages: { id: 'records.list.pages', defaultMessage: 'Pages de la liste' },
    previous: { id: 'records.list.previous', defaultMessage: 'Page précédente' },
    next: { id: 'records.list.next', defaultMessage: 'Page suivante' },
    stoppedEarly: {
      id: 'records.list.stoppedEarly',
      defaultMessage: "La recherche s'est arrêtée avant de remplir la page, pour rester rapide.",
    },
    keepSearching: { id: 'records.list.keepSearching', defaultMessage: 'Plus de résultats\u00a0: poursuivre la recherche' },
    view: { id: 'records.list.view', defaultMessage: 'Voir' },
    edit: { id: 'records.list.edit', defaultMessage: 'Modifier' },
    copy: { id: 'records.list.copy', defaultMessage: 'Copier' },
    history: { id: 'records.list.history', defaultMessage: 'Historique' },
    delete: { id: 'records.list.delete', defaultMessage: 'Supprimer' },
    deleteTitle: { id: 'records.delete.title', defaultMessage: 'Supprimer cette fiche\u00a0?' },
    deleteConfirm: { id: 'records.delete.confirm', defaultMessage: 'Supprimer la fiche' },
    cancel: { id: 'records.delete.cancel', defaultMessage: 'Annuler' },
    reindexing: { id: 'records.list.reindexing', defaultMessage: 'Mise à jour de la liste' },
    reindexFailed: {
      id: 'records.list.reindexFailed',
      defaultMessage: "La mise à jour de la liste après le changement de ses colonnes n'a pas abouti. Les fiches restent enregistrées.",
    },
    // Bulk data: the toolbar, the selection, the sample data's mark.
    bulk: { id: 'records.list.bulk', defaultMessage: 'Import et export' },
    import: { id: 'records.list.import', defaultMessage: 'Importer (copier-coller)' },
    export: { id: 'records.list.export', defaultMessage: 'Exporter' },
    vcards: { id: 'records.list.vcards', defaultMessage: 'vCards' },
    selectPage: { id: 'records.list.selectPage', defaultMessage: 'Tout sélectionner sur cette page' },
    clearSelection: { id: 'records.list.clearSelection', defaultMessage: 'Vider la sélection' },
    sample: { id: 'records.list.sample', defaultMessage: 'Exemple' },
  }),
  selected: defineMessage<{ count: number }>({
    id: 'records.list.selected',
    defaultMessage: '{count, plural, one {# sélectionnée} other {# sélectionnées}}',
  }),
  count: defineMessage<{ count: number }>({
    id: 'records.list.count',
    defaultMessage: '{count, plural, =0 {Aucune fiche} one {# fiche} other {# fiches}}',
  }),
  noMatch: defineMessage<{ query: string }>({
    id: 'records.list.noMatch',
    defaultMessage: 'Aucune fiche ne correspond à «\u00a0{query}\u00a0».',
  }),
  caption: defineMessage<{ title: string; page: number; column: string; order: string }>({
    id: 'records.list.caption',
    defaultMessage: '{title}, page {page}, triée par {column} ({order})',
  }),
  page: defineMessage<{ page: number }>({ id: 'records.list.page', defaultMessage: 'Page {page}' }),
  viewOf: defineMessage<Name>({ id: 'records.list.viewOf', defaultMessage: 'Voir «\u00a0{name}\u00a0»' }),
  editOf: defineMessage<Name>({ id: 'records.list.editOf', defaultMessage: 'Modifier «\u00a0{name}\u00a0»' }),
  copyOf: defineMessage<Name>({ id: 'records.list.copyOf', defaultMessage: 'Copier «\u00a0{name}\u00a0»' }),
  historyOf: defineMessage<Name>({ id: 'records.list.historyOf', defaultMessage: 'Historique de «\u00a0{name}\u00a0»' }),
  deleteOf: defineMessage<Name>({ id: 'records.list.deleteOf', defaultMessage: 'Supprimer «\u00a0{name}\u00a0»' }),
  deleteText: defineMessage<Name>({
    id: 'records.delete.text',
    defaultMessage: 'La fiche «\u00a0{name}\u00a0» et son historique seront supprimés définitivement.',
  }),
  deleted: defineMessage<Name>({ id: 'records.delete.done', defaultMessage: 'La fiche «\u00a0{name}\u00a0» a été supprimée.' }),
  reindexProgress: defineMessage<{ done: number; total: number }>({
    id: 'records.list.reindexProgress',
    defaultMessage: 'La liste est mise à jour après un changement de ses colonnes\u00a0: {done} fiches sur {total}.',
  }),
};

/** What several record screens show: the record's name, its version, its screens, yes and no. */
export const recordMessages = {
  ...defineMessages({
    untitled: { id: 'records.record.untitled', defaultMessage: 'Fiche sans titre' },
    yes: { id: 'records.record.yes', defaultMessage: 'Oui' },
    no: { id: 'records.record.no', defaultMessage: 'Non' },
    toList: { id: 'records.record.toList', defaultMessage: 'Retour à la liste' },
    toDashboard: { id: 'records.record.toDashboard', defaultMessage: "Tableau de bord de l'application" },
    screens: { id: 'records.record.screens', defaultMessage: 'Écrans de la fiche' },
    view: { id: 'records.record.view', defaultMessage: 'Consulter' },
    edit: { id: 'records.record.edit', defaultMessage: 'Modifier' },
    copy: { id: 'records.record.copy', defaultMessage: 'Copier' },
    history: { id: 'records.record.history', defaultMessage: 'Historique' },
    /** The view screen's link to the record's printable run sheet (conductor/conductor-page.tsx). */
    conductor: { id: 'records.record.conductor', defaultMessage: 'Page conducteur' },
    /** Who saved a version sent through an upload link (`savedBy` / `updatedBy` is UPLOAD_LINK_AUTHOR). */
    uploadLinkAuthor: { id: 'records.record.uploadLinkAuthor', defaultMessage: 'lien de dépôt' },
  }),
  savedOn: defineMessage<{ date: string; version: number }>({
    id: 'records.record.savedOn',
    defaultMessage: 'Enregistrée le {date} · version {version}',
  }),
  savedBy: defineMessage<{ author: string }>({ id: 'records.record.savedBy', defaultMessage: 'par {author}' }),
  versionsKept: defineMessage<{ count: number }>({
    id: 'records.record.versionsKept',
    defaultMessage: "{count, plural, one {# version} other {# versions}} dans l'historique",
  }),
};

export const formMessages = {
  ...defineMessages({
    save: { id: 'records.form.save', defaultMessage: 'Enregistrer' },
    // The add and edit screens of a reader (never a form that can only fail).
    readOnly: {
      id: 'records.form.readOnly',
      defaultMessage: 'Votre accès à cette application est en lecture seule : vous ne pouvez ni créer ni modifier de fiches.',
    },
    toView: { id: 'records.form.toView', defaultMessage: 'Voir la fiche' },
    saving: { id: 'records.form.saving', defaultMessage: 'Enregistrement…' },
    unsaved: { id: 'records.form.unsaved', defaultMessage: 'Modifications non enregistrées.' },
    savedTitle: { id: 'records.form.saved.title', defaultMessage: 'Fiche enregistrée' },
    stay: { id: 'records.form.saved.stay', defaultMessage: 'Rester sur la fiche' },
    conflictTitle: { id: 'records.form.conflict.title', defaultMessage: 'Une version plus récente a été enregistrée' },
    conflictKeep: {
      id: 'records.form.conflict.keep',
      defaultMessage:
        'Vos saisies restent dans le formulaire. Rechargez la dernière version pour repartir de celle-ci\u00a0: elle remplacera vos saisies.',
    },
    conflictField: { id: 'records.form.conflict.field', defaultMessage: 'Champ' },
    conflictLatest: { id: 'records.form.conflict.latest', defaultMessage: 'Dernière version enregistrée' },
    conflictYours: { id: 'records.form.conflict.yours', defaultMessage: 'Votre saisie' },
    conflictSame: { id: 'records.form.conflict.same', defaultMessage: 'La dernière version a les mêmes valeurs que votre saisie.' },
    reload: { id: 'records.form.conflict.reload', defaultMessage: 'Recharger la dernière version' },
  }),
  savedText: defineMessage<{ version: number }>({
    id: 'records.form.saved.text',
    defaultMessage: 'La fiche est enregistrée (version {version}). Voulez-vous rester sur la fiche ou revenir à la liste\u00a0?',
  }),
  copyNotice: defineMessage<Name>({
    id: 'records.form.copyNotice',
    defaultMessage: 'Copie de la fiche «\u00a0{name}\u00a0»\u00a0: vérifiez les valeurs, puis enregistrez la nouvelle fiche.',
  }),
  copyEmail: defineMessage<{ field: string }>({
    id: 'records.form.copyEmail',
    defaultMessage: 'Le champ «\u00a0{field}\u00a0» reste vide\u00a0: chaque fiche a sa propre adresse.',
  }),
  copyFiles: defineMessage({
    id: 'records.form.copyFiles',
    defaultMessage: 'Les fichiers ne sont pas copiés\u00a0: chaque fiche a les siens. Ajoutez-en si besoin.',
  }),
  conflictText: defineMessage<{ author: string; version: number; date: string }>({
    id: 'records.form.conflict.text',
    defaultMessage: '{author} a enregistré la version {version} le {date} pendant que vous modifiiez cette fiche.',
  }),
  conflictTextLink: defineMessage<{ version: number; date: string }>({
    id: 'records.form.conflict.textLink',
    defaultMessage: 'Un fichier reçu par un lien de dépôt a créé la version {version} le {date} pendant que vous modifiiez cette fiche.',
  }),
};

export const historyMessages = {
  ...defineMessages({
    versions: { id: 'records.history.versions', defaultMessage: 'Versions enregistrées' },
    current: { id: 'records.history.current', defaultMessage: 'Version actuelle' },
    created: { id: 'records.history.created', defaultMessage: 'Création de la fiche' },
    more: { id: 'records.history.more', defaultMessage: 'Afficher des versions plus anciennes' },
    field: { id: 'records.history.field', defaultMessage: 'Champ' },
    changedMark: { id: 'records.history.changedMark', defaultMessage: 'Modifié' },
    onlyChanged: { id: 'records.history.onlyChanged', defaultMessage: 'Afficher seulement les champs modifiés' },
    restoreConfirm: { id: 'records.history.restore.confirm', defaultMessage: 'Restaurer' },
    cancel: { id: 'records.history.restore.cancel', defaultMessage: 'Annuler' },
  }),
  heading: defineMessage<Name>({ id: 'records.history.heading', defaultMessage: 'Historique de «\u00a0{name}\u00a0»' }),
  version: defineMessage<{ version: number }>({ id: 'records.history.version', defaultMessage: 'Version {version}' }),
  savedOn: defineMessage<{ date: string; author: string }>({
    id: 'records.history.savedOn',
    defaultMessage: 'Enregistrée le {date} par {author}',
  }),
  restoredFrom: defineMessage<{ version: number }>({
    id: 'records.history.restoredFrom',
    defaultMessage: 'Restauration de la version {version}',
  }),
  changed: defineMessage<{ fields: string }>({ id: 'records.history.changed', defaultMessage: 'Champs modifiés\u00a0: {fields}' }),
  compare: defineMessage<{ version: number }>({
    id: 'records.history.compare',
    defaultMessage: 'Comparer la version {version} avec la version actuelle',
  }),
  restore: defineMessage<{ version: number }>({ id: 'records.history.restore', defaultMessage: 'Restaurer la version {version}' }),
  diffTitle: defineMessage<{ version: number; current: number }>({
    id: 'records.history.diffTitle',
    defaultMessage: 'Version {version} comparée à la version actuelle ({current})',
  }),
  diffCount: defineMessage<{ count: number }>({
    id: 'records.history.diffCount',
    defaultMessage: '{count, plural, =0 {Aucun champ ne diffère.} one {# champ diffère.} other {# champs diffèrent.}}',
  }),
  restoreTitle: defineMessage<{ version: number }>({
    id: 'records.history.restore.title',
    defaultMessage: 'Restaurer la version {version}\u00a0?',
  }),
  restoreText: defineMessage<{ version: number; current: number }>({
    id: 'records.history.restore.text',
    defaultMessage:
      "Les valeurs de la version {version} seront enregistrées comme une nouvelle version. La version actuelle ({current}) reste dans l'historique.",
  }),
};
