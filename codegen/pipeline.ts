// One run of the codegen: load → check → compile → emit → write. Each stage is a folder of its own; this file only
// wires them, and writes the files (or, with check, compares them with what is on disk).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Registry } from '../contract/model';
import { checkDefinitions } from './check';
import type { FieldDefinitions } from './compile/form';
import { compileProjectModel, type ProjectModel } from './compile/project';
import { emitModules } from './emit';
import { editorSchemas, labelKeys } from './emit/editor';
import { dslReference, routesReference, withParts } from './emit/reference';
import { DSL_TYPES, dslTypes } from './emit/types';
import { loadDefinitions, readSchema, type Paths } from './load';
import { formatProblem, problemCodesTable, type Problem } from './core/problems';
import { migrationFiles, projectFiles, SCHEMA_STATE, type NewMigration } from './write';
import { applyFixes } from './write/fixes';

/** The folders whose every file the codegen writes: a file there that a run does not make is removed. */
export const GENERATED_DIRS = ['src/generated', 'server/generated', 'contract/generated', 'schemas/generated'];

export interface GenerateOptions {
  check: boolean;
  /** mend first what the problems say how to (an option's id where its name belongs), in the definitions' files */
  fix?: boolean;
  /**
   * Called before the generated files are written, with the new migration (its files written first), the files
   * about to change and the registry of the definitions generated: `npm run dev` applies the migration and takes that
   * registry here, so the API answers on it before the browser's modules change. Problems it answers take the
   * migration's files back, and nothing is written.
   */
  beforeWrite?: (save: { migration?: NewMigration; changed: readonly string[]; registry: Registry }) => Promise<Problem[]>;
}

export interface GenerateResult {
  problems: Problem[];
  /** files that were written (or, with check, that differ from what the YAML produces) */
  changed: string[];
  /** the new migration, when the screens changed their tables */
  migration?: string;
  /** the problems mended in the definitions' files before generating (with fix) */
  mended?: Problem[];
}

/** Loaded, checked and compiled: the registry, or the problems that stopped it. */
export function compileProject(paths: Paths): { problems: Problem[]; registry?: Registry; project?: ProjectModel; fieldSchema?: Record<string, unknown> } {
  const { definitions, problems } = loadDefinitions(paths);
  if (!definitions) return { problems };
  const semantic = checkDefinitions(definitions);
  if (semantic.length > 0) return { problems: semantic };
  const fieldSchema = readSchema(paths, 'fields.schema.json');
  const project = compileProjectModel(definitions, fieldSchema.definitions as FieldDefinitions);
  return { problems: [], registry: project.registry, project, fieldSchema };
}

/** The documents holding parts the codegen writes: the DSL's keys, the problem codes, the routes. */
const REFERENCE_DOCUMENTS = ['docs/dsl.md', 'docs/screens.md', 'docs/api.md'];

/** Everything the codegen owns: generated modules, the DSL's types, the next migration, and the reference parts of docs/. */
export async function produce(paths: Paths): Promise<{ files?: Map<string, string>; problems: Problem[]; migration?: NewMigration; registry?: Registry }> {
  const { problems, project, fieldSchema } = compileProject(paths);
  if (!project || !fieldSchema) return { problems };
  const migrations = migrationFiles(paths, project);
  if (migrations.problems.length > 0) return { problems: migrations.problems };
  const files = emitModules(project);
  for (const [path, content] of migrations.files) files.set(path, content);
  files.set(DSL_TYPES, await dslTypes(paths, '// generated from schemas/ by npm run gen — edit the schemas instead.\n'));
  const screenSchema = readSchema(paths, 'screen.schema.json');
  const locales = ['ka', 'en'].map((language) => project.locales[language] ?? {});
  for (const [path, content] of editorSchemas(screenSchema, labelKeys(...locales))) files.set(path, content);
  const parts = [
    dslReference(screenSchema, fieldSchema, readSchema(paths, 'lookups.schema.json'), readSchema(paths, 'sidebar.schema.json')),
    problemCodesTable(), routesReference(),
  ];
  for (const document of REFERENCE_DOCUMENTS) {
    const path = join(paths.root, document);
    if (existsSync(path)) files.set(document, withParts(readFileSync(path, 'utf8'), parts));
  }
  return { files: new Map([...files].sort(([a], [b]) => a.localeCompare(b))), problems: [], migration: migrations.migration, registry: project.registry };
}

export async function generate(paths: Paths, options: GenerateOptions): Promise<GenerateResult> {
  let produced = await produce(paths);
  const mended = options.fix && !options.check ? applyFixes(paths.root, produced.problems) : [];
  if (mended.length > 0) produced = await produce(paths);
  const { files, problems, migration, registry } = produced;
  if (!files || !registry) return { problems, changed: [], mended };
  const disk = projectFiles(paths.root);
  const changed = [...files].filter(([path, content]) => disk.read(path) !== content).map(([path]) => path);
  const stale = GENERATED_DIRS.flatMap((dir) => disk.list(dir)).filter((path) => !files.has(path));
  if (!options.check && options.beforeWrite) {
    const own = migration ? [migration.path, SCHEMA_STATE] : [];
    const before = own.map((path) => disk.read(path));
    for (const path of own) disk.write(path, files.get(path));
    const refused = await options.beforeWrite({ migration, changed: [...changed, ...stale].sort(), registry });
    if (refused.length > 0) {
      own.forEach((path, index) => disk.write(path, before[index]));
      return { problems: refused, changed: [] };
    }
  }
  if (!options.check) {
    for (const path of changed) disk.write(path, files.get(path));
    for (const path of stale) disk.write(path, undefined);
  }
  return { problems: [], changed: [...changed, ...stale].sort(), migration: migration?.path, mended };
}

/** The registry of a project's screens, as `npm run gen` writes it (a test runs a server on a fixture's). */
export function projectRegistry(paths: Paths): Registry {
  const { problems, registry } = compileProject(paths);
  if (!registry) throw new Error(problems.map(formatProblem).join('\n'));
  return registry;
}

export { formatProblem };
