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

/** The table whose rows hold a grade sheet's state: a course of the journal. */
const SHEETS = 'journal_courses';

/** Whether a state of a sheet's workflow is final: nobody may write it, and no area is kept from it. */
function isFinal(workflow: WorkflowModel, state: string): boolean {
  const found = workflow.states.find((candidate) => candidate.id === state);
  return found !== undefined && found.edit === undefined && (found.hiddenFrom ?? []).length === 0;
}

/**
 * Takes the results of courses' sheets: one per student of each course's groups (no score counts as 0), graded on the
 * scale; answers the students whose results it changed (a result new or different, or one a course no longer has).
 * Set-based, so a recomputation takes a thousand courses in one statement.
 */
export async function takeResults(tx: Queryable, courses: readonly number[]): Promise<number[]> {
  const gone = await tx.query<{ student_id: number }>(
    `DELETE FROM course_results r WHERE r.course_id = ANY($1::integer[]) AND NOT EXISTS (
       SELECT 1 FROM students s JOIN journal_courses c ON c.id = r.course_id WHERE s.id = r.student_id AND s.group_id = ANY(c.group_ids))
     RETURNING r.student_id`, [courses],
  );
  // the course's ECTS once per course (materialized), each band with the score where the next begins: a range join
  // instead of a search of the scale per result; a result that comes out the same is not written again
  const taken = await tx.query<{ student_id: number }>(
    `WITH course AS MATERIALIZED (
       SELECT c.id, c.semester, c.group_ids,
         (SELECT cu.ects FROM curriculum cu WHERE cu.program_id = c.program_id AND cu.code = c.code ORDER BY cu.id LIMIT 1) AS ects
       FROM journal_courses c WHERE c.id = ANY($1::integer[])
     ), total AS (
       SELECT g.course_id, g.student_id, round(sum(g.score * cc.weight / 100.0), 2) AS total
       FROM grades g JOIN course_components cc ON cc.id = g.component_id WHERE g.course_id = ANY($1::integer[])
       GROUP BY g.course_id, g.student_id
     ), band AS (
       SELECT letter, points, passes, min_score, lead(min_score) OVER (ORDER BY min_score) AS next FROM grade_scale
     )
     INSERT INTO course_results AS r (course_id, student_id, total, grade, points, ects, passes, semester, taken_at)
     SELECT c.id, s.id, coalesce(t.total, 0), band.letter, coalesce(band.points, 0), coalesce(c.ects, 0), coalesce(band.passes, false), c.semester, now()
     FROM course c
     JOIN students s ON s.group_id = ANY(c.group_ids)
     LEFT JOIN total t ON t.course_id = c.id AND t.student_id = s.id
     LEFT JOIN band ON coalesce(t.total, 0) >= band.min_score AND (band.next IS NULL OR coalesce(t.total, 0) < band.next)
     ON CONFLICT (course_id, student_id) DO UPDATE SET total = EXCLUDED.total, grade = EXCLUDED.grade, points = EXCLUDED.points,
       ects = EXCLUDED.ects, passes = EXCLUDED.passes, semester = EXCLUDED.semester, taken_at = EXCLUDED.taken_at
       WHERE (r.total, r.grade, r.points, r.ects, r.passes, r.semester)
         IS DISTINCT FROM (EXCLUDED.total, EXCLUDED.grade, EXCLUDED.points, EXCLUDED.ects, EXCLUDED.passes, EXCLUDED.semester)
     RETURNING student_id`, [courses],
  );
  return [...new Set([...gone, ...taken].map((row) => row.student_id))];
}

/**
 * Writes each student's GPA (null with no credit-bearing result), credits earned and academic standing (the first
 * rule, by priority, their record meets: a GPA below its figure, or a share of the attempted ECTS passed below its
 * percentage; none: good standing) from their results; a record that comes out the same is not written again.
 */
