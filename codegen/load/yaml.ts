// A YAML file's document with where each of its values sits, and a screen's `extends` resolved.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { Position, ProblemList, YamlPath } from '../core/problems';
import { Memo } from '../core/memo';
import { completedByFields } from './inherit';

export interface Parsed {
  document: Document;
  counter: LineCounter;
}

const parsed = new Memo<Parsed>();

/** A YAML file's document, parsed once for each text it has. */
export function parse(text: string): Parsed {
  return parsed.get(text, () => {
    const counter = new LineCounter();
    return { document: parseDocument(text, { lineCounter: counter, uniqueKeys: true }), counter };
  });
}

/**
 * Where a path's value sits (or its key's, given `key`); a value the file does not write (a column's label taken
 * from its field) is placed at the nearest value around it that the file does write.
 */
export function locator(document: Document, counter: LineCounter) {
  return (path: YamlPath, key?: string): Position => {
    let node: unknown;
    for (let length = path.length; length >= 0 && node === undefined; length -= 1) {
      node = length === 0 ? document.contents : document.getIn(path.slice(0, length), true);
      if (length < path.length) key = undefined;
    }
    if (key !== undefined && isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
      if (pair) node = pair.key;
    }
    const offset = (node as Node | undefined)?.range?.[0] ?? 0;
    const { line, col } = counter.linePos(offset);
    return { line, column: col };
  };
}

/** A file's keys under another's: what `extends` names is taken whole, then this file's keys replace its keys. */
export type Extend = (value: Record<string, unknown>, file: string, locate: (path: YamlPath, key?: string) => Position) => Record<string, unknown> | undefined;

/**
 * Resolves a screen's `extends`: the named screen's keys (itself resolved first), then the file's own on top, less
 * those it sets to null. A missing screen or a circle of them is a problem at the extends line.
 */
export function extender(screensDir: string, problems: ProblemList): Extend {
  const read = (name: string): Record<string, unknown> | undefined => {
    const file = join(screensDir, `${name}.yaml`);
    if (!existsSync(file)) return undefined;
    const value = parse(readFileSync(file, 'utf8')).document.toJS() as unknown;
    return value !== null && typeof value === 'object' ? value as Record<string, unknown> : undefined;
  };
  return (value, file, locate) => {
    const chain: string[] = [];
    let merged: Record<string, unknown> = { ...value };
    let base = typeof value.extends === 'string' ? value.extends : undefined;
    while (base !== undefined) {
      const problem = chain.includes(base) || base === value.screen ? `the screens extend each other in a circle (${[...chain, base].join(' → ')})`
        : read(base) === undefined ? `the screen '${base}' it extends has no file in screens/` : undefined;
      if (problem) {
        problems.add({ file, locate }, ['extends'], 'AULA-E010', problem);
        return undefined;
      }
      chain.push(base);
      // the screen extended is taken as it reads on its own: its columns and filters completed by its fields
      const parent = completedByFields(read(base)!);
      merged = { ...parent, ...merged };
      base = typeof parent.extends === 'string' ? parent.extends : undefined;
    }
    // a key the file sets to null (~) is one it does not take: a read-only variant has no addTitle
    return Object.fromEntries(Object.entries(merged).filter(([, taken]) => taken !== null));
  };
}
