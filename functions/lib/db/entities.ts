import { any, boolean, Entity, item, list, map, number, record, string } from 'dynamodb-toolbox';
import { LANGUAGES } from '../../../shared/constants';
import { PROJECT_TYPES } from '../../../shared/projects';
import { APPLICATION_KINDS } from '../../../shared/kinds';
import type { FormConfig, LocalizedText, TableConfig } from '../../../shared/schemas/builder';
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
    languages: list(string().enum(...LANGUAGES)),
    type: string().enum(...PROJECT_TYPES),
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
    projectLanguages: list(string().enum(...LANGUAGES)),
    projectType: string().enum(...PROJECT_TYPES),
    GSI1PK: string(),
    GSI1SK: string(),
  }),
  computeKey: ({ projectId, customerId, applicationId }) => ({
    PK: keys.project(projectId),
    SK: keys.grant(customerId, applicationId),
  }),
});

/**
 * An application of a project. Its `elements` list names the builder elements (key, name); each element's form
 * and table live in an ElementConfig item and its record count in an ElementCounter item. Applications saved
 * before that split still carry `form`, `table`, `version` in `elements[i]` (and a `counts` map) until their
 * first builder save moves them (functions/applications/repository.ts).
 */
export const ApplicationEntity = new Entity({
  name: 'Application',
  table,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    applicationId: string().key(),
    kind: string().enum(...APPLICATION_KINDS),
    slug: string(),
    title: string(),
    description: string(),
    url: string(),
    catalogueOptions: map({ multipleCategories: boolean(), subcategories: boolean(), parentCategory: boolean() }).optional(),
    elements: list(
      map({
        key: string(),
        name: any().castAs<LocalizedText>(),
        /** Legacy embedded configuration (before element items). */
        form: any().castAs<FormConfig>().optional(),
        table: any().castAs<TableConfig>().optional(),
        version: number().optional(),
      }),
    ),
    /** Legacy record counts (before counter items). */
    counts: record(string(), number()).optional(),
    createdAt: string(),
    updatedAt: string(),
    version: number(),
  }),
  computeKey: ({ projectId, applicationId }) => ({ PK: keys.project(projectId), SK: keys.application(applicationId) }),
});

/** One builder element's form and table, with its own version: one element may use a whole item. */
export const ElementConfigEntity = new Entity({
  name: 'ElementConfig',
  table,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    applicationId: string().key(),
    elementKey: string().key(),
    form: any().castAs<FormConfig>(),
    table: any().castAs<TableConfig>(),
    version: number(),
    updatedAt: string(),
  }),
  computeKey: ({ projectId, applicationId, elementKey }) => ({
    PK: keys.project(projectId),
    SK: keys.elementConfig(applicationId, elementKey),
  }),
});

/** The number of records of one builder element, changed by `ADD` so that record writes never touch the configs. */
export const ElementCounterEntity = new Entity({
  name: 'ElementCounter',
  table,
  timestamps: false,
  schema: item({
    projectId: string().key(),
    applicationId: string().key(),
    elementKey: string().key(),
    count: number(),
  }),
  computeKey: ({ projectId, applicationId, elementKey }) => ({
    PK: keys.project(projectId),
    SK: keys.elementCounter(applicationId, elementKey),
  }),
});

/** Guard item: a slug taken within a project, pointing at its application. */
export const SlugEntity = new Entity({
  name: 'Slug',
  table,
  timestamps: false,
  schema: item({ projectId: string().key(), slug: string().key(), applicationId: string() }),
  computeKey: ({ projectId, slug }) => ({ PK: keys.project(projectId), SK: keys.slug(slug) }),
});
