// The time of a full `npm run gen` of every screen, as a person runs it: a fresh process that loads, checks and
// produces every file (with --check it compares them instead of writing, so the tree is left as it is).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function measureCodegen(runs = 5): { medianMs: number; emitMs: number } {
  const wall: number[] = [];
  const emit: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'codegen/cli.ts', '--check'], { cwd: root, encoding: 'utf8' });
    wall.push(performance.now() - started);
    emit.push(Number(/\((\d+) ms\)/.exec(output)?.[1] ?? NaN));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { medianMs: Math.round(median(wall)), emitMs: median(emit) };
}
