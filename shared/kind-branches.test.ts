/**
 * No module but the registry (shared/kinds.ts) branches on an application kind's name: the code asks the registry's
 * lookups what a kind has (a console, a site section, sample data…), so that a new kind needs no change elsewhere.
 * The scan reads every product module's syntax (TypeScript's parser, no type checking) and reports:
 * - a kind's name compared with `===`, `!==`, `==`, `!=`, or as a `case` (a branch on the kind);
 * - a list of kind names asked whether it holds something (`[…].includes(kind)`, `new Set([…])`);
 * - an object with two or more keys named after kinds (a table keyed by kind);
 * - any other string spelling a kind's name, unless it is one of the few listed below (another thing that happens to
 *   share the name, or the templates' choice of content steps), the exact number of times listed.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';
import { APPLICATION_KINDS } from './kinds';

const REGISTRY = 'shared/kinds.ts';
/** The registry's element table: a kind's default elements, keyed by kind (element keys share kind names). */
const ELEMENT_TABLE = 'shared/kind-elements.ts';
const ROOTS = /^(functions|shared|web\/src|local|infra)\//;
const TEST = /(\.test\.tsx?$)|(^web\/src\/test\/)|(\/test-[^/]+\.tsx?$)/;

/** Strings spelling a kind's name that are not about kinds, by file: the name, how many times, and what it is. */
const OTHER_MEANINGS: readonly { file: string; name: string; count: number; why: string }[] = [
  { file: 'web/src/app/customer-routes.tsx', name: 'modules', count: 1, why: 'the `modules` catalogue section (web/i18n-sections.ts)' },
  { file: 'web/src/features/webapps/api/webapp.ts', name: 'webapp', count: 1, why: "a query key (`[…project, 'webapp', id]`)" },
];
/**
 * Declarations whose kind names are data, not branches: the templates list the content steps they show; the wizard
 * names each step, a content kind's after its section. (A kind given a site section adds its step's name there.)
 */
const DATA_TABLES: Readonly<Record<string, readonly string[]>> = {
  'shared/webapp-templates.ts': ['TEMPLATE_STEPS'],
  'web/src/features/webapps/messages.ts': ['stepNames'],
};

const EQUALITY = new Set(['===', '!==', '==', '!=']);
/** Wrappers that leave a list a list: `(…)`, `… as const`, `… satisfies …`. */
const WRAPPERS = new Set(['ParenthesisExpression', 'TsConstAssertion', 'TsAsExpression', 'TsSatisfiesExpression']);

/** A node of SWC's syntax tree (@swc/core `parseSync`), as far as the scan reads it. */
interface Node {
  readonly type: string;
  readonly span: { readonly start: number };
  readonly [key: string]: unknown;
}
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

interface Finding {
  readonly line: number;
  readonly name: string;
  /** `branch`: a comparison, case, membership or table keyed by kind (never allowed); `name`: any other spelling. */
  readonly rule: 'branch' | 'name';
}

/** The text of a string: a literal, or a template without substitutions. */
function textOf(node: Node): string | undefined {
  if (node.type === 'StringLiteral') return node.value as string;
  // A template type (`${A}-x`) holds `types` where an expression holds `expressions`.
  const substitutions = (node.expressions ?? node.types) as unknown[] | undefined;
  if (node.type === 'TemplateLiteral' && substitutions?.length === 0) return (node.quasis as { cooked: string }[])[0]?.cooked;
  return undefined;
}

/** Whether a string is a branch on its value: compared, a case, or an element of a list asked for membership. */
function isBranch(node: Node, parents: readonly Node[]): boolean {
  const parent = parents.at(-1);
  if (!parent) return false;
  if (parent.type === 'BinaryExpression' && EQUALITY.has(parent.operator as string)) return true;
  if (parent.type === 'SwitchCase' && parent.test === node) return true;
  if (parent.type !== 'ArrayExpression') return false;
  let at = parents.length - 2;
  while (at >= 0 && WRAPPERS.has(parents[at]!.type)) at--;
  const user = parents[at];
  if (user?.type === 'MemberExpression') {
    const property = user.property as Node;
    return property.type === 'Identifier' && ['includes', 'indexOf', 'has'].includes(property.value as string);
  }
  return user?.type === 'NewExpression' && (user.callee as Node).type === 'Identifier' && (user.callee as Node).value === 'Set';
}

const declares = (node: Node, names: readonly string[]) =>
  node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier' && names.includes((node.id as Node).value as string);

