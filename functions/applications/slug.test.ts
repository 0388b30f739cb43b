import { describe, expect, it } from 'vitest';
import { randomSlugFor, slugFor, slugify } from './slug';

describe('application slugs', () => {
  it('derives a readable slug from the title', () => {
    expect(slugify('Catalogue des Exposants — Édition 2027 !')).toBe('catalogue-des-exposants-edition-2027');
    expect(slugify('   ')).toBe('application');
    expect(slugify('x'.repeat(100))).toHaveLength(60);
  });

  it('numbers a taken slug', () => {
    expect(slugFor('Speakers', new Set())).toBe('speakers');
    expect(slugFor('Speakers', new Set(['speakers', 'speakers-2']))).toBe('speakers-3');
  });

  it('adds a random suffix that keeps the slug valid, for parallel creations of one title', () => {
    const slugs = new Set(Array.from({ length: 200 }, () => randomSlugFor('Speakers')));
    expect(slugs.size).toBe(200);
    for (const slug of slugs) expect(slug).toMatch(/^speakers-[a-z0-9]{6}$/);
    const long = randomSlugFor('x'.repeat(100));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^x+-[a-z0-9]{6}$/);
  });
});
