// The academic record: what follows from a course's grade sheet once it is approved. When a sheet enters a state that
// is final — locked for everyone and shown to students (its workflow's "approved") — each of its students' result in
// the course is taken (course_results: the total of their scores weighted by the components, the grade and points the
// grade scale gives it, the subject's ECTS, whether it passes), and each of those students' GPA (grade points weighted
// by ECTS, over every result taken), credits earned (the ECTS of the results that pass) and academic standing (the
// rules of screens/academic-standings.yaml) are written to their record, in the same transaction as the approval. A
// sheet under rectification changes no result until it is approved again, so a score changed without approval never
// changes a GPA.
import type { WorkflowModel } from '../../../contract/model';
import type { Queryable } from '../../db/database';
import type { DomainHooks, TransitionEvent } from '../../kernel/hooks';

/** The table whose rows hold a grade sheet's state: a course of the journal. */
const SHEETS = 'journal_courses';

/** Whether a state of a sheet's workflow is final: nobody may write it, and no area is kept from it. */
function isFinal(workflow: WorkflowModel, state: string): boolean {
  const found = workflow.states.find((candidate) => candidate.id === state);
  return found !== undefined && found.edit === undefined && (found.hiddenFrom ?? []).length === 0;
}

/**
 * Takes the results of one course's sheet: one per student of its groups (no score counts as 0), graded on the
 * scale; answers the students whose record it changed (those of the course now, and any it no longer has).
 */
export async function takeResults(tx: Queryable, course: number): Promise<number[]> {
  const gone = await tx.query<{ student_id: number }>(
    `DELETE FROM course_results r WHERE r.course_id = $1 AND NOT EXISTS (
       SELECT 1 FROM students s JOIN journal_courses c ON c.id = r.course_id WHERE s.id = r.student_id AND s.group_id = ANY(c.group_ids))
     RETURNING r.student_id`, [course],
  );
  const taken = await tx.query<{ student_id: number }>(
    `INSERT INTO course_results (course_id, student_id, total, grade, points, ects, passes, semester, taken_at)
     SELECT c.id, s.id, t.total, band.letter, coalesce(band.points, 0), coalesce(subject.ects, 0), coalesce(band.passes, false), c.semester, now()
     FROM journal_courses c
     JOIN students s ON s.group_id = ANY(c.group_ids)
     CROSS JOIN LATERAL (
       SELECT coalesce(round(sum(g.score * cc.weight / 100.0), 2), 0) AS total
       FROM grades g JOIN course_components cc ON cc.id = g.component_id WHERE g.course_id = c.id AND g.student_id = s.id
     ) t
     LEFT JOIN LATERAL (SELECT b.letter, b.points, b.passes FROM grade_scale b WHERE b.min_score <= t.total ORDER BY b.min_score DESC LIMIT 1) band ON true
     LEFT JOIN LATERAL (SELECT cu.ects FROM curriculum cu WHERE cu.program_id = c.program_id AND cu.code = c.code ORDER BY cu.id LIMIT 1) subject ON true
     WHERE c.id = $1
     ON CONFLICT (course_id, student_id) DO UPDATE SET total = EXCLUDED.total, grade = EXCLUDED.grade, points = EXCLUDED.points,
       ects = EXCLUDED.ects, passes = EXCLUDED.passes, semester = EXCLUDED.semester, taken_at = EXCLUDED.taken_at
     RETURNING student_id`, [course],
  );
  return [...new Set([...gone, ...taken].map((row) => row.student_id))];
}

/**
 * Writes each student's GPA (null with no credit-bearing result), credits earned and academic standing (the first
 * rule, by priority, their record meets: a GPA below its figure, or a share of the attempted ECTS passed below its
 * percentage; none: good standing) from their results.
 */
export async function writeRecords(tx: Queryable, students: readonly number[]): Promise<void> {
  if (students.length === 0) return;
  await tx.query(
    `UPDATE students s SET gpa = r.gpa, credits = r.credits, updated_at = now(),
       standing_id = (SELECT st.id FROM academic_standings st
         WHERE (st.gpa_below IS NOT NULL AND r.gpa < st.gpa_below)
            OR (st.credits_share_below IS NOT NULL AND r.attempted > 0 AND 100.0 * r.credits / r.attempted < st.credits_share_below)
         ORDER BY st.priority, st.id LIMIT 1)
     FROM (
       SELECT ids.id, round(sum(cr.points * cr.ects) / nullif(sum(cr.ects), 0), 2) AS gpa,
         coalesce(sum(cr.ects) FILTER (WHERE cr.passes), 0) AS credits, coalesce(sum(cr.ects), 0) AS attempted
       FROM unnest($1::integer[]) AS ids(id) LEFT JOIN course_results cr ON cr.student_id = ids.id
       GROUP BY ids.id
     ) r
     WHERE s.id = r.id`, [students],
  );
}

export function academicRecordHooks(): DomainHooks {
  return {
    async afterTransition({ tx, workflow, id, to }: TransitionEvent): Promise<readonly string[]> {
      if (workflow.table !== SHEETS || !isFinal(workflow, to)) return [];
      await writeRecords(tx, await takeResults(tx, id));
      return ['course_results', 'students'];
    },
  };
}
