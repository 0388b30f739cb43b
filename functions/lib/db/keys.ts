/**
 * Key builders: pure functions, the only place where key strings are spelled (docs/data-model.md, "Reaching the table").
 * docs/data-model.md lists every entity and access pattern that uses them.
 */
const grantScope = (applicationId?: string) => (applicationId ? `APP#${applicationId}` : 'PROJECT');

export const keys = {
  customer: (customerId: string) => `CUSTOMER#${customerId}`,
  project: (projectId: string) => `PROJECT#${projectId}`,
  application: (applicationId: string) => `APP#${applicationId}`,
  /** Under the application's own key, so that one `begins_with(APP#<id>)` Query reads it with its elements. */
  elementConfig: (applicationId: string, elementKey: string) => `APP#${applicationId}#ELEMENT#${elementKey}`,
  elementCounter: (applicationId: string, elementKey: string) => `APP#${applicationId}#COUNT#${elementKey}`,
  record: (recordId: string) => `RECORD#${recordId}`,
  version: (versionId: string) => `VERSION#${versionId}`,
  session: (tokenHash: string) => `SESSION#${tokenHash}`,
  /** GSI1 sort key of a session under its customer: by creation time, for `revokeAllSessions`. */
  sessionListing: (createdAt: string, tokenHash: string) => `SESSION#${createdAt}#${tokenHash.slice(0, 8)}`,
  /** The customer's pending activation code and pending reset token: one of each at most. */
  activationCode: () => 'ACTIVATION',
  resetToken: () => 'RESET',
  /** The customer's pending e-mail change (new address, code hash, tries), one at most. */
  emailChange: () => 'EMAILCHANGE',
  rateLimit: (kind: string, subject: string) => `RATE#${kind}#${subject}`,
  /** Sort key of a grant: `GRANT#<customerId>#PROJECT` or `GRANT#<customerId>#APP#<applicationId>`. */
  grant: (customerId: string, applicationId?: string) => `GRANT#${customerId}#${grantScope(applicationId)}`,
  grantsOf: (customerId: string) => `GRANT#${customerId}#`,
  /** GSI1 sort keys of the welcome page (GSI1PK is `keys.customer`): an owned project, and a grant on a project. */
  projectListing: (projectId: string) => `PROJECT#${projectId}`,
  grantListing: (projectId: string, applicationId?: string) => `PROJECT#${projectId}#GRANT#${grantScope(applicationId)}`,
  slug: (slug: string) => `SLUG#${slug}`,
  /** The project's copy-title guard: its version moves with every copy created there (docs/data-model.md). */
  copyTitles: () => 'COPYTITLES',
  /** The key `/api/health` reads to prove the table answers; no item is ever written there. */
  healthProbe: () => 'HEALTH#PROBE',
  /** Uniqueness guards (an email, a slug): an item whose only job is to exist. */
  unique: (kind: string, value: string) => `UNIQUE#${kind}#${value}`,
} as const;

/** Items whose PK is shared by a parent and its children are told apart by SK prefixes. */
export const prefixes = {
  metadata: 'META',
  application: 'APP#',
  slug: 'SLUG#',
  grant: 'GRANT#',
  project: 'PROJECT#',
  session: 'SESSION#',
} as const;

/** Seconds since the epoch, the unit of the `expiresAt` TTL attribute. */
export const ttlSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * DynamoDB Local never deletes expired items (docs/architecture.md, "Topology"): every read of an expiring item
 * checks this.
 */
export const isExpired = (item: { expiresAt?: number }, now: Date): boolean =>
  item.expiresAt !== undefined && item.expiresAt <= ttlSeconds(now);

/** Live modules (functions/live): a one-time WebSocket ticket (by its hash) and an open connection. */
export const realtimeKeys = {
  ticket: (ticketHash: string) => `TICKET#${ticketHash}`,
  /** Also the GSI1 sort key of a connection under its live partition (`liveKeys.channelConnections`…). */
  connection: (connectionId: string) => `CONNECTION#${connectionId}`,
} as const;

/**
 * Interactive modules (functions/live): in the application's partition `APP#<a>`, the configuration,
 * the channels, their notifications, chat and samples, the private messages, the participants and their address bans;
 * connections are listed on GSI1 per channel (participants) or per application (consoles), and each customer's
 * consoles in `LIVE#CUSTOMER#<c>`; `LIVE#ACTIVE` lists where connections may exist, for the sweep.
 */
