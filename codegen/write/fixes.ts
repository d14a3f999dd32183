// What `npm run gen` mends in the screen definitions itself, as it writes a migration for the tables: a value a problem
// says how to write (Problem.fix), replaced where it stands in its file, and nothing else of the file touched (its
// comments, its layout). A place that does not hold the value the fix replaces (a value a screen takes from the one
// it extends, placed at its `extends`) is left alone; the file it stands in is mended instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../core/problems';

/** The offset in `text` of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let at = 1; at < line; at += 1) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/** Applies the fixes of `problems` to their files under `root`; answers the problems it mended. */
export function applyFixes(root: string, problems: readonly Problem[]): Problem[] {
  const mended: Problem[] = [];
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) if (problem.fix) byFile.set(problem.file, [...byFile.get(problem.file) ?? [], problem]);
  for (const [file, fixes] of byFile) {
    const path = join(root, file);
    let text = readFileSync(path, 'utf8');
    // from the end of the file back, so that each mend leaves the places before it where they were
    const placed = fixes.map((problem) => ({ problem, offset: offsetOf(text, problem.line, problem.column) })).sort((a, b) => b.offset - a.offset);
    for (const { problem, offset } of placed) {
      const { from, to } = problem.fix!;
      const after = text[offset + from.length];
      if (text.startsWith(from, offset) && (after === undefined || !/[\w.-]/.test(after))) {
        text = text.slice(0, offset) + to + text.slice(offset + from.length);
        mended.push(problem);
      }
    }
    if (mended.some((problem) => problem.file === file)) writeFileSync(path, text);
  }
  return mended;
}
