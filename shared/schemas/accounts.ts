import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { Locale, optionalText, requiredText, Ulid } from './common';

/**
 * Account inputs, validated by the web forms and again by the API with the same schemas.
 * Messages are catalogue keys, quoted in docs/product.md ("Errors").
 */

export const Email = v.pipe(
  v.string('errors.EMAIL_REQUIRED'),
  v.trim(),
  v.nonEmpty('errors.EMAIL_REQUIRED'),
  v.maxLength(254, 'validation.tooLong'),
  v.email('validation.email'),
);

/** At least 8 characters with a letter, a digit and a symbol (and at most 128, for the hash): docs/product.md, "Validation". */
export const Password = v.pipe(
  v.string('errors.PASSWORD_FORMAT'),
  v.minLength(PASSWORD_MIN_LENGTH, 'errors.PASSWORD_FORMAT'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'errors.PASSWORD_FORMAT'),
  v.regex(/\p{L}/u, 'errors.PASSWORD_FORMAT'),
  v.regex(/\p{N}/u, 'errors.PASSWORD_FORMAT'),
  v.regex(/[^\p{L}\p{N}\s]/u, 'errors.PASSWORD_FORMAT'),
);

const Phone = v.optional(v.pipe(v.string('validation.phone'), v.trim(), v.regex(/^$|^\+?[0-9 ().-]{6,25}$/, 'validation.phone')), '');

export const RegisterInput = v.object({
  email: Email,
  password: Password,
  firstname: requiredText(80),
  lastname: requiredText(80),
  company: optionalText(120),
  phone: Phone,
  acceptTerms: v.literal(true, 'errors.TERMS_NOT_ACCEPTED'),
  lang: Locale,
});
export type RegisterInput = v.InferOutput<typeof RegisterInput>;

export const ActivationCode = v.pipe(
  v.string('errors.ACTIVATION_CODE_INVALID'),
  v.trim(),
  v.regex(/^\d{6}$/, 'errors.ACTIVATION_CODE_INVALID'),
);
export const ActivateInput = v.object({ customerId: Ulid, code: ActivationCode });
export const ActivationCodeRequestInput = v.object({ email: Email, lang: Locale });

export const LoginInput = v.object({
  email: Email,
  // Any non-empty string up to the maximum: the format rule is for new passwords only.
  password: v.pipe(
    v.string('validation.required'),
    v.nonEmpty('validation.required'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'errors.LOGIN_INVALID'),
  ),
});

export const LostPasswordInput = v.object({ email: Email, lang: Locale });

export const SecurityCode = v.pipe(v.string('errors.RESET_LINK_INVALID'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'errors.RESET_LINK_INVALID'));
export const ResetPasswordInput = v.object({ customerId: Ulid, securityCode: SecurityCode, password: Password });

/** What the API and the browser know of a customer (docs/product.md, "Entities"). */
export interface CustomerView {
  readonly customerId: string;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly phone: string;
  readonly lang: 'fr' | 'en';
  /** What `PATCH /api/me` is conditional on. */
  readonly version: number;
}

// My account: details, e-mail change, password change, deletion.

/** A password typed to prove who one is (not checked against the format rule: old passwords may predate it). */
const CurrentPassword = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'errors.LOGIN_INVALID'),
);

export const UpdateMeInput = v.object({
  firstname: requiredText(80),
  lastname: requiredText(80),
  company: optionalText(120),
  phone: Phone,
  // Optimistic concurrency, as every versioned update (shared/schemas/projects.ts): a stale version answers 409.
  version: v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid')),
});
export type UpdateMeInput = v.InferOutput<typeof UpdateMeInput>;

export const EmailChangeInput = v.object({ email: Email, password: CurrentPassword });
export const EmailConfirmInput = v.object({ code: ActivationCode });
export const PasswordChangeInput = v.object({ currentPassword: CurrentPassword, password: Password });
export const DeletionInput = v.object({ password: CurrentPassword });
