// A background job followed over HTTP as the browser's job dialog follows it, until it ends (or `within` ms have gone,
// 30 s unless said).
import type { Call } from './server';

export interface Job { id: string; state: string; progress: number; message: string | null; file_name: string | null }

export async function finished(call: Call, token: string, id: string, within = 30_000): Promise<Job> {
  const deadline = Date.now() + within;
  for (;;) {
    const job = (await call('GET', `/api/jobs/${id}`, { token, language: 'en' })).body.data as Job;
    if (job.state === 'completed' || job.state === 'failed' || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
