import { isCategoryElement } from '../../shared/kinds';
import type { ElementFormView, ElementTableView } from '../../shared/project-views';
import { tableMatchesForm, type FormConfig, type TableConfig } from '../../shared/schemas/builder';
import { Conflict, Validation } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { ApplicationsDeps } from './deps-types';
import { type ElementRef, elementOfFor } from './element-access';
import { formRuleIssues, tableFor } from './element-rules';

/** Whether a new configuration changes what the element's list rows hold (their columns or those columns' fields). */
function listRowsChange(before: { form: FormConfig; table: TableConfig }, after: { form: FormConfig; table: TableConfig }): boolean {
  const shown = (config: { form: FormConfig; table: TableConfig }) =>
    JSON.stringify([...config.table.columns].sort().map((column) => config.form.fields.find((field) => field.key === column) ?? column));
  return shown(before) !== shown(after);
}

/**
 * The builder elements of an application: their form and table (read, and saved at `full` level). The access check on
 * an element is element-access.ts.
 */
export function elementsService({ repository: repo, startJob: start }: ApplicationsDeps) {
  const elementOf = elementOfFor(repo);

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
  };
}
