import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { activate } from './handlers/activate';
import { changePassword } from './handlers/change-password';
import { confirmEmailChange } from './handlers/confirm-email-change';
import { getMe } from './handlers/get-me';
import { login } from './handlers/login';
import { logout } from './handlers/logout';
import { lostPassword } from './handlers/lost-password';
import { register } from './handlers/register';
import { requestDeletion } from './handlers/request-deletion';
import { requestEmailChange } from './handlers/request-email-change';
import { requestActivationCode } from './handlers/request-activation-code';
import { resetPassword } from './handlers/reset-password';
import { updateMe } from './handlers/update-me';
import { accountsDomain } from '../manifest';

export const routes = {
  'POST /api/auth/register': register,
  'POST /api/auth/activate': activate,
  'POST /api/auth/activation-code': requestActivationCode,
  'POST /api/auth/login': login,
  'GET /api/me': getMe,
  'POST /api/auth/logout': logout,
  'POST /api/auth/lost-password': lostPassword,
  'POST /api/auth/reset-password': resetPassword,
  // My account: details, e-mail change, password change, erasure
  'PATCH /api/me': updateMe,
  'POST /api/me/email': requestEmailChange,
  'POST /api/me/email/confirm': confirmEmailChange,
  'PUT /api/me/password': changePassword,
  'POST /api/me/deletion': requestDeletion,
} as const;

export const handler = createApi(accountsDomain, routes, { authenticate: authenticateSession });
