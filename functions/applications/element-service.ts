import { isUlid } from '../../shared/schemas/common';
import { isCategoryElement } from '../../shared/kinds';
import { elementConfigOf } from './element-config';
import type { ElementFormView, ElementTableView } from '../../shared/project-views';
import type { AccessLevel } from '../../shared/projects';
import { tableMatchesForm, type FormConfig, type TableConfig } from '../../shared/schemas/builder';
import { requireApplicationLevel, requireProject, type ProjectAccess } from '../lib/access/access';
import { readCache } from '../lib/cache/read-cache';
import { Conflict, NotFound, Validation } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { ApplicationsDeps } from './deps-types';
import { formRuleIssues, tableFor } from './element-rules';
import type { ApplicationItem } from './repository';
import { resolveApplication } from './resolve';

interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

/** Whether a new configuration changes what the element's list rows hold (their columns or those columns' fields). */
function listRowsChange(before: { form: FormConfig; table: TableConfig }, after: { form: FormConfig; table: TableConfig }): boolean {
  const shown = (config: { form: FormConfig; table: TableConfig }) =>
    JSON.stringify([...config.table.columns].sort().map((column) => config.form.fields.find((field) => field.key === column) ?? column));
  return shown(before) !== shown(after);
}

/** Read decisions on one application by id, reused by GETs for a few seconds (functions/lib/cache/read-cache.ts). */
const recentReads = readCache<{ access: ProjectAccess; app: ApplicationItem }>();

/**
 * The builder elements of an application: their form and table (read, and saved at `full` level), and the one
 * access check of the records domain on an element.
 */
export function elementsService({ repository: repo, startJob: start }: ApplicationsDeps) {
  /** The application and one of its builder elements, at the wanted level (none → 404, too low → 403). */
  async function elementOf(caller: Caller, ref: ElementRef, wanted: AccessLevel, reuseRecent = false) {
    let access: ProjectAccess;
    let app: ApplicationItem;
    if (isUlid(ref.applicationId)) {
      // By id (the records screens' hot path): the access reads and the application's Query run together.
      const read = async () => {
        const [granted, found] = await Promise.all([
          requireProject(caller, ref.projectId, ref.applicationId),
          repo.getApplication(ref.projectId, ref.applicationId),
        ]);
        if (!found || granted.levelOn(found.applicationId) === 'none') throw new NotFound('No such application.');
        return { access: granted, app: found };
      };
      // A GET by id within seconds of another (a list's pages, a record after the list) may reuse an allowed
      // decision (a refusal is an error: never kept).
      const key = `${caller.customerId}/${ref.projectId}/${ref.applicationId}`;
      ({ access, app } = reuseRecent && wanted === 'read' ? await recentReads.remember(key, read, () => true) : await read());
    } else {
      access = await requireProject(caller, ref.projectId);
      app = await resolveApplication(repo, access, ref.applicationId);
    }
    requireApplicationLevel(access, app.applicationId, wanted);
    const elements = app.elements;
    const index = elements.findIndex((candidate) => candidate.key === ref.element);
    if (index < 0) throw new NotFound('No such builder element.');
    return { access, app, element: elements[index]!, index };
  }

  /** Saves the element's form and/or table at the version the caller loaded (changed since → 409). */
  async function saveConfig(
    caller: Caller,
    ref: ElementRef & { version: number },
    { app, element, index }: Awaited<ReturnType<typeof elementOf>>,
    changes: { form?: FormConfig; table?: TableConfig },
    now: Date,
  ): Promise<number> {
    const target = { index, key: element.key, expectedVersion: ref.version };
    let version: number;
    try {
      version = await repo.saveElementConfig(ref.projectId, app.applicationId, target, changes, now);
    } catch (error) {
      if (error instanceof repo.StaleVersion) throw new Conflict('The configuration changed since you loaded it.');
      throw error;
    }
    // Existing records' list rows follow the new columns in the background (the list shows the progress).
    const after = { form: changes.form ?? element.form, table: changes.table ?? element.table };
    if ((app.counts[element.key] ?? 0) > 0 && listRowsChange(element, after)) {
      const jobId = await start(
        {
          type: 'reindexElement',
          ownerId: caller.customerId,
          projectId: ref.projectId,
          input: { applicationId: app.applicationId, element: element.key, indexVersion: version },
        },
        now,
      );
      await repo.setReindexJob(ref.projectId, app.applicationId, element.key, jobId);
    }
    return version;
  }

  return {
    async getForm(caller: Caller, ref: ElementRef): Promise<ElementFormView> {
      const { access, app, element } = await elementOf(caller, ref, 'read');
      const elements = app.elements;
      return {
        element: { key: element.key, name: element.name },
        form: element.form,
        version: element.version ?? 1,
        hasRecords: (app.counts[element.key] ?? 0) > 0,
        languages: access.project.languages,
        categoryElements: elements.map((candidate) => candidate.key).filter(isCategoryElement),
      };
    },

    async saveForm(
      caller: Caller,
      ref: ElementRef & { form: FormConfig; version: number },
      now: Date,
    ): Promise<{ form: FormConfig; version: number }> {
      const found = await elementOf(caller, ref, 'full');
      const { app, element } = found;
      const elements = app.elements;
      const issues = formRuleIssues(ref.form, {
        categoryElements: elements.map((candidate) => candidate.key).filter(isCategoryElement),
        lockedKeys: (app.counts[element.key] ?? 0) > 0 ? element.form.fields.map((field) => field.key) : [],
      });
      if (issues.length) throw new Validation(issues);
      // The list keeps showing only fields that still exist.
      const table = tableFor(element.table, ref.form);
      const version = await saveConfig(caller, ref, found, { form: ref.form, table }, now);
      return { form: ref.form, version };
    },

    async getTable(caller: Caller, ref: ElementRef): Promise<ElementTableView> {
      const { access, element } = await elementOf(caller, ref, 'read');
      return {
        element: { key: element.key, name: element.name },
        table: element.table,
        form: element.form,
        version: element.version ?? 1,
        languages: access.project.languages,
      };
    },

    async saveTable(
      caller: Caller,
      ref: ElementRef & { table: TableConfig; version: number },
      now: Date,
    ): Promise<{ table: TableConfig; version: number }> {
      const found = await elementOf(caller, ref, 'full');
      if (!tableMatchesForm(ref.table, found.element.form)) {
        throw new Validation([{ field: 'table.columns', message: 'validation.columnsUnknown' }]);
      }
      const version = await saveConfig(caller, ref, found, { table: ref.table }, now);
      return { table: ref.table, version };
    },

    /**
     * The one access check of the records domain: an element of an application, at the wanted level. `reuseRecent`:
     * a GET may decide on a decision up to a few seconds old (functions/lib/cache/read-cache.ts); writes read afresh.
     */
    async elementAccess(caller: Caller, ref: ElementRef, wanted: AccessLevel, reuseRecent = false) {
      const { access, app, element } = await elementOf(caller, ref, wanted, reuseRecent);
      return { access, app, element };
    },

    /** An element's configuration and record count for a job (no caller); undefined once it or its project is gone. */
    elementConfig: (projectId: string, applicationId: string, elementKey: string) =>
      elementConfigOf(repo, projectId, applicationId, elementKey),

    finishReindex: (projectId: string, applicationId: string, elementKey: string, jobId: string) =>
      repo.clearReindexJob(projectId, applicationId, elementKey, jobId),
  };
}