/** The kind names a module spells, and where. */
function scanKindNames(file: string, text: string, kinds: readonly string[], dataTables: readonly string[] = []): Finding[] {
  // A first statement of its own marks where the file starts in SWC's positions (UTF-8 bytes).
  const module = parseSync(`0;\n${text}`, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const base = (module.body[0] as unknown as Node).span.start;
  const bytes = Buffer.from(`0;\n${text}`);
  const line = (node: Node) =>
    bytes
      .subarray(0, node.span.start - base)
      .toString()
      .split('\n').length - 1;
  const findings: Finding[] = [];
  const visit = (node: Node, parents: Node[]) => {
    const inTable = parents.some((parent) => declares(parent, dataTables));
    const name = textOf(node);
    if (name !== undefined && kinds.includes(name)) {
      if (isBranch(node, parents)) findings.push({ line: line(node), name, rule: 'branch' });
      else if (!inTable) findings.push({ line: line(node), name, rule: 'name' });
    }
    if (node.type === 'ObjectExpression' && !inTable) {
      const keyed = (node.properties as Node[]).flatMap((property) => {
        const key = property.key as Node | undefined;
        const keyName = key && (key.type === 'Identifier' ? (key.value as string) : textOf(key));
        return keyName !== undefined && kinds.includes(keyName) ? [keyName] : [];
      });
      if (keyed.length >= 2) findings.push({ line: line(node), name: keyed.join(', '), rule: 'branch' });
    }
    const children = Object.entries(node).flatMap(([key, value]) => (key === 'span' ? [] : Array.isArray(value) ? value : [value]));
    for (const child of children) {
      // Arguments and array elements come wrapped (`{ spread, expression }`).
      const inner = isNode(child)
        ? child
        : isNode((child as { expression?: unknown } | null)?.expression)
          ? (child as { expression: Node }).expression
          : undefined;
      if (inner) visit(inner, [...parents, node]);
    }
  };
  for (const statement of module.body.slice(1)) visit(statement as unknown as Node, []);
  return findings;
}

function productModules(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && ROOTS.test(file) && !TEST.test(file) && file !== REGISTRY);
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // deleted in the work tree, still in the index
  }
}

describe('application kinds are branched on in the registry only', () => {
  it('finds the branches the rule forbids, and not the registry lookups', () => {
    const kinds = ['modules', 'cms', 'users', 'speakers'];
    const scan = (text: string) => scanKindNames('x.tsx', text, kinds).map(({ name, rule }) => `${rule}:${name}`);
    expect(scan("if (app.kind === 'modules') revoke();")).toEqual(['branch:modules']);
    expect(scan("const live = 'modules' !== kind;")).toEqual(['branch:modules']);
    expect(scan('const x = kind == `cms`;')).toEqual(['branch:cms']);
    expect(scan("switch (kind) { case 'cms': break; }")).toEqual(['branch:cms']);
    expect(scan("if (['cms', 'modules'].includes(kind)) {}")).toEqual(['branch:cms', 'branch:modules']);
    expect(scan("if ((['cms'] as const).includes(kind)) {}")).toEqual(['branch:cms']);
    expect(scan("const special = new Set(['modules']);")).toEqual(['branch:modules']);
    expect(scan("const labels = { users: 'U', speakers: 'S' };")).toEqual(['branch:users, speakers']);
    expect(scan("const section = shownSection(ctx, 'cms');")).toEqual(['name:cms']);
    expect(scan("type Live = Extract<ApplicationKind, 'modules'>;")).toEqual(['name:modules']);
    expect(scan('<a href="x">{app.kind === "users" ? 1 : 2}</a>')).toEqual(['branch:users']);
    expect(scan('if (hasLiveConsole(app.kind)) revoke(); // modules')).toEqual([]);
    expect(scan("const steps = { eventSite: ['cms'] };")).toEqual(['name:cms']);
    expect(scanKindNames('x.ts', "const TEMPLATE_STEPS = { eventSite: ['cms'] };", kinds, ['TEMPLATE_STEPS'])).toEqual([]);
    expect(scanKindNames('x.ts', "const names = { users: 'U', speakers: 'S' };", kinds, ['names'])).toEqual([]);
    expect(scanKindNames('x.ts', "const names = { a: kind === 'users' };", kinds, ['names']).map(({ rule }) => rule)).toEqual(['branch']);
  });

  it('holds in every product module', () => {
    const problems: string[] = [];
    const counts = new Map<string, number>();
    for (const file of productModules()) {
      const text = read(file);
      if (text === undefined) continue;
      for (const finding of scanKindNames(file, text, APPLICATION_KINDS, DATA_TABLES[file])) {
        const where = `${file}:${finding.line}: '${finding.name}'`;
        if (finding.rule === 'branch') {
          // The element table is keyed by kind: that is what it is.
          if (file !== ELEMENT_TABLE) problems.push(`${where}: a branch on a kind's name; ask shared/kinds.ts instead`);
        } else if (file === ELEMENT_TABLE || OTHER_MEANINGS.some((other) => other.file === file && other.name === finding.name)) {
          counts.set(`${file}#${finding.name}`, (counts.get(`${file}#${finding.name}`) ?? 0) + 1);
        } else {
          problems.push(`${where}: a kind's name outside the registry; ask shared/kinds.ts instead`);
        }
      }
    }
    for (const other of OTHER_MEANINGS) {
      const count = counts.get(`${other.file}#${other.name}`) ?? 0;
      if (count !== other.count) problems.push(`${other.file}: '${other.name}' ${count} times, listed ${other.count} (${other.why})`);
    }
    expect(problems).toEqual([]);
  });
});
