/**
 * `POST /auth/login`: a plain function, not a TanStack mutation hook: the login page carries no TanStack Query
 * (its initial JavaScript is within 110 KB). It owns what it changes in the browser: the stored session.
 */
import type * as v from 'valibot';
import type { CustomerView, LoginInput } from '../../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';
import { startSession } from '../../../lib/session';

export async function login(input: v.InferOutput<typeof LoginInput>): Promise<CustomerView> {
  // A 401 here is a wrong password, not an expired session: no redirect.
  const { customer } = await api.post<{ customer: CustomerView }>('/auth/login', input, { redirectOnUnauthorized: false });
  startSession(customer);
  return customer;
}
