/** `POST /auth/activate`: changes nothing in the browser (the user signs in next). Plain function: see ./login.ts. */
import type * as v from 'valibot';
import type { ActivateInput } from '../../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';

export const activate = (input: v.InferOutput<typeof ActivateInput>) => api.post<unknown>('/auth/activate', input);
