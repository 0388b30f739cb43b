/**
 * `POST /auth/reset-password`: the server revokes every session of the account, so the browser forgets its own.
 * Plain function: see ./login.ts.
 */
import type * as v from 'valibot';
import type { ResetPasswordInput } from '../../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';
import { clearSession } from '../../../lib/session';

export async function resetPassword(input: v.InferOutput<typeof ResetPasswordInput>): Promise<void> {
  await api.post<void>('/auth/reset-password', input, { redirectOnUnauthorized: false });
  clearSession();
}
