import type { InputItem } from 'dynamodb-toolbox';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { UpdateItemCommand, $add, $set } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { Language } from '../../shared/constants';
import type { BuilderElement } from '../../shared/kinds';
import { anyConditionFailed, cancellationReasons, conditionFailedAt, conflicted } from '../lib/db/cancellation';
import {
  ApplicationEntity,
  CopyTitlesEntity,
  ElementConfigEntity,
  ElementCounterEntity,
  SlugEntity,
} from '../lib/db/entities/applications';
import { ProjectEntity } from '../lib/db/entities/projects';
import { keys, prefixes } from '../lib/db/keys';
import { StaleVersion, versioned } from '../lib/db/versioned';
import { putElementConfig } from './element-repository';
import { table } from '../lib/db/table';

/**
 * Applications storage (docs/data-model.md): in the project's partition, the application item (`APP#<a>`), one
 * ElementConfig item per builder element (`APP#<a>#ELEMENT#<key>`), one ElementCounter per element
 * (`APP#<a>#COUNT#<key>`) and the slug guard. Reads assemble them into one application.
 */
type StoredApplication = Omit<InputItem<typeof ApplicationEntity>, 'elements' | 'counts'>;

/** A builder element as stored: its configuration and, while its records are re-indexed, that job's id. */
export type StoredElement = BuilderElement & { reindexJobId?: string };

/** An application as the service sees it: every element with its form, table and version, and its record counts. */
export type ApplicationItem = StoredApplication & {
  elements: StoredElement[];
  counts: Record<string, number>;
  /** Of each element's records, how many are sample data (absent: none). */
  samples?: Record<string, number>;
};

type Stored = Awaited<ReturnType<typeof queryApplications>>[number];

async function queryApplications(projectId: string, prefix: string) {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(ApplicationEntity, ElementConfigEntity, ElementCounterEntity)
    .query({ partition: keys.project(projectId), range: { beginsWith: prefix } })
    .options({ consistent: true, showEntityAttr: true, maxPages: Number.POSITIVE_INFINITY })
    .send();
  return Items;
}

/** Joins each application item with its element and counter items (legacy embedded configs when none exist). */
function assemble(items: Stored[]): ApplicationItem[] {
  const configs = new Map<string, Extract<Stored, { entity: 'ElementConfig' }>>();
  const counters = new Map<string, number>();
  const sampleCounters = new Map<string, number>();
  for (const item of items) {
    if (item.entity === 'ElementConfig') configs.set(`${item.applicationId}#${item.elementKey}`, item);
    if (item.entity === 'ElementCounter') {
      counters.set(`${item.applicationId}#${item.elementKey}`, item.count);
      if (item.samples) sampleCounters.set(`${item.applicationId}#${item.elementKey}`, item.samples);
    }
  }
  return items.flatMap((item) => {
    if (item.entity !== 'Application') return [];
    const { entity: _entity, elements, counts, ...app } = item;
    let updatedAt = app.updatedAt;
    const assembled = elements.map(({ key, name, form, table, version }) => {
      const config = configs.get(`${app.applicationId}#${key}`);
      if (!config) return { key, name, form: form!, table: table!, version: version ?? 1 };
      if (config.updatedAt > updatedAt) updatedAt = config.updatedAt;
      return {
        key,
        name,
        form: config.form,
        table: config.table,
        version: config.version,
        ...(config.reindexJobId ? { reindexJobId: config.reindexJobId } : {}),
      };
    });
    // A legacy `counts` map is frozen (records only ever `ADD` to counter items): the count is both together.
    const countOf = (key: string) => (counters.get(`${app.applicationId}#${key}`) ?? 0) + (counts?.[key] ?? 0);
    // A builder save updates the element item only; the application still reads as changed then.
    return [
      {
        ...app,
        updatedAt,
        elements: assembled,
        counts: Object.fromEntries(elements.map(({ key }) => [key, countOf(key)])),
        samples: Object.fromEntries(elements.map(({ key }) => [key, sampleCounters.get(`${app.applicationId}#${key}`) ?? 0])),
      },
    ];
  });
}