export async function writeRecords(tx: Queryable, students: readonly number[]): Promise<void> {
  if (students.length === 0) return;
  await tx.query(
    `UPDATE students s SET gpa = r.gpa, credits = r.credits, standing_id = r.standing_id, updated_at = now()
     FROM (
       SELECT a.id, a.gpa, a.credits, (SELECT st.id FROM academic_standings st
           WHERE (st.gpa_below IS NOT NULL AND a.gpa < st.gpa_below)
              OR (st.credits_share_below IS NOT NULL AND a.attempted > 0 AND 100.0 * a.credits / a.attempted < st.credits_share_below)
           ORDER BY st.priority, st.id LIMIT 1) AS standing_id
       FROM (
         SELECT ids.id, round(sum(cr.points * cr.ects) / nullif(sum(cr.ects), 0), 2) AS gpa,
           coalesce(sum(cr.ects) FILTER (WHERE cr.passes), 0) AS credits, coalesce(sum(cr.ects), 0) AS attempted
         FROM unnest($1::integer[]) AS ids(id) LEFT JOIN course_results cr ON cr.student_id = ids.id
         GROUP BY ids.id
       ) a
     ) r
     WHERE s.id = r.id AND (s.gpa, s.credits, s.standing_id) IS DISTINCT FROM (r.gpa, r.credits, r.standing_id)`, [students],
  );
}

/** Courses whose results one statement takes, and students whose records one statement writes, in a recomputation. */
const COURSES_PER_BATCH = 1_000;
const STUDENTS_PER_BATCH = 5_000;

/** The grade sheets' workflow: the one kept on the journal's courses. */
function sheetWorkflow(registry: Registry): WorkflowModel | undefined {
  return Object.values(registry.screens).find((screen) => screen.workflow?.table === SHEETS)?.workflow;
}

/**
 * Recomputes every student's record from scratch (after the grade scale or the standing rules changed, or data was
 * brought in): the results of every course whose sheet is in a final state, then every student's GPA, credits and
 * standing, in batches each in its own transaction, telling the share done. A sheet under rectification keeps the
 * results it was approved with.
 */
export async function recomputeRecords(db: Database, registry: Registry, progress: (share: number) => void): Promise<{ courses: number; students: number }> {
  const workflow = sheetWorkflow(registry);
  const finals = workflow ? workflow.states.filter((state) => isFinal(workflow, state.id)).map((state) => state.id) : [];
  const courses = (await db.query<{ id: number }>(
    `SELECT id FROM ${SHEETS} WHERE ${workflow?.field ?? 'NULL'} = ANY($1::text[]) ORDER BY id`, [finals],
  )).map((row) => row.id);
  const [{ students }] = await db.query<{ students: number }>('SELECT count(*)::integer AS students FROM students');
  // the results are most of the work: about two thirds of the share told
  const steps = Math.ceil(courses.length / COURSES_PER_BATCH) * 2 + Math.ceil(students / STUDENTS_PER_BATCH) || 1;
  let done = 0;
  for (let start = 0; start < courses.length; start += COURSES_PER_BATCH) {
    await db.transaction((tx) => takeResults(tx, courses.slice(start, start + COURSES_PER_BATCH)));
    progress((done += 2) / steps);
    // PGlite answers without waiting on I/O: the requests that came in meanwhile go ahead between batches
    await nextTurn();
  }
  let after = 0;
  for (;;) {
    const batch = (await db.query<{ id: number }>('SELECT id FROM students WHERE id > $1 ORDER BY id LIMIT $2', [after, STUDENTS_PER_BATCH])).map((row) => row.id);
    if (batch.length === 0) break;
    await db.transaction((tx) => writeRecords(tx, batch));
    after = batch[batch.length - 1];
    progress((done += 1) / steps);
    await nextTurn();
  }
  return { courses: courses.length, students };
}

export function academicRecordHooks(): DomainHooks {
  return {
    async afterTransition({ tx, workflow, id, to }: TransitionEvent): Promise<readonly string[]> {
      if (workflow.table !== SHEETS || !isFinal(workflow, to)) return [];
      await writeRecords(tx, await takeResults(tx, [id]));
      return ['course_results', 'students'];
    },
  };
}
