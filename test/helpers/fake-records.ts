import type * as purge from '../../functions/lib/db/purge';
import type * as repository from '../../functions/records/repository';
import { RecordWriteRefused, type ListRow, type RowQuery, type StoredRecord, type StoredVersion } from '../../functions/records/repository';
import { VERSIONS_KEPT } from '../../shared/schemas/records';

/**
 * An in-memory records repository with the real one's semantics: writes all or nothing, conditional on the
 * record's version, the e-mail guard and the categories pointed at; list partitions sorted by sort key, read a
 * `limit` of rows at a time (a search's filter applies after the limit, as DynamoDB's does). `queries` counts
 * the Queries a request made.
 */
export function fakeRecordsRepository() {
  const records = new Map<string, StoredRecord>();
  const versions = new Map<string, StoredVersion>();
  const emails = new Map<string, string>();
  const partitions = new Map<string, Map<string, ListRow & { search: string }>>();
  let queries = 0;
  const copy = <T>(value: T): T => structuredClone(value);
  const recordId = (applicationId: string, elementKey: string, id: string) => `${applicationId}#${elementKey}#${id}`;
  const partition = (applicationId: string, elementKey: string, column: string) => {
    const name = `${applicationId}#${elementKey}#${column}`;
    if (!partitions.has(name)) partitions.set(name, new Map());
    return partitions.get(name)!;
  };
  /** Moves a record's rows from `oldRows` to `sortKeys`, each holding the shared cells and search text. */
  const moveRows = (
    record: StoredRecord,
    oldRows: Readonly<Record<string, string>>,
    sortKeys: Readonly<Record<string, string>>,
    content: { cells: Record<string, unknown>; search: string } | undefined,
  ) => {
    for (const [column, sortKey] of Object.entries(oldRows)) partition(record.applicationId, record.elementKey, column).delete(sortKey);
    if (!content) return;
    for (const [column, sortKey] of Object.entries(sortKeys)) {
      partition(record.applicationId, record.elementKey, column).set(sortKey, {
        SK: sortKey,
        recordId: record.recordId,
        version: record.version,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        cells: copy(content.cells),
        search: content.search,
      });
    }
  };

  const repo: typeof repository & Pick<typeof purge, 'removeApplicationRights' | 'purgeApplicationRecords'> = {
    RecordWriteRefused,
    getRecord: async (applicationId, elementKey, id) => {
      const found = records.get(recordId(applicationId, elementKey, id));
      return found && copy(found);
    },
    writeRecord: async ({ before, after, rows, version }) => {
      const current = (after ?? before)!;
      const key = recordId(current.applicationId, current.elementKey, current.recordId);
      const stored = records.get(key);
      if (before ? stored?.version !== before.version : stored) throw new RecordWriteRefused('stale');
      if (!after && (stored?.usedBy ?? 0) > 0) throw new RecordWriteRefused('stale');
      const emailKey = (email: string) => `${current.applicationId}#${current.elementKey}#${email}`;
      if (after?.emailKey && after.emailKey !== before?.emailKey && emails.has(emailKey(after.emailKey))) {
        throw new RecordWriteRefused('emailTaken');
      }
      const added = (after?.refs ?? []).filter((ref) => !(before?.refs ?? []).includes(ref));
      const removed = (before?.refs ?? []).filter((ref) => !(after?.refs ?? []).includes(ref));
      const refKey = (ref: string) => {
        const [element, id] = ref.split('#');
        return recordId(current.applicationId, element!, id!);
      };
      const missing = added.find((ref) => !records.has(refKey(ref)));
      if (missing) throw new RecordWriteRefused('categoryMissing', missing);
      // Everything holds: apply all of it.
      for (const ref of added) records.get(refKey(ref))!.usedBy = (records.get(refKey(ref))!.usedBy ?? 0) + 1;
      for (const ref of removed) {
        const category = records.get(refKey(ref));
        if (category) category.usedBy = (category.usedBy ?? 0) - 1;
      }
      if (before?.emailKey && before.emailKey !== after?.emailKey) emails.delete(emailKey(before.emailKey));
      if (after?.emailKey) emails.set(emailKey(after.emailKey), current.recordId);
      moveRows(after ?? current, before?.rows ?? {}, after?.rows ?? {}, after && rows);
      if (after && rows) {
        records.set(key, { ...copy(after), ...(stored?.usedBy ? { usedBy: stored.usedBy } : {}) });
      } else {
        records.delete(key);
      }
      if (version) {
        versions.set(`${key}#${version.version}`, copy(version));
        versions.delete(`${key}#${version.version - VERSIONS_KEPT}`);
      }
    },
    queryRows: async (query: RowQuery) => {
      queries++;
      let keys = [...partition(query.applicationId, query.elementKey, query.column).keys()].sort();
      if (query.descending) keys.reverse();
      if (query.range && 'below' in query.range) keys = keys.filter((key) => key < (query.range as { below: string }).below);
      else if (query.range) keys = keys.filter((key) => key.startsWith((query.range as { beginsWith: string }).beginsWith));
      if (query.after) keys = keys.filter((key) => (query.descending ? key < query.after! : key > query.after!));
      const read = keys.slice(0, query.limit);
      const rows = read
        .map((key) => partition(query.applicationId, query.elementKey, query.column).get(key)!)
        .filter((row) => !query.contains || row.search.includes(query.contains))
        .map(({ search: _search, ...row }) => copy(row));
      return { rows, lastKey: keys.length > query.limit ? read.at(-1) : undefined };
    },
    listVersions: async (applicationId, elementKey, id, { limit, after }) => {
      const prefix = `${recordId(applicationId, elementKey, id)}#`;
      const all = [...versions.entries()]
        .filter(([key]) => key.startsWith(prefix))
        .map(([, item]) => item)
        .filter((item) => after === undefined || item.version < after)
        .sort((a, b) => b.version - a.version);
      const items = all.slice(0, limit).map(copy);
      return { items, next: all.length > limit ? items.at(-1)!.version : undefined };
    },
    getVersion: async (applicationId, elementKey, id, version) => {
      const found = versions.get(`${recordId(applicationId, elementKey, id)}#${version}`);
      return found && copy(found);
    },
    deleteVersions: async (applicationId, elementKey, id) => {
      for (const key of [...versions.keys()]) if (key.startsWith(`${recordId(applicationId, elementKey, id)}#`)) versions.delete(key);
    },
    recordsPage: async (applicationId, elementKey, after, limit) => {
      const all = [...records.values()]
        .filter((item) => item.applicationId === applicationId && item.elementKey === elementKey)
        .sort((a, b) => (a.recordId < b.recordId ? -1 : 1))
        .filter((item) => !after || `REC#${elementKey}#${item.recordId}` > after);
      const items = all.slice(0, limit).map(copy);
      return { items, next: all.length > limit ? `REC#${elementKey}#${items.at(-1)!.recordId}` : undefined };
    },
    reindexRecord: async (before, rows, indexedFor) => {
      const key = recordId(before.applicationId, before.elementKey, before.recordId);
      const stored = records.get(key);
      if (stored?.version !== before.version) return false;
      moveRows(before, stored.rows, rows.sortKeys, rows);
      Object.assign(stored, { rows: copy(rows.sortKeys), indexedFor });
      return true;
    },
    removeApplicationRights: async () => undefined,
    purgeApplicationRecords: async (applicationId) => {
      for (const [key, item] of [...records.entries()]) if (item.applicationId === applicationId) records.delete(key);
      for (const key of [...partitions.keys()]) if (key.startsWith(`${applicationId}#`)) partitions.delete(key);
      return 'done';
    },
  };
  return {
    repo,
    records,
    /** Queries made so far. */
    queries: () => queries,
    /** The sort keys of one list partition, in order. */
    sortKeys: (applicationId: string, elementKey: string, column: string) =>
      [...partition(applicationId, elementKey, column).keys()].sort(),
  };
}
