// Teaching's rules over other tables a row must keep to be written (screen key constraints: requires), as the database
// keeps them: the migration the codegen writes makes each a trigger of its table (the codegen imports them from here,
// through server/domains/rules.ts), so no route, job, import or second server can break one; a refused write's sentence
// names what the rule found lacking. Beside them, the SQL of a course's meetings and subject the readers share.
import type { DatabaseRule } from '../../../contract/catalogue';
import { isoWeekday, overlapDay, overlapPeriod, type OverlapRule } from '../../../contract/overlap';
import { studentsOf, takes } from './takers';

/** When a course's meeting is, as its noOverlap constraints compare it (screens/journal.yaml). */
const MEETING: OverlapRule = { key: 'auditorium_id', day: 'weekday', from: 'starts_at', to: 'ends_at', during: ['first_day', 'last_day'], date: 'on_date' };

/**
 * The days the meeting `meeting` of the course `course` (aliases) is on, as a set-returning expression: its date, or
 * each day of its weekday within the course's period, a week apart.
 */
export const meetingDays = (course: string, meeting: string): string => `generate_series(
  coalesce(${meeting}.on_date, ${course}.first_day + (${meeting}.weekday - ${isoWeekday(`${course}.first_day`)} + 7) % 7),
  coalesce(${meeting}.on_date, ${course}.last_day), interval '7 days')`;

/** A course's name with its code: Microeconomics (BA120). */
const courseTitle = (alias: string): string => `${alias}.name || ' (' || ${alias}.code || ')'`;

/** A column of the subject a course of the journal (`alias`) teaches: its programme's curriculum subject of the same code. */
export const subjectOf = (alias: string, column: string): string =>
  `(SELECT cu.${column} FROM curriculum cu WHERE cu.program_id = ${alias}.program_id AND cu.code = ${alias}.code ORDER BY cu.id LIMIT 1)`;

/**
 * The ECTS a course of the journal (`alias`) counts towards a record: its subject's in its programme's curriculum, 0
 * for a course outside the curriculum, whose results then change no GPA or credits.
 */
export const courseEcts = (alias: string): string => `coalesce(${subjectOf(alias, 'ects')}, 0)`;

/**
 * Whether a registration window is open today for the student `student` (an id expression) and the course `course`
 * (an alias of a journal_courses row): one of their programme's, of the course's semester and learn year where the
 * window names them. The student's registration screen and their drop ask it too.
 */
export const registrationWindowOpen = (student: string, course: string): string => `EXISTS (
  SELECT 1 FROM registration_windows w JOIN students registrant ON registrant.program_id = w.program_id
  WHERE registrant.id = ${student} AND current_date BETWEEN w.opens_on AND w.closes_on
    AND (w.semester IS NULL OR w.semester = ${course}.semester) AND (w.learn_year_id IS NULL OR w.learn_year_id = ${course}.learn_year_id))`;

export const teachingRules = {
  /**
   * Each prerequisite of the course's subject (the curriculum's subject of the course's programme and code) passed by
   * the student: a result of a course of that subject that passes (E or better, as the grade scale says).
   */
  prerequisitesPassed: {
    table: 'course_registrations',
    field: 'course_id',
    reads: ['course_id', 'student_id'],
    missing: `SELECT string_agg(needed.subject || ' (' || needed.code || ')', ', ' ORDER BY needed.code)
      FROM journal_courses c
      JOIN curriculum subject ON subject.program_id = c.program_id AND subject.code = c.code
      JOIN curriculum needed ON needed.id = ANY(subject.prerequisite_ids)
      WHERE c.id = NEW.course_id AND NOT EXISTS (
        SELECT 1 FROM course_results r JOIN journal_courses passed ON passed.id = r.course_id
        WHERE r.student_id = NEW.student_id AND r.passes AND passed.program_id = needed.program_id AND passed.code = needed.code)`,
  },
  /**
   * A registration window open today for the student and the course (registration-windows): a student registers
   * only then.
   */
  registrationOpen: {
    table: 'course_registrations',
    field: 'course_id',
    reads: ['course_id', 'student_id'],
    missing: `SELECT CASE WHEN ${registrationWindowOpen('NEW.student_id', 'c')} THEN NULL ELSE 'closed' END FROM journal_courses c WHERE c.id = NEW.course_id`,
  },
  /**
   * No other course the student takes meets at the same time: a meeting of each on the same weekday, hours that
   * overlap, within periods that meet; a place waited for counts, so that taking it later never makes a clash. A
   * student's registrations are checked one after another.
   */
  noTimetableClash: {
    table: 'course_registrations',
    field: 'course_id',
    reads: ['course_id', 'student_id'],
    lock: { table: 'students', by: 'student_id' },
    missing: `SELECT string_agg(clash, ', ' ORDER BY clash) FROM (
      SELECT DISTINCT ${courseTitle('other')} || ' ' || to_char(om.starts_at, 'HH24:MI') || '–' || to_char(om.ends_at, 'HH24:MI') AS clash
      FROM journal_courses_meetings cm JOIN journal_courses_meetings om ON om.parent_id <> cm.parent_id
        AND ${overlapDay(MEETING, (key) => `om.${key}`)} = ${overlapDay(MEETING, (key) => `cm.${key}`)}
        AND om.starts_at < cm.ends_at AND cm.starts_at < om.ends_at
        AND ${overlapPeriod(MEETING, (key) => `om.${key}`)} && ${overlapPeriod(MEETING, (key) => `cm.${key}`)}
      JOIN journal_courses other ON other.id = om.parent_id
      WHERE cm.parent_id = NEW.course_id AND ${takes('other', 'NEW.student_id', 'NEW.id')}) AS clashes`,
  },
  /** A meeting is on a weekday, or on one date (with that date's weekday, or none). */
  meetingScheduled: {
    table: 'journal_courses_meetings',
    field: 'weekday',
    reads: ['weekday', 'on_date'],
    missing: `SELECT CASE WHEN NEW.weekday IS NULL AND NEW.on_date IS NULL THEN 'none'
      WHEN NEW.weekday IS NOT NULL AND NEW.on_date IS NOT NULL AND NEW.weekday <> ${isoWeekday('NEW.on_date')} THEN 'another' END`,
  },
  /**
   * A meeting's auditorium holds the course's students (its groups' and those registered): a room without a number of
   * places holds any. Says the room, its places and the students.
   */
  roomHoldsCourse: {
    table: 'journal_courses_meetings',
    field: 'auditorium_id',
    reads: ['auditorium_id', 'parent_id'],
    missing: `SELECT a.name || ': ' || a.quantity || ' < ' || taking.students FROM auditoriums a
      CROSS JOIN LATERAL (SELECT count(*) AS students FROM journal_courses c CROSS JOIN LATERAL ${studentsOf('c')} AS taker
        WHERE c.id = NEW.parent_id) AS taking
      WHERE a.id = NEW.auditorium_id AND a.quantity < taking.students`,
  },
} as const satisfies Readonly<Record<string, DatabaseRule>>;
