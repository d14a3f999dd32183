// A notification from its event to the open page, across two servers on one PostgreSQL (budget: p99 500 ms): server A
// takes a message sent to an account (the messages' compose action, which tells whom it reached), and that account's
// page holds its stream of notifications open on server B, which hears of it by LISTEN/NOTIFY. Each time is from the
// request's sending on A to the event's arrival at the page on B: one at a time, then twenty senders at once. Runs
// alone with `node --import tsx bench/notifications.ts` (DATABASE_URL set).
import { pathToFileURL } from 'node:url';
import { readConfig, type ServerConfig } from '../server/core/config';
import { registry } from '../server/generated/registry';
import { createServer, prepareDatabase, type RunningServer } from '../server/server';
import { openStream } from '../tests/integration/support/stream';
import type { NotificationEvent } from '../contract/notifications';
import { postgresSchemaUrl } from './api';
import { percentile } from './record';

export const NOTIFICATION_BUDGET_MS = 500;
const XSRF = 'bench-xsrf';
const ONE_AT_A_TIME = 200;
const SENDERS = 20;
const EACH = 10;

export interface NotificationLatency {
  scenario: string;
  events: number;
  /** from the request's sending on A to the page on B: the event's commit is after the one and before the answer */
  p50Ms: number;
  p99Ms: number;
  /** from the request's answer on A (after its commit) to the page on B; below zero, the page heard first */
  afterAnswerP50Ms: number;
  afterAnswerP99Ms: number;
  /** the sending request's own answer */
  answerP50Ms: number;
}

async function listening(server: RunningServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export async function benchNotifications(log: (line: string) => void = console.log): Promise<NotificationLatency[]> {
  const config: ServerConfig = {
    ...readConfig({}),
    databaseUrl: await postgresSchemaUrl(process.env.DATABASE_URL!, 'aula_bench_notifications', true),
    jobSchema: 'aula_bench_notifications_jobs', adminEmail: 'bench@example.com', adminPassword: 'bench notifications', seedDemo: false,
  };
  log('notifications bench: two servers over one PostgreSQL…');
  const db = await prepareDatabase(config, registry);
  try {
    await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type_id)
       SELECT 'sender-' || n || '@example.com', 'none', 'Sender', n::text, 1 FROM generate_series(1, $1) n
       UNION ALL SELECT 'reader@example.com', 'none', 'Reader', 'One', 1`,
      [SENDERS],
    );
    // the senders write messages (students.index): the first start's role of full access
    await db.query(`INSERT INTO user_roles (user_id, role_id) SELECT u.id, (SELECT ur.role_id FROM user_roles ur JOIN users a ON a.id = ur.user_id WHERE a.email = 'bench@example.com' LIMIT 1)
      FROM users u WHERE u.email LIKE 'sender-%'`);
  } finally {
    await db.close();
  }
  const [a, b] = [await createServer(config, registry, { announce: () => undefined }), await createServer(config, registry, { announce: () => undefined })];
  try {
    const [urlA, urlB] = [await listening(a), await listening(b)];
    const accounts = await a.ctx.db.query<{ id: number; email: string; name: string }>(
      `SELECT id, email, first_name || ' ' || last_name AS name FROM users WHERE email LIKE 'sender-%' OR email = 'reader@example.com' ORDER BY id`,
    );
    const reader = accounts.find((account) => account.email === 'reader@example.com')!;
    const senders = await Promise.all(accounts.filter((account) => account !== reader).map(async (account) => ({ name: account.name, token: await a.ctx.sessions.create(account.id) })));
    const page = await openStream(urlB, await b.ctx.sessions.create(reader.id));
    await page.next('ready');

    // each sender has one message in flight: its notification is the first of the page's events naming it not yet claimed
    const claimed = new Set<number>();
    const heardFrom = async (sender: string, deadline: number): Promise<number> => {
      for (;;) {
        const event = page.heard.find((candidate) => {
          const { item } = (candidate.data ?? {}) as Partial<NotificationEvent>;
          return candidate.event === 'notification' && item !== undefined && !claimed.has(item.id) && item.text.endsWith(`${sender}.`);
        });
        if (event) {
          claimed.add((event.data as NotificationEvent).item.id);
          return event.at;
        }
        if (performance.now() > deadline) throw new Error(`no notification of ${sender}'s message reached the other server`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };
    /** One message from sender `index` on A to the reader; its times: to the page on B, and to its own answer on A. */
    const send = async (index: number): Promise<{ toPage: number; toAnswer: number }> => {
      const begun = performance.now();
      const answer = await fetch(`${urlA}/api/messages/actions/compose`, {
        method: 'POST', body: JSON.stringify({ to_users: [reader.id], subject: 'Bench', body: 'Bench' }),
        headers: { authorization: `Bearer ${senders[index].token}`, 'content-type': 'application/json', 'accept-language': 'en', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      });
      const toAnswer = performance.now() - begun;
      if (answer.status !== 200) throw new Error(`the message was refused: ${answer.status} ${await answer.text()}`);
      return { toPage: await heardFrom(senders[index].name, begun + 10_000) - begun, toAnswer };
    };

    for (let warm = 0; warm < 10; warm += 1) await send(0);
    const single = [];
    for (let run = 0; run < ONE_AT_A_TIME; run += 1) single.push(await send(run % SENDERS));
    log(`notifications bench: ${SENDERS} senders × ${EACH} at once…`);
    const burst: { toPage: number; toAnswer: number }[] = [];
    await Promise.all(Array.from({ length: SENDERS }, async (_, index) => {
      for (let round = 0; round < EACH; round += 1) burst.push(await send(index));
    }));
    page.close();
    const row = (scenario: string, times: readonly { toPage: number; toAnswer: number }[]): NotificationLatency => {
      const toPage = times.map((time) => time.toPage);
      const afterAnswer = times.map((time) => time.toPage - time.toAnswer);
      return {
        scenario, events: times.length, p50Ms: percentile(toPage, 0.5), p99Ms: percentile(toPage, 0.99),
        afterAnswerP50Ms: percentile(afterAnswer, 0.5), afterAnswerP99Ms: percentile(afterAnswer, 0.99), answerP50Ms: percentile(times.map((time) => time.toAnswer), 0.5),
      };
    };
    return [row('one at a time', single), row(`${SENDERS} senders at once`, burst)];
  } finally {
    await a.close();
    await b.close();
  }
}

/** The bench's rows as `npm run bench` prints them: the budget held by the time after the commit (the answer's), p99. */
export function notificationTable(rows: readonly NotificationLatency[]): Record<string, string | number>[] {
  return rows.map((row) => ({
    scenario: row.scenario, events: row.events, 'sent → page p50 ms': row.p50Ms, 'sent → page p99 ms': row.p99Ms,
    'answered → page p50 ms': row.afterAnswerP50Ms, 'answered → page p99 ms': row.afterAnswerP99Ms, 'answer p50 ms': row.answerP50Ms,
    budget: `${NOTIFICATION_BUDGET_MS} ms p99`, ok: Math.max(row.afterAnswerP99Ms, 0) <= NOTIFICATION_BUDGET_MS ? 'yes' : 'NO',
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchNotifications();
  console.table(notificationTable(rows));
}
