import { describe, expect, it } from 'vitest';
import { applyTheme, contrast, textOn } from './theme';

describe('site theme', () => {
  it('puts a text colour of at least 4.5:1 (WCAG AA) on any accent', () => {
    const accents = [
      '#1d4ed8',
      '#f5c518',
      '#777777',
      '#808080',
      '#ff0000',
      '#00ff00',
      '#0000ff',
      '#ffffff',
      '#000000',
      '#5b9a68',
      '#e11d48',
    ];
    for (let gray = 0; gray < 256; gray += 5) accents.push(`#${gray.toString(16).padStart(2, '0').repeat(3)}`);
    for (const accent of accents) expect(contrast(accent, textOn(accent)), accent).toBeGreaterThanOrEqual(4.5);
    expect(textOn('#1d4ed8')).toBe('#ffffff');
    expect(textOn('#f5c518')).toBe('#000000');
  });

  it('sets the theme and the accent through CSSOM custom properties', () => {
    const root = document.createElement('html');
    applyTheme(root, 'red', '#f5c518');
    expect(root.dataset.theme).toBe('red');
    expect(root.style.getPropertyValue('--accent')).toBe('#f5c518');
    expect(root.style.getPropertyValue('--accent-fg')).toBe('#000000');
    applyTheme(root, 'blue', 'red; background: url(x)');
    expect(root.style.getPropertyValue('--accent')).toBe('#1d4ed8');
  });
});