/** Every application of a project with its elements and counts: one (paged) Query of the project partition. */
export async function listApplications(projectId: string): Promise<ApplicationItem[]> {
  return assemble(await queryApplications(projectId, prefixes.application));
}

/** One application with its elements and counts: one Query of the application's key and the items under it. */
export async function getApplication(projectId: string, applicationId: string): Promise<ApplicationItem | undefined> {
  return assemble(await queryApplications(projectId, keys.application(applicationId)))[0];
}

export async function findApplicationIdBySlug(projectId: string, slug: string): Promise<string | undefined> {
  const { Item } = await SlugEntity.build(GetItemCommand).key({ projectId, slug }).options({ consistent: true }).send();
  return Item?.applicationId;
}

export async function takenSlugs(projectId: string): Promise<Set<string>> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(SlugEntity)
    .query({ partition: keys.project(projectId), range: { beginsWith: prefixes.slug } })
    .options({ consistent: true })
    .send();
  return new Set(Items.map((item) => item.slug));
}

/** The version of the project's copy-title guard (0 before its first copy), read before the titles a copy avoids. */
export async function copyTitlesVersion(projectId: string): Promise<number> {
  const { Item } = await CopyTitlesEntity.build(GetItemCommand).key({ projectId }).options({ consistent: true }).send();
  return Item?.version ?? 0;
}

export class SlugTaken extends Error {}
/** Another copy into the project was created since the guard's version was read: the titles it avoided may be stale. */
export class CopyTitlesChanged extends Error {}
export class ProjectGone extends Error {}
/** A concurrent transaction on the same items won the race: nothing was written, the write may be tried again. */
export class WriteConflict extends Error {}
export { StaleVersion };

const elementList = (elements: readonly BuilderElement[]) => elements.map(({ key, name }) => ({ key, name }));

/**
 * Application + slug guard + each element's config and counter, while the project is live: all or nothing (≤ 16 items).
 * A copy (`copyTitles`: the guard's version read before its title was chosen) also moves the copy-title guard to the
 * next version, on condition that it is still at that one.
 */
export async function createApplication(application: ApplicationItem, options: { copyTitles?: number } = {}): Promise<void> {
  const { projectId, applicationId, elements, counts, samples, ...rest } = application;
  const read = options.copyTitles;
  const titles =
    read === undefined
      ? []
      : [
          CopyTitlesEntity.build(PutTransaction)
            .item({ projectId, version: read + 1 })
            .options({ condition: read === 0 ? { attr: 'version', exists: false } : { attr: 'version', eq: read } }),
        ];
  // The guard goes last: the indexes of the other items do not depend on it.
  const titlesAt = 3 + 2 * elements.length;
  try {
    await execute(
      ProjectEntity.build(ConditionCheck).key({ projectId }).condition({ attr: 'status', eq: 'active' }),
      ApplicationEntity.build(PutTransaction)
        .item({ projectId, applicationId, ...rest, elements: elementList(elements) })
        .options({ condition: { attr: 'applicationId', exists: false } }),
      SlugEntity.build(PutTransaction)
        .item({ projectId, slug: application.slug, applicationId })
        .options({ condition: { attr: 'slug', exists: false } }),
      ...elements.flatMap((element) => [
        ElementConfigEntity.build(PutTransaction).item({
          projectId,
          applicationId,
          elementKey: element.key,
          form: element.form,
          table: element.table,
          version: element.version ?? 1,
          updatedAt: application.updatedAt,
        }),
        ElementCounterEntity.build(PutTransaction).item({
          projectId,
          applicationId,
          elementKey: element.key,
          count: counts[element.key] ?? 0,
          // A copy starts with the sample records it copied.
          ...(samples?.[element.key] ? { samples: samples[element.key] } : {}),
        }),
      ]),
      ...titles,
    );
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (conditionFailedAt(reasons, 0)) throw new ProjectGone();
    if (conditionFailedAt(reasons, 2)) throw new SlugTaken();
    if (conditionFailedAt(reasons, titlesAt)) throw new CopyTitlesChanged();
    if (conflicted(reasons)) throw new WriteConflict();
    throw error; // too big, throttled…: the error responder maps it (functions/lib/aws-errors.ts)
  }
}

