// The academic record under an approval: a course's grade sheet of 60 students × its components, every score in,
// approved through the API (the results taken and the 60 students' GPA and credits written, in the approval's
// transaction), then put under rectification and approved again, `runs` times; each approval timed from request to
// answer. The course is made 60 students strong in the database before the server starts. Then one of its students'
// transcript is issued and its PDF (with its QR code) drawn `runs` times.
import { readConfig } from '../server/core/config';
import { registry } from '../server/generated/registry';
import { prepareDatabase } from '../server/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newDataDir, startAula } from '../tests/e2e/harness';
import { fillStudents } from '../server/seed/bulk';
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

export const RECOMPUTE_BUDGET_S = 60;

/**
 * A data directory of `students` students in groups of 50, each group with `courses` approved courses of two
 * components (40 and 60 per cent) and every score in: students × courses results to take, twice that many scores.
 */
export async function recordDataDir(students: number, courses: number, log: (line: string) => void): Promise<string> {
  const dataDir = newDataDir();
  const db = await prepareDatabase(readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD }), registry, () => undefined);
  try {
    log(`recompute bench: ${students} students…`);
    await fillStudents(db, students);
    const groups = Math.ceil(students / 50);
    await db.query(
      `INSERT INTO student_groups (name_ka, name_en, program_id)
       SELECT 'ჯგუფი ' || g, 'Group ' || g, (SELECT id FROM programs ORDER BY id LIMIT 1) FROM generate_series(1, $1) AS g`, [groups]);
    await db.query(
      `UPDATE students s SET group_id = b.id, program_id = b.program_id
       FROM (SELECT id, program_id, row_number() OVER (ORDER BY id) - 1 AS n FROM student_groups WHERE name_en LIKE 'Group %') b
       WHERE b.n = (s.id % $1)`, [groups]);
    await db.query(
      `INSERT INTO curriculum (program_id, code, subject, ects)
       SELECT (SELECT id FROM programs ORDER BY id LIMIT 1), 'RB-' || lpad(k::text, 2, '0'), 'Subject ' || k, 5 + k % 2 FROM generate_series(1, $1) AS k`, [courses]);
    log(`recompute bench: ${groups * courses} approved courses…`);
    await db.query(
      `INSERT INTO journal_courses (code, name, semester, program_id, group_ids, grades_state)
       SELECT 'RB-' || lpad(k::text, 2, '0'), 'Subject ' || k, 1 + (k - 1) / 5, g.program_id, ARRAY[g.id], 'approved'
       FROM student_groups g CROSS JOIN generate_series(1, $1) AS k WHERE g.name_en LIKE 'Group %'`, [courses]);
    await db.query(
      `INSERT INTO course_components (course_id, name_ka, name_en, weight)
       SELECT c.id, w.name, w.name, w.weight FROM journal_courses c CROSS JOIN (VALUES ('midterm', 40), ('final', 60)) AS w(name, weight)
       WHERE c.code LIKE 'RB-%'`);
    log(`recompute bench: ${students * courses * 2} scores…`);
    await db.query(
      `INSERT INTO grades (course_id, student_id, component_id, score)
       SELECT c.id, s.id, cc.id, 30 + (s.id * 7 + cc.id * 13) % 71
       FROM journal_courses c JOIN students s ON s.group_id = c.group_ids[1] JOIN course_components cc ON cc.course_id = c.id
       WHERE c.code LIKE 'RB-%'`);
    await db.query('ANALYZE');
    return dataDir;
  } finally {
    await db.close();
  }
}

export interface RecomputeTimes { students: number; results: number; seconds: number; progress: number[]; message: string }

/** Every student's record recomputed from scratch, as the office starts it: the action, then the job followed to its end. */
export async function benchRecompute(students = 100_000, courses = 40, log: (line: string) => void = console.log): Promise<RecomputeTimes> {
  const aula = await startAula({}, await recordDataDir(students, courses, log));
  try {
    const call = await caller(aula.baseUrl);
    const started = performance.now();
    const { job } = await call('POST', '/grade-scale/actions/recompute', {}) as { job: { id: string } };
    const progress: number[] = [];
    let message = '';
    for (;;) {
      const { data } = await call('GET', `/jobs/${job.id}`) as { data: { state: string; progress: number; message: string } };
      if (progress.at(-1) !== data.progress) progress.push(data.progress);
      if (data.state === 'failed') throw new Error(`the recomputation failed: ${data.message}`);
      message = data.message;
      if (data.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    return { students, results: students * courses, seconds, progress, message };
  } finally {
    await aula.stop();
  }
}
