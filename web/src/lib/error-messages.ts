/**
 * Translated error messages: the web app shows an error by its code, through the `errors.<CODE>` keys of the
 * catalogues (docs/architecture.md, "Backend conventions", "Web"). The French texts of docs/product.md, "Errors", are
 * kept exactly as written.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '../../../shared/errors';
import { isApiError } from './api';

export const errorMessages = defineMessages({
  INTERNAL: { id: 'errors.INTERNAL', defaultMessage: 'Une erreur interne est survenue. Veuillez réessayer dans un instant.' },
  NOT_FOUND: { id: 'errors.NOT_FOUND', defaultMessage: "L'élément demandé est introuvable." },
  VALIDATION_FAILED: { id: 'errors.VALIDATION_FAILED', defaultMessage: 'Certaines informations saisies ne sont pas valides.' },
  UNSUPPORTED_MEDIA_TYPE: { id: 'errors.UNSUPPORTED_MEDIA_TYPE', defaultMessage: "Ce type de contenu n'est pas accepté." },
  PAYLOAD_TOO_LARGE: { id: 'errors.PAYLOAD_TOO_LARGE', defaultMessage: 'Les données envoyées sont trop volumineuses.' },
  MALFORMED_JSON: { id: 'errors.MALFORMED_JSON', defaultMessage: 'La demande envoyée est mal formée.' },
  TOO_MANY_REQUESTS: {
    id: 'errors.TOO_MANY_REQUESTS',
    defaultMessage: 'Trop de demandes en peu de temps. Veuillez patienter un instant avant de réessayer.',
  },
  FORBIDDEN: { id: 'errors.FORBIDDEN', defaultMessage: "Vous n'avez pas les droits nécessaires pour cette action." },
  UNAUTHORIZED: { id: 'errors.UNAUTHORIZED', defaultMessage: 'Votre session a expiré. Veuillez vous reconnecter.' },
  CONFLICT: {
    id: 'errors.CONFLICT',
    defaultMessage: 'Ces données ont été modifiées entre-temps. Rechargez la page avant de réessayer.',
  },
  NETWORK: { id: 'errors.NETWORK', defaultMessage: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.' },
  ITEM_TOO_LARGE: {
    id: 'errors.ITEM_TOO_LARGE',
    defaultMessage:
      'Ces données sont trop volumineuses pour être enregistrées. Allégez-les (moins de champs, de choix ou de texte) puis réessayez.',
  },
  SERVICE_UNAVAILABLE: {
    id: 'errors.SERVICE_UNAVAILABLE',
    defaultMessage: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
  // The texts of docs/product.md, "Errors", in French exactly as written.
  LOGIN_INVALID: { id: 'errors.LOGIN_INVALID', defaultMessage: 'Identifiants de connexion invalides' },
  REGISTER_FAILED: { id: 'errors.REGISTER_FAILED', defaultMessage: "Une erreur s'est produite" },
  TERMS_NOT_ACCEPTED: {
    id: 'errors.TERMS_NOT_ACCEPTED',
    defaultMessage: 'Vous devez accepter les Conditions générales de service avant de continuer.',
  },
  PASSWORD_FORMAT: { id: 'errors.PASSWORD_FORMAT', defaultMessage: 'Le format de votre mot de passe est incorrect' },
  EMAIL_REQUIRED: { id: 'errors.EMAIL_REQUIRED', defaultMessage: 'Veuillez saisir votre adresse e-mail.' },
  ACTIVATION_CODE_INVALID: { id: 'errors.ACTIVATION_CODE_INVALID', defaultMessage: "Ce code n'est pas valide" },
  CONTACT_FAILED: { id: 'errors.CONTACT_FAILED', defaultMessage: 'Une erreur est survenue' },
  DETAILS_CHANGE_FAILED: {
    id: 'errors.DETAILS_CHANGE_FAILED',
    defaultMessage: "La modification de vos coordonnées n'a pas pu être effectuée",
  },
  PASSWORD_CHANGE_FAILED: {
    id: 'errors.PASSWORD_CHANGE_FAILED',
    defaultMessage: "La modification de votre mot de passe n'a pas pu être effectuée",
  },
  DELEGATION_SAVE_FAILED: { id: 'errors.DELEGATION_SAVE_FAILED', defaultMessage: "Vos modifications n'ont pas pu être enregistrées" },
  ITEM_SAVE_FAILED: { id: 'errors.ITEM_SAVE_FAILED', defaultMessage: "Vos modifications n'ont pas pu être enregistrées" },
  UPLOAD_FAILED: { id: 'errors.UPLOAD_FAILED', defaultMessage: "Erreur {number} : le fichier n'a pas pu être envoyé" },
  // Accounts codes of shared/errors.ts without a text of their own in docs/product.md, "Errors".
  ACCOUNT_NOT_ACTIVATED: {
    id: 'errors.ACCOUNT_NOT_ACTIVATED',
    defaultMessage: "Votre compte n'est pas encore activé. Saisissez le code reçu par e-mail.",
  },
  RESET_LINK_INVALID: {
    id: 'errors.RESET_LINK_INVALID',
    defaultMessage: "Ce lien de réinitialisation n'est plus valide. Demandez-en un nouveau.",
  },
  // Records: `error.details[0].params.count` says how many records use the category.
  CATEGORY_IN_USE: {
    id: 'errors.CATEGORY_IN_USE',
    defaultMessage:
      '{count, plural, one {Cette catégorie est utilisée par # fiche : retirez-la de cette fiche avant de la supprimer.} other {Cette catégorie est utilisée par # fiches : retirez-la de ces fiches avant de la supprimer.}}',
  },
  // Bulk data: one import per element at a time; a preview expires; an export is downloadable once written.
  IMPORT_RUNNING: {
    id: 'errors.IMPORT_RUNNING',
    defaultMessage: "Un import est déjà en cours pour cette liste. Attendez qu'il se termine, puis relancez celui-ci.",
  },
  IMPORT_EXPIRED: {
    id: 'errors.IMPORT_EXPIRED',
    defaultMessage: 'Cet aperçu a expiré. Collez à nouveau vos données pour obtenir un nouvel aperçu.',
  },
  EXPORT_NOT_READY: {
    id: 'errors.EXPORT_NOT_READY',
    defaultMessage: "Le fichier n'est pas encore prêt. Patientez jusqu'à la fin de l'export.",
  },
  // Upload links (the /_upload page): a wrong token, an expired link, a revoked link.
  UPLOAD_LINK_INVALID: {
    id: 'errors.UPLOAD_LINK_INVALID',
    defaultMessage:
      "Ce lien de dépôt n'existe pas. Vérifiez qu'il a été copié en entier, ou demandez-en un nouveau à la personne qui vous l'a envoyé.",
  },
  UPLOAD_LINK_EXPIRED: {
    id: 'errors.UPLOAD_LINK_EXPIRED',
    defaultMessage: "Ce lien de dépôt a expiré. Demandez-en un nouveau à la personne qui vous l'a envoyé.",
  },
  UPLOAD_LINK_REVOKED: {
    id: 'errors.UPLOAD_LINK_REVOKED',
    defaultMessage: "Ce lien de dépôt a été désactivé. Demandez-en un nouveau à la personne qui vous l'a envoyé.",
  },
  // Interactive modules (the participant page, the console's channels).
  LIVE_PASSWORD_INVALID: { id: 'errors.LIVE_PASSWORD_INVALID', defaultMessage: 'Mot de passe incorrect.' },
  LIVE_BANNED: { id: 'errors.LIVE_BANNED', defaultMessage: "L'organisateur vous a exclu de ce module." },
  LIVE_CHANNEL_CLOSED: { id: 'errors.LIVE_CHANNEL_CLOSED', defaultMessage: 'Ce canal est fermé. Choisissez-en un autre.' },
  LIVE_CHANNEL_LIMIT: { id: 'errors.LIVE_CHANNEL_LIMIT', defaultMessage: 'Un module compte au plus 20 canaux.' },
  WEBAPP_HOST_TAKEN: {
    id: 'errors.WEBAPP_HOST_TAKEN',
    defaultMessage: 'Ce nom de domaine est déjà utilisé par une autre application web.',
  },
  WEBAPP_INCOMPLETE: {
    id: 'errors.WEBAPP_INCOMPLETE',
    defaultMessage: 'Certaines étapes sont incomplètes : complétez-les avant de publier.',
  },
});

// Every API error code of shared/errors.ts has its message (compile-time check).
errorMessages satisfies Record<ErrorCode, MessageDescriptor>;

export type ErrorMessageCode = keyof typeof errorMessages;

export const isKnownErrorCode = (code: string): code is ErrorMessageCode => Object.hasOwn(errorMessages, code);

/** The catalogue message for an error code; unknown codes fall back to `errors.INTERNAL`. */
export function errorMessageFor(code: string): MessageDescriptor {
  return isKnownErrorCode(code) ? errorMessages[code] : errorMessages.INTERNAL;
}

/** The code to show for anything thrown: an ApiError's code, else INTERNAL. */
export const errorCodeOf = (error: unknown): string => (isApiError(error) ? error.code : 'INTERNAL');