export const liveKeys = {
  partition: (applicationId: string) => `APP#${applicationId}`,
  config: () => 'LIVE#CONFIG',
  channel: (channelId: string) => `LIVE#CHANNEL#${channelId}`,
  channels: () => 'LIVE#CHANNEL#',
  /** How many channels the module has had (channels are closed, never deleted): the guard of LIVE_LIMITS.channels. */
  channelCounter: () => 'LIVE#CHANNELS',
  notification: (channelId: string, notificationId: string) => `LIVE#NOTIF#${channelId}#${notificationId}`,
  notifications: (channelId: string) => `LIVE#NOTIF#${channelId}#`,
  chat: (channelId: string, messageId: string) => `LIVE#CHAT#${channelId}#${messageId}`,
  chats: (channelId: string) => `LIVE#CHAT#${channelId}#`,
  message: (messageId: string) => `LIVE#MSG#${messageId}`,
  messages: () => 'LIVE#MSG#',
  participant: (participantId: string) => `LIVE#PART#${participantId}`,
  sample: (channelId: string, minute: string) => `LIVE#SAMPLE#${channelId}#${minute}`,
  samples: (channelId: string) => `LIVE#SAMPLE#${channelId}#`,
  /** GSI1PK of a participant's connection: the channel's members. */
  channelConnections: (applicationId: string, channelId: string) => `LIVE#${applicationId}#${channelId}`,
  /** GSI1PK of a console connection: the application's watchers. */
  consoleConnections: (applicationId: string) => `LIVE#${applicationId}#CONSOLE`,
  /** The sweep's index: one item per channel (or console set) that may hold connections. */
  active: () => 'LIVE#ACTIVE',
  activeEntry: (projectId: string, applicationId: string, channelId: string | 'CONSOLE') => `${projectId}#${applicationId}#${channelId}`,
  /** The prefix of a project's entries in the sweep's index (a deleted project drops them all). */
  activeEntries: (projectId: string) => `${projectId}#`,
  /**
   * A customer's open consoles (sort key `realtimeKeys.connection`): what a logout, a password change, an erasure or a
   * right withdrawn must close at once.
   */
  customerConsoles: (customerId: string) => `LIVE#CUSTOMER#${customerId}`,
  /** A ban by client address (IPv4, or the IPv6 /64), in the application's partition, one per banned participant. */
  addressBan: (client: string, participantId: string) => `LIVE#BAN#${client}#${participantId}`,
  addressBans: (client: string) => `LIVE#BAN#${client}#`,
} as const;

/**
 * Records (functions/records): in the application's partition, each record, its versions and its e-mail guard;
 * in one partition per list column, a row per record whose sort key is the column's sortable text
 * (docs/architecture.md, "Domain designs").
 */
export const recordKeys = {
  partition: (applicationId: string) => `APP#${applicationId}`,
  record: (element: string, recordId: string) => `REC#${element}#${recordId}`,
  records: (element: string) => `REC#${element}#`,
  /** The records of every element of the application (its purge). */
  allRecords: () => 'REC#',
  /** Zero-padded so that a Query reads versions in order. */
  version: (element: string, recordId: string, version: number) => `VER#${element}#${recordId}#${String(version).padStart(10, '0')}`,
  versions: (element: string, recordId: string) => `VER#${element}#${recordId}#`,
  email: (element: string, foldedEmail: string) => `UNIQUE#EMAIL#${element}#${foldedEmail}`,
  list: (applicationId: string, element: string, column: string) => `LIST#${applicationId}#${element}#${column}`,
} as const;

/** CSV paste imports (functions/records/imports), in the application's partition: a preview, and an element's lock. */
export const importKeys = {
  import: (importId: string) => `IMPORT#${importId}`,
  lock: (element: string) => `IMPORTLOCK#${element}`,
} as const;

/**
 * Delegation (functions/projects): the owner's list of rights, by e-mail address, in the project's
 * partition (`DELEGATE#<emailLower>#PROJECT` or `…#APP#<applicationId>`). An item names its `customerId` once an
 * active account holds the address; until then it is also an invitation, listed on GSI1 under the address so
 * that activating that address claims it (docs/architecture.md, "Domain designs").
 */
export const delegationKeys = {
  delegation: (emailLower: string, applicationId?: string) => `DELEGATE#${emailLower}#${grantScope(applicationId)}`,
  delegations: () => 'DELEGATE#',
  /** GSI1PK of a pending delegation (no active account holds the address yet). */
  invitation: (emailLower: string) => `INVITE#${emailLower}`,
  /** GSI1SK of a pending delegation. */
  invitationListing: (projectId: string, applicationId?: string) => `PROJECT#${projectId}#${grantScope(applicationId)}`,
} as const;

/** Contact (functions/contact): a contact request, stored before its mails are sent (SK `META`). */
export const contactKeys = {
  request: (requestId: string) => `CONTACT#${requestId}`,
} as const;

/** Background jobs (functions/lib/job-store.ts): one item per job, and the sparse GSI1 partition of unfinished jobs. */
export const jobKeys = {
  job: (jobId: string) => `JOB#${jobId}`,
  /** GSI1PK of a job while it is `queued` or `running`; removed when it finishes (the sweeper's Query, no Scan). */
  active: () => 'JOBS#ACTIVE',
  /** GSI1SK of an unfinished job: oldest change first. */
  activeSort: (updatedAt: string, jobId: string) => `${updatedAt}#${jobId}`,
} as const;

/**
 * Files (functions/uploads): each upload in its application's partition; each upload link there too, beside the
 * record it serves (listed per record, strongly consistent), and found from its token by the hash's own item.
 */
export const uploadKeys = {
  upload: (uploadId: string) => `UPLOAD#${uploadId}`,
  link: (element: string, recordId: string, linkId: string) => `UPLOADLINK#${element}#${recordId}#${linkId}`,
  links: (element: string, recordId: string) => `UPLOADLINK#${element}#${recordId}#`,
  token: (tokenHash: string) => `UPLOADTOKEN#${tokenHash}`,
} as const;

/**
 * Web apps (functions/webapps): in the application's partition `APP#<a>`, the wizard's draft, each numbered
 * publication (zero-padded: a reversed Query lists the newest first) and the live pointer; platform-wide, one guard
 * item per host name (`WEBHOST#<host>` / `WEBHOST`) naming the application that holds it (its draft host, its live host).
 */
export const webappKeys = {
  partition: (applicationId: string) => `APP#${applicationId}`,
  draft: () => 'WEBAPP#DRAFT',
  publication: (number: number) => `WEBAPP#PUB#${String(number).padStart(6, '0')}`,
  publications: () => 'WEBAPP#PUB#',
  live: () => 'WEBAPP#LIVE',
  host: (host: string) => `WEBHOST#${host}`,
  hostSort: () => 'WEBHOST',
} as const;
