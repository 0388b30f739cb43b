/** `POST /auth/register`: changes nothing in the browser (the account is not active yet). Plain function: see ./login.ts. */
import type { RegisterInput } from '../../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';

export const register = (input: RegisterInput) => api.post<{ customerId: string }>('/auth/register', input);
