/** Texts shared by several account screens (fields, password rule, links back to login). */
import { defineMessage, defineMessages } from 'react-intl';

export const fieldMessages = defineMessages({
  email: { id: 'accounts.field.email', defaultMessage: 'Adresse e-mail' },
  password: { id: 'accounts.field.password', defaultMessage: 'Mot de passe' },
  newPassword: { id: 'accounts.field.newPassword', defaultMessage: 'Nouveau mot de passe' },
  confirmPassword: { id: 'accounts.field.confirmPassword', defaultMessage: 'Confirmation du nouveau mot de passe' },
  firstname: { id: 'accounts.field.firstname', defaultMessage: 'Prénom' },
  lastname: { id: 'accounts.field.lastname', defaultMessage: 'Nom' },
  company: { id: 'accounts.field.company', defaultMessage: 'Société' },
  phone: { id: 'accounts.field.phone', defaultMessage: 'Téléphone' },
  code: { id: 'accounts.field.code', defaultMessage: "Code d'activation" },
  showPassword: { id: 'accounts.password.show', defaultMessage: 'Afficher le mot de passe' },
  requiredHint: { id: 'accounts.form.requiredHint', defaultMessage: "Les champs marqués d'un astérisque (*) sont obligatoires." },
});

export const linkMessages = defineMessages({
  login: { id: 'accounts.link.login', defaultMessage: 'Se connecter' },
  backToLogin: { id: 'accounts.link.backToLogin', defaultMessage: 'Retour à la connexion' },
  lostPassword: { id: 'accounts.link.lostPassword', defaultMessage: 'Mot de passe oublié ?' },
});

/** Asks for a new activation code (login form of a pending account, activation step). */
export const resendCodeMessage = defineMessage({ id: 'accounts.activation.resend', defaultMessage: 'Recevoir un nouveau code' });

/** The password rule (docs/product.md, "Validation"), shown under every new-password field. */
export const passwordRuleMessage = defineMessage<{ min: number }>({
  id: 'accounts.password.rule',
  defaultMessage: 'Au moins {min} caractères, dont une lettre, un chiffre et un symbole.',
});
