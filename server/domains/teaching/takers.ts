// Who takes a course: the students of the groups it is taught to, and the students registered for it (not those
// waiting for a seat). The grade sheet, the record, the timetables, the journal's counts and the database's rules (a
// room that holds the course, a timetable without clashes) all read it from here.
import { options } from '../../../contract/generated/options';

/** A registration's states (screens/lookups.yaml registrationStates). */
export const REGISTERED = options.registrationStates.registered;
export const WAITING = options.registrationStates.waiting;

/** The students taking the course `course` (an alias of a row with its id and group_ids), as a subquery of their ids. */
export const studentsOf = (course: string): string => `(
  SELECT s.id FROM students s WHERE s.group_id = ANY(${course}.group_ids)
  UNION SELECT r.student_id FROM course_registrations r WHERE r.course_id = ${course}.id AND r.status = ${REGISTERED})`;

/**
 * The courses the student `student` (an alias of a students row) takes, as a subquery of their course_id for a LATERAL
 * join: their group's found by the index of the courses' groups, their registrations by the student's.
 */
export const coursesOf = (student: string): string => `(
  SELECT g.id AS course_id FROM journal_courses g WHERE g.group_ids OPERATOR(pg_catalog.@>) ARRAY[${student}.group_id]
  UNION SELECT r.course_id FROM course_registrations r WHERE r.student_id = ${student}.id AND r.status = ${REGISTERED})`;

/** The courses a student takes: those taught to their group, and those they are registered or waiting for
 * (a timetable clash counts a course one waits for), but the registration `except`. */
export const takes = (course: string, student: string, except: string): string => `(
  ${course}.group_ids OPERATOR(pg_catalog.@>) ARRAY[(SELECT st.group_id FROM students st WHERE st.id = ${student})]
  OR EXISTS (SELECT 1 FROM course_registrations taken WHERE taken.course_id = ${course}.id AND taken.student_id = ${student}
    AND taken.id <> ${except}))`;
