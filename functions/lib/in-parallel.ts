/**
 * Runs `run` over `items` with at most `inFlight` calls at once, in the items' order of start; the first failure
 * rejects (callers that must go on wrap `run`). For bounded fan-outs: batches of writes, posts to connections.
 */
export async function inParallel<T>(items: readonly T[], inFlight: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, items.length) }, async () => {
      for (let index = next++; index < items.length; index = next++) await run(items[index]!);
    }),
  );
}
