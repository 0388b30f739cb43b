/**
 * Validation of the account forms with the shared valibot schemas (their messages are catalogue keys, shown
 * through lib/field-messages), with lib/forms/validate. Loaded on first use (see `loadValidation` in ./forms): the pages render
 * without valibot, which keeps it out of the initial JavaScript of `/{lang}/login`.
 */
import {
  ActivateInput,
  ActivationCodeRequestInput,
  LoginInput,
  LostPasswordInput,
  RegisterInput,
  ResetPasswordInput,
  SecurityCode,
} from '../../../../shared/schemas/accounts';
import { Ulid } from '../../../../shared/schemas/common';

export const accountSchemas = {
  login: LoginInput,
  register: RegisterInput,
  activate: ActivateInput,
  activationCode: ActivationCodeRequestInput,
  lostPassword: LostPasswordInput,
  resetPassword: ResetPasswordInput,
  customerId: Ulid,
  securityCode: SecurityCode,
};

// The check itself is the one every form uses; named here so that the lazily loaded chunk carries it.
export { validate } from '../../lib/forms/validate';
