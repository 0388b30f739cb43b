/**
 * Per-instance memory of the reads that every GET repeats (the session, one application's access decision and
 * configuration), so that a list page costs one DynamoDB Query in the steady state instead of four.
 *
 * The trade-off, bounded on purpose:
 * - only **allowed** reads are kept: a grant or a new session takes effect at once;
 * - only **safe** requests (GET) use them: every write decides on fresh reads;
 * - an entry lives {@link READ_CACHE_TTL_MS}: a revoked session or grant may still read for that long on another
 *   Lambda instance (never write); on this instance every state-changing request forgets them all first
 *   (`forgetReads`, called by the HTTP stack), so an instance, and the one-process local runtime, reads its own
 *   writes.
 * Concurrent misses share one read: when an entry expires under load, twenty GETs in flight make one refresh,
 * not twenty.
 */
export const READ_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 1_000;

export interface ReadCache<V> {
  /** The value read within the last seconds, or `read()`'s, kept only when `keep` says it may be reused. */
  remember(key: string, read: () => Promise<V>, keep: (value: V) => boolean): Promise<V>;
}

type Entries = Map<string, { at: number; value: Promise<unknown> }>;
const caches: Entries[] = [];

/** `maxEntries`: fewer for big values (a public site's records), so that a cache's memory stays bounded. */
export function readCache<V>(now: () => number = () => Date.now(), maxEntries = MAX_ENTRIES): ReadCache<V> {
  const entries: Entries = new Map();
  caches.push(entries);
  return {
    remember(key, read, keep) {
      const found = entries.get(key);
      if (found && now() - found.at < READ_CACHE_TTL_MS) return found.value as Promise<V>;
      entries.delete(key);
      // Oldest first (insertion order): a full cache drops the entry that would expire next.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry = { at: now(), value: read() };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then((value) => keep(value) || drop(), drop);
      return entry.value;
    },
  };
}

/** Forgets every cached read of this instance (before a state-changing request; between unit tests). */
export function forgetReads(): void {
  for (const entries of caches) entries.clear();
}
