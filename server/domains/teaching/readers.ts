// What the journal's courses make: the course list with its lecturer, groups (their ids, which the list names
// through the studentGroups lookup in the reader's language) and student count (spec section 7:
// journal with learnYears and school), a course's sheet of students × assessment components, and the calendar,
// whose lectures are the courses' weekly hours between their first and last day, beside the events.
import type { Row } from '../../db/database';
import type { AppContext } from '../../kernel/context';
import { lookupRows } from '../../kernel/lookups';
import { readAll } from '../../kernel/paged-list';
import { subquerySource } from '../../kernel/subquery';
import type { AxisItem, GradeScale, ScaleBand, ScreenReader } from '../../kernel/readers';
import { seenCondition } from '../../kernel/workflow';
import type { AccountArea } from '../../../contract/dsl';
import { coursesOf, REGISTERED, studentsOf } from './takers';
import { courseEcts, meetingDays, registrationWindowOpen, subjectOf } from './rules';
import { options } from '../../../contract/generated/options';

/** Calendar entry types (screens/lookups.yaml calendarEntryTypes). */
const EVENT = options.calendarEntryTypes.event;
const LECTURE = options.calendarEntryTypes.lecture;
/** A calendar shows a period, not a page; this bounds a query without a period. */
const CALENDAR_LIMIT = 2_000;
/**
 * A lecture's id: its course's times this plus the day it falls on, counted from the course's first, made negative,
 * so that every entry has an id of its own and none is taken for an event's.
 */
const LECTURE_ID_SPAN = 10_000;

export const journal: ScreenReader = {
  rows: () => subquerySource('journal_courses', `
    SELECT c.id, c.code, c.name, c.semester, c.learn_year_id, c.school_id, c.program_id, c.lecturer_id, c.grades_state,
      trim(coalesce(l.first_name, '') || ' ' || coalesce(l.last_name, '')) AS lecturers,
      coalesce(c.group_ids, '{}') AS student_groups,
      (SELECT count(*) FROM ${studentsOf('c')} AS taker)::integer AS students_count
    FROM journal_courses c LEFT JOIN lecturers l ON l.id = c.lecturer_id`, {
    id: 'integer', code: 'text', name: 'text', lecturers: 'text', student_groups: 'lookupMany', semester: 'integer',
    students_count: 'integer', learn_year_id: 'lookup', school_id: 'lookup', program_id: 'lookup', lecturer_id: 'lookup', grades_state: 'text',
  }),
  async whole(ctx, _resource, _source, _query, page) {
    const { registry, db, locales } = ctx;
    const [journalPage, learnYears, school] = [
      await page(),
      registry.lookups.learnYear ? await lookupRows(db, locales, registry.lookups.learnYear) : [],
      registry.lookups.school ? await lookupRows(db, locales, registry.lookups.school) : [],
    ];
    return { journal: journalPage, learnYears, school };
  },
};

/**
 * Whether the area sees the score `alias` (a row of grades): its course's sheet is in a state the sheet's workflow
 * shows the area (a student sees a course's scores once its sheet is approved), or its component is published; every
 * score when no sheet has a workflow.
 */
function scoreSeen(ctx: AppContext, area: AccountArea, alias: string): string {
  const sheet = Object.values(ctx.registry.screens).find((screen) => screen.grid && screen.workflow?.table === 'journal_courses');
  return sheet?.workflow ? seenCondition(sheet.workflow, area, (key) => `${alias}.${key}`) ?? 'true' : 'true';
}

/**
 * The courses each student takes (those taught to their group or they are registered for), with the lecturer, the weighted total of the
 * student's grades so far (those the student sees: the sheet approved, or a component published), whether the course has ended (past: its last day is behind)
 * and, once its sheet is approved, the result their record counts (course_results: the letter, its grade points, the ECTS and whether it passes), one row per student
 * and course; a student's screen scopes them by student_id.
 */
export const studentCourses: ScreenReader = {
  rows: (ctx) => subquerySource('journal_courses', `
    SELECT c.id, s.id AS student_id, c.code, c.name, c.semester, c.learn_year_id,
      trim(coalesce(l.first_name, '') || ' ' || coalesce(l.last_name, '')) AS lecturers,
      (SELECT round(sum(g.score * cc.weight / 100.0), 2) FROM grades g JOIN course_components cc ON cc.id = g.component_id
       WHERE g.course_id = c.id AND g.student_id = s.id AND ${scoreSeen(ctx, 'student', 'g')}) AS total,
      coalesce(c.last_day < current_date, false) AS past,
      r.grade AS letter, r.points AS grade_points, r.ects, r.passes
    FROM students s CROSS JOIN LATERAL ${coursesOf('s')} AS taken JOIN journal_courses c ON c.id = taken.course_id
    LEFT JOIN lecturers l ON l.id = c.lecturer_id
    LEFT JOIN course_results r ON r.course_id = c.id AND r.student_id = s.id`, {
    id: 'integer', student_id: 'lookup', code: 'text', name: 'text', semester: 'integer', learn_year_id: 'lookup', lecturers: 'text',
    total: 'decimal', past: 'boolean', letter: 'text', grade_points: 'decimal', ects: 'decimal', passes: 'boolean',
  }),
};

