// Attendance (screens/course-attendance.yaml): a course's lectures as the columns of its sheet, and each student's
// attendance of each course summed up: the lectures marked, each mark counted, the share missed against the course's
// absence limit (the journal's absence_limit, in percent), warned at or above it.
import type { AppContext } from '../../kernel/context';
import type { AxisItem, ScreenReader } from '../../kernel/readers';
import { subquerySource } from '../../kernel/subquery';
import { meetingDays } from './rules';
import { options } from '../../../contract/generated/options';

/** The marks (screens/lookups.yaml attendanceMarks). */
const { present: PRESENT, late: LATE, absent: ABSENT, excused: EXCUSED } = options.attendanceMarks;

/**
 * A course's lectures: each day one of its meetings is on, named yyyymmdd, labelled dd.mm; today's (on the
 * university's clock, the session's zone), or else the last one before today, is the current one.
 */
export async function courseLectures(ctx: AppContext, course: number): Promise<AxisItem[]> {
  const lectures = await ctx.db.query<AxisItem & { current: boolean | null }>(
    `SELECT to_char(day, 'YYYYMMDD')::integer AS id, to_char(day, 'DD.MM') AS label_ka, to_char(day, 'DD.MM') AS label_en,
       day = max(day) FILTER (WHERE day <= current_date) OVER () AS current
     FROM (SELECT DISTINCT day::date AS day FROM journal_courses c JOIN journal_courses_meetings m ON m.parent_id = c.id
       CROSS JOIN LATERAL ${meetingDays('c', 'm')} AS day WHERE c.id = $1) AS days
     ORDER BY day`,
    [course],
  );
  return lectures.map(({ current, ...lecture }) => (current ? { ...lecture, current } : lecture));
}

/**
 * Each student's attendance of each course with lectures marked for them, one row per student and course (its id the
 * first mark's): staff list the warned, a student's screen scopes them by student_id.
 */
export const attendanceShares: ScreenReader = {
  rows: () => subquerySource('attendance', `
    SELECT a.id, a.student_id, a.course_id, trim(s.surname || ' ' || s.name) AS student, c.code, c.name, a.marked, a.present, a.late,
      a.absent, a.excused, round(100.0 * a.absent / a.marked, 1) AS absence_share, c.absence_limit,
      coalesce(100.0 * a.absent / a.marked >= c.absence_limit, false) AS warned
    FROM (
      SELECT min(id) AS id, student_id, course_id, count(*)::integer AS marked,
        count(*) FILTER (WHERE mark = ${PRESENT})::integer AS present, count(*) FILTER (WHERE mark = ${LATE})::integer AS late,
        count(*) FILTER (WHERE mark = ${ABSENT})::integer AS absent, count(*) FILTER (WHERE mark = ${EXCUSED})::integer AS excused
      FROM attendance GROUP BY student_id, course_id
    ) a JOIN journal_courses c ON c.id = a.course_id JOIN students s ON s.id = a.student_id`, {
    id: 'integer', student_id: 'lookup', course_id: 'lookup', student: 'text', code: 'text', name: 'text', marked: 'integer', present: 'integer',
    late: 'integer', absent: 'integer', excused: 'integer', absence_share: 'decimal', absence_limit: 'integer', warned: 'boolean',
  }),
};
