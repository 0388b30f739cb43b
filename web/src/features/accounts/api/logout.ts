/**
 * `POST /auth/logout`, then the browser forgets its session whatever the answer (the cookie expires on its own).
 * A plain function like every account call: the account screens carry no TanStack Query (see ./login.ts).
 */
import { api } from '../../../lib/api';
import { clearSession } from '../../../lib/session';

export async function logout(): Promise<void> {
  try {
    await api.post<void>('/auth/logout', {}, { redirectOnUnauthorized: false });
  } catch {
    // Signed out locally anyway.
  }
  clearSession();
}
