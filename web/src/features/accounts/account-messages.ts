/** Texts of the "my account" screens (catalogue section `account`, loaded by those screens only). */
import { defineMessage, defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  // The details page.
  documentTitle: { id: 'account.details.documentTitle', defaultMessage: 'Mes coordonnées' },
  title: { id: 'account.details.title', defaultMessage: 'Mes coordonnées' },
  lead: {
    id: 'account.details.lead',
    defaultMessage: 'Vos coordonnées, votre adresse e-mail de connexion et la suppression de votre compte.',
  },
  detailsTitle: { id: 'account.details.detailsTitle', defaultMessage: 'Mes informations' },
  detailsSubmit: { id: 'account.details.submit', defaultMessage: 'Enregistrer mes coordonnées' },
  detailsSaved: { id: 'account.details.saved', defaultMessage: 'Vos coordonnées ont été enregistrées.' },
  reload: { id: 'account.details.reload', defaultMessage: 'Recharger mes coordonnées' },
  loading: { id: 'account.details.loading', defaultMessage: 'Chargement de vos coordonnées…' },
  loadFailed: { id: 'account.details.loadFailed', defaultMessage: 'Vos coordonnées n’ont pas pu être chargées.' },
  // The e-mail change.
  emailTitle: { id: 'account.email.title', defaultMessage: 'Adresse e-mail' },
  emailLead: {
    id: 'account.email.lead',
    defaultMessage:
      'Pour la changer, saisissez la nouvelle adresse et votre mot de passe : un code de confirmation sera envoyé à la nouvelle adresse.',
  },
  newEmail: { id: 'account.email.newEmail', defaultMessage: 'Nouvelle adresse e-mail' },
  emailSubmit: { id: 'account.email.submit', defaultMessage: 'Recevoir un code' },
  code: { id: 'account.email.code', defaultMessage: 'Code de confirmation' },
  confirmSubmit: { id: 'account.email.confirm', defaultMessage: 'Confirmer la nouvelle adresse' },
  cancel: { id: 'account.email.cancel', defaultMessage: 'Annuler' },
  // The erasure.
  deleteTitle: { id: 'account.delete.title', defaultMessage: 'Supprimer mon compte' },
  deleteText: {
    id: 'account.delete.text',
    defaultMessage:
      'La suppression est définitive : les projets dont vous êtes propriétaire, avec leurs applications, fiches et fichiers, les droits que vous détenez sur d’autres projets et toutes vos sessions sont effacés. Vous ne pourrez plus vous connecter dès la confirmation ; l’effacement des données s’achève en quelques minutes.',
  },
  deleteOpen: { id: 'account.delete.open', defaultMessage: 'Supprimer mon compte…' },
  deleteDialog: { id: 'account.delete.dialog', defaultMessage: 'Confirmer la suppression du compte' },
  deleteConfirmText: {
    id: 'account.delete.confirmText',
    defaultMessage: 'Saisissez votre mot de passe pour confirmer la suppression définitive de votre compte.',
  },
  deleteSubmit: { id: 'account.delete.submit', defaultMessage: 'Supprimer définitivement mon compte' },
  // The password page.
  passwordDocumentTitle: { id: 'account.password.documentTitle', defaultMessage: 'Mot de passe' },
  passwordTitle: { id: 'account.password.title', defaultMessage: 'Changer mon mot de passe' },
  passwordLead: {
    id: 'account.password.lead',
    defaultMessage: 'Saisissez votre mot de passe actuel, puis deux fois le nouveau. Vos autres sessions seront déconnectées.',
  },
  currentPassword: { id: 'account.password.current', defaultMessage: 'Mot de passe actuel' },
  mismatch: { id: 'account.password.mismatch', defaultMessage: 'Les deux mots de passe ne correspondent pas.' },
  passwordSubmit: { id: 'account.password.submit', defaultMessage: 'Changer le mot de passe' },
  passwordChanged: {
    id: 'account.password.changed',
    defaultMessage: 'Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées et un e-mail vous en informe.',
  },
});

/** Texts with a value (typed, so that react-intl checks the values given). */
export const accountValueMessages = {
  emailCurrent: defineMessage<{ email: string }>({
    id: 'account.email.current',
    defaultMessage: 'Vous vous connectez avec l’adresse {email}.',
  }),
  codeSent: defineMessage<{ email: string }>({
    id: 'account.email.codeSent',
    defaultMessage:
      'Si cette adresse peut être utilisée, un code de confirmation a été envoyé à {email}. Saisissez-le ci-dessous (il est valable 24 heures).',
  }),
  emailChanged: defineMessage<{ email: string }>({
    id: 'account.email.changed',
    defaultMessage: 'Votre adresse e-mail est désormais {email}. Votre ancienne adresse en a été informée.',
  }),
};
