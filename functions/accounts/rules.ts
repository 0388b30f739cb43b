import type { CustomerView } from '../../shared/schemas/accounts';
import { clientOf, type LimitSubject, pairOf } from '../lib/auth/rate-limit';
import { AppError, Conflict } from '../lib/errors';
import type { CustomerItem } from './repository';

/**
 * The account rules' numbers, refusals and limits (docs/product.md, "Constants and limits" and "Errors"), shared by
 * every part of the accounts service. The e-mail change's own numbers follow the activation code's.
 */

export const ACTIVATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const ACTIVATION_MAX_TRIES = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Answers that must not tell whether an account exists take at least this long. */
export const UNIFORM_ANSWER_MS = 350;
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_MAX_TRIES = 5;

export const loginInvalid = () => new AppError(401, 'LOGIN_INVALID', 'Invalid credentials.');
export const codeInvalid = () =>
  new AppError(400, 'ACTIVATION_CODE_INVALID', 'The code is not valid.', [{ field: 'code', message: 'errors.ACTIVATION_CODE_INVALID' }]);
export const resetInvalid = () => new AppError(400, 'RESET_LINK_INVALID', 'The reset link is not valid or has expired.');
export const wrongPassword = (field: string) =>
  new AppError(400, 'VALIDATION_FAILED', 'The password is not right.', [{ field, message: 'validation.currentPasswordWrong' }]);
export const changedElsewhere = () => new Conflict('The account changed since you loaded it.');

/** What the customer's own pages show of the account (never the hashes, the status or the lower-case address). */
export const toView = (customer: CustomerItem): CustomerView => ({
  customerId: customer.customerId,
  email: customer.email,
  firstname: customer.firstname,
  lastname: customer.lastname,
  company: customer.company,
  phone: customer.phone,
  lang: customer.lang,
  version: customer.version,
});

/**
 * The limits each route reserves under, client-bound ones first (rate-limit.ts explains the order);
 * login's per-pair limit comes first of all (the service clears it after a right password).
 */
export const limitsOf = {
  login: (emailLower: string, address: string): LimitSubject[] => [
    ['loginPair', pairOf(emailLower, clientOf(address))],
    ['loginClient', clientOf(address)],
    ['loginAddress', emailLower],
  ],
  mail: (emailLower: string, address: string): LimitSubject[] => [
    ['mailClient', clientOf(address)],
    ['mailAddress', emailLower],
  ],
  activate: (customerId: string, address: string): LimitSubject[] => [
    ['activateClient', clientOf(address)],
    ['activateCustomer', customerId],
  ],
  resetPassword: (customerId: string, address: string): LimitSubject[] => [
    ['resetPair', pairOf(customerId, clientOf(address))],
    ['resetClient', clientOf(address)],
  ],
  /** A signed-in customer's password checks. */
  password: (customerId: string): LimitSubject[] => [['passwordCustomer', customerId]],
  /** The codes of an e-mail change. */
  emailChange: (customerId: string, address: string): LimitSubject[] => [
    ['activateClient', clientOf(address)],
    ['emailChangeCustomer', customerId],
  ],
};
