/**
 * Waits until `ms` have passed since `startedAt`: answers that must not tell whether an account exists (register,
 * lost password, an e-mail change, a delegation) take the same time either way. Services receive it as a dependency
 * (unit tests pass a no-op).
 */
export async function padUntil(startedAt: number, ms: number): Promise<void> {
  const left = startedAt + ms - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
