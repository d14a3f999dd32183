// Test runs side by side: `node --import tsx tests/side-by-side.ts <project>... [-- <vitest arguments>]` starts one
// vitest run per project at once and fails when any fails. npm test runs the integration files on PGlite and on
// PostgreSQL (integration-postgres, left out when DATABASE_URL names no server) beside the end-to-end journeys: each
// run takes one file at a time, and a journey spends much of its time waiting on a page (an answer, a
// poll), so the three keep two cores busy (measured here: 15.6 min for npm test, against about 19 one after another;
// the journeys in two halves as a fourth run made every run slower and some time out).
import { spawn } from 'node:child_process';

const split = process.argv.indexOf('--');
const named = split < 0 ? process.argv.slice(2) : process.argv.slice(2, split);
const passed = split < 0 ? [] : process.argv.slice(split + 1);
const projects = named.filter((project) => project !== 'integration-postgres' || process.env.DATABASE_URL);
const codes = await Promise.all(projects.map((project) => new Promise<number>((done) => {
  spawn('npx', ['vitest', 'run', '--project', project, ...passed], { stdio: 'inherit' })
    .on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
})));
process.exitCode = Math.max(...codes);
