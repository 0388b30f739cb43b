import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { APPLICATION_KINDS } from '../../../../shared/kinds';
import type { FormConfig, LocalizedText, TableConfig } from '../../../../shared/schemas/builder';
import { keys } from '../keys';
import { table } from '../table';

/**
 * Entities of the applications in a project's partition. Their keys come from ../keys.ts; docs/data-model.md charts
 * every entity and access pattern.
 */

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

/** The key attributes of the items of one builder element (fresh schemas for each entity). */
const elementKeyAttributes = () => ({ projectId: string().key(), applicationId: string().key(), elementKey: string().key() });

/** One builder element's form and table, with its own version: one element may use a whole item. */
export const ElementConfigEntity = new Entity({
  name: 'ElementConfig',
  table,
  timestamps: false,
  schema: item({
    ...elementKeyAttributes(),
    form: any().castAs<FormConfig>(),
    table: any().castAs<TableConfig>(),
    version: number(),
    updatedAt: string(),
    /** The job re-indexing the element's records after a change of its list columns, while it runs. */
    reindexJobId: string().optional(),
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
    ...elementKeyAttributes(),
    count: number(),
    /** Of which sample data (the fakers screen). */
    samples: number().optional(),
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

/**
 * Guard item: the version of the titles copies chose in a project. A copy reads it before the titles it avoids and
 * moves it with a condition in its creation transaction, so that two copies never settle on one title
 * (functions/applications/service.ts, `createCopy`).
 */
export const CopyTitlesEntity = new Entity({
  name: 'CopyTitles',
  table,
  timestamps: false,
  schema: item({ projectId: string().key(), version: number() }),
  computeKey: ({ projectId }) => ({ PK: keys.project(projectId), SK: keys.copyTitles() }),
});
