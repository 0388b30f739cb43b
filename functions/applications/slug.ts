import { randomInt } from 'node:crypto';

/** How many times a creation (or a copy) picks a slug and tries again; the first ones are readable slugs. */
export const CREATE_ATTEMPTS = 10;
/** Past this many collisions, parallel creations of one title would keep choosing the same next number. */
export const READABLE_SLUG_ATTEMPTS = 2;

/**
 * A URL slug from a title: lower case, accents dropped, words joined by dashes, at most 60 characters;
 * `-2`, `-3`… when taken. Chosen once at creation: it stays when the title changes, so links keep working.
 */
export function slugify(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base || 'application';
}

export function slugFor(title: string, taken: ReadonlySet<string>): string {
  const base = slugify(title);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 56)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The slug with a random suffix (`speakers-k3x9qa`, 36^6 choices): what parallel creations of one title
 * fall back to once the numbered slugs keep colliding, so that each of them finds a free address.
 */
export function randomSlugFor(title: string): string {
  const suffix = Array.from({ length: 6 }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');
  return `${slugify(title).slice(0, 53).replace(/-+$/g, '')}-${suffix}`;
}
