// Find anyone at a million students: each keystroke of a few texts typed one character at a time answered by
// GET /api/find?q=, one after another as a person types (no debounce: every prefix is asked), by the administrator,
// who may open every screen it searches (students, lecturers, the five applicant registers, the staff). On PGlite
// and, when DATABASE_URL is set, PostgreSQL. `npm run bench` calls benchFind(); `tsx bench/find.ts` runs it alone.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig, type ServerConfig } from '../server/core/config';
import { registry } from '../server/generated/registry';
import { createServer, prepareDatabase } from '../server/server';
import { fillStudents } from '../server/seed/bulk';
import { femaleNames, surnameEndings, surnameStems } from '../server/seed/names';
import { postgresSchemaUrl } from './api';

export interface FindBenchRow {
  engine: 'pglite' | 'postgres';
  typed: string;
  keystrokes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  budget?: string;
  met?: boolean;
}

export interface FindBenchOptions {
  students?: number;
  /** how many times each text is typed after a first, unmeasured time */
  passes?: number;
  log?: (line: string) => void;
}

/** The budgets: a keystroke's answer at a million students, p99. */
export const FIND_P99_MS = { postgres: 50, pglite: 80 } as const;

const PASSWORD = 'bench password';
const XSRF = 'bench-xsrf';

const surname = surnameStems[4].ka + surnameEndings[0].ka;
/** What is typed: how the office looks for someone, and the texts that find nobody. */
const TEXTS: readonly { what: string; text: string }[] = [
  { what: 'a personal number, digit by digit', text: '20000731234' },
  { what: 'a surname', text: surname },
  { what: 'a name, then the surname', text: `${femaleNames[0].ka} ${surname}` },
  { what: 'the surname, then the name', text: `${surname} ${femaleNames[0].ka}` },
  { what: 'an e-mail (Latin)', text: `${surnameStems[4].latin}${surnameEndings[0].latin}731234@` },
  { what: 'a Latin name nobody has', text: 'Quennell' },
  { what: 'a common name, then a surname nobody has', text: `${femaleNames[0].ka} ჟღენტ` },
];

const percentile = (sorted: readonly number[], share: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
const tenths = (ms: number): number => Math.round(ms * 10) / 10;

async function benchEngine(engine: 'pglite' | 'postgres', options: Required<FindBenchOptions>): Promise<FindBenchRow[]> {
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir: path.join(os.tmpdir(), 'aula-bench-find-pglite'),
    databaseUrl: engine === 'postgres' ? await postgresSchemaUrl(process.env.DATABASE_URL!, 'aula_bench_find') : undefined,
    adminEmail: 'bench@example.com', adminPassword: PASSWORD, seedDemo: true,
    signInFailuresPerAccount: 1_000_000, signInFailuresPerAddress: 1_000_000, poolSize: engine === 'pglite' ? 1 : 10,
  };
  options.log(`${engine}: preparing ${options.students.toLocaleString('en')} students…`);
  const db = await prepareDatabase(config, registry);
  await fillStudents(db, options.students, (done) => { if (done % 200_000 === 0) options.log(`${engine}: ${done.toLocaleString('en')} added`); });
  await db.close();

  const server = await createServer(config, registry);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      body: JSON.stringify({ email: config.adminEmail, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ka', 'accept-encoding': 'gzip, deflate, br' };
    const keystroke = async (typed: string): Promise<number> => {
      const started = performance.now();
      const answer = await fetch(`${url}/api/find?q=${encodeURIComponent(typed)}`, { headers });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`find "${typed}" answered ${answer.status}`);
      return performance.now() - started;
    };
    const rows: FindBenchRow[] = [];
    const all: number[] = [];
    for (const { what, text } of TEXTS) {
      const prefixes = [...text].map((_, index) => [...text].slice(0, index + 1).join('')).filter((typed) => typed.trim() !== '');
      for (const typed of prefixes) await keystroke(typed);
      const times: number[] = [];
      for (let pass = 0; pass < options.passes; pass += 1) for (const typed of prefixes) times.push(await keystroke(typed));
      times.sort((a, b) => a - b);
      all.push(...times);
      rows.push({ engine, typed: `${what}: "${text}"`, keystrokes: prefixes.length, p50Ms: tenths(percentile(times, 0.5)), p99Ms: tenths(percentile(times, 0.99)), maxMs: tenths(times.at(-1)!) });
      options.log(`${engine}: ${what} p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`);
    }
    all.sort((a, b) => a - b);
    rows.push({
      engine, typed: `every keystroke above (${all.length})`, keystrokes: all.length, p50Ms: tenths(percentile(all, 0.5)), p99Ms: tenths(percentile(all, 0.99)), maxMs: tenths(all.at(-1)!),
      budget: `p99 ≤ ${FIND_P99_MS[engine]} ms`, met: percentile(all, 0.99) <= FIND_P99_MS[engine],
    });
    return rows;
  } finally {
    await server.close();
  }
}

export async function benchFind(options: FindBenchOptions = {}): Promise<FindBenchRow[]> {
  const settled: Required<FindBenchOptions> = {
    students: options.students ?? Number(process.env.BENCH_FIND_STUDENTS ?? 1_000_000),
    passes: options.passes ?? Number(process.env.BENCH_FIND_PASSES ?? 10),
    log: options.log ?? ((line) => console.error(line)),
  };
  // BENCH_FIND_ENGINES=postgres measures one engine alone
  const engines = (process.env.BENCH_FIND_ENGINES?.split(',') ?? ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])]) as ('pglite' | 'postgres')[];
  const rows: FindBenchRow[] = [];
  for (const engine of engines) rows.push(...(await benchEngine(engine, settled)));
  return rows;
}

export function findTable(rows: readonly FindBenchRow[]): Record<string, string | number>[] {
  return rows.map((row) => ({
    engine: row.engine, typed: row.typed, keystrokes: row.keystrokes, 'p50 ms': row.p50Ms, 'p99 ms': row.p99Ms, 'max ms': row.maxMs,
    budget: row.budget ?? '', ok: row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(findTable(await benchFind()));
}
