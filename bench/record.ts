// The academic record under an approval: a course's grade sheet of 60 students × its components, every score in,
// approved through the API (the results taken and the 60 students' GPA and credits written, in the approval's
// transaction), then put under rectification and approved again, `runs` times; each approval timed from request to
// answer. The course is made 60 students strong in the database before the server starts. Then one of its students'
// transcript is issued and its PDF (with its QR code) drawn `runs` times. And the record's jobs at scale: every record
// recomputed for 100,000 students × 40 approved courses, and 2,000 transcripts issued as one zip.
import fs from 'node:fs';
import path from 'node:path';
import { readConfig, type ServerConfig } from '../server/core/config';
import { registry } from '../server/generated/registry';
import { createServer, prepareDatabase, type RunningServer } from '../server/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newDataDir, startAula } from '../tests/e2e/harness';
import { fillStudents } from '../server/seed/bulk';
import { postgresSchemaUrl } from './api';
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
export function percentile(times: readonly number[], share: number): number {
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
export const TRANSCRIPTS_JOB_BUDGET_S = 180;

/**
 * A data directory of `students` students in groups of 50, each group with `courses` approved courses of two
 * components (40 and 60 per cent) and every score in: students × courses results to take, twice that many scores.
 */
async function recordDatabase(config: ServerConfig, students: number, courses: number, log: (line: string) => void): Promise<void> {
  const db = await prepareDatabase(config, registry, () => undefined);
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
      `INSERT INTO journal_courses (code, name, semester, program_id, group_ids)
       SELECT 'RB-' || lpad(k::text, 2, '0'), 'Subject ' || k, 1 + (k - 1) / 5, g.program_id, ARRAY[g.id]
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
    // approved once their scores are in: an approved sheet takes no score
    await db.query(`UPDATE journal_courses SET grades_state = 'approved' WHERE code LIKE 'RB-%'`);
    await db.query('ANALYZE');
  } finally {
    await db.close();
  }
}

export interface RecordJobTimes {
  engine: 'pglite' | 'postgres';
  students: number;
  results: number;
  /** every record recomputed from empty results, again with nothing changed, then after a band's points changed */
  recomputeSeconds: number;
  recomputeUnchangedSeconds: number;
  recomputeAgainSeconds: number;
  progress: number[];
  transcripts: number;
  transcriptSeconds: number;
  zipMb: number;
  /** the process's resident memory at most while the transcripts were drawn, above what it held before */
  transcriptPeakMb: number;
}

/** A job queued as an action queues it, followed in the jobs table to its end; its progress as it was seen. */
async function jobRun(server: RunningServer, kind: string, params: Record<string, unknown>, watch: () => void = () => undefined): Promise<{ seconds: number; progress: number[]; file: string | null }> {
  const { ctx } = server;
  const [admin] = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN_EMAIL.toLowerCase()]);
  const started = performance.now();
  const id = await ctx.jobs.enqueue(kind, admin, params, 'ka');
  const progress: number[] = [];
  for (;;) {
    const [job] = await ctx.db.query<{ state: string; progress: number; message: string | null; file: string | null }>('SELECT state, progress, message, file FROM jobs WHERE id = $1', [id]);
    if (progress.at(-1) !== job.progress) progress.push(job.progress);
    watch();
    if (job.state === 'failed') throw new Error(`the ${kind} job failed: ${job.message}`);
    if (job.state === 'completed') return { seconds: Math.round((performance.now() - started) / 100) / 10, progress, file: job.file };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Every student's record recomputed from scratch as the job the grade scale's action starts (from empty results, again
 * with nothing changed, and after a band's points changed), then a transcript issued to `transcripts` students as one job, a zip of
 * their PDFs; the server in this process, so its memory is read while the zip is written.
 */
export async function benchRecordJobs(
  engine: 'pglite' | 'postgres', students = 100_000, courses = 40, transcripts = 2_000, log: (line: string) => void = console.log,
): Promise<RecordJobTimes> {
  const dataDir = newDataDir();
  const config: ServerConfig = {
    ...readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD }),
    ...(engine === 'postgres' ? { databaseUrl: await postgresSchemaUrl(process.env.DATABASE_URL!, 'aula_bench_record', true), jobSchema: 'aula_bench_record_jobs' } : {}),
  };
  await recordDatabase(config, students, courses, log);
  const server = await createServer(config, registry, { announce: () => undefined });
  try {
    const { db } = server.ctx;
    log('recompute bench: recomputing…');
    const first = await jobRun(server, 'recomputeRecords', {});
    const unchanged = await jobRun(server, 'recomputeRecords', {});
    await db.query(`UPDATE grade_scale SET points = points - 0.5 WHERE letter = 'B'`);
    const again = await jobRun(server, 'recomputeRecords', {});
    log(`transcripts bench: ${transcripts} transcripts…`);
    const [template] = await db.query<{ id: number }>(`SELECT id FROM edoc_templates WHERE index = 'TR-01'`);
    const ids = (await db.query<{ id: number }>('SELECT id FROM students WHERE gpa IS NOT NULL ORDER BY id LIMIT $1', [transcripts])).map((row) => row.id);
    const before = process.memoryUsage().rss;
    let peak = before;
    const issued = await jobRun(server, 'issueDocuments', { template: template.id, students: ids }, () => { peak = Math.max(peak, process.memoryUsage().rss); });
    const zip = issued.file ? fs.statSync(path.join(dataDir, 'storage', issued.file.slice('/storage/'.length))).size : 0;
    return {
      engine, students, results: students * courses, recomputeSeconds: first.seconds, recomputeUnchangedSeconds: unchanged.seconds, recomputeAgainSeconds: again.seconds, progress: first.progress,
      transcripts: ids.length, transcriptSeconds: issued.seconds, zipMb: Math.round(zip / 1e5) / 10, transcriptPeakMb: Math.round((peak - before) / 1e5) / 10,
    };
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
