import { describe, expect, it } from 'vitest';
import { slugFor, slugify } from './slug';

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
});
