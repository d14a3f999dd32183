// One run of the codegen: load, check, emit, then write the files or compare them with what is on disk.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkDefinitions } from './checks';
import { emitAll, type FieldDefinitions } from './emit';
import { loadDefinitions, readSchema, type Paths } from './load';
import type { Problem } from './model';
import { dslReference, withReference } from './reference';

export const GENERATED_DIRS = ['src/generated', 'server/generated'];

export interface GenerateResult {
  problems: Problem[];
  /** files that were written (or, with check, that differ from what the YAML produces) */
  changed: string[];
}

function listFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(root, join(dir, entry.name)) : [join(dir, entry.name)]);
}

/** Everything the codegen owns: generated modules, plus the README's DSL reference. */
export function produce(paths: Paths): { files?: Map<string, string>; problems: Problem[] } {
  const { definitions, problems } = loadDefinitions(paths);
  if (!definitions) return { problems };
  const semantic = checkDefinitions(definitions);
  if (semantic.length > 0) return { problems: semantic };
  const fieldSchema = readSchema(paths, 'fields.schema.json');
  const files = emitAll(definitions, fieldSchema.definitions as FieldDefinitions);
  const readmePath = join(paths.root, 'README.md');
  if (existsSync(readmePath)) {
    const readme = readFileSync(readmePath, 'utf8');
    files.set('README.md', withReference(readme, dslReference(readSchema(paths, 'screen.schema.json'), fieldSchema, readSchema(paths, 'lookups.schema.json'), readSchema(paths, 'sidebar.schema.json'))));
  }
  return { files, problems: [] };
}

export function generate(paths: Paths, options: { check: boolean }): GenerateResult {
  const { files, problems } = produce(paths);
  if (!files) return { problems, changed: [] };
  const changed: string[] = [];
  for (const [path, content] of files) {
    const full = join(paths.root, path);
    const current = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
    if (current === content) continue;
    changed.push(path);
    if (!options.check) {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
  }
  const stale = GENERATED_DIRS.flatMap((dir) => listFiles(paths.root, dir)).filter((path) => !files.has(path));
  for (const path of stale) {
    changed.push(path);
    if (!options.check) rmSync(join(paths.root, path));
  }
  return { problems: [], changed: changed.sort() };
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`;
}
