// An edit of many rows at once (screen key bulkEdit) as the office runs it on a whole programme: every student the
// programme filter chooses at 100,000 students set as a background job (each row checked, written with its history),
// timed from the call until the job says it is done.
import { apiToken, type SeededAula } from './export';

/** the budget: 10,000 students edited as a job, history included */
export const BULK_EDIT_BUDGET_S_PER_10000 = 30;
/** issue 54's: the rows an edit of many rows writes a second */
export const BULK_EDIT_ROWS_PER_SECOND = 1_000;

export interface BulkEditBench { rows: number; seconds: number; per10000: number; perSecond: number; changed: string }

export async function benchBulkEdit(seeded: SeededAula, log: (line: string) => void): Promise<BulkEditBench> {
  const token = await apiToken(seeded.baseUrl);
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${seeded.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } })).json()) as T;
  const programs = (await get<{ data: { id: number }[] }>('/lookups/programs')).data;
  // the programme with the most students
  let chosen = { id: 0, rows: 0 };
  for (const program of programs) {
    const rows = (await get<{ students: { total: number } }>(`/students?per_page=1&program_id=${program.id}&exact_total=1`)).students.total;
    if (rows > chosen.rows) chosen = { id: program.id, rows };
  }
  // the opposite of what its first student holds: the bench's data directory is kept between runs, and a value every
  // row already held would be a bulk edit that writes nothing (each run so sets what the run before did not)
  const [first] = (await get<{ students: { data: { id: number }[] } }>(`/students?per_page=1&program_id=${chosen.id}`)).students.data;
  const { data: { mobility: held } } = await get<{ data: { mobility: boolean | null } }>(`/students/${first.id}`);
  log(`bulk edit of ${chosen.rows} students (programme ${chosen.id}), mobility set ${held ? 'off' : 'on'}…`);
  const started = performance.now();
  const answer = await fetch(`${seeded.baseUrl}/api/students/actions/bulkEdit?all=1&program_id=${chosen.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en', cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b' },
    body: JSON.stringify({ mobility: !held }),
  });
  const { job } = (await answer.json()) as { job: { id: string } };
  let message = '';
  for (;;) {
    const state = (await get<{ data: { state: string; message: string } }>(`/jobs/${job.id}`)).data;
    if (state.state === 'completed' || state.state === 'failed') {
      message = `${state.state}: ${state.message.split('\n')[0]}`;
      break;
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return {
    rows: chosen.rows, seconds, per10000: Math.round((seconds * 10_000 / Math.max(1, chosen.rows)) * 10) / 10, perSecond: Math.round(chosen.rows / Math.max(0.1, seconds)), changed: message,
  };
}
