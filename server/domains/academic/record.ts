// The academic record: what follows from a course's grade sheet once it is approved. When a sheet enters a state that
// is final — locked for everyone and shown to students (its workflow's "approved") — each of its students' result in
// the course is taken (course_results: the total of their scores weighted by the components, the grade and points the
// grade scale gives it, the subject's ECTS, whether it passes), and each of those students' GPA (grade points weighted
// by ECTS, over every result taken), credits earned (the ECTS of the results that pass) and academic standing (the
// rules of screens/academic-standings.yaml) are written to their record, in the same transaction as the approval. A
// sheet under rectification changes no result until it is approved again, so a score changed without approval never
// changes a GPA.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Registry, WorkflowModel } from '../../../contract/model';
import type { Database, Queryable } from '../../db/database';
import type { DomainHooks, TransitionEvent } from '../../kernel/hooks';
import { studentsOf } from '../teaching/takers';
import { courseEcts } from '../teaching/rules';

/** The table whose rows hold a grade sheet's state: a course of the journal. */
const SHEETS = 'journal_courses';

/** Whether a state of a sheet's workflow is final: nobody may write it, and no area is kept from it. */
function isFinal(workflow: WorkflowModel, state: string): boolean {
  const found = workflow.states.find((candidate) => candidate.id === state);
  return found !== undefined && found.edit === undefined && (found.hiddenFrom ?? []).length === 0;
}

/**
 * Holds rows of a table for the transaction, in id order: two transactions holding some of the same rows (approvals,
 * a recomputation) then wait for each other rather than each holding a row the other wants next, which PostgreSQL
 * would refuse as a deadlock.
 */
async function holdInIdOrder(tx: Queryable, table: string, ids: readonly number[]): Promise<void> {
  await tx.query(`SELECT 1 FROM ${table} WHERE id = ANY($1::integer[]) ORDER BY id FOR NO KEY UPDATE`, [ids]);
}

/**
 * Takes the results of courses' sheets: one per student taking each course (its groups', its registered) (no score counts as 0), graded on the
 * scale; answers the students whose results it changed (a result new or different, or one a course no longer has).
 */
export async function takeResults(tx: Queryable, courses: readonly number[]): Promise<number[]> {
  return (await writeResults(tx, courses, true)).map((row) => row.student_id);
}

/**
 * Takes the results of courses' sheets as takeResults does, answering nobody: for a recomputation, which works out every
 * student's record afterwards (a batch of a first one would otherwise answer its 100,000 results' students).
 */
export async function retakeResults(tx: Queryable, courses: readonly number[]): Promise<void> {
  await writeResults(tx, courses, false);
}

/**
 * The results of courses' sheets written, and with `answer` the students whose results changed. Set-based: the results
 * as they come out now are set beside those kept in one hash join (not a probe per result), and only a result that
 * differs is written (a new one inserted, a changed one updated, one no longer there deleted), so a recomputation takes
 * a thousand courses in one statement.
 */