/**
 * The courses offered to each student for registration: those of their programme that have not ended, with their
 * meetings' weekdays and hours, the seats still free, the prerequisites of their subject, and what the student may do (offer): register (a window of their programme open
 * for the course and a seat free), wait (full), registered or waiting (theirs already, to drop until the window closes), group (taught
 * to their group), closed (no window open). A student's screen scopes them by student_id.
 */
export const registrationOffers: ScreenReader = {
  rows: () => subquerySource('journal_courses', `
    SELECT c.id, s.id AS student_id, c.code, c.name, c.semester, meets.weekdays, meets.hours,
      ${LECTURER_NAME}, c.seats, CASE WHEN c.seats IS NOT NULL THEN greatest(c.seats - seats.taken, 0) END AS free,
      CASE WHEN c.group_ids OPERATOR(pg_catalog.@>) ARRAY[s.group_id] THEN 'group'
        WHEN r.status = ${REGISTERED} THEN 'registered' WHEN r.status IS NOT NULL THEN 'waiting'
        WHEN NOT registration.open THEN 'closed'
        WHEN c.seats IS NOT NULL AND seats.taken >= c.seats THEN 'wait' ELSE 'register' END AS offer,
      coalesce(${subjectOf('c', 'prerequisite_ids')}, '{}') AS prerequisites
    FROM students s JOIN journal_courses c ON c.program_id = s.program_id AND coalesce(c.last_day, current_date) >= current_date
    LEFT JOIN course_registrations r ON r.course_id = c.id AND r.student_id = s.id
    LEFT JOIN lecturers l ON l.id = c.lecturer_id
    CROSS JOIN LATERAL (SELECT count(*)::integer AS taken FROM course_registrations x WHERE x.course_id = c.id AND x.status = ${REGISTERED}) AS seats
    CROSS JOIN LATERAL (SELECT coalesce(array_agg(m.weekday ORDER BY m.weekday, m.starts_at) FILTER (WHERE m.on_date IS NULL), '{}') AS weekdays,
      string_agg(coalesce(to_char(m.on_date, 'DD.MM') || ' ', '') || to_char(m.starts_at, 'HH24:MI') || '–' || to_char(m.ends_at, 'HH24:MI'), ', '
        ORDER BY m.on_date NULLS FIRST, m.weekday, m.starts_at) AS hours
      FROM journal_courses_meetings m WHERE m.parent_id = c.id) AS meets
    CROSS JOIN LATERAL (SELECT ${registrationWindowOpen('s.id', 'c')} AS open) AS registration`, {
    id: 'integer', student_id: 'lookup', code: 'text', name: 'text', semester: 'integer', weekdays: 'lookupMany', hours: 'text',
    lecturers: 'text', seats: 'integer', free: 'integer', offer: 'text', prerequisites: 'lookupMany',
  }),
};

/**
 * The curriculum's subjects with each lecturer who teaches them (a journal course of the same programme and code),
 * one row per subject and lecturer; a lecturer's screen scopes them by lecturer_id.
 */
export const lecturerSubjects: ScreenReader = {
  rows: () => subquerySource('curriculum', `
    SELECT DISTINCT cu.id, c.lecturer_id, cu.program_id, cu.code, cu.subject, cu.ects, cu.contact_hours, cu.free_hours,
      cu.syllabus_goals, cu.syllabus_outcomes, cu.syllabus_content, cu.syllabus_assessment, cu.syllabus_literature, cu.updated_at
    FROM curriculum cu JOIN journal_courses c ON c.program_id = cu.program_id AND c.code = cu.code
    WHERE c.lecturer_id IS NOT NULL`, {
    id: 'integer', lecturer_id: 'lookup', program_id: 'lookup', code: 'text', subject: 'text', ects: 'integer', contact_hours: 'integer',
    free_hours: 'integer', syllabus_goals: 'longtext', syllabus_outcomes: 'longtext', syllabus_content: 'longtext',
    syllabus_assessment: 'longtext', syllabus_literature: 'longtext', updated_at: 'datetime',
  }),
};

/**
 * Each lecture of the journal's courses (`c`, its meeting `m`, joined to `a`, the meeting's auditorium, and `l`, its
 * lecturer): a meeting's hour on its date, or on each day of its weekday between its course's first and last day, an
 * instant as the university's clock (the session's zone) names it. `columns` come first
 * in the select; `joins` add what they name (a course's students).
 */
const lectures = (columns: string, joins = ''): string => `
    SELECT ${columns}, -(m.id * ${LECTURE_ID_SPAN} + (day::date - c.first_day)) AS id, c.name AS title, (day::date + m.starts_at)::timestamptz AS start_at,
      (day::date + m.ends_at)::timestamptz AS end_at, ${LECTURE} AS entry_type, a.name AS place, c.program_id, m.auditorium_id, m.lecturer_id, m.id AS meeting_id
    FROM journal_courses c JOIN journal_courses_meetings m ON m.parent_id = c.id ${joins}
    CROSS JOIN LATERAL ${meetingDays('c', 'm')} AS day
    LEFT JOIN auditoriums a ON a.id = m.auditorium_id
    LEFT JOIN lecturers l ON l.id = m.lecturer_id
    WHERE m.starts_at IS NOT NULL AND m.ends_at IS NOT NULL`;

