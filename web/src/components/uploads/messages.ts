/**
 * Texts of the uploads (`uploads.*`, their own catalogue section, with errors.UPLOAD_FAILED: the record screens and
 * the /_upload page load it).
 */
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { RejectionReason } from '../../../../shared/schemas/uploads';

export const uploadMessages = {
  ...defineMessages({
    dropHint: { id: 'uploads.drop.hint', defaultMessage: 'ou glissez-déposez les fichiers ici' },
    dropHintOne: { id: 'uploads.drop.hintOne', defaultMessage: 'ou glissez-déposez le fichier ici' },
    dropActive: { id: 'uploads.drop.active', defaultMessage: 'Déposez pour envoyer' },
    checking: { id: 'uploads.checking', defaultMessage: 'Vérification…' },
    waiting: { id: 'uploads.waiting', defaultMessage: 'En attente…' },
    cancelled: { id: 'uploads.cancelled', defaultMessage: 'Envoi annulé.' },
    inProgress: { id: 'uploads.inProgress', defaultMessage: 'Envois en cours' },
    busy: {
      id: 'uploads.busy',
      defaultMessage: "Un fichier est encore en cours d'envoi\u00a0: attendez la fin de l'envoi, ou annulez-le, avant d'enregistrer.",
    },
    cancelShort: { id: 'uploads.cancelShort', defaultMessage: 'Annuler' },
    retryShort: { id: 'uploads.retryShort', defaultMessage: 'Réessayer' },
    dismissShort: { id: 'uploads.dismissShort', defaultMessage: 'Retirer' },
    // The sentence beside "Erreur {number}" (errors.UPLOAD_FAILED), by what failed.
    failedNetwork: {
      id: 'uploads.failed.network',
      defaultMessage: "La connexion a été interrompue pendant l'envoi. Vérifiez votre connexion puis réessayez.",
    },
    failedStorage: {
      id: 'uploads.failed.storage',
      defaultMessage: "Le stockage n'a pas accepté le fichier (l'autorisation d'envoi a peut-être expiré). Réessayez.",
    },
    failedTimeout: {
      id: 'uploads.failed.timeout',
      defaultMessage: 'La vérification du fichier prend trop de temps. Réessayez dans un instant.',
    },
    failedRules: {
      id: 'uploads.failed.rules',
      defaultMessage: "Ce fichier ne respecte pas les règles du champ (type ou taille)\u00a0: il n'a pas été envoyé.",
    },
    failedBusy: {
      id: 'uploads.failed.busy',
      defaultMessage: 'Trop de fichiers envoyés en peu de temps. Patientez une minute puis réessayez.',
    },
    failedOther: {
      id: 'uploads.failed.other',
      defaultMessage: 'Réessayez dans un instant. Si cela se reproduit, donnez ce numéro au support.',
    },
  }),
  progress: defineMessage<{ name: string }>({ id: 'uploads.progress', defaultMessage: 'Envoi de {name}' }),
  cancel: defineMessage<{ name: string }>({ id: 'uploads.cancel', defaultMessage: "Annuler l'envoi de {name}" }),
  retry: defineMessage<{ name: string }>({ id: 'uploads.retry', defaultMessage: "Réessayer l'envoi de {name}" }),
  dismiss: defineMessage<{ name: string }>({ id: 'uploads.dismiss', defaultMessage: 'Retirer {name} de la liste' }),
  rejected: defineMessage<{ name: string }>({ id: 'uploads.rejected', defaultMessage: '«\u00a0{name}\u00a0» a été refusé.' }),
  readyNotice: defineMessage<{ name: string }>({ id: 'uploads.ready', defaultMessage: '«\u00a0{name}\u00a0» est prêt.' }),
  remaining: defineMessage<{ count: number }>({
    id: 'uploads.remaining',
    defaultMessage:
      '{count, plural, =0 {Plus aucun fichier possible.} one {Encore # fichier possible.} other {Encore # fichiers possibles.}}',
  }),
  more: defineMessage<{ count: number }>({
    id: 'uploads.more',
    defaultMessage: '{count, plural, one {et # autre fichier} other {et # autres fichiers}}',
  }),
};

/** Why the check refused a file (shared/schemas/uploads.ts REJECTION_REASONS). */
export const reasonMessages = defineMessages({
  empty: { id: 'uploads.reason.empty', defaultMessage: 'Le fichier est vide.' },
  tooLarge: { id: 'uploads.reason.tooLarge', defaultMessage: 'Le fichier dépasse la taille autorisée pour ce champ.' },
  typeMismatch: {
    id: 'uploads.reason.typeMismatch',
    defaultMessage: 'Le contenu du fichier ne correspond pas à son type (par exemple un programme renommé en image).',
  },
  typeNotAccepted: { id: 'uploads.reason.typeNotAccepted', defaultMessage: "Ce type de fichier n'est pas accepté par ce champ." },
  replaced: { id: 'uploads.reason.replaced', defaultMessage: 'Un autre fichier a été envoyé à sa place.' },
}) satisfies Record<RejectionReason, MessageDescriptor>;
