/**
 * Build plugin: some dependencies leave in every page code that the app never runs, because the bundler cannot see
 * that it is unused (a call not marked pure, a class with static blocks) or because it serves modes and features the
 * app does not use. A trim is a list of exact edits of one module of one pinned version, each saying why it keeps the
 * app's behaviour: trim-react-router.ts, trim-formatjs.ts. When an edit's text is not found the build fails, naming the
 * trim and the edit: after an upgrade, check each edit against the new version, then update or drop it.
 */
import type { Plugin } from 'vite';

export interface Edit {
  /** Why the replaced code never runs in the app, or what the bundler could not see. */
  readonly why: string;
  readonly from: string;
  readonly to: string;
  /** How many times `from` occurs (each one is replaced). */
  readonly count?: number;
}

export interface DependencyTrim {
  /** The package and the version the edits are texts of. */
  readonly name: string;
  /** The module's path, and a text only that module has. */
  readonly module: RegExp;
  readonly marker: string;
  readonly edits: readonly Edit[];
  /** Functions the edits call, added at the end of the module. */
  readonly helpers?: string;
}

/** `trimNamed(name, component)`: a component given its displayName in an expression, which can be marked pure. */
export const NAMED = `
function trimNamed(name, component) {
  component.displayName = name;
  return component;
}
`;

/** `trimMade(make)`: a value made by a function, in a call which can be marked pure (a class with static blocks…). */
export const MADE = `
function trimMade(make) {
  return make();
}
`;

/** `trimmedAway(feature)`: what a call to a trimmed feature does. */
export function trimmedAway(packageName: string): string {
  return `
function trimmedAway(feature) {
  throw new Error(\`${packageName}: \${feature} are not in this build (web/trim-dependencies.ts)\`);
}
`;
}

function occurrences(code: string, text: string): number {
  return code.split(text).length - 1;
}

export function applyTrim(trim: DependencyTrim, code: string): string {
  let trimmed = code;
  for (const edit of trim.edits) {
    const found = occurrences(trimmed, edit.from);
    if (found !== (edit.count ?? 1)) {
      throw new Error(`web/trim-dependencies.ts, ${trim.name}: found ${found} times, not ${edit.count ?? 1}, the code of: ${edit.why}`);
    }
    trimmed = trimmed.split(edit.from).join(edit.to);
  }
  return trimmed + (trim.helpers ?? '');
}

export function trimDependenciesPlugin(trims: readonly DependencyTrim[]): Plugin {
  return {
    name: 'noco:trim-dependencies',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const trim = trims.find((candidate) => candidate.module.test(file) && code.includes(candidate.marker));
      return trim ? { code: applyTrim(trim, code), map: null } : null;
    },
  };
}
