import type { ExistingRecord } from './plan';
import type * as Store from './store';

/**
 * The records a paste's addresses name, read for the preview as early as possible: the element's e-mail guards are
 * read page by page from the start of the request, and each page's records that the paste names are fetched at once,
 * while the next page is read (the paste's addresses are known as soon as it is parsed, long before the last page).
 */
export function existingRecords(
  store: Pick<typeof Store, 'emailGuards' | 'recordsById'>,
  applicationId: string,
  element: string,
  enabled: boolean,
) {
  let giveAddresses: (emails: ReadonlySet<string>) => void = () => undefined;
  const addresses = new Promise<ReadonlySet<string>>((resolve) => {
    giveAddresses = resolve;
  });
  const reads: Promise<{ email: string; record: ExistingRecord }[]>[] = [];
  const guards = enabled
    ? store.emailGuards(applicationId, element, async (page) => {
        const wanted = await addresses;
        const ids = new Map<string, string>();
        for (const [email, recordId] of page) if (wanted.has(email)) ids.set(recordId, email);
        if (ids.size === 0) return;
        const read = store
          .recordsById(applicationId, element, [...ids.keys()])
          .then((records) => records.map((record) => ({ email: ids.get(record.recordId)!, record })));
        read.catch(() => undefined); // awaited by `lookup`
        reads.push(read);
      })
    : Promise.resolve();
  // Awaited by `lookup`; a preview refused before it (a bad paste) must not leave a rejection unhandled.
  guards.catch(() => undefined);
  return {
    /** The paste's folded addresses (every value of its ___email column): the reads may start. */
    addresses: (emails: ReadonlySet<string>) => giveAddresses(emails),
    /** The records holding `emails`. */
    async lookup(emails: readonly string[]): Promise<Map<string, ExistingRecord>> {
      await guards;
      const wanted = new Set(emails);
      const out = new Map<string, ExistingRecord>();
      for (const { email, record } of (await Promise.all(reads)).flat()) if (wanted.has(email)) out.set(email, record);
      return out;
    },
    /** Ends the reads when the preview stops early (they wait for the addresses). */
    cancel: () => giveAddresses(new Set()),
  };
}
