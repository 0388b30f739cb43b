import type { ProjectGrant } from '../../../../shared/project-views';
import type { AccessLevel } from '../../../../shared/projects';

/** The people of one project, each with a level per scope (the whole project, then each application). */
export interface Person {
  readonly email: string;
  readonly levels: ReadonlyMap<string, AccessLevel>;
}

/** The scope of a right on the whole project (an application's is its id). */
export const PROJECT_SCOPE = '';

/** The grants of a project by person (an address in another case is the same person). */
export function peopleOf(grants: readonly ProjectGrant[]): Person[] {
  const byEmail = new Map<string, { email: string; levels: Map<string, AccessLevel> }>();
  for (const grant of grants) {
    const key = grant.email.toLowerCase();
    const person = byEmail.get(key) ?? { email: grant.email, levels: new Map<string, AccessLevel>() };
    person.levels.set(grant.applicationId ?? PROJECT_SCOPE, grant.level);
    byEmail.set(key, person);
  }
  return [...byEmail.values()];
}
