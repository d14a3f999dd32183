// The academic record under an approval: a course's grade sheet of 60 students × its components, every score in,
// approved through the API (the results taken and the 60 students' GPA and credits written, in the approval's
// transaction), then put under rectification and approved again, `runs` times; each approval timed from request to
// answer. The course is made 60 students strong in the database before the server starts. Then one of its students'
// transcript is issued and its PDF (with its QR code) drawn `runs` times.
import { readConfig } from '../server/core/config';
import { registry } from '../server/generated/registry';
import { prepareDatabase } from '../server/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newDataDir, startAula } from '../tests/e2e/harness';
import { apiToken } from './export';
import { caller } from './office';

export const APPROVAL_BUDGET_MS = 200;
export const TRANSCRIPT_BUDGET_MS = 150;
const STUDENTS = 60;
const XSRF = 'bench-xsrf';

/** A data directory whose first open course teaches `students` students, each with a score in every component. */
async function sheetDataDir(students: number): Promise<{ dataDir: string; course: number }> {
  const dataDir = newDataDir();
  const db = await prepareDatabase(readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD }), registry, () => undefined);
  try {
    const [course] = await db.query<{ id: number; group_id: number }>(
      `SELECT id, group_ids[1] AS group_id FROM journal_courses WHERE grades_state = 'open' AND cardinality(group_ids) > 0 ORDER BY id LIMIT 1`);
    await db.query('UPDATE journal_courses SET group_ids = ARRAY[$2::integer] WHERE id = $1', [course.id, course.group_id]);
    await db.query('UPDATE students SET group_id = $1 WHERE id IN (SELECT id FROM students ORDER BY coalesce(group_id = $1, false) DESC, id LIMIT $2)', [course.group_id, students]);
    await db.query('UPDATE students SET group_id = NULL WHERE group_id = $1 AND id NOT IN (SELECT id FROM students WHERE group_id = $1 ORDER BY id LIMIT $2)', [course.group_id, students]);
    await db.query(
      `INSERT INTO grades (course_id, student_id, component_id, score)
       SELECT $1, s.id, cc.id, 30 + (s.id * 7 + cc.id * 13) % 71 FROM students s CROSS JOIN course_components cc
       WHERE s.group_id = $2 AND cc.course_id = $1
       ON CONFLICT (course_id, student_id, component_id) DO UPDATE SET score = EXCLUDED.score`, [course.id, course.group_id]);
    await db.query('ANALYZE');
    return { dataDir, course: course.id };
  } finally {
    await db.close();
  }
}

/** The value below which the share given of the times fall, to a tenth of a millisecond. */
function percentile(times: readonly number[], share: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] * 10) / 10;
}

export interface ApprovalTimes { students: number; runs: number; medianMs: number; p99Ms: number; transcriptMedianMs: number }

export async function benchApproval(runs = 50): Promise<ApprovalTimes> {
  const { dataDir, course } = await sheetDataDir(STUDENTS);
  const aula = await startAula({}, dataDir);
  try {
    const call = await caller(aula.baseUrl);
    const move = (transition: string, reason?: string) => call('POST', `/course-grades/${course}/transition`, { transition, reason });
    const sheet = await call('GET', `/course-grades/grid?course_id=${course}`) as { rows: { id: number }[] };
    await move('submit');
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await move('approve');
      times.push(performance.now() - started);
      await move('rectify', 'Timed again.');
    }
    await move('approve');
    const { templates } = await call('GET', '/edoc-templates?search=TR-01') as { templates: { data: { id: number }[] } };
    await call('POST', `/edoc-templates/actions/issue?id=${templates.data[0].id}`, { student_id: sheet.rows[0].id });
    const { edocs } = await call('GET', '/edoc/sent?sort=-created_at&per_page=1') as { edocs: { data: { id: number }[] } };
    const token = await apiToken(aula.baseUrl);
    const drawn: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const pdf = await fetch(`${aula.baseUrl}/api/edoc/sent/actions/pdf`, {
        method: 'POST', body: JSON.stringify({ ids: [edocs.data[0].id] }),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      });
      if (pdf.status !== 200 || (await pdf.arrayBuffer()).byteLength === 0) throw new Error(`the transcript's PDF answered ${pdf.status}`);
      drawn.push(performance.now() - started);
    }
    return { students: sheet.rows.length, runs, medianMs: percentile(times, 0.5), p99Ms: percentile(times, 0.99), transcriptMedianMs: percentile(drawn, 0.5) };
  } finally {
    await aula.stop();
  }
}
