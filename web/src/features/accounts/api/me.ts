/**
 * My account: `GET /me` (the details and their version), `PATCH /me`, the e-mail change, the password
 * change and the erasure request. Every answer that carries the customer refreshes the stored one (lib/session.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type {
  CustomerView,
  DeletionInput,
  EmailChangeInput,
  EmailConfirmInput,
  PasswordChangeInput,
  UpdateMeInput,
} from '../../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';
import { clearSession, storeCustomer } from '../../../lib/session';

export const meKey = ['me'] as const;

export const meQuery = queryOptions({
  queryKey: meKey,
  queryFn: async () => (await api.get<{ customer: CustomerView }>('/me')).customer,
});

function stored(customer: CustomerView): CustomerView {
  storeCustomer(customer);
  return customer;
}

export async function updateMe(input: v.InferOutput<typeof UpdateMeInput>): Promise<CustomerView> {
  return stored((await api.patch<{ customer: CustomerView }>('/me', input)).customer);
}

export async function requestEmailChange(input: v.InferOutput<typeof EmailChangeInput>): Promise<void> {
  await api.post<void>('/me/email', input);
}

export async function confirmEmailChange(input: v.InferOutput<typeof EmailConfirmInput>): Promise<CustomerView> {
  return stored((await api.post<{ customer: CustomerView }>('/me/email/confirm', input)).customer);
}

export async function changePassword(input: v.InferOutput<typeof PasswordChangeInput>): Promise<void> {
  await api.put<void>('/me/password', input);
}

/** The server revokes every session of the account: the browser forgets its own. */
export async function requestDeletion(input: v.InferOutput<typeof DeletionInput>): Promise<void> {
  await api.post<{ jobId: string }>('/me/deletion', input);
  clearSession();
}
