/**
 * The one list of API routes, per domain. The CDK stack (infra/) and the local gateway (local/)
 * both read it, so what runs locally and what is deployed cannot drift. Each domain's `api.ts`
 * must implement exactly its routes (checked by type and at cold start).
 *
 * Route keys use the API Gateway HTTP API syntax: `METHOD /path/{param}`.
 * Keep this file free of runtime imports: the CDK app loads it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${HttpMethod} /api/${string}` | `${HttpMethod} /api`;

export interface DomainManifest {
  /** Source of the Lambda entry, relative to the repository root. */
  readonly entry: string;
  readonly routes: readonly RouteKey[];
  /** Receives every /api request that matches no route (API Gateway `$default`), to answer a clean 404. */
  readonly catchAll?: boolean;
  /** Least-privilege grants: what the domain's Lambda may touch. */
  readonly grants: {
    readonly table?: 'read' | 'readwrite';
    readonly uploads?: 'read' | 'readwrite';
    readonly mail?: boolean;
    /** May invoke itself asynchronously (background jobs, functions/lib/jobs.ts). */
    readonly selfInvoke?: boolean;
  };
  /** Lambda sizing. */
  readonly memoryMb?: number;
  readonly timeoutSeconds?: number;
}

export const domains = {
  platform: {
    entry: 'functions/platform/api.ts',
    routes: ['GET /api/health'],
    catchAll: true,
    // The health route reads the table (a consistent GetItem) to report it.
    grants: { table: 'read' },
  },
  accounts: {
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
    ],
    grants: { table: 'readwrite', mail: true },
    // argon2id takes 19 MiB per hash: more memory also buys more CPU on Lambda.
    memoryMb: 1024,
  },
  projects: {
    entry: 'functions/projects/api.ts',
    routes: [
      'GET /api/projects',
      'POST /api/projects',
      'GET /api/projects/{projectId}',
      'PATCH /api/projects/{projectId}',
      'DELETE /api/projects/{projectId}',
    ],
    // Deleting a project purges its items in a background invocation of this same function.
    grants: { table: 'readwrite', selfInvoke: true },
    timeoutSeconds: 60,
  },
  applications: {
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
    ],
    grants: { table: 'readwrite' },
  },
} as const satisfies Record<string, DomainManifest>;

export type DomainName = keyof typeof domains;
export type DomainRouteKey<D extends DomainName> = (typeof domains)[D]['routes'][number];
