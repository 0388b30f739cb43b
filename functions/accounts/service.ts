import type { AccountsDeps } from './deps-types';
import { emailChange } from './email-change';
import { accountSettings } from './settings';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { accountSteps } from './steps';

/**
 * The account rules (docs/product.md, "Screens and routes", "Validation", "Errors"; docs/architecture.md, "Access"),
 * in four parts: sign-up, sign-in (with a lost password's reset), the change of e-mail address and the account's own
 * settings. Storage, mail, limits and clock are injected (deps-types.ts); numbers and refusals are in rules.ts.
 */
export function accountsService(deps: AccountsDeps) {
  const steps = accountSteps(deps);
  return { ...signUp(deps, steps), ...signIn(deps, steps), ...emailChange(deps, steps), ...accountSettings(deps, steps) };
}
