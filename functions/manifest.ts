/**
 * Every trigger of every domain: HTTP routes, WebSocket routes, S3 object events, background jobs and
 * schedules. The CDK stacks (infra/) and the local runtime (local/) both read it, so what runs locally and
 * what is deployed cannot drift. Each domain's entry must implement exactly its triggers (checked by type
 * and at cold start): it passes its own manifest (`recordsDomain`…) to createHandler or createApi, so that its
 * bundle holds that one, not the whole table. The job workers' routing (JOB_WORKERS) is read at run time too.
 *
 * Route keys use the API Gateway HTTP API syntax: `METHOD /path/{param}`.
 * Keep this file free of runtime imports: the CDK app loads it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${HttpMethod} /api/${string}` | `${HttpMethod} /api`;
/** API Gateway WebSocket route keys: the three reserved ones, or a custom action (the frame's `action`). */
export type WebSocketRouteKey = '$connect' | '$disconnect' | '$default' | `${Lowercase<string>}`;
/**
 * Every background job type (functions/lib/jobs.ts), under the worker domain that runs it: each type is run by exactly one
 * worker, and `startJob` invokes that worker. The workers split the job types by what they bundle: the general one
 * (which also answers `GET /api/jobs/{jobId}`) the projects, accounts and contact domains, one the records domain, one
 * sample data and its vocabulary tables.
 */
export const JOB_WORKERS = {
  jobs: [
    'purgeProject',
    // Erasure of an account (functions/accounts/jobs.ts).
    'purgeAccount',
    // The contact request's two mails (functions/contact/service.ts).
    'deliverContact',
  ],
  recordJobs: [
    'purgeApplication',
    'reindexElement',
    'deleteUploads',
    // CSV import, exports and vCards (functions/records/jobs.ts).
    'importRecords',
    'exportRecords',
    // Duplication of applications across projects (functions/records/copies/).
    'copyApplications',
  ],
  // Sample data (functions/records/samples/).
  samples: ['generateSamples', 'removeSamples'],
} as const;
export type JobWorkerName = keyof typeof JOB_WORKERS;
export type JobType = (typeof JOB_WORKERS)[JobWorkerName][number];

export interface S3Trigger {
  readonly bucket: 'uploads';
  readonly events: readonly ('created' | 'removed')[];
  readonly prefix?: string;
}

export interface Schedule {
  /** The event's `schedule` field; unique across domains. */
  readonly name: string;
  readonly everyMinutes: number;
}

export interface DomainManifest {
  /** Source of the Lambda entry, relative to the repository root. */
  readonly entry: string;
  /** HTTP API routes (may be empty). */
  readonly routes: readonly RouteKey[];
  /** Receives every /api request that matches no route (API Gateway `$default`), to answer a clean 404. */
  readonly catchAll?: boolean;
  /** WebSocket API routes this domain answers. */
  readonly websocket?: readonly WebSocketRouteKey[];
  /** Object events of a bucket delivered to this domain (s3rver's events locally). */
  readonly s3Events?: readonly S3Trigger[];
  /** Job types this domain runs, a job worker's (its list in JOB_WORKERS): `{ job: { jobId } }` events, invoked asynchronously. */
  readonly jobs?: readonly JobType[];
  /** Periodic invocations: `{ schedule: name }` events (an EventBridge rule on AWS, a timer locally). */
  readonly schedules?: readonly Schedule[];
  /** Least-privilege grants: what the domain's Lambda may touch. */
  readonly grants: {
    readonly table?: 'read' | 'readwrite';
    readonly uploads?: 'read' | 'readwrite';
    readonly mail?: boolean;
    /**
     * May start background jobs: asynchronous invocation of the job workers (infra/constructs/job-worker.ts). A worker
     * only continues its own jobs.
     */
    readonly startJobs?: boolean;
    /** May send to WebSocket connections (`@connections` management API). */
    readonly manageConnections?: boolean;
  };
  /** Lambda sizing. */
  readonly memoryMb?: number;
  readonly timeoutSeconds?: number;
}

/** The prefixes of the web apps' routes, spelled once. */
const WEBAPP = '/api/projects/{projectId}/applications/{applicationId}/webapp';
const SITE = '/api/public/sites/{host}';