async function writeResults(tx: Queryable, courses: readonly number[], answer: boolean): Promise<{ student_id: number }[]> {
  // the courses' sheets are held while their results are taken: another taking of one of them (an approval, a
  // recomputation) waits for this transaction and then finds these results, so no two write a course's at once, and a
  // result new to a course is a plain insert, which costs a fifth less than one that may conflict
  await holdInIdOrder(tx, SHEETS, courses);
  // the course's ECTS once per course; each student's total as the database keeps it while scores are written
  // (course_totals, migration 0080); the scale's bands numbered from its lowest, the band a total falls in found by
  // width_bucket over their starts (the number of bands starting at or below it: 0 below the lowest, no grade) and
  // joined by its number
  const returning = answer ? 'RETURNING r.student_id' : '';
  return tx.query<{ student_id: number }>(
    `WITH course AS MATERIALIZED (
       SELECT c.id, c.semester, c.group_ids,
         ${courseEcts('c')} AS ects
       FROM journal_courses c WHERE c.id = ANY($1::integer[])
     ), band AS MATERIALIZED (
       SELECT row_number() OVER (ORDER BY min_score)::integer AS band, letter, points, passes FROM grade_scale
     ), starts AS MATERIALIZED (
       SELECT array_agg(min_score ORDER BY min_score) AS starts FROM grade_scale
     ), total AS (
       SELECT t.course_id, t.student_id, t.total FROM course_totals t WHERE t.course_id = ANY($1::integer[])
     ), fresh AS (
       SELECT r.course_id, r.student_id, r.total, b.letter AS grade, coalesce(b.points, 0) AS points, r.ects,
         coalesce(b.passes, false) AS passes, r.semester
       FROM (
         SELECT c.id AS course_id, s.id AS student_id, coalesce(t.total, 0) AS total, c.ects, c.semester
         FROM course c CROSS JOIN LATERAL ${studentsOf('c')} AS s LEFT JOIN total t ON t.course_id = c.id AND t.student_id = s.id
       ) r LEFT JOIN band b ON b.band = width_bucket(r.total, (SELECT starts FROM starts))
     ), kept AS (
       SELECT course_id, student_id, total, grade, points, ects, passes, semester FROM course_results WHERE course_id = ANY($1::integer[])
     ), differing AS MATERIALIZED (
       -- each result as it comes out now beside the one kept, where they differ: new (none kept), gone (none now) or changed
       SELECT coalesce(f.course_id, k.course_id) AS course_id, coalesce(f.student_id, k.student_id) AS student_id,
         k.course_id IS NULL AS new, f.course_id IS NULL AS gone, f.total, f.grade, f.points, f.ects, f.passes, f.semester
       FROM fresh f FULL JOIN kept k ON k.course_id = f.course_id AND k.student_id = f.student_id
       WHERE (k.total, k.grade, k.points, k.ects, k.passes, k.semester) IS DISTINCT FROM (f.total, f.grade, f.points, f.ects, f.passes, f.semester)
     ), gone AS (
       DELETE FROM course_results r USING differing d
       WHERE r.course_id = ANY($1::integer[]) AND d.gone AND r.course_id = d.course_id AND r.student_id = d.student_id
       ${returning}
     ), added AS (
       INSERT INTO course_results AS r (course_id, student_id, total, grade, points, ects, passes, semester, taken_at)
       SELECT d.course_id, d.student_id, d.total, d.grade, d.points, d.ects, d.passes, d.semester, now()
       FROM differing d WHERE d.new
       ${returning}
     ), changed AS (
       UPDATE course_results r SET total = d.total, grade = d.grade, points = d.points, ects = d.ects, passes = d.passes,
         semester = d.semester, taken_at = now()
       FROM differing d
       WHERE r.course_id = ANY($1::integer[]) AND NOT d.new AND NOT d.gone AND r.course_id = d.course_id AND r.student_id = d.student_id
       ${returning}
     )
     ${answer ? 'SELECT student_id FROM gone UNION SELECT student_id FROM added UNION SELECT student_id FROM changed' : 'SELECT NULL::integer AS student_id WHERE false'}`,
    [courses],
  );
}

/**
 * A student's record from their results, for the students the FROM items give (`id`, joined to their results `cr`):
 * GPA (null with no credit-bearing result), credits earned and academic standing (the first rule, by priority, their
 * record meets: a GPA below its figure, or a share of the attempted ECTS passed below its percentage; none: good).
 */
const recordsOf = (from: string, id: string) => `
  SELECT a.id, a.gpa, a.credits, (SELECT st.id FROM academic_standings st
      WHERE (st.gpa_below IS NOT NULL AND a.gpa < st.gpa_below)
         OR (st.credits_share_below IS NOT NULL AND a.attempted > 0 AND 100.0 * a.credits / a.attempted < st.credits_share_below)
      ORDER BY st.priority, st.id LIMIT 1) AS standing_id
  FROM (
    SELECT ${id} AS id, round(sum(cr.points * cr.ects) / nullif(sum(cr.ects), 0), 2) AS gpa,
      coalesce(sum(cr.ects) FILTER (WHERE cr.passes), 0) AS credits, coalesce(sum(cr.ects), 0) AS attempted
    FROM ${from} GROUP BY ${id}
  ) a`;

/**
 * Writes the records of these students (an approval's) from their results; a record that comes out the same is not
 * written again. Their rows are held first, in id order: two approvals of courses sharing students may commit at once.
 */
export async function writeRecords(tx: Queryable, students: readonly number[]): Promise<void> {
  if (students.length === 0) return;
  await holdInIdOrder(tx, 'students', students);
  await tx.query(
    `UPDATE students s SET gpa = r.gpa, credits = r.credits, standing_id = r.standing_id, updated_at = now()
     FROM (${recordsOf('unnest($1::integer[]) AS ids(id) LEFT JOIN course_results cr ON cr.student_id = ids.id', 'ids.id')}) r
     WHERE s.id = r.id AND (s.gpa, s.credits, s.standing_id) IS DISTINCT FROM (r.gpa, r.credits, r.standing_id)`, [students],
  );
}

/** Courses whose results one statement takes, and records one statement writes, in a recomputation. */
const COURSES_PER_BATCH = 2_000;
const RECORDS_PER_BATCH = 5_000;
/**
 * How a recomputation's statements run: memory to sort and hash in before spilling to disk (a batch's totals: about
 * 8 MB), and no JIT compilation, which PostgreSQL starts for plans this large and which costs more than it saves.
 */
