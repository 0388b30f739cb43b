/**
 * A short random pause before trying again what lost a race or was left unprocessed: exponential in the attempt
 * (capped at 64 × `baseMs`), with full jitter so that the writers who collided do not collide again (docs/data-model.md).
 */
export function backoff(attempt: number, baseMs = 10): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * baseMs * 2 ** Math.min(attempt, 6)));
}
