/**
 * The title of a copy in its destination project: the source's title while no application there has it,
 * else "<title> (copie)", then "<title> (copie 2)", "(copie 3)"… — always French, whatever the UI language.
 * Titles are compared trimmed and case-insensitively; an empty title stays empty.
 */
const TITLE_MAX = 120;

export function copyTitle(title: string, takenTitles: Iterable<string>): string {
  if (title.trim() === '') return title;
  const taken = new Set([...takenTitles].map((candidate) => candidate.trim().toLowerCase()));
  if (!taken.has(title.trim().toLowerCase())) return title;
  for (let n = 1; ; n++) {
    const suffix = ` (copie${n === 1 ? '' : ` ${n}`})`;
    // Within the titles' 120 characters (shared/schemas/projects.ts).
    const candidate = `${title.slice(0, TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.trim().toLowerCase())) return candidate;
  }
}