export const platformDomain = {
  entry: 'functions/platform/api.ts',
  routes: ['GET /api/health'],
  catchAll: true,
  // The health route reads the table (a consistent GetItem) to report it.
  grants: { table: 'read' },
} as const satisfies DomainManifest;

export const accountsDomain = {
  entry: 'functions/accounts/api.ts',
  routes: [
    'POST /api/auth/register',
    'POST /api/auth/activate',
    'POST /api/auth/activation-code',
    'POST /api/auth/login',
    'GET /api/me',
    'POST /api/auth/logout',
    'POST /api/auth/lost-password',
    'POST /api/auth/reset-password',
    // My account.
    'PATCH /api/me',
    'POST /api/me/email',
    'POST /api/me/email/confirm',
    'PUT /api/me/password',
    'POST /api/me/deletion',
  ],
  // An erasure request starts the purgeAccount job. A logout, a password change or reset and an erasure
  // close the sessions' consoles through `@connections` before answering (docs/live.md).
  grants: { table: 'readwrite', mail: true, startJobs: true, manageConnections: true },
  // argon2id takes 19 MiB per hash: more memory also buys more CPU on Lambda.
  memoryMb: 1024,
} as const satisfies DomainManifest;

export const projectsDomain = {
  entry: 'functions/projects/api.ts',
  routes: [
    'GET /api/projects',
    'POST /api/projects',
    'GET /api/projects/{projectId}',
    'PATCH /api/projects/{projectId}',
    'DELETE /api/projects/{projectId}',
    // Delegation: the owner's list of rights; a change mails the address (right received, removed, invitation).
    'GET /api/projects/{projectId}/grants',
    'PUT /api/projects/{projectId}/grants',
  ],
  // Deleting a project starts its purge job (the jobs domain runs it). A right withdrawn or a project deleted closes
  // the sockets it opened through `@connections` before answering (docs/live.md).
  grants: { table: 'readwrite', startJobs: true, mail: true, manageConnections: true },
} as const satisfies DomainManifest;

export const applicationsDomain = {
  entry: 'functions/applications/api.ts',
  routes: [
    'GET /api/application-kinds',
    'GET /api/projects/{projectId}/applications',
    'POST /api/projects/{projectId}/applications',
    'GET /api/projects/{projectId}/applications/{applicationId}',
    'PATCH /api/projects/{projectId}/applications/{applicationId}',
    'DELETE /api/projects/{projectId}/applications/{applicationId}',
    'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/form',
    'PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/form',
    'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/table',
    'PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/table',
    // Copies: starts the copyApplications job.
    'POST /api/copies',
  ],
  // A list change re-indexes the element's records; a deletion purges the application's records; a copy (jobs).
  // A deleted interactive module's sockets are closed through `@connections` before the answer (docs/live.md).
  grants: { table: 'readwrite', startJobs: true, manageConnections: true },
} as const satisfies DomainManifest;

export const recordsDomain = {
  entry: 'functions/records/api.ts',
  routes: [
    'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records',
    'POST /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records',
    'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/{recordId}',
    'PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/{recordId}',
    'DELETE /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/{recordId}',
    'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/{recordId}/versions',
    'POST /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/{recordId}/versions/{versionNumber}/restore',
    // Exports and vCards.
    'POST /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/exports',
    'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/exports/{jobId}/download',
    // Sample data: start the generateSamples / removeSamples jobs; the overview of sample records.
    'POST /api/projects/{projectId}/applications/{applicationId}/elements/{element}/samples',
    'DELETE /api/projects/{projectId}/applications/{applicationId}/elements/{element}/samples',
    'GET /api/projects/{projectId}/applications/{applicationId}/samples',
  ],
  // Reads sign the files' GET URLs; a save tags the files it attaches; files a save drops are deleted by a job.
  // Exports are files there (the download signs their link).
  grants: { table: 'readwrite', uploads: 'readwrite', startJobs: true },
} as const satisfies DomainManifest;

