import type { Theme } from '../../../shared/constants';

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';

/**
 * The text colour on the accent colour: white or black, whichever contrasts more. The better of the two is
 * always at least 4.5:1 (WCAG AA for normal text), whatever the accent.
 */
export function textOn(accent: string): string {
  return contrast(accent, LIGHT_TEXT) >= contrast(accent, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

const COLOR = /^#[0-9a-f]{6}$/i;

/** Applies the theme (a class carrying its custom properties, site.css) and the accent colour (CSSOM: the CSP forbids style attributes). */
export function applyTheme(root: HTMLElement, theme: Theme, accent: string): void {
  root.dataset.theme = theme;
  const color = COLOR.test(accent) ? accent : '#1d4ed8';
  root.style.setProperty('--accent', color);
  root.style.setProperty('--accent-fg', textOn(color));
}
