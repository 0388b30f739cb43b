/**
 * The accounts API (docs/api.md), through the one client of lib/api. Inputs are the outputs of the shared
 * valibot schemas, so the browser sends exactly what the server validates again.
 */
import type * as v from 'valibot';
import type {
  ActivateInput,
  ActivationCodeRequestInput,
  CustomerView,
  LoginInput,
  LostPasswordInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../../shared/schemas/accounts';
import { api } from '../../lib/api';

export const accountsApi = {
  register: (input: RegisterInput) => api.post<{ customerId: string }>('/auth/register', input),
  activate: (input: v.InferOutput<typeof ActivateInput>) => api.post<unknown>('/auth/activate', input),
  requestActivationCode: (input: v.InferOutput<typeof ActivationCodeRequestInput>) => api.post<unknown>('/auth/activation-code', input),
  /** A 401 here is a wrong password, not an expired session: no redirect. */
  login: (input: v.InferOutput<typeof LoginInput>) =>
    api.post<{ customer: CustomerView }>('/auth/login', input, { redirectOnUnauthorized: false }),
  logout: () => api.post<void>('/auth/logout', {}, { redirectOnUnauthorized: false }),
  lostPassword: (input: v.InferOutput<typeof LostPasswordInput>) => api.post<unknown>('/auth/lost-password', input),
  resetPassword: (input: v.InferOutput<typeof ResetPasswordInput>) =>
    api.post<void>('/auth/reset-password', input, { redirectOnUnauthorized: false }),
};
