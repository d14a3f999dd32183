// `npm run bench`: codegen time, JavaScript per route, and the API under load at 100,000 students. Prints tables.
import { launchChromium, startAula } from '../tests/e2e/harness';
import { benchApi } from './api';
import { measureCodegen } from './codegen';
import { measureRoutes } from './frontend';

function table(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

const codegen = measureCodegen();
table('Codegen (all screens, fresh process, median of 5; budget 3000 ms)', [
  { measure: 'npm run gen, whole process', ms: codegen.medianMs },
  { measure: 'load, check and emit inside it', ms: codegen.emitMs },
]);

const [aula, browser] = await Promise.all([startAula(), launchChromium()]);
try {
  const routes = await measureRoutes(browser, aula.baseUrl);
  table('JavaScript per route (gzip)', routes.map((route) => ({
    what: route.what, files: route.files, 'gzip kB': route.gzipKb, budget: route.budgetKb ? `${route.budgetKb} kB` : '', ok: route.budgetKb ? (route.gzipKb <= route.budgetKb ? 'yes' : 'NO') : '',
  })));
} finally {
  await browser.close();
  await aula.stop();
}

const api = await benchApi();
table(`API at 100,000 students (autocannon, ${process.env.BENCH_DURATION ?? 10} s a scenario; PostgreSQL when DATABASE_URL is set)`, api.map((row) => ({
  engine: row.engine, scenario: row.scenario, conn: row.connections, 'req/s': row.requestsPerSecond,
  'p50 ms': row.p50Ms, 'p99 ms': row.p99Ms, budget: row.budget ?? '', ok: row.met === undefined ? '' : row.met ? 'yes' : 'NO',
})));
