/**
 * Key builders: pure functions, the only place where key strings are spelled (DESIGN §5).
 * docs/data-model.md lists every entity and access pattern that uses them.
 */
export const keys = {
  customer: (customerId: string) => `CUSTOMER#${customerId}`,
  project: (projectId: string) => `PROJECT#${projectId}`,
  application: (applicationId: string) => `APP#${applicationId}`,
  record: (recordId: string) => `RECORD#${recordId}`,
  version: (versionId: string) => `VERSION#${versionId}`,
  session: (tokenHash: string) => `SESSION#${tokenHash}`,
  rateLimit: (kind: string, subject: string) => `RATE#${kind}#${subject}`,
  /** Sort key of a grant: `GRANT#<customerId>#PROJECT` or `GRANT#<customerId>#APP#<applicationId>`. */
  grant: (customerId: string, applicationId?: string) => `GRANT#${customerId}#${applicationId ? `APP#${applicationId}` : 'PROJECT'}`,
  grantsOf: (customerId: string) => `GRANT#${customerId}#`,
  slug: (slug: string) => `SLUG#${slug}`,
  /** The key `/api/health` reads to prove the table answers; no item is ever written there. */
  healthProbe: () => 'HEALTH#PROBE',
  /** Uniqueness guards (an email, a slug): an item whose only job is to exist. */
  unique: (kind: string, value: string) => `UNIQUE#${kind}#${value}`,
} as const;

/** Items whose PK is shared by a parent and its children are told apart by SK prefixes. */
export const prefixes = {
  metadata: 'META',
  application: 'APP#',
  grant: 'GRANT#',
  project: 'PROJECT#',
} as const;

/** Seconds since the epoch, the unit of the `expiresAt` TTL attribute. */
export const ttlSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** DynamoDB Local never deletes expired items (DESIGN §1): every read of an expiring item checks this. */
export const isExpired = (item: { expiresAt?: number }, now: Date): boolean =>
  item.expiresAt !== undefined && item.expiresAt <= ttlSeconds(now);

/** Background jobs (functions/lib/job-store.ts): one item per job, and the sparse GSI1 partition of unfinished jobs. */
export const jobKeys = {
  job: (jobId: string) => `JOB#${jobId}`,
  /** GSI1PK of a job while it is `queued` or `running`; removed when it finishes (the sweeper's Query, no Scan). */
  active: () => 'JOBS#ACTIVE',
  /** GSI1SK of an unfinished job: oldest change first. */
  activeSort: (updatedAt: string, jobId: string) => `${updatedAt}#${jobId}`,
} as const;
