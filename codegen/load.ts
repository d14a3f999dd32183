// Reads screens/, schemas/ and locales/, and turns every schema violation into a located, plain sentence.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Project, SyntaxKind } from 'ts-morph';
import { isMap, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { Definitions, Located, Position, Problem, YamlPath } from './model';
import { Memo } from './memo';

export interface Paths {
  root: string;
  screens: string;
  schemas: string;
  locales: string;
  adapters: string;
  /** the server's readers of screens without a table of their own */
  readers: string;
  /** the server's named actions a screen's actions run */
  actions: string;
}

export function projectPaths(root: string, screens = join(root, 'screens')): Paths {
  return {
    root,
    screens,
    schemas: join(root, 'schemas'),
    locales: join(root, 'locales'),
    adapters: join(root, 'src/runtime/adapters.ts'),
    readers: join(root, 'server/reads/index.ts'),
    actions: join(root, 'server/actions/index.ts'),
  };
}

const SPECIAL_FILES = new Set(['lookups.yaml', 'sidebar.yaml']);

export function screenFiles(screensDir: string): string[] {
  return readdirSync(screensDir)
    .filter((name) => name.endsWith('.yaml') && !SPECIAL_FILES.has(name))
    .sort()
    .map((name) => join(screensDir, name));
}

export function readSchema(paths: Paths, name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(paths.schemas, name), 'utf8')) as Record<string, unknown>;
}

function locator(document: Document, counter: LineCounter) {
  return (path: YamlPath, key?: string): Position => {
    let node: unknown = path.length === 0 ? document.contents : document.getIn(path, true);
    if (key !== undefined && isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
      if (pair) node = pair.key;
    }
    const offset = (node as Node | undefined)?.range?.[0] ?? 0;
    const { line, col } = counter.linePos(offset);
    return { line, column: col };
  };
}

/** Ajv's instancePath (/columns/2/sort) as a YAML path (['columns', 2, 'sort']). */
function toYamlPath(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function describePath(path: (string | number)[]): string {
  if (path.length === 0) return 'the top level';
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
}

function sentence(error: ErrorObject, schemaDescription: (schemaPath: string) => string | undefined): string {
  const where = describePath(toYamlPath(error.instancePath));
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown key '${String(params.additionalProperty)}' in ${where}; check its spelling against schemas/ (the DSL reference in the README lists every key)`;
    case 'required':
      return `${where} lacks the required key '${String(params.missingProperty)}'`;
    case 'type':
      return `${where} must be of type ${String(params.type)}`;
    case 'enum':
      return `${where} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'pattern': {
      const hint = schemaDescription(error.schemaPath);
      return `${where} has the wrong form${hint ? ` (${hint.replace(/\.$/, '')})` : ''}: it must match ${String(params.pattern)}`;
    }
    default:
      return `${where} ${error.message ?? 'is invalid'}`;
  }
}

const validators = new Memo<ValidateFunction>(10);

function compile(paths: Paths): Record<string, ValidateFunction> {
  const validator = (name: string) => {
    const text = readFileSync(join(paths.schemas, name), 'utf8');
    return validators.get(text, () => new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(text) as Record<string, unknown>));
  };
  return { screen: validator('screen.schema.json'), lookups: validator('lookups.schema.json'), sidebar: validator('sidebar.schema.json') };
}

interface Parsed {
  document: Document;
  counter: LineCounter;
}

const parsed = new Memo<Parsed>();

/** A YAML file's document, parsed once for each text it has. */
function parse(text: string): Parsed {
  return parsed.get(text, () => {
    const counter = new LineCounter();
    return { document: parseDocument(text, { lineCounter: counter, uniqueKeys: true }), counter };
  });
}

/** The description that the schema gives at an error's schemaPath, to explain a pattern in words. */
function descriptionLookup(schema: Record<string, unknown>) {
  return (schemaPath: string): string | undefined => {
    const parts = schemaPath.replace(/^#\//, '').split('/').slice(0, -1);
    let node: unknown = schema;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    const description = (node as { description?: unknown } | undefined)?.description;
    return typeof description === 'string' ? description.split('. ')[0] : undefined;
  };
}

/** A file's keys under another's: what `extends` names is taken whole, then this file's keys replace its keys. */
export type Extend = (value: Record<string, unknown>, file: string, locate: (path: YamlPath, key?: string) => Position) => Record<string, unknown> | undefined;

function loadFile<T>(
  file: string,
  root: string,
  validate: ValidateFunction,
  schema: Record<string, unknown>,
  problems: Problem[],
  extend?: Extend,
): Located<T> | undefined {
  const shown = relative(root, file);
  if (!existsSync(file)) {
    problems.push({ file: shown, line: 1, column: 1, message: 'the file is missing; every project needs it (see the README)' });
    return undefined;
  }
  const { document, counter } = parse(readFileSync(file, 'utf8'));
  const locate = locator(document, counter);
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      const { line, col } = counter.linePos(error.pos[0]);
      problems.push({ file: shown, line, column: col, message: `not valid YAML: ${error.message.split('\n')[0]}` });
    }
    return undefined;
  }
  const own = document.toJS() as unknown;
  const value = extend && own !== null && typeof own === 'object' ? extend(own as Record<string, unknown>, shown, locate) : own;
  if (value === undefined) return undefined;
  // a problem in a key the file takes from the screen it extends is shown at its extends line
  const inherited = (path: YamlPath) => value !== own && path.length > 0 && !(String(path[0]) in (own as Record<string, unknown>));
  const place = (path: YamlPath, key?: string) => (inherited(path) ? locate(['extends']) : locate(path, key));
  if (!validate(value)) {
    const explain = descriptionLookup(schema);
    const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'if');
    for (const error of errors) {
      const path = toYamlPath(error.instancePath);
      const key = error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : undefined;
      const at = place(path, key);
      problems.push({ file: shown, ...at, message: sentence(error, explain) });
    }
    return undefined;
  }
  return { file: shown, value: value as T, locate: place };
}

