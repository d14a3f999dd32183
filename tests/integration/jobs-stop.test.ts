// A server stopped while a job runs on past the stop's grace: the runner lets the job go (its row has the next server
// take it up), and the queue's completion of it, which pg-boss starts by itself once the job's work returns and does
// not wait for, runs nothing once the runner has stopped, instead of failing on the closed pool where nobody hears it
// (an unhandled rejection, which ends the process: a CI run's document-requests file met it by chance).
import { describe, expect, it, onTestFailed } from 'vitest';
import { Jobs } from '../../server/jobs/runner';
import { ADMIN, engines, startTestServer } from './support/server';

/** Longer than the stop waits for a job under way (STOP_GRACE_MS, 2 s). */
const OUTLIVES_STOP_MS = 3_500;

describe.each(engines)('a job runner stopped while a job outlives the stop (%s)', (engine) => {
  it('lets the job go, and the job ending after the database closed is nobody\'s failure', { timeout: 60_000 }, async () => {
    const test = await startTestServer(engine, { seedDemo: false, jobCheckSeconds: 1 });
    // the test stops the server itself on its way; one that failed before leaves none running
    let stopped = false;
    onTestFailed(async () => { if (!stopped) await test.stop(); });
    const { ctx } = test.server;
    // the server's own runner gives way to one with a job kind that takes its time, on the same queue
    await ctx.jobs.stop();
    let begun = (): void => undefined;
    const running = new Promise<void>((resolve) => { begun = resolve; });
    let ended = (): void => undefined;
    const returned = new Promise<void>((resolve) => { ended = resolve; });
    const slow = new Jobs({
      slow: async () => {
        begun();
        await new Promise((wait) => setTimeout(wait, OUTLIVES_STOP_MS));
        ended();
        return { message: 'done' };
      },
    }, { timeLimitSeconds: 60, checkSeconds: 1, keepDays: 1, retries: 1, schema: test.config.jobSchema });
    await slow.start(ctx, (error) => { throw error; });
    const [admin] = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
    const id = await slow.enqueue('slow', admin, {}, 'en');
    await running;
    await slow.stop();
    // cut off by the stop, still running on its row: the next server takes it up
    expect((await ctx.db.query<{ state: string }>('SELECT state FROM jobs WHERE id = $1', [id]))[0].state).toBe('running');
    await test.stop();
    stopped = true;
    await returned;
    // what pg-boss does once the work has returned (its completion) has had its turn
    await new Promise((wait) => setTimeout(wait, 500));
  });
});
