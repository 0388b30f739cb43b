/** Setup of the `web` Vitest project (jsdom). */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { resetReloadState } from '../lib/reload';
import { resetShellState } from '../lib/shell-store';
import { apiServer, takeUnansweredCalls } from './api-server';

// Lazy chunks (routes, validation) load through real dynamic imports: give them time on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the shell scrolls to the top after a navigation.
window.scrollTo = () => undefined;

// jsdom has no CSS namespace; react-aria-components uses CSS.escape (present in every browser).
if (typeof globalThis.CSS === 'undefined') {
  globalThis.CSS = {
    escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`),
  } as unknown as typeof CSS;
}

beforeAll(() => {
  apiServer.listen({ onUnhandledFrame: 'error' });
});

afterAll(() => {
  apiServer.close();
});

beforeEach(() => {
  document.documentElement.dataset.theme = 'blue';
});

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  expect(takeUnansweredCalls(), 'API calls the test did not answer').toEqual([]);
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetShellState();
  resetReloadState();
  document.title = '';
});
