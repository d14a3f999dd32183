// The load stage: reads screens/, schemas/ and locales/, checks each file against its schema, resolves `extends` and
// completes each column and filter from its field. What it cannot read is a located problem, and nothing goes on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ProblemList, type Problem, type YamlPath } from '../core/problems';
import { extender, locator, parse, type Extend } from './yaml';
import { resolveNamedStates } from './states';
import { inheritFromFields } from './inherit';
import { schemaProblem, tellable, toYamlPath, validatorOf } from './schema';
import type { Definitions, Located, ScreenSource } from './sources';

export interface Paths {
  root: string;
  screens: string;
  schemas: string;
  locales: string;
}

export function projectPaths(root: string, screens = join(root, 'screens')): Paths {
  return { root, screens, schemas: join(root, 'schemas'), locales: join(root, 'locales') };
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

function loadFile<T>(file: string, paths: Paths, schemaName: string, problems: ProblemList, extend?: Extend): Located<T> | undefined {
  const shown = relative(paths.root, file);
  const nowhere = { file: shown, locate: () => ({ line: 1, column: 1 }) };
  if (!existsSync(file)) {
    problems.add(nowhere, [], 'AULA-E001', 'the file is missing; every project needs it (see docs/screens.md)');
    return undefined;
  }
  const { document, counter } = parse(readFileSync(file, 'utf8'));
  const locate = locator(document, counter);
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      const { line, col } = counter.linePos(error.pos[0]);
      problems.items.push({ file: shown, line, column: col, code: 'AULA-E002', message: `not valid YAML: ${error.message.split('\n')[0]}` });
    }
    return undefined;
  }
  const own = document.toJS() as unknown;
  const value = extend && own !== null && typeof own === 'object' ? extend(own as Record<string, unknown>, shown, locate) : own;
  if (value === undefined) return undefined;
  // a problem in a key the file takes from the screen it extends is shown at its extends line
  const inherited = (path: YamlPath) => value !== own && path.length > 0 && !(String(path[0]) in (own as Record<string, unknown>));
  const place = (path: YamlPath, key?: string) => (inherited(path) ? locate(['extends']) : locate(path, key));
  const { validate, schema } = validatorOf(paths.schemas, schemaName);
  if (!validate(value)) {
    for (const error of tellable(validate.errors ?? [])) {
      const key = error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : undefined;
      const { code, message } = schemaProblem(error, schema);
      problems.items.push({ file: shown, ...place(toYamlPath(error.instancePath), key), code, message });
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

export function loadDefinitions(paths: Paths): { definitions?: Definitions; problems: Problem[] } {
  const problems = new ProblemList();
  const extend = extender(paths.screens, problems);
  const screens = screenFiles(paths.screens)
    .map((file) => loadFile<ScreenSource>(file, paths, 'screen.schema.json', problems, extend))
    .filter((screen): screen is Located<ScreenSource> => screen !== undefined)
    .map((screen) => inheritFromFields(screen, problems));
  const lookups = loadFile<Definitions['lookups']['value']>(join(paths.screens, 'lookups.yaml'), paths, 'lookups.schema.json', problems);
  const sidebar = loadFile<Definitions['sidebar']['value']>(join(paths.screens, 'sidebar.yaml'), paths, 'sidebar.schema.json', problems);
  if (problems.items.length > 0 || !lookups || !sidebar) return { problems: problems.items };
  const named = resolveNamedStates(screens, lookups, problems);
  if (problems.items.length > 0) return { problems: problems.items };
  return { definitions: { ...named, sidebar, locales: loadLocales(paths) }, problems: [] };
}
