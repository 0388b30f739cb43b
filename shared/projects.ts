/** Project types offered at creation (translated in the catalogues as `projects.type.<value>`). */
export const PROJECT_TYPES = ['conference', 'tradeShow', 'seminar', 'webinar', 'corporateEvent', 'festival', 'training', 'other'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Access levels, weakest first (DESIGN §6). */
export const ACCESS_LEVELS = ['none', 'read', 'write', 'full'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const atLeast = (level: AccessLevel, wanted: AccessLevel): boolean => ACCESS_LEVELS.indexOf(level) >= ACCESS_LEVELS.indexOf(wanted);
export const strongest = (...levels: AccessLevel[]): AccessLevel =>
  levels.reduce<AccessLevel>((best, level) => (atLeast(level, best) ? level : best), 'none');
