import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type * as repository from '../../functions/projects/repository';
import type { ListedGrant, ListedProject } from '../../functions/projects/repository';
import { keys, prefixes } from '../../functions/lib/db/keys';
import { table } from '../../functions/lib/db/table';
import { StaleVersion } from '../../functions/lib/db/versioned';
import type { Language } from '../../shared/constants';
import type { AccessLevel, ProjectType } from '../../shared/projects';

export interface FakeProject {
  projectId: string;
  ownerId: string;
  name: string;
  languages: Language[];
  type: ProjectType;
  status: 'active' | 'deleted';
  createdAt: string;
  updatedAt: string;
  version: number;
}
interface FakeGrant {
  projectId: string;
  customerId: string;
  applicationId?: string;
  level: AccessLevel;
  projectName: string;
  projectLanguages: Language[];
  projectType: ProjectType;
}

/** Projects and grants in memory: what the projects repository writes and what lib/access reads. */
export function fakeProjectsStore() {
  const projects = new Map<string, FakeProject>();
  const grants: FakeGrant[] = [];
  return {
    projects,
    grants,
    /** A grant as the delegation domain writes it, with copies of the project's name, languages and type. */
    grant(projectId: string, customerId: string, level: AccessLevel, applicationId?: string) {
      const project = projects.get(projectId)!;
      grants.push({
        projectId,
        customerId,
        ...(applicationId ? { applicationId } : {}),
        level,
        projectName: project.name,
        projectLanguages: project.languages,
        projectType: project.type,
      });
    },
  };
}
export type FakeProjectsStore = ReturnType<typeof fakeProjectsStore>;

/**
 * lib/access reads the project and the caller's grants straight from DynamoDB (one GetItem, one Query), not through
 * a repository the services receive. Rather than mock access (which would skip the very checks under test), the
 * document client answers those two reads from the store, as stored items: the real access code runs on them.
 */
export function serveAccessFrom(store: FakeProjectsStore) {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const et = table.entityAttributeSavedAs;
  dynamo.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
    const project = [...store.projects.values()].find((candidate) => keys.project(candidate.projectId) === input.Key.PK);
    if (!project || input.Key.SK !== prefixes.metadata) return {};
    return { Item: { PK: input.Key.PK, SK: input.Key.SK, [et]: 'Project', ...project } };
  });
  dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const values = Object.values(input.ExpressionAttributeValues);
    const partition = values.find((value) => value.startsWith(prefixes.project));
    const range = values.find((value) => value.startsWith(prefixes.grant)) ?? '';
    const Items = store.grants
      .filter((grant) => keys.project(grant.projectId) === partition && keys.grant(grant.customerId, grant.applicationId).startsWith(range))
      .map((grant) => ({
        PK: keys.project(grant.projectId),
        SK: keys.grant(grant.customerId, grant.applicationId),
        [et]: 'Grant',
        ...grant,
        GSI1PK: keys.customer(grant.customerId),
        GSI1SK: keys.grantListing(grant.projectId, grant.applicationId),
      }));
    return { Items };
  });
  // lib/access's `applicationAccess`: the project and two grants by key, in one BatchGetItem.
  dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Array<{ PK: string; SK: string }> }> }) => {
    const [[tableName, { Keys }]] = Object.entries(input.RequestItems) as [[string, { Keys: Array<{ PK: string; SK: string }> }]];
    const items = Keys.flatMap(({ PK, SK }): Record<string, unknown>[] => {
      const project = [...store.projects.values()].find((candidate) => keys.project(candidate.projectId) === PK);
      if (!project) return [];
      if (SK === prefixes.metadata) return [{ PK, SK, [et]: 'Project', ...project }];
      const grant = store.grants.find(
        (candidate) => candidate.projectId === project.projectId && keys.grant(candidate.customerId, candidate.applicationId) === SK,
      );
      return grant ? [{ PK, SK, [et]: 'Grant', ...grant }] : [];
    });
    return { Responses: { [tableName]: items } };
  });
  return dynamo;
}

/** An in-memory projects repository with the real one's conditions: versions, live status, one deletion. */
export function fakeProjectsRepository(store: FakeProjectsStore) {
  const purged: string[] = [];
  const repo = {
    StaleVersion,
    createProject: async (project: FakeProject) => {
      if (store.projects.has(project.projectId)) throw new Error('ConditionalCheckFailed: project exists');
      store.projects.set(project.projectId, { ...project });
    },
    listForCustomer: async (customerId: string) => {
      const projects: ListedProject[] = [...store.projects.values()]
        .filter((project) => project.ownerId === customerId && project.status === 'active')
        .map(({ projectId, name, languages, type }) => ({ projectId, name, languages, type }));
      const grants: ListedGrant[] = store.grants
        .filter((grant) => grant.customerId === customerId && store.projects.get(grant.projectId)?.status === 'active')
        .map(({ projectId, level, projectName, projectLanguages, projectType }) => ({
          projectId,
          level,
          projectName,
          projectLanguages,
          projectType,
        }));
      return { projects, grants };
    },
    updateProject: async (
      projectId: string,
      changes: { name?: string; languages?: Language[]; type?: ProjectType },
      now: Date,
      expectedVersion: number,
    ) => {
      const project = store.projects.get(projectId);
      if (project?.status !== 'active' || project.version !== expectedVersion) throw new StaleVersion();
      Object.assign(project, changes, { updatedAt: now.toISOString(), version: project.version + 1 });
      return { ...project };
    },
    refreshGrantCopies: async (projectId: string, project: { name: string; languages: Language[]; type: ProjectType }) => {
      for (const grant of store.grants.filter((candidate) => candidate.projectId === projectId)) {
        Object.assign(grant, { projectName: project.name, projectLanguages: project.languages, projectType: project.type });
      }
    },
    markDeleted: async (projectId: string, now: Date) => {
      const project = store.projects.get(projectId);
      if (project?.status !== 'active') return false;
      Object.assign(project, { status: 'deleted', updatedAt: now.toISOString() });
      store.grants.splice(0, store.grants.length, ...store.grants.filter((grant) => grant.projectId !== projectId));
      return true;
    },
    purgeProject: async (projectId: string) => {
      purged.push(projectId);
      store.projects.delete(projectId);
      return 'done' as const;
    },
  } as unknown as typeof repository;
  return { repo, purged };
}