export const importsDomain = {
  entry: 'functions/records/imports/api.ts',
  // CSV paste import, the records domain's code in a function of its own: see its entry.
  routes: [
    'POST /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/imports',
    'POST /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/imports/sources',
    'POST /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/imports/{importId}/commit',
    'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/imports/{importId}/errors',
  ],
  // Presigns the paste's POST, reads it and writes the plan (and the error rows) to the bucket; the commit starts a job.
  grants: { table: 'readwrite', uploads: 'readwrite', startJobs: true },
  // A preview of 50,000 rows parses and checks them all within API Gateway's 30 s.
  memoryMb: 1024,
  timeoutSeconds: 29,
} as const satisfies DomainManifest;

export const uploadsDomain = {
  entry: 'functions/uploads/api.ts',
  routes: [
    'POST /api/projects/{projectId}/applications/{applicationId}/uploads',
    'GET /api/projects/{projectId}/applications/{applicationId}/uploads/{uploadId}',
    'GET /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/{recordId}/upload-links',
    'POST /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/{recordId}/upload-links',
    'DELETE /api/projects/{projectId}/applications/{applicationId}/elements/{element}/records/{recordId}/upload-links/{linkId}',
    // The upload page (/_upload): public, the link's token is the credential.
    'GET /api/upload-link',
    'POST /api/upload-link/uploads',
    'GET /api/upload-link/uploads/{uploadId}',
    'POST /api/upload-link/uploads/{uploadId}/attach',
  ],
  // Signs presigned POSTs; mails upload links; an attach through a link saves the record (tagging the file it
  // attaches, and starting the job that deletes the file it replaces).
  grants: { table: 'readwrite', uploads: 'readwrite', mail: true, startJobs: true },
} as const satisfies DomainManifest;

export const fileCheckDomain = {
  entry: 'functions/uploads/check.ts',
  routes: [],
  // The check after each upload (docs/architecture.md, "Topology"): the real size, and the real type from the first bytes.
  s3Events: [{ bucket: 'uploads', events: ['created'], prefix: 'files/' }],
  // Reads the upload and its field's rules, reads the file's first bytes, deletes a refused file.
  grants: { table: 'readwrite', uploads: 'readwrite' },
} as const satisfies DomainManifest;

// Contact: a request is stored, then mailed by the `deliverContact` job.
export const contactDomain = {
  entry: 'functions/contact/api.ts',
  routes: ['POST /api/contact'],
  // Reads the customer and the project concerned, writes the request and the rate-limit windows; starts the job.
  grants: { table: 'readwrite', startJobs: true },
} as const satisfies DomainManifest;

export const liveDomain = {
  entry: 'functions/live/api.ts',
  // A ticket carries the session cookie's identity to `$connect`, where no cookie-based auth runs (docs/architecture.md, "Domain designs").
  routes: [
    'POST /api/realtime/tickets',
    // The interactive modules' console and the participants' public routes.
    'GET /api/projects/{projectId}/applications/{applicationId}/live',
    'PUT /api/projects/{projectId}/applications/{applicationId}/live/config',
    'POST /api/projects/{projectId}/applications/{applicationId}/live/channels',
    'PATCH /api/projects/{projectId}/applications/{applicationId}/live/channels/{channelId}',
    'GET /api/projects/{projectId}/applications/{applicationId}/live/channels/{channelId}/samples',
    'GET /api/projects/{projectId}/applications/{applicationId}/live/channels/{channelId}/notifications',
    'POST /api/projects/{projectId}/applications/{applicationId}/live/channels/{channelId}/notifications',
    'GET /api/projects/{projectId}/applications/{applicationId}/live/channels/{channelId}/chat',
    'DELETE /api/projects/{projectId}/applications/{applicationId}/live/channels/{channelId}/chat/{messageId}',
    'PUT /api/projects/{projectId}/applications/{applicationId}/live/participants/{participantId}/status',
    'GET /api/projects/{projectId}/applications/{applicationId}/live/messages',
    'PATCH /api/projects/{projectId}/applications/{applicationId}/live/messages/{messageId}',
    'GET /api/live/{projectId}/{applicationId}',
    'POST /api/live/{projectId}/{applicationId}/tickets',
  ],
  // The participants' frames.
  websocket: ['$connect', '$disconnect', '$default', 'ping', 'sync', 'chat', 'message'],
  // Heartbeat closes, ghost removal, count repair and the curve's samples.
  schedules: [{ name: 'liveSweep', everyMinutes: 1 }],
  // A participant's password is checked with argon2id (19 MiB per hash): more memory also buys CPU and fan-out speed.
  grants: { table: 'readwrite', manageConnections: true },
  memoryMb: 1024,
  // A fan-out to a thousand participants, or the sweep's closes, within API Gateway's 29 s integration timeout.
  timeoutSeconds: 29,
} as const satisfies DomainManifest;

