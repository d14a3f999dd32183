// A throwaway project for the codegen's tests: the real schemas, contract and runtime, the fixture's screens and
// locales (tests/fixtures/codegen), in a folder of its own under .tmp/ that the test's end removes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { onTestFinished } from 'vitest';
import { projectPaths, type Paths } from '../../../codegen/load';
import { generate } from '../../../codegen/pipeline';

export const repo = resolve(__dirname, '../../..');
const fixture = join(repo, 'tests/fixtures/codegen');

export function fixtureProject(): string {
  mkdirSync(join(repo, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(repo, '.tmp', 'codegen-'));
  // removed when the test that made it ends: a hook of the test, not of the file, as the unit files share this module
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true, filter: (source) => !source.includes('generated') });
  cpSync(join(fixture, 'screens'), join(root, 'screens'), { recursive: true });
  cpSync(join(fixture, 'locales'), join(root, 'locales'), { recursive: true });
  cpSync(join(repo, 'src/runtime'), join(root, 'src/runtime'), { recursive: true });
  cpSync(join(repo, 'contract'), join(root, 'contract'), { recursive: true, filter: (source) => !source.includes('generated') });
  return root;
}

export const pathsOf = (root: string): Paths => projectPaths(root);

export function edit(root: string, file: string, change: (text: string) => string): void {
  const path = join(root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

export function write(root: string, file: string, lines: readonly string[]): void {
  writeFileSync(join(root, file), `${lines.join('\n')}\n`);
}

/** The problems of a run, each as its place and code: `screens/rooms.yaml:13:60 AULA-E301`. */
export async function problemsOf(root: string): Promise<string[]> {
  return (await generate(projectPaths(root), { check: false })).problems.map((problem) => `${problem.file}:${problem.line}:${problem.column} ${problem.code}`);
}

/** The problems of a run, each with its sentence (for the few tests about what an author reads). */
export async function sentencesOf(root: string): Promise<string[]> {
  return (await generate(projectPaths(root), { check: false })).problems.map((problem) => problem.message);
}
