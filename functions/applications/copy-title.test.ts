import { describe, expect, it } from 'vitest';
import { copyTitle } from './copy-title';

describe('copyTitle', () => {
  it('keeps a title the destination does not have', () => {
    expect(copyTitle('Intervenants', ['Catalogue'])).toBe('Intervenants');
  });

  it('adds "(copie)", then "(copie 2)", "(copie 3)" while taken (trimmed, any case)', () => {
    expect(copyTitle('Intervenants', ['intervenants '])).toBe('Intervenants (copie)');
    expect(copyTitle('Intervenants', ['Intervenants', 'Intervenants (copie)'])).toBe('Intervenants (copie 2)');
    expect(copyTitle('Intervenants', ['Intervenants', 'Intervenants (copie)', 'INTERVENANTS (COPIE 2)'])).toBe('Intervenants (copie 3)');
  });

  it('stays within 120 characters, and leaves an empty title empty', () => {
    const long = 'a'.repeat(120);
    const copy = copyTitle(long, [long]);
    expect(copy).toHaveLength(120);
    expect(copy.endsWith(' (copie)')).toBe(true);
    expect(copyTitle('', [''])).toBe('');
  });
});
