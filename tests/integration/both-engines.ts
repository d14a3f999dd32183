// `npm run test:integration`: the integration files on PGlite and, when DATABASE_URL names a server, on PostgreSQL,
// as two test runs side by side (each one file at a time: PGlite runs in the test's own process, PostgreSQL in its
// server's, so the two share the machine's two cores well). Fails when either fails.
import { spawn } from 'node:child_process';

const projects = ['integration', ...(process.env.DATABASE_URL ? ['integration-postgres'] : [])];
const codes = await Promise.all(projects.map((project) => new Promise<number>((done) => {
  spawn('npx', ['vitest', 'run', '--project', project, ...process.argv.slice(2)], { stdio: 'inherit' })
    .on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
})));
process.exitCode = Math.max(...codes);
