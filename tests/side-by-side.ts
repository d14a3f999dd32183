// Test runs side by side: `node --import tsx tests/side-by-side.ts <project>[,<project>]... [-- <vitest arguments>]`
// starts one vitest run per argument at once, the projects an argument names one after another, and fails when any
// fails. npm test runs the integration files on PGlite and on PostgreSQL (integration-postgres, left out when
// DATABASE_URL names no server) beside the end-to-end journeys: each run takes one file at a time, and a journey spends
// much of its time waiting on a page (an answer, a poll), so the three keep two cores busy (measured here: 15.6 min
// for npm test, against about 19 one after another; the journeys in two halves as a fourth run made every run slower
// and some time out). The unit tests follow the journeys, which end first: in the last minutes only the two
// integration runs were left, and the unit tests, run before the three, took a minute of their own.
import { spawn } from 'node:child_process';

const split = process.argv.indexOf('--');
const named = split < 0 ? process.argv.slice(2) : process.argv.slice(2, split);
const passed = split < 0 ? [] : process.argv.slice(split + 1);
const slots = named.map((slot) => slot.split(',').filter((project) => project !== 'integration-postgres' || process.env.DATABASE_URL));

const run = (project: string) => new Promise<number>((done) => {
  spawn('npx', ['vitest', 'run', '--project', project, ...passed], { stdio: 'inherit' })
    .on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
});

const codes = await Promise.all(slots.map(async (projects) => {
  let worst = 0;
  for (const project of projects) worst = Math.max(worst, await run(project));
  return worst;
}));
process.exitCode = Math.max(0, ...codes);
