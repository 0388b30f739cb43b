import { expect } from 'vitest';
import { AppError } from '../../functions/lib/errors';

/** Awaits a promise that must reject with an AppError of this status and code (each checked when given); returns it. */
export async function expectAppError(promise: Promise<unknown>, expected: { status?: number; code?: string }): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  if (expected.status !== undefined) expect(appError.status).toBe(expected.status);
  if (expected.code !== undefined) expect(appError.code).toBe(expected.code);
  return appError;
}