async function forRecomputation(tx: Queryable): Promise<void> {
  await tx.query(`SELECT set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
}

interface StudentRecord { id: number; gpa: string | null; credits: string; standing_id: number | null }

/**
 * Every student's record that differs from what their results and the standing rules give now: one pass over all the
 * results (a sequential scan and a hash aggregate, ten times faster than reading each student's results by index).
 */
async function changedRecords(db: Database): Promise<StudentRecord[]> {
  return db.transaction(async (tx) => {
    await forRecomputation(tx);
    return tx.query<StudentRecord>(
      `SELECT r.id, r.gpa, r.credits, r.standing_id
       FROM (${recordsOf('students s LEFT JOIN course_results cr ON cr.student_id = s.id', 's.id')}) r JOIN students s ON s.id = r.id
       WHERE (s.gpa, s.credits, s.standing_id) IS DISTINCT FROM (r.gpa, r.credits, r.standing_id)`,
    );
  });
}

/** Writes records worked out already, as they are. */
async function writeRecordValues(tx: Queryable, records: readonly StudentRecord[]): Promise<void> {
  await tx.query(
    `UPDATE students s SET gpa = r.gpa, credits = r.credits, standing_id = r.standing_id, updated_at = now()
     FROM unnest($1::integer[], $2::numeric[], $3::numeric[], $4::integer[]) AS r(id, gpa, credits, standing_id) WHERE s.id = r.id`,
    [records.map((record) => record.id), records.map((record) => record.gpa), records.map((record) => record.credits), records.map((record) => record.standing_id)],
  );
}

/** The grade sheets' workflow: the one kept on the journal's courses. */
function sheetWorkflow(registry: Registry): WorkflowModel | undefined {
  return Object.values(registry.screens).find((screen) => screen.workflow?.table === SHEETS)?.workflow;
}

/**
 * Recomputes every student's record from scratch (after the grade scale or the standing rules changed, or data was
 * brought in): the results of every course whose sheet is in a final state, then every student's GPA, credits and
 * standing, in batches each in its own transaction, telling the share done. A sheet under rectification keeps the
 * results it was approved with. The tables written are vacuumed at the end: PGlite has no autovacuum, and the rows a
 * recomputation replaces would otherwise stay in every later read.
 */
export async function recomputeRecords(db: Database, registry: Registry, progress: (share: number) => void): Promise<{ courses: number; students: number }> {
  const workflow = sheetWorkflow(registry);
  const finals = workflow ? workflow.states.filter((state) => isFinal(workflow, state.id)).map((state) => state.id) : [];
  const courses = (await db.query<{ id: number }>(
    `SELECT id FROM ${SHEETS} WHERE ${workflow?.field ?? 'NULL'} = ANY($1::text[]) ORDER BY id`, [finals],
  )).map((row) => row.id);
  const [{ students }] = await db.query<{ students: number }>('SELECT count(*)::integer AS students FROM students');
  // the results are most of the work: about two thirds of the share told; the records' one pass and their writing the rest
  const resultSteps = Math.ceil(courses.length / COURSES_PER_BATCH) * 2;
  const steps = resultSteps + 2 + Math.ceil(students / RECORDS_PER_BATCH);
  let done = 0;
  for (let start = 0; start < courses.length; start += COURSES_PER_BATCH) {
    await db.transaction(async (tx) => {
      await forRecomputation(tx);
      await retakeResults(tx, courses.slice(start, start + COURSES_PER_BATCH));
    });
    progress((done += 2) / steps);
    // PGlite answers without waiting on I/O: the requests that came in meanwhile go ahead between batches
    await nextTurn();
  }
  const changed = await changedRecords(db);
  progress((done += 2) / steps);
  await nextTurn();
  for (let start = 0; start < changed.length; start += RECORDS_PER_BATCH) {
    await db.transaction((tx) => writeRecordValues(tx, changed.slice(start, start + RECORDS_PER_BATCH)));
    progress(Math.min(done += 1, steps) / steps);
    await nextTurn();
  }
  await db.query('VACUUM (ANALYZE) course_results, students');
  progress(1);
  return { courses: courses.length, students };
}

export function academicRecordHooks(): DomainHooks {
  return {
    async afterTransition({ tx, workflow, id, to }: TransitionEvent): Promise<readonly string[]> {
      if (!isFinal(workflow, to)) return [];
      await writeRecords(tx, await takeResults(tx, [id]));
      return ['course_results', 'students'];
    },
  };
}
