/** `POST /auth/lost-password`: a reset link by email; changes nothing in the browser. Plain function: see ./login.ts. */
import type * as v from 'valibot';
import type { LostPasswordInput } from '../../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';

export const lostPassword = (input: v.InferOutput<typeof LostPasswordInput>) => api.post<unknown>('/auth/lost-password', input);
