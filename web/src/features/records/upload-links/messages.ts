/**
 * Texts of a record's upload links (the section of the view screen and its dialog). Keys under
 * `records.uploadLinks.*`: the `records` catalogue section, downloaded with the records screens.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const uploadLinkMessages = {
  ...defineMessages({
    title: { id: 'records.uploadLinks.title', defaultMessage: 'Liens de dépôt' },
    intro: {
      id: 'records.uploadLinks.intro',
      defaultMessage:
        "Un lien de dépôt permet à une personne sans compte d'envoyer les fichiers de cette fiche (une photo, une présentation…). Chaque fichier reçu est enregistré comme une nouvelle version de la fiche.",
    },
    open: { id: 'records.uploadLinks.open', defaultMessage: 'Lien de dépôt' },
    none: { id: 'records.uploadLinks.none', defaultMessage: "Aucun lien de dépôt n'a été créé pour cette fiche." },
    listCaption: { id: 'records.uploadLinks.listCaption', defaultMessage: 'Liens de dépôt de la fiche' },
    columnFields: { id: 'records.uploadLinks.column.fields', defaultMessage: 'Champs demandés' },
    columnExpiry: { id: 'records.uploadLinks.column.expiry', defaultMessage: 'Validité' },
    columnState: { id: 'records.uploadLinks.column.state', defaultMessage: 'État' },
    columnFiles: { id: 'records.uploadLinks.column.files', defaultMessage: 'Fichiers reçus' },
    columnEmail: { id: 'records.uploadLinks.column.email', defaultMessage: 'Envoyé à' },
    notMailed: { id: 'records.uploadLinks.notMailed', defaultMessage: 'Non envoyé par e-mail' },
    active: { id: 'records.uploadLinks.state.active', defaultMessage: 'Actif' },
    expired: { id: 'records.uploadLinks.state.expired', defaultMessage: 'Expiré' },
    revoked: { id: 'records.uploadLinks.state.revoked', defaultMessage: 'Désactivé' },
    revokeConfirm: { id: 'records.uploadLinks.revoke.confirm', defaultMessage: 'Désactiver le lien' },
    cancel: { id: 'records.uploadLinks.cancel', defaultMessage: 'Annuler' },
    loadFailed: { id: 'records.uploadLinks.loadFailed', defaultMessage: "Les liens de dépôt n'ont pas pu être chargés." },
    // The dialog
    dialogTitle: { id: 'records.uploadLinks.dialog.title', defaultMessage: 'Créer un lien de dépôt' },
    form: { id: 'records.uploadLinks.dialog.form', defaultMessage: 'Nouveau lien de dépôt' },
    fields: { id: 'records.uploadLinks.dialog.fields', defaultMessage: 'Fichiers demandés' },
    fieldsHint: { id: 'records.uploadLinks.dialog.fieldsHint', defaultMessage: 'Les champs que la personne pourra remplir.' },
    days: { id: 'records.uploadLinks.dialog.days', defaultMessage: 'Validité (en jours)' },
    daysHint: { id: 'records.uploadLinks.dialog.daysHint', defaultMessage: 'De 1 à 30 jours.' },
    language: { id: 'records.uploadLinks.dialog.language', defaultMessage: 'Langue de la page de dépôt' },
    email: { id: 'records.uploadLinks.dialog.email', defaultMessage: 'Envoyer le lien à (facultatif)' },
    emailHint: {
      id: 'records.uploadLinks.dialog.emailHint',
      defaultMessage: "L'adresse e-mail de la personne : le lien lui est envoyé avec votre message.",
    },
    message: { id: 'records.uploadLinks.dialog.message', defaultMessage: 'Message personnel (facultatif)' },
    submit: { id: 'records.uploadLinks.dialog.submit', defaultMessage: 'Créer le lien' },
    submitting: { id: 'records.uploadLinks.dialog.submitting', defaultMessage: 'Création du lien…' },
    done: { id: 'records.uploadLinks.dialog.done', defaultMessage: 'Terminé' },
    created: { id: 'records.uploadLinks.created', defaultMessage: 'Le lien de dépôt est créé.' },
    url: { id: 'records.uploadLinks.url', defaultMessage: 'Adresse du lien' },
    urlHint: {
      id: 'records.uploadLinks.urlHint',
      defaultMessage: "Cette adresse n'est affichée qu'une fois : copiez-la maintenant pour la transmettre.",
    },
    copy: { id: 'records.uploadLinks.copy', defaultMessage: 'Copier le lien' },
    copied: { id: 'records.uploadLinks.copied', defaultMessage: 'Le lien est copié dans le presse-papiers.' },
    selected: {
      id: 'records.uploadLinks.selected',
      defaultMessage: 'Le lien est sélectionné : copiez-le avec Ctrl+C (⌘+C sur un Mac).',
    },
  }),
  expires: defineMessage<{ date: string }>({ id: 'records.uploadLinks.expires', defaultMessage: "Jusqu'au {date}" }),
  expiredOn: defineMessage<{ date: string }>({ id: 'records.uploadLinks.expiredOn', defaultMessage: 'Expiré le {date}' }),
  revokedOn: defineMessage<{ date: string }>({ id: 'records.uploadLinks.revokedOn', defaultMessage: 'Désactivé le {date}' }),
  files: defineMessage<{ count: number }>({
    id: 'records.uploadLinks.files',
    defaultMessage: '{count, plural, =0 {Aucun fichier} one {# fichier} other {# fichiers}}',
  }),
  revoke: defineMessage<{ fields: string }>({
    id: 'records.uploadLinks.revoke',
    defaultMessage: 'Désactiver le lien ({fields})',
  }),
  revokeTitle: defineMessage<{ fields: string }>({
    id: 'records.uploadLinks.revoke.title',
    defaultMessage: 'Désactiver le lien de dépôt ({fields})\u00a0?',
  }),
  revokeText: defineMessage({
    id: 'records.uploadLinks.revoke.text',
    defaultMessage: "Le lien ne fonctionnera plus. Les fichiers déjà reçus restent dans la fiche. Cette action n'est pas réversible.",
  }),
  revokedNotice: defineMessage<{ fields: string }>({
    id: 'records.uploadLinks.revoke.done',
    defaultMessage: 'Le lien de dépôt ({fields}) est désactivé.',
  }),
  mailed: defineMessage<{ email: string }>({ id: 'records.uploadLinks.mailed', defaultMessage: 'Le lien a été envoyé à {email}.' }),
};
