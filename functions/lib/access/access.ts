import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { atLeast, effectiveLevel, type AccessLevel } from '../../../shared/projects';
import { getKeys } from '../db/batch';
import { GrantEntity, ProjectEntity } from '../db/entities/projects';
import { keys, prefixes } from '../db/keys';
import { table } from '../db/table';
import { Forbidden, NotFound } from '../errors';
import type { Caller } from '../http/route';

export type ProjectItem = NonNullable<Awaited<ReturnType<typeof loadProject>>>;

/** What a caller may do in one project: the one access check of every domain (docs/architecture.md, "Access"). */
export interface ProjectAccess {
  readonly project: ProjectItem;
  readonly isOwner: boolean;
  /** Level on the project itself (owner: full; else its project grant). */
  readonly projectLevel: AccessLevel;
  /** Level on one application: the stronger of the project level and that application's grant. */
  levelOn(applicationId?: string): AccessLevel;
  /** Applications the caller holds a grant on (besides what the project level opens). */
  readonly applicationGrants: ReadonlyMap<string, AccessLevel>;
}

async function loadProject(projectId: string) {
  const { Item } = await ProjectEntity.build(GetItemCommand).key({ projectId }).options({ consistent: true }).send();
  return Item?.status === 'active' ? Item : undefined;
}

async function loadGrants(projectId: string, customerId: string) {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(GrantEntity)
    .query({ partition: keys.project(projectId), range: { beginsWith: keys.grantsOf(customerId) } })
    .options({ consistent: true, maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items;
}

type GrantItem = Awaited<ReturnType<typeof loadGrants>>[number];

function accessFrom(caller: Caller, project: ProjectItem | undefined, grants: readonly Pick<GrantItem, 'applicationId' | 'level'>[]) {
  if (!project) return undefined;
  const isOwner = project.ownerId === caller.customerId;
  const projectGrant = grants.find((grant) => !grant.applicationId)?.level ?? 'none';
  const projectLevel: AccessLevel = isOwner ? 'full' : projectGrant;
  const applicationGrants = new Map<string, AccessLevel>(
    grants.filter((grant) => grant.applicationId).map((grant) => [grant.applicationId!, grant.level]),
  );
  return {
    project,
    isOwner,
    projectLevel,
    applicationGrants,
    // The rule the delegation screen shows too (shared/projects.ts).
    levelOn: (applicationId?: string) =>
      applicationId ? effectiveLevel(projectLevel, applicationGrants.get(applicationId) ?? 'none').level : projectLevel,
  } satisfies ProjectAccess;
}

/** Resolves the caller's levels on a project (two requests, in parallel); undefined when it does not exist. */
export async function projectAccess(caller: Caller, projectId: string): Promise<ProjectAccess | undefined> {
  const [project, grants] = await Promise.all([loadProject(projectId), loadGrants(projectId, caller.customerId)]);
  return accessFrom(caller, project, grants);
}

/**
 * The caller's levels on one application of a project, in **one** consistent BatchGetItem: the project, the caller's
 * grant on the project and on that application (their keys are known). `applicationGrants` then holds that
 * application's grant only: enough for every route about one application (records), one request fewer than
 * `projectAccess` on their hot path. Same decisions: no level on the application → 404 either way.
 */
export async function applicationAccess(caller: Caller, projectId: string, applicationId: string): Promise<ProjectAccess | undefined> {
  const partition = keys.project(projectId);
  const found = await getKeys([
    { PK: partition, SK: prefixes.metadata },
    { PK: partition, SK: keys.grant(caller.customerId) },
    { PK: partition, SK: keys.grant(caller.customerId, applicationId) },
  ]);
  const project = found.find((item) => item.SK === prefixes.metadata) as ProjectItem | undefined;
  const grants = found.filter((item) => item.SK !== prefixes.metadata) as unknown as GrantItem[];
  return accessFrom(caller, project?.status === 'active' ? project : undefined, grants);
}

/**
 * A project the caller can see at all (a level on it or on one of its applications; with `applicationId`, on that
 * one); 404 otherwise.
 */
export async function requireProject(caller: Caller, projectId: string, applicationId?: string): Promise<ProjectAccess> {
  // Routes about one application read only what decides about it (one request instead of two).
  const access = applicationId ? await applicationAccess(caller, projectId, applicationId) : await projectAccess(caller, projectId);
  const visible = access && (access.projectLevel !== 'none' || [...access.applicationGrants.values()].some((level) => level !== 'none'));
  if (!access || !visible) throw new NotFound('No such project.');
  return access;
}

/** Checks a level on the project itself (e.g. full to add an application): too low → 403. */
export function requireProjectLevel(access: ProjectAccess, wanted: AccessLevel): void {
  if (!atLeast(access.projectLevel, wanted)) throw new Forbidden();
}

/** Checks a level on one application of an accessible project: none → 404, too low → 403. */
export function requireApplicationLevel(access: ProjectAccess, applicationId: string, wanted: AccessLevel): void {
  const level = access.levelOn(applicationId);
  if (level === 'none') throw new NotFound('No such application.');
  if (!atLeast(level, wanted)) throw new Forbidden();
}

/** Owner-only actions (rename, delete): visible but not owner → 403. */
export function requireOwner(access: ProjectAccess): void {
  if (!access.isOwner) throw new Forbidden('Only the owner can do this.');
}
