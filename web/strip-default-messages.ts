/**
 * Build plugin: drops `defaultMessage` from message descriptors (`{ id, defaultMessage }`, in defineMessages
 * and in JSX props) of the production bundle. The catalogues hold every message (test/web/i18n.test.ts),
 * so the French defaults only duplicate `locales/fr.json` and cost initial bytes.
 * Kept where a screen must read without any catalogue: the status messages of the error page.
 */
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

const SOURCES = /[\\/]web[\\/]src[\\/].*\.[jt]sx?$/;
const KEEP = /status-messages\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const keyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined;
  if (!key || property.computed) return undefined;
  return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
};

/** Removal ranges of `defaultMessage` properties in objects that also have an `id`. */
function rangesIn(program: Node): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const current = node as Node;
    if (current.type === 'ObjectExpression') {
      const properties = current.properties as Node[];
      const names = properties.map(keyName);
      const index = names.indexOf('defaultMessage');
      if (index >= 0 && names.includes('id') && (properties[index]!.value as Node).type === 'Literal') {
        const next = properties[index + 1];
        const previous = properties[index - 1];
        ranges.push(
          next ? [properties[index]!.start, next.start] : [previous ? previous.end : properties[index]!.start, properties[index]!.end],
        );
      }
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(program);
  return ranges;
}

export function stripDefaultMessagesPlugin(): Plugin {
  return {
    name: 'noco:strip-default-messages',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCES.test(file) || KEEP.test(file) || !code.includes('defaultMessage')) return null;
      const ranges = rangesIn(parseAst(code) as unknown as Node).sort((a, b) => b[0] - a[0]);
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}
