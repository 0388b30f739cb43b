/** `POST /auth/activation-code`: a new code by email; changes nothing in the browser. Plain function: see ./login.ts. */
import type * as v from 'valibot';
import type { ActivationCodeRequestInput } from '../../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';

export const requestActivationCode = (input: v.InferOutput<typeof ActivationCodeRequestInput>) =>
  api.post<unknown>('/auth/activation-code', input);
