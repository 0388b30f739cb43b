/** Project types offered at creation (translated in the catalogues as `projects.type.<value>`). */
export const PROJECT_TYPES = ['conference', 'tradeShow', 'seminar', 'webinar', 'corporateEvent', 'festival', 'training', 'other'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Access levels, weakest first (docs/architecture.md, "Access"). */
export const ACCESS_LEVELS = ['none', 'read', 'write', 'full'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const atLeast = (level: AccessLevel, wanted: AccessLevel): boolean => ACCESS_LEVELS.indexOf(level) >= ACCESS_LEVELS.indexOf(wanted);
export const strongest = (...levels: AccessLevel[]): AccessLevel =>
  levels.reduce<AccessLevel>((best, level) => (atLeast(level, best) ? level : best), 'none');

/** Where someone's level on one application comes from: the whole project, the application's own right, or nowhere. */
export type LevelSource = 'project' | 'application' | 'none';

/**
 * The level someone has on one application (docs/api.md, "Delegation"): the stronger of their level on the whole
 * project and their own right on that application. An application's right can only raise the project's level, never
 * lower it. The source is the application's right only when it is the stronger one.
 */
export function effectiveLevel(projectLevel: AccessLevel, applicationLevel: AccessLevel): { level: AccessLevel; source: LevelSource } {
  const level = strongest(projectLevel, applicationLevel);
  if (level === 'none') return { level, source: 'none' };
  return { level, source: atLeast(projectLevel, applicationLevel) ? 'project' : 'application' };
}