// The web app wizard's draft, publications and live one; the public read API of sites.
export const webappsDomain = {
  entry: 'functions/webapps/api.ts',
  routes: [
    `GET ${WEBAPP}`,
    `PUT ${WEBAPP}/draft`,
    `POST ${WEBAPP}/publications`,
    `PUT ${WEBAPP}/live`,
    `POST ${WEBAPP}/preview`,
    `GET ${SITE}`,
    `GET ${SITE}/sections/{kind}/records`,
    `GET ${SITE}/sections/{kind}/records/{recordId}`,
    `GET ${SITE}/pages/{slug}`,
    `GET ${SITE}/files/{kind}/{recordId}/{field}/{index}`,
  ],
  // Writes the draft, publications, live pointer and host guards; reads applications and records; signs file GETs.
  grants: { table: 'readwrite', uploads: 'read' },
} as const satisfies DomainManifest;

export const jobsDomain = {
  entry: 'functions/jobs/api.ts',
  routes: ['GET /api/jobs/{jobId}'],
  jobs: JOB_WORKERS.jobs,
  schedules: [{ name: 'resumeStalledJobs', everyMinutes: 5 }],
  // Runs its job types through the owning domain's service, and invokes itself to continue a long job. The purge of a
  // project deletes its files in the uploads bucket; `purgeAccount` mails the erased account (accountDeleted) and deletes
  // the account's projects as their owner would, closing their sockets (`@connections`); `deliverContact` mails the
  // contact request.
  grants: { table: 'readwrite', uploads: 'readwrite', startJobs: true, mail: true, manageConnections: true },
  // Purges of large projects: more memory also buys more CPU.
  memoryMb: 1024,
  timeoutSeconds: 300,
} as const satisfies DomainManifest;

// The records domain's job worker.
export const recordJobsDomain = {
  entry: 'functions/jobs/records.ts',
  routes: [],
  jobs: JOB_WORKERS.recordJobs,
  // Each worker resumes its own stalled jobs.
  schedules: [{ name: 'resumeStalledRecordJobs', everyMinutes: 5 }],
  // Purges and `deleteUploads` delete files of the uploads bucket, exports write theirs there, copies copy them; a failed
  // copy starts purges, and a long job continues in a fresh invocation of the worker.
  grants: { table: 'readwrite', uploads: 'readwrite', startJobs: true },
  // Imports hold their plan (a 16 MB paste) in memory.
  memoryMb: 1024,
  timeoutSeconds: 300,
} as const satisfies DomainManifest;

// The sample data worker: the job types that bring the sample generators and their vocabulary tables, which no other
// function bundles.
export const samplesDomain = {
  entry: 'functions/jobs/samples.ts',
  routes: [],
  jobs: JOB_WORKERS.samples,
  // Each worker resumes its own stalled jobs.
  schedules: [{ name: 'resumeStalledSamples', everyMinutes: 5 }],
  // Writes and removes sample records; invokes itself to continue a long job.
  grants: { table: 'readwrite', startJobs: true },
  // A thousand records per step.
  memoryMb: 1024,
  timeoutSeconds: 300,
} as const satisfies DomainManifest;

/**
 * Every domain, by name: what the CDK stacks, the local runtime and the tests read. A domain's entry passes its own
 * manifest (`recordsDomain`, …) to createHandler or createApi, so that its bundle holds that one and not the whole table.
 */
export const domains = {
  platform: platformDomain,
  accounts: accountsDomain,
  projects: projectsDomain,
  applications: applicationsDomain,
  records: recordsDomain,
  imports: importsDomain,
  uploads: uploadsDomain,
  fileCheck: fileCheckDomain,
  contact: contactDomain,
  live: liveDomain,
  webapps: webappsDomain,
  jobs: jobsDomain,
  recordJobs: recordJobsDomain,
  samples: samplesDomain,
} as const satisfies Record<string, DomainManifest>;

export type DomainName = keyof typeof domains;
