import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { activate } from './handlers/activate';
import { getMe } from './handlers/get-me';
import { login } from './handlers/login';
import { logout } from './handlers/logout';
import { lostPassword } from './handlers/lost-password';
import { register } from './handlers/register';
import { requestActivationCode } from './handlers/request-activation-code';
import { resetPassword } from './handlers/reset-password';

export const routes = {
  'POST /api/auth/register': register,
  'POST /api/auth/activate': activate,
  'POST /api/auth/activation-code': requestActivationCode,
  'POST /api/auth/login': login,
  'GET /api/me': getMe,
  'POST /api/auth/logout': logout,
  'POST /api/auth/lost-password': lostPassword,
  'POST /api/auth/reset-password': resetPassword,
} as const;

export const handler = createApi('accounts', routes, { authenticate: authenticateSession });