function loadLocales(paths: Paths): Record<string, Record<string, unknown>> {
  const locales: Record<string, Record<string, unknown>> = {};
  for (const name of ['ka', 'en']) {
    const file = join(paths.locales, `${name}.json`);
    locales[name] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  }
  return locales;
}

/**
 * The names a module offers in an object it exports, read without running it: the keys of `listAdapters` in
 * src/runtime/adapters.ts (row adapters), of `readers` in server/reads/index.ts (server readers), of `serverActions` in
 * server/actions/index.ts (what a screen's actions run), and of `publicActions` there (what a public form runs).
 */
const names = new Memo<string[]>(20);

function loadNames(file: string, variable: string): string[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  return names.get(`${variable}\0${text}`, () => namesIn(text, variable));
}

function namesIn(text: string, variable: string): string[] {
  const project = new Project({ useInMemoryFileSystem: true });
  const source = project.createSourceFile('names.ts', text);
  const initializer = source.getVariableDeclaration(variable)?.getInitializer();
  const object = initializer?.asKind(SyntaxKind.SatisfiesExpression)?.getExpression() ?? initializer;
  return object?.asKind(SyntaxKind.ObjectLiteralExpression)?.getProperties()
    .map((property) => (property.asKind(SyntaxKind.PropertyAssignment) ?? property.asKind(SyntaxKind.ShorthandPropertyAssignment) ?? property.asKind(SyntaxKind.MethodDeclaration))?.getName().replace(/^'(.*)'$/, '$1'))
    .filter((name): name is string => name !== undefined) ?? [];
}

/**
 * Resolves a screen's `extends`: the named screen's keys (itself resolved first), then the file's own on top, less
 * those it sets to null. A missing screen or a circle of them is a problem at the extends line.
 */
function extender(screensDir: string, problems: Problem[]): Extend {
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
        problems.push({ file, ...locate(['extends']), message: problem });
        return undefined;
      }
      chain.push(base);
      const parent = read(base)!;
      merged = { ...parent, ...merged };
      base = typeof parent.extends === 'string' ? parent.extends : undefined;
    }
    // a key the file sets to null (~) is one it does not take: a read-only variant has no addTitle
    return Object.fromEntries(Object.entries(merged).filter(([, taken]) => taken !== null));
  };
}

export function loadDefinitions(paths: Paths): { definitions?: Definitions; problems: Problem[] } {
  const problems: Problem[] = [];
  const validators = compile(paths);
  const screenSchema = readSchema(paths, 'screen.schema.json');
  const extend = extender(paths.screens, problems);
  const screens = screenFiles(paths.screens)
    .map((file) => loadFile<Definitions['screens'][number]['value']>(file, paths.root, validators.screen, screenSchema, problems, extend))
    .filter((screen): screen is Definitions['screens'][number] => screen !== undefined);
  const lookups = loadFile<Definitions['lookups']['value']>(
    join(paths.screens, 'lookups.yaml'), paths.root, validators.lookups, readSchema(paths, 'lookups.schema.json'), problems);
  const sidebar = loadFile<Definitions['sidebar']['value']>(
    join(paths.screens, 'sidebar.yaml'), paths.root, validators.sidebar, readSchema(paths, 'sidebar.schema.json'), problems);
  if (problems.length > 0 || !lookups || !sidebar) return { problems };
  return {
    definitions: {
      screens, lookups, sidebar, locales: loadLocales(paths),
      adapters: loadNames(paths.adapters, 'listAdapters'), readers: loadNames(paths.readers, 'readers'), axes: loadNames(paths.readers, 'axes'),
      actions: loadNames(paths.actions, 'serverActions'), publicActions: loadNames(paths.actions, 'publicActions'),
    },
    problems,
  };
}

