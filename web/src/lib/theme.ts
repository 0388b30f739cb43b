/**
 * Colour theme (docs/product.md, "States"): blue (default), black, green or red. Choosing one saves it in localStorage
 * and applies it at once through `<html data-theme>`; `/boot.js` applies the saved one before the first paint.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEMES, type Theme } from '../../../shared/constants';
import { readStorage, THEME_KEY, writeStorage } from './storage-keys';

export const isTheme = (value: unknown): value is Theme => typeof value === 'string' && (THEMES as readonly string[]).includes(value);

export function readStoredTheme(): Theme {
  const stored = readStorage('local', THEME_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

const listeners = new Set<() => void>();

export function getTheme(): Theme {
  const applied = document.documentElement.dataset.theme;
  return isTheme(applied) ? applied : readStoredTheme();
}

/** Applies the theme to the document (no saving). */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  for (const listener of [...listeners]) listener();
}

/** Saves and applies the theme at once (docs/product.md, "States"). */
export function setTheme(theme: Theme): void {
  writeStorage('local', THEME_KEY, theme);
  applyTheme(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => DEFAULT_THEME);
}