/** The columns of a lecture, as a timetable lists them. */
const LECTURE_COLUMNS = {
  id: 'integer', course_id: 'lookup', code: 'text', title: 'text', start_at: 'datetime', end_at: 'datetime', entry_type: 'lookup', place: 'text',
  lecturers: 'text', program_id: 'lookup', auditorium_id: 'lookup', lecturer_id: 'lookup', meeting_id: 'integer',
} as const;
const LECTURER_NAME = "trim(coalesce(l.first_name, '') || ' ' || coalesce(l.last_name, '')) AS lecturers";

/**
 * A student's timetable: the lectures of the courses they take (taught to their group, or registered for); a student's
 * screen scopes them by student_id.
 */
export const studentTimetable: ScreenReader = {
  rows: () => subquerySource('journal_courses', lectures(
    `s.id AS student_id, c.id AS course_id, c.code, ${LECTURER_NAME}`,
    `JOIN (students s CROSS JOIN LATERAL ${coursesOf('s')} AS taken) ON taken.course_id = c.id`,
  ), {
    ...LECTURE_COLUMNS, student_id: 'lookup',
  }),
};

/** A lecturer's timetable: the meetings they teach; a lecturer's screen scopes them by lecturer_id. */
export const lecturerTimetable: ScreenReader = {
  rows: () => subquerySource('journal_courses', lectures(`c.id AS course_id, c.code, ${LECTURER_NAME}`), LECTURE_COLUMNS),
};

export const calendar: ScreenReader = {
  rows: () => subquerySource('calendar_events', `
    SELECT e.id, e.title, e.start_at, e.end_at, ${EVENT} AS entry_type, coalesce(a.name, e.place) AS place,
      e.program_id, e.auditorium_id, e.lecturer_id, '{}'::integer[] AS group_ids, NULL::integer AS course_id, NULL::integer AS meeting_id
    FROM calendar_events e LEFT JOIN auditoriums a ON a.id = e.auditorium_id
    UNION ALL
    SELECT id, title, start_at, end_at, entry_type, place, program_id, auditorium_id, lecturer_id, group_ids, course_id, meeting_id
    FROM (${lectures('c.id AS course_id, c.group_ids')}) AS lecture`,
  {
    id: 'integer', title: 'text', start_at: 'datetime', end_at: 'datetime', entry_type: 'lookup', place: 'text',
    program_id: 'lookup', auditorium_id: 'lookup', lecturer_id: 'lookup', group_ids: 'lookupMany', course_id: 'integer', meeting_id: 'integer',
  }),
  async whole(ctx, _resource, source, query) {
    const rows: Row[] = [];
    for await (const batch of readAll(ctx.db, source, { ...query, page: 1 }, CALENDAR_LIMIT)) {
      rows.push(...batch);
      break;
    }
    return {
      events: rows.filter((row) => row.entry_type === EVENT),
      lectures: rows.filter((row) => row.entry_type === LECTURE),
    };
  },
};

/** A course's students: those of the groups the course is taught to and those registered for it, by surname. */
export async function courseStudents(ctx: AppContext, course: number): Promise<AxisItem[]> {
  const rows = await ctx.db.query<{ id: number; label: string; detail: string }>(
    `SELECT s.id, trim(s.surname || ' ' || s.name) AS label, s.personal_id AS detail FROM students s
     WHERE s.id IN (SELECT taker.id FROM journal_courses c CROSS JOIN LATERAL ${studentsOf('c')} AS taker WHERE c.id = $1)
     ORDER BY s.surname, s.name, s.id`,
    [course],
  );
  return rows.map((row) => ({ id: row.id, label_ka: row.label, label_en: row.label, detail: row.detail }));
}

/** The grade scale (screens/grade-scale.yaml), highest band first: the grade a course's total earns. */
export async function gradeScale(ctx: AppContext, course: number): Promise<GradeScale> {
  const bands = await ctx.db.query<ScaleBand>('SELECT letter AS grade, min_score::float8 AS "from", coalesce(passes, false) AS passes FROM grade_scale ORDER BY min_score DESC');
  const [counted] = await ctx.db.query<{ credits: number }>(`SELECT ${courseEcts('c')}::float8 AS credits FROM journal_courses c WHERE c.id = $1`, [course]);
  return { bands, credits: counted?.credits ?? 0 };
}

/** A course's assessment components, standard ones first, each with its weight in the total. */
export async function courseComponents(ctx: AppContext, course: number): Promise<AxisItem[]> {
  return ctx.db.query<AxisItem>(
    'SELECT id, name_ka AS label_ka, name_en AS label_en, weight FROM course_components WHERE course_id = $1 ORDER BY type_id, id',
    [course],
  );
}
