/**
 * What the account forms load on demand (their state is lib/forms/use-form): the validation module (valibot and
 * the shared schemas, kept out of the login page's initial JavaScript; a field's focus preloads it) and the
 * `?next=` check.
 */
import { lazyWithReload } from '../../lib/chunk-reload';

let validation: Promise<typeof import('./validation')> | undefined;
const importValidation = lazyWithReload(() => import('./validation'));

/** The validation module (valibot + the shared schemas), fetched once. */
export function loadValidation(): Promise<typeof import('./validation')> {
  validation ??= importValidation().catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

/** `safeNextPath` (./next-path: where to go after login), fetched on first use. */
export const loadNextPath = lazyWithReload(() => import('./next-path'));

/** For a form's `onFocus`: fetches the validation module while the user types. */
export const preloadValidation = (): void => void loadValidation().catch(() => undefined);
