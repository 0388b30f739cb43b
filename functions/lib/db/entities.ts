import { any, boolean, Entity, item, list, map, number, record, string } from 'dynamodb-toolbox';
import { keys, prefixes } from './keys';
import { table } from './table';

/**
 * Entities shared by several domains (projects, applications, access, later records and delegation).
 * docs/data-model.md charts their keys and access patterns.
 */

/** A project. Its GSI1 keys list it on its owner's welcome page; they are removed when it is deleted. */
export const ProjectEntity = new Entity({
  name: 'Project',
  table,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    ownerId: string(),
    name: string(),
    languages: list(string()),
    type: string(),
    status: string().enum('active', 'deleted'),
    createdAt: string(),
    updatedAt: string(),
    version: number(),
    GSI1PK: string().optional(),
    GSI1SK: string().optional(),
  }),
  computeKey: ({ projectId }) => ({ PK: keys.project(projectId), SK: prefixes.metadata }),
});

/**
 * A right given to a customer on a whole project or on one application (written by the delegation domain).
 * It repeats the project's name, languages and type so that the welcome page is one Query on GSI1.
 */
export const GrantEntity = new Entity({
  name: 'Grant',
  table,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    customerId: string().key(),
    applicationId: string().key().optional(),
    level: string().enum('none', 'read', 'write', 'full'),
    projectName: string(),
    projectLanguages: list(string()),
    projectType: string(),
    GSI1PK: string(),
    GSI1SK: string(),
  }),
  computeKey: ({ projectId, customerId, applicationId }) => ({
    PK: keys.project(projectId),
    SK: keys.grant(customerId, applicationId),
  }),
});

/** An application of a project, with its builder elements' form and table configurations. */
export const ApplicationEntity = new Entity({
  name: 'Application',
  table,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    applicationId: string().key(),
    kind: string(),
    slug: string(),
    title: string(),
    description: string(),
    url: string(),
    catalogueOptions: map({ multipleCategories: boolean(), subcategories: boolean(), parentCategory: boolean() }).optional(),
    elements: list(any()),
    counts: record(string(), number()),
    createdAt: string(),
    updatedAt: string(),
    version: number(),
  }),
  computeKey: ({ projectId, applicationId }) => ({ PK: keys.project(projectId), SK: keys.application(applicationId) }),
});

/** Guard item: a slug taken within a project, pointing at its application. */
export const SlugEntity = new Entity({
  name: 'Slug',
  table,
  timestamps: false,
  schema: item({ projectId: string().key(), slug: string().key(), applicationId: string() }),
  computeKey: ({ projectId, slug }) => ({ PK: keys.project(projectId), SK: keys.slug(slug) }),
});
