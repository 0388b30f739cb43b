/**
 * The wizard's rules that are not React: which part of the configuration a step edits, the problems of a step (the
 * shared `stepIssues`, plus the shapes of the contract's schema that a draft save would refuse: host, https URLs,
 * colour, dates), the API's field problems mapped to configuration paths, the neighbours of a step, and the small
 * immutable updates the step forms make.
 */
import * as v from 'valibot';
import type { FieldIssue } from '../../../../shared/errors';
import { type WebappConfig, type WebappContext, WebappConfig as WebappConfigSchema } from '../../../../shared/schemas/webapps';
import { stepIssues } from '../../../../shared/webapp-steps';
import { isContentKind, TEMPLATE_STEPS, type WebappStep, type WebappTemplate, isWebappStep } from '../../../../shared/webapp-templates';

/** The configuration path a step owns (`main`, `sections.speakers`…); the preview owns nothing. */
export function stepPart(step: WebappStep): string | null {
  if (step === 'preview') return null;
  return isContentKind(step) ? `sections.${step}` : step;
}

/** The step that owns a configuration path (`sections.speakers.fields.0` → speakers), if the template has it. */
export function stepOfPath(path: string, template: WebappTemplate): WebappStep | undefined {
  const [first = '', second = ''] = path.split('.', 2);
  const step = first === 'sections' ? second : first;
  return isWebappStep(step) && TEMPLATE_STEPS[template].includes(step) ? step : undefined;
}

/** The schema's problems of the whole configuration (what a draft save would answer with a 400), by path. */
export function shapeIssues(config: WebappConfig): FieldIssue[] {
  const result = v.safeParse(WebappConfigSchema, config, { abortEarly: false });
  if (result.success) return [];
  return result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }));
}

const within = (path: string, part: string) => path === part || path.startsWith(`${part}.`);

/** A step's problems: those of its part's shape first, then the shared step rules (the server's too). */
export function issuesOfStep(step: WebappStep, config: WebappConfig, context: WebappContext): FieldIssue[] {
  const part = stepPart(step);
  if (part === null) return [];
  const shape = shapeIssues(config).filter((issue) => within(issue.field, part));
  return [...shape, ...stepIssues(step, config, context)];
}

/**
 * The configuration without its links to applications the context does not hold (a draft saved by someone who may read
 * more of the project, or an application since deleted): out of step 1, and sections pointing at one chosen afresh.
 */
export function withoutUnknownLinks(config: WebappConfig, context: WebappContext): WebappConfig {
  const known = new Set(context.applications.map((app) => app.id));
  const sections = Object.fromEntries(
    Object.entries(config.sections).map(([kind, section]) => [
      kind,
      !section.applicationId || known.has(section.applicationId)
        ? section
        : { ...section, applicationId: '', element: '', fields: [], filters: [], groupBy: '', sort: { field: '', direction: 'asc' } },
    ]),
  ) as WebappConfig['sections'];
  return { ...config, main: { ...config.main, links: config.main.links.filter((id) => known.has(id)) }, sections };
}

/** Field problems the API sent (`config.main.host`, or already a configuration path), as configuration paths. */
export function apiIssues(details: readonly FieldIssue[]): FieldIssue[] {
  return details.map((issue) => ({ field: issue.field.replace(/^config\./, ''), message: issue.message }));
}

/** The step before and after this one in the template (undefined at the ends). */
export function neighbours(template: WebappTemplate, step: WebappStep) {
  const steps = TEMPLATE_STEPS[template];
  const index = steps.indexOf(step);
  return { previous: index > 0 ? steps[index - 1] : undefined, next: index >= 0 ? steps[index + 1] : undefined };
}

/** The step to open: the one asked for when the template has it, else the draft's, else the first. */
export function stepToOpen(template: WebappTemplate, asked: string | undefined, saved: WebappStep): WebappStep {
  const steps = TEMPLATE_STEPS[template];
  if (asked !== undefined) return (steps as readonly string[]).includes(asked) ? (asked as WebappStep) : 'main';
  return steps.includes(saved) ? saved : 'main';
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function move<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const out = [...items];
  if (target < 0 || target >= out.length) return out;
  [out[index], out[target]] = [out[target] as T, out[index] as T];
  return out;
}

/** Same content (the draft is compared with what was saved). */
export const sameConfig = (a: WebappConfig, b: WebappConfig): boolean => JSON.stringify(a) === JSON.stringify(b);