type ApplicationChanges = Partial<Pick<StoredApplication, 'title' | 'description' | 'url' | 'catalogueOptions'>> & {
  /** Configurations rewritten by a change of catalogue options: each written conditional on its version. */
  elements?: ReadonlyArray<BuilderElement>;
};

/** Updates the application conditional on its version; returns it as `getApplication` reads it. */
export async function updateApplication(
  projectId: string,
  applicationId: string,
  changes: ApplicationChanges,
  now: Date,
  expectedVersion: number,
): Promise<ApplicationItem> {
  const { elements, catalogueOptions, ...scalars } = changes;
  const update = {
    projectId,
    applicationId,
    ...scalars,
    // Whole-value replacement: a deep partial update would exceed DynamoDB's expression size.
    ...(catalogueOptions ? { catalogueOptions: $set(catalogueOptions) } : {}),
    updatedAt: now.toISOString(),
    version: $add(1),
  };
  const condition = { attr: 'version', eq: expectedVersion } as const;
  if (!elements) {
    await versioned(() => ApplicationEntity.build(UpdateItemCommand).item(update).options({ condition }).send());
  } else {
    try {
      // The element list replaces any legacy embedded configs, which move to their element items here.
      await execute(
        ApplicationEntity.build(UpdateTransaction)
          .item({ ...update, elements: $set(elementList(elements)) })
          .options({ condition }),
        ...elements.map((element) => putElementConfig(projectId, applicationId, element, element.version ?? 1, now)),
      );
    } catch (error) {
      if (anyConditionFailed(cancellationReasons(error))) throw new StaleVersion();
      throw error;
    }
  }
  return (await getApplication(projectId, applicationId))!;
}

/** Application, slug guard, element configs and counters together (records go with the records domain's purge). */
export async function deleteApplication(projectId: string, applicationId: string, slug: string): Promise<boolean> {
  const children = await queryApplications(projectId, `${keys.application(applicationId)}#`);
  const configs = children.flatMap((item) =>
    item.entity === 'ElementConfig'
      ? [ElementConfigEntity.build(DeleteTransaction).key({ projectId, applicationId, elementKey: item.elementKey })]
      : [],
  );
  const counters = children.flatMap((item) =>
    item.entity === 'ElementCounter'
      ? [ElementCounterEntity.build(DeleteTransaction).key({ projectId, applicationId, elementKey: item.elementKey })]
      : [],
  );
  try {
    await execute(
      ApplicationEntity.build(DeleteTransaction)
        .key({ projectId, applicationId })
        .options({ condition: { attr: 'applicationId', exists: true } }),
      SlugEntity.build(DeleteTransaction).key({ projectId, slug }),
      ...configs,
      ...counters,
    );
    return true;
  } catch (error) {
    // Only a failed condition means "already gone"; a conflict or throttling is mapped by the error responder.
    if (conditionFailedAt(cancellationReasons(error), 0)) return false;
    throw error;
  }
}

/** The languages of a live project (a job reads them without a caller). */
export async function projectLanguages(projectId: string): Promise<Language[] | undefined> {
  const { Item } = await ProjectEntity.build(GetItemCommand).key({ projectId }).options({ consistent: true }).send();
  return Item?.status === 'active' ? Item.languages : undefined;
}

/** An application's kind and title, and whether its project is active: one consistent GetItem each, in parallel. */
export async function applicationHeader(projectId: string, applicationId: string) {
  const [{ Item: app }, { Item: project }] = await Promise.all([
    ApplicationEntity.build(GetItemCommand)
      .key({ projectId, applicationId })
      .options({ consistent: true, attributes: ['kind', 'title'] })
      .send(),
    ProjectEntity.build(GetItemCommand)
      .key({ projectId })
      .options({ consistent: true, attributes: ['status'] })
      .send(),
  ]);
  return app && { kind: app.kind, title: app.title, projectActive: project?.status === 'active' };
}
