// The office's own records at scale: a mailbox of 10,000 messages (a third unread) opened from the sidebar in
// Chromium and read by the API (first page, a deep page, the unread count), and 1,000 documents issued from one
// template through the API, four at a time, whose numbers must come out 1 to 1,000 without a gap or a repeat; and a
// bank statement of 5,000 payments imported, then again (every row then refused as paid before).
// The messages are written into the database before the server starts, as an office's years of mail would be.
import { readConfig } from '../server/core/config';
import { registry } from '../server/generated/registry';
import { prepareDatabase } from '../server/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newDataDir } from '../tests/e2e/harness';
import { apiToken } from './export';

const XSRF = 'bench-xsrf';
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value: number) => Math.round(value * 10) / 10;

/** A data directory whose administrator's inbox holds `messages` messages, a third of them unread. */
export async function mailboxDataDir(messages = 10_000): Promise<string> {
  const dataDir = newDataDir();
  const db = await prepareDatabase(readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD }), registry, () => undefined);
  try {
    const [admin] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN_EMAIL]);
    await db.query(
      `WITH written AS (
         INSERT INTO messages (subject, body, sent_at, created_at)
         SELECT 'შეტყობინება ' || g, 'ტექსტი ' || g, now() - g * interval '1 minute', now() - g * interval '1 minute' FROM generate_series(1, $1) g
         RETURNING id)
       INSERT INTO mailbox (message_id, owner_id, box, read_at) SELECT id, $2, 'inbox', CASE WHEN id % 3 = 0 THEN NULL ELSE now() END FROM written`,
      [messages, admin.id],
    );
    await db.query('ANALYZE');
  } finally {
    await db.close();
  }
  return dataDir;
}

export async function caller(baseUrl: string) {
  const token = await apiToken(baseUrl);
  return async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const answer = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as Record<string, unknown>;
  };
}

export interface TimedRead { what: string; medianMs: number }

/** The mailbox's reads through the API, median of 20 each. */
export async function benchMailboxApi(baseUrl: string, runs = 20): Promise<TimedRead[]> {
  const call = await caller(baseUrl);
  const reads: [string, string][] = [
    ['inbox, first page', '/messages?box=inbox&sort=-created_at'],
    ['inbox, page 500 of 667', '/messages?box=inbox&sort=-created_at&page=500'],
    ['unread only', '/messages?box=inbox&unread=1&sort=-created_at'],
    ['the unread count', '/messages/unreadCount'],
  ];
  const results: TimedRead[] = [];
  for (const [what, path] of reads) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await call('GET', path);
      times.push(performance.now() - started);
    }
    results.push({ what, medianMs: round(median(times)) });
  }
  return results;
}

export interface IssueBench { documents: number; seconds: number; perSecond: number; numbers: string }

/** `documents` documents issued from the first template, `width` at a time; their numbers checked for gaps and repeats. */
export async function benchIssuing(baseUrl: string, documents = 1_000, width = 4): Promise<IssueBench> {
  const call = await caller(baseUrl);
  const { templates } = await call('GET', '/edoc-templates?sort=name') as { templates: { data: { id: number; index: string }[] } };
  const { students } = await call('GET', '/students?per_page=100') as { students: { data: { id: number }[] } };
  const template = templates.data[0];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < documents) {
      const index = next++;
      await call('POST', `/edoc-templates/actions/issue?id=${template.id}`, { student_id: students.data[index % students.data.length].id });
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const numbers: number[] = [];
  for (let page = 1; numbers.length < documents; page++) {
    const { edocs } = await call('GET', `/edoc/sent?per_page=100&page=${page}&search=${encodeURIComponent(template.index)}`) as { edocs: { data: { document_number: string }[] } };
    if (edocs.data.length === 0) break;
    numbers.push(...edocs.data.filter((row) => row.document_number.startsWith(`${template.index}-`)).map((row) => Number(row.document_number.split('/')[1])));
  }
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const whole = sorted.length === documents && sorted[0] === 1 && sorted[sorted.length - 1] === documents;
  return { documents, seconds: round(seconds), perSecond: round(documents / seconds), numbers: whole ? `1…${documents}, none missing or twice` : `NOT whole: ${sorted.length} distinct of ${numbers.length}` };
}

export interface ImportBench { rows: number; seconds: number; perSecond: number; imported: number; againSeconds: number; againRefused: number }

/**
 * A bank statement of `rows` payments (CSV, spread over the students with a finance row) imported through the API,
 * then the same statement again, whose every row is refused as paid before.
 */
export async function benchImport(baseUrl: string, rows = 5_000): Promise<ImportBench> {
  const call = await caller(baseUrl);
  const token = await apiToken(baseUrl);
  const { finances } = await call('GET', '/finances?per_page=100') as { finances: { data: { personal_id: string }[] } };
  const lines = ['personal_id,date,amount,reference', ...Array.from({ length: rows }, (_, i) => `${finances.data[i % finances.data.length].personal_id},2026-10-${String(1 + (i % 28)).padStart(2, '0')},${10 + (i % 90)}.25,BENCH-${i}`)];
  const statement = new Blob([lines.join('\n')]);
  const send = async () => {
    const form = new FormData();
    form.append('file', statement, 'statement.csv');
    const started = performance.now();
    const answer = await fetch(`${baseUrl}/api/finances/actions/importPayments`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF }, body: form,
    });
    if (answer.status !== 200) throw new Error(`the import answered ${answer.status}: ${await answer.text()}`);
    const body = await answer.json() as { done: number; results: unknown[] };
    return { seconds: (performance.now() - started) / 1000, done: body.done, refused: body.results.length };
  };
  const first = await send();
  const again = await send();
  return { rows, seconds: round(first.seconds), perSecond: round(rows / first.seconds), imported: first.done, againSeconds: round(again.seconds), againRefused: again.refused };
}
