/**
 * Every browser storage key of the app, in one place (docs/product.md, "Entities").
 * localStorage: the stored customer (`{prefix}Customer`), the login date stamp (`{prefix}LoginDate`)
 * and the theme (`{prefix}Theme`). sessionStorage: the reload guard.
 */
import { STORAGE_PREFIX } from './config';
import { storageKeys } from './public-config';

const keys = storageKeys(STORAGE_PREFIX);

export const CUSTOMER_KEY: string = keys.customer;
export const LOGIN_DATE_KEY: string = keys.loginDate;
export const THEME_KEY: string = keys.theme;
/** sessionStorage: `{ path, at }` of the last forced reload (the reload guard; docs/product.md, "States"). */
export const RELOAD_GUARD_KEY = `${STORAGE_PREFIX}ReloadGuard`;

/** Storage access that never throws (private mode, disabled storage, quota). */
export function readStorage(storage: 'local' | 'session', key: string): string | null {
  try {
    return (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: 'local' | 'session', key: string, value: string): void {
  try {
    (storage === 'local' ? window.localStorage : window.sessionStorage).setItem(key, value);
  } catch {
    // Storage unavailable: the value lives for this page only.
  }
}

export function removeStorage(storage: 'local' | 'session', key: string): void {
  try {
    (storage === 'local' ? window.localStorage : window.sessionStorage).removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
